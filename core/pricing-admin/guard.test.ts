import { describe, expect, it } from "vitest";
import {
  applyPercent,
  bulkRows,
  cleanReason,
  DEFAULT_PRICE_GUARD,
  missingForGuard,
  parsePercent,
  priceGuard,
  type PriceGuardSettings,
} from "./guard.ts";
import { parseBulkInput } from "./bulk.ts";

const settings: PriceGuardSettings = { stepPercent: 30, ceilingCents: 500_000 };

describe("priceGuard", () => {
  it("lets changes up to the step pass and guards those beyond it, up and down", () => {
    expect(priceGuard(100_000, 130_000, settings)).toMatchObject({ guarded: false, reasons: [], changePercent: 30 });
    expect(priceGuard(100_000, 70_000, settings)).toMatchObject({ guarded: false, changePercent: -30 });
    expect(priceGuard(100_000, 130_001, settings)).toMatchObject({ guarded: true, reasons: ["step"], changePercent: 30 });
    expect(priceGuard(100_000, 69_999, settings)).toMatchObject({ guarded: true, reasons: ["step"], changePercent: -30 });
  });

  it("guards the issue's €320 → €3,200 → €32,000 (the second for both reasons)", () => {
    expect(priceGuard(32_000, 320_000, DEFAULT_PRICE_GUARD)).toMatchObject({ guarded: true, reasons: ["step"], changePercent: 900 });
    expect(priceGuard(320_000, 3_200_000, DEFAULT_PRICE_GUARD).reasons).toEqual(["step", "ceiling"]);
  });

  it("guards a price above the ceiling even by a small step; the ceiling itself passes", () => {
    expect(priceGuard(490_000, 500_000, settings).guarded).toBe(false);
    expect(priceGuard(490_000, 500_001, settings)).toMatchObject({ reasons: ["ceiling"], ceilingCents: 500_000 });
  });

  it("has no step for a first price: only the ceiling guards it", () => {
    expect(priceGuard(null, 1, settings)).toMatchObject({ guarded: false, changePercent: null });
    expect(priceGuard(null, 600_000, settings).reasons).toEqual(["ceiling"]);
  });

  it("follows the settings", () => {
    expect(priceGuard(10_000, 11_000, { stepPercent: 5, ceilingCents: 1_000_000 }).reasons).toEqual(["step"]);
    expect(priceGuard(10_000, 11_000, { stepPercent: 10, ceilingCents: 1_000_000 }).reasons).toEqual([]);
    expect(priceGuard(10_000, 11_000, { stepPercent: 50, ceilingCents: 10_000 }).reasons).toEqual(["ceiling"]);
  });
});

describe("missingForGuard and cleanReason", () => {
  it("names what a guarded change lacks", () => {
    const guarded = { guarded: true };
    expect(missingForGuard(guarded, false, null)).toEqual(["confirm", "reason"]);
    expect(missingForGuard(guarded, true, null)).toEqual(["reason"]);
    expect(missingForGuard(guarded, false, "typo fixed")).toEqual(["confirm"]);
    expect(missingForGuard(guarded, true, "typo fixed")).toEqual([]);
    expect(missingForGuard({ guarded: false }, false, null)).toEqual([]);
  });

  it("keeps a reason's words and drops what is not text", () => {
    expect(cleanReason("  New  model\nlaunched\u0007 ")).toBe("New model launched");
    expect(cleanReason(" \n ")).toBeNull();
    expect(cleanReason(42)).toBeNull();
    expect(cleanReason(undefined)).toBeNull();
  });
});

describe("parsePercent and applyPercent", () => {
  it.each([
    ["10", 1000],
    ["-5", -500],
    ["+2.5", 250],
    ["−7,5", -750],
    ["10 %", 1000],
    [12.25, 1225],
    ["200", 20_000],
    ["-90", -9000],
  ])("reads %s", (raw, basisPoints) => {
    expect(parsePercent(raw)).toEqual({ ok: true, basisPoints });
  });

  it.each([
    ["", "percent"],
    ["abc", "percent"],
    ["1.234", "percent"],
    ["1e2", "percent"],
    [null, "percent"],
    ["0", "percentZero"],
    ["-0.00", "percentZero"],
    ["200.01", "percentRange"],
    ["-91", "percentRange"],
  ])("refuses %s", (raw, reason) => {
    expect(parsePercent(raw)).toEqual({ ok: false, reason });
  });

  it("rounds to whole cents, half up", () => {
    expect(applyPercent(19_990, 1000)).toBe(21_989);
    expect(applyPercent(10_005, -5000)).toBe(5003);
    expect(applyPercent(100, 10)).toBe(100);
  });
});

describe("bulkRows", () => {
  const devices = [
    { deviceId: 1, slug: "a", name: "A", oldCents: 10_000 },
    { deviceId: 2, slug: "b", name: "B", oldCents: 460_000 },
    { deviceId: 3, slug: "c", name: "C", oldCents: 4_900_000 },
    { deviceId: 4, slug: "d", name: "D", oldCents: 1 },
  ];

  it("lists every changed device with its guards; rounding-only devices are counted, not listed", () => {
    const { rows, counts } = bulkRows(devices, 1000, settings);
    expect(rows.map((r) => [r.deviceId, r.newCents, r.guards, r.refused])).toEqual([
      [1, 11_000, [], undefined],
      [2, 506_000, ["ceiling"], undefined],
      [3, 5_390_000, ["ceiling"], "tooHigh"],
    ]);
    expect(counts).toEqual({ rows: 3, guarded: 2, refused: 1, unchanged: 1 });
  });

  it("guards every row when the percentage itself is beyond the step", () => {
    const { counts } = bulkRows(devices.slice(0, 1), 4000, settings);
    expect(counts).toMatchObject({ rows: 1, guarded: 1 });
  });
});

describe("parseBulkInput", () => {
  it("reads the edition, the percentage and the optional filter (empty = any)", () => {
    expect(parseBulkInput({ edition: "de", percent: "-7,5", category: "smartphones", manufacturer: "", releaseYear: "2023" })).toEqual({
      ok: true,
      input: { filter: { edition: "de", category: "smartphones", releaseYear: 2023 }, basisPoints: -750 },
    });
    expect(parseBulkInput({ edition: "fr", percent: 10 })).toEqual({ ok: true, input: { filter: { edition: "fr" }, basisPoints: 1000 } });
  });

  it("names every bad field", () => {
    const r = parseBulkInput({ edition: "xx", percent: "0", category: "../x", manufacturer: "a b", releaseYear: "1800" });
    expect(r.ok ? [] : r.errors.map((e) => [e.field, e.message])).toEqual([
      ["edition", "backoffice.prices.bulk.error.edition"],
      ["percent", "backoffice.prices.bulk.error.percentZero"],
      ["category", "backoffice.prices.bulk.error.filter"],
      ["manufacturer", "backoffice.prices.bulk.error.filter"],
      ["releaseYear", "backoffice.prices.bulk.error.releaseYear"],
    ]);
    expect(parseBulkInput({}).ok).toBe(false);
  });
});
