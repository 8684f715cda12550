import { describe, expect, it } from "vitest";
import { daysBetween, lowersPrice, median, topDeduction } from "./figures.ts";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones, to one decimal; null when empty", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([1.04, 1.26])).toBe(1.2);
    expect(median([0.3])).toBe(0.3);
    expect(median([])).toBeNull();
  });
  it("days between receipt and payout are fractions of days, never negative", () => {
    expect(daysBetween(new Date("2026-03-01T10:00:00Z"), new Date("2026-03-03T22:00:00Z"))).toBe(2.5);
    expect(daysBetween(new Date("2026-03-03T10:00:00Z"), new Date("2026-03-01T10:00:00Z"))).toBe(0);
  });
});

describe("lowersPrice: a deduction the inspection found", () => {
  const flawless = { kind: "multiplier", multiplier: 1, deductionCents: null };
  const scratched = { kind: "multiplier", multiplier: 0.85, deductionCents: null };
  const cracked = { kind: "deduction", multiplier: null, deductionCents: 9000 };
  const locked = { kind: "noOffer", multiplier: null, deductionCents: null };
  it("is one when the found answer leaves less of the base price than the customer's", () => {
    expect(lowersPrice(flawless, scratched, 50000)).toBe(true);
    expect(lowersPrice(scratched, cracked, 50000)).toBe(true);
    expect(lowersPrice(flawless, locked, 50000)).toBe(true);
  });
  it("is none for a better or equal finding", () => {
    expect(lowersPrice(scratched, flawless, 50000)).toBe(false);
    expect(lowersPrice(cracked, scratched, 50000)).toBe(false);
    expect(lowersPrice(flawless, { ...flawless }, 50000)).toBe(false);
  });
});

describe("topDeduction", () => {
  it("is the most common pair with its count; a tie goes to the codes' order", () => {
    const s = { questionCode: "display", answerCode: "scratched" };
    const b = { questionCode: "battery", answerCode: "weak" };
    expect(topDeduction([s, b, s])).toEqual({ ...s, count: 2 });
    expect(topDeduction([s, b])).toEqual({ ...b, count: 1 });
    expect(topDeduction([])).toBeNull();
  });
});
