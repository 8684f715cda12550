import { describe, expect, it } from "vitest";
import { receiveRefusal, scannedCode } from "./receiving.ts";
import { TRADE_STATES } from "./states.ts";

const history = [
  { state: "created", at: "2026-11-01T09:00:00.000Z" },
  { state: "received", at: "2026-11-03T10:30:00.000Z" },
  { state: "inspected", at: "2026-11-04T08:00:00.000Z" },
];

describe("receiveRefusal", () => {
  it("lets only a trade waiting for its parcel be received", () => {
    expect(receiveRefusal("created", history.slice(0, 1))).toBeNull();
    for (const state of TRADE_STATES.filter((s) => s !== "created")) expect(receiveRefusal(state, history), state).not.toBeNull();
  });

  it("a trade past created was received already: when (the first received event) and where it is now", () => {
    expect(receiveRefusal("inspected", history)).toEqual({ why: "received", state: "inspected", at: "2026-11-03T10:30:00.000Z" });
    expect(receiveRefusal("received", [])).toEqual({ why: "received", state: "received", at: null });
  });

  it("cancelled and expired say so with their date", () => {
    const cancelled = [history[0]!, { state: "cancelled", at: "2026-11-02T12:00:00.000Z" }];
    expect(receiveRefusal("cancelled", cancelled)).toEqual({ why: "cancelled", state: "cancelled", at: "2026-11-02T12:00:00.000Z" });
    expect(receiveRefusal("expired", [history[0]!])).toEqual({ why: "expired", state: "expired", at: null });
  });
});

describe("scannedCode", () => {
  it("reads trade numbers as a scanner or a person types them", () => {
    for (const raw of ["SB-1234567", "sb-1234567", "sb1234567", " 1234567 ", "SB 1234 567"])
      expect(scannedCode(raw), raw).toEqual({ kind: "trade", tradeNumber: "SB-1234567" });
  });

  it("reads store shipment numbers (SS-000042 as printed, or short)", () => {
    for (const raw of ["SS-000042", "ss-42", "ss000042", "SS 42"])
      expect(scannedCode(raw), raw).toEqual({ kind: "shipment", shipmentId: 42 });
  });

  it("anything else is neither (the page searches with it)", () => {
    for (const raw of ["", null, undefined, "Erika", "SB-123", "SS-0", "SS-", "SS-1234567890", "123456", "erika@example.com"])
      expect(scannedCode(raw), String(raw)).toBeNull();
  });
});
