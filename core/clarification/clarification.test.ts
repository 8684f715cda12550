import { describe, expect, it } from "vitest";
import { clarificationDeadlines, isClarificationExpired } from "./deadlines.ts";
import { clarificationOutcome, totalWithVoucher } from "./outcome.ts";

describe("clarification deadlines (injected clock, edition time zone)", () => {
  it("reminder at 09:00 local on day 10, deadline at the end of day 14", () => {
    const opened = new Date("2031-03-02T22:30:00Z"); // 23:30 in Berlin, day 0 = 2 March
    const d = clarificationDeadlines(opened, "de");
    expect(d.reminderAt.toISOString()).toBe("2031-03-12T08:00:00.000Z");
    expect(d.deadlineAt.toISOString()).toBe("2031-03-16T23:00:00.000Z");
    expect(isClarificationExpired(d.deadlineAt, new Date(d.deadlineAt.getTime() - 1))).toBe(false);
    expect(isClarificationExpired(d.deadlineAt, d.deadlineAt)).toBe(true);
  });
  it("across the change to summer time the deadline is still local midnight", () => {
    const d = clarificationDeadlines(new Date("2031-03-20T10:00:00Z"), "it");
    expect(d.deadlineAt.toISOString()).toBe("2031-04-03T22:00:00.000Z");
  });
});

describe("clarification outcome rules", () => {
  const kept = { tradeLineId: 1, lineTotalCents: 10000, quantity: 1 };
  it("open while a device is undecided", () => {
    expect(clarificationOutcome([{ ...kept, tradeLineId: 2, item: { answer: null, newPriceCents: 500 } }]).nextState).toBeNull();
  });
  it("accepted at the new price plus unchanged lines → payout_pending; returned ones listed", () => {
    const o = clarificationOutcome([
      kept,
      { tradeLineId: 2, lineTotalCents: 9000, quantity: 1, item: { answer: "accept", newPriceCents: 7000 } },
      { tradeLineId: 3, lineTotalCents: 8000, quantity: 1, item: { answer: "return", newPriceCents: 5000 } },
    ]);
    expect(o).toEqual({ nextState: "payout_pending", keptLineIds: [1, 2], returnedLineIds: [3], subtotalCents: 17000 });
  });
  it("everything returned (or no offer) → return_requested, nothing to pay", () => {
    const o = clarificationOutcome([
      { tradeLineId: 2, lineTotalCents: 9000, quantity: 1, item: { answer: "return", newPriceCents: 7000 } },
      { tradeLineId: 3, lineTotalCents: 8000, quantity: 1, item: { answer: "return", newPriceCents: null } },
    ]);
    expect(o.nextState).toBe("return_requested");
    expect(o.subtotalCents).toBe(0);
  });
  it("a voucher bonus shrinks with the subtotal and vanishes when nothing is bought", () => {
    expect(totalWithVoucher(5000, { bonusCents: 1000, originalSubtotalCents: 10000 })).toEqual({ bonusCents: 500, totalCents: 5500 });
    expect(totalWithVoucher(0, { bonusCents: 1000, originalSubtotalCents: 10000 })).toEqual({ bonusCents: 0, totalCents: 0 });
  });
});
