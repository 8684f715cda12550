import { describe, expect, it } from "vitest";
import { payoutStep } from "./steps.ts";

const item = (n: number, amountCents: number, state: "included" | "paid" | "returned" = "included") => ({
  tradeNumber: `SB-100000${n}`,
  amountCents,
  state,
});
const open = { state: "open" as const, ownRun: false };
const confirmed = { state: "confirmed" as const, ownRun: false };

describe("payoutStep: what a run's money action moves", () => {
  const items = [item(1, 17100), item(2, 34_125), item(3, 1)];

  it("confirming an open run pays its included transfers: their count and exact sum", () => {
    expect(payoutStep(open, items, "confirm", null)).toEqual({ kind: "confirm", count: 3, totalCents: 51_226, tradeNumber: null });
  });

  it("the run's maker has no confirmation step (four eyes), but may discard", () => {
    expect(payoutStep({ ...open, ownRun: true }, items, "confirm", null)).toBeNull();
    expect(payoutStep({ ...open, ownRun: true }, items, "discard", null)).toMatchObject({ count: 3, totalCents: 51_226 });
  });

  it("discarding frees every trade of the run", () => {
    expect(payoutStep(open, items, "discard", null)).toEqual({ kind: "discard", count: 3, totalCents: 51_226, tradeNumber: null });
  });

  it("a returned transfer is one paid transfer of a confirmed run: its amount", () => {
    const paid = [item(1, 17100, "paid"), item(2, 500, "returned")];
    expect(payoutStep(confirmed, paid, "returned", "SB-1000001")).toEqual({
      kind: "returned",
      count: 1,
      totalCents: 17100,
      tradeNumber: "SB-1000001",
    });
    expect(payoutStep(confirmed, paid, "returned", "SB-1000002")).toBeNull();
    expect(payoutStep(confirmed, paid, "returned", "SB-1000009")).toBeNull();
    expect(payoutStep(confirmed, paid, "returned", null)).toBeNull();
  });

  it("no step where the action does not apply, or for an unknown one", () => {
    expect(payoutStep(confirmed, items, "confirm", null)).toBeNull();
    expect(payoutStep(confirmed, items, "discard", null)).toBeNull();
    expect(payoutStep(open, items, "returned", "SB-1000001")).toBeNull();
    expect(payoutStep(open, items, "erase", null)).toBeNull();
    expect(payoutStep(open, items, null, null)).toBeNull();
  });

  it("an empty run moves nothing", () => {
    expect(payoutStep(open, [], "discard", null)).toMatchObject({ count: 0, totalCents: 0 });
  });
});
