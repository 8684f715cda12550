import { describe, it, expect } from "vitest";
import {
  applyMultiplier,
  applyVoucher,
  cartTotalCents,
  exceedsB2BCap,
  fromCents,
  lineTotalCents,
  toCents,
  truncateToCents,
} from "./money.ts";

describe("toCents", () => {
  it("converts numbers without float drift", () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(0.29)).toBe(29); // 0.29 * 100 === 28.999999999999996 in floats
    expect(toCents(1.1)).toBe(110); // 1.1 * 100 === 110.00000000000001 in floats
  });

  it("converts decimal strings", () => {
    expect(toCents("19.99")).toBe(1999);
    expect(toCents("19.9")).toBe(1990);
    expect(toCents("19")).toBe(1900);
    expect(toCents(" 7.5 ")).toBe(750);
    expect(toCents(".5")).toBe(50);
    expect(toCents("-3.21")).toBe(-321);
    expect(toCents("19.990")).toBe(1999);
    expect(toCents("1.5e2")).toBe(15000);
    expect(toCents(0)).toBe(0);
  });

  it("handles exponent notation of numbers", () => {
    expect(toCents(1e6)).toBe(100_000_000);
    expect(toCents(1e-2)).toBe(1);
  });

  it("rejects more than two decimal places", () => {
    expect(() => toCents("19.999")).toThrow(RangeError);
    expect(() => toCents(19.999)).toThrow(RangeError);
    expect(() => toCents(1e-7)).toThrow(RangeError);
  });

  it("rejects garbage", () => {
    for (const bad of ["", "abc", "1,50", "1.2.3", "--1", "."]) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents("1e99999")).toThrow(RangeError);
  });

  it("rejects amounts beyond safe integers", () => {
    expect(() => toCents("1e300")).toThrow(RangeError);
  });
});

describe("truncateToCents", () => {
  it("truncates toward zero exactly", () => {
    expect(truncateToCents(19.999)).toBe(1999);
    expect(truncateToCents("19.999")).toBe(1999);
    expect(truncateToCents("0.019")).toBe(1);
    expect(truncateToCents("-0.019")).toBe(-1);
    expect(truncateToCents("-19.999")).toBe(-1999);
    expect(truncateToCents(0.29)).toBe(29);
    expect(truncateToCents(1e-7)).toBe(0);
    expect(truncateToCents("12")).toBe(1200);
  });
});

describe("fromCents", () => {
  it("converts cents to a decimal number", () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(10)).toBe(0.1);
    expect(fromCents(-5)).toBe(-0.05);
    expect(fromCents(0)).toBe(0);
  });

  it("round-trips with toCents", () => {
    for (const cents of [1, 29, 1999, 13999, 9999, 500000, 123456789]) {
      expect(toCents(fromCents(cents))).toBe(cents);
    }
  });

  it("rejects non-integer cents", () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(Number.NaN)).toThrow(RangeError);
  });
});

describe("lineTotalCents", () => {
  it("multiplies exactly and truncates to two decimals", () => {
    expect(lineTotalCents(0.1, 3)).toBe(30);
    expect(lineTotalCents(19.999, 7)).toBe(13999);
    expect(lineTotalCents(33.333, 3)).toBe(9999);
    expect(lineTotalCents("19.99", 2)).toBe(3998);
    expect(lineTotalCents(1.15, 3)).toBe(345); // 1.15 * 3 === 3.4499999999999997 in floats
    expect(lineTotalCents(250, 1)).toBe(25000);
  });

  it("returns 0 for quantity 0", () => {
    expect(lineTotalCents(19.99, 0)).toBe(0);
  });

  it("rejects negative or fractional quantities", () => {
    expect(() => lineTotalCents(10, -1)).toThrow(RangeError);
    expect(() => lineTotalCents(10, 1.5)).toThrow(RangeError);
    expect(() => lineTotalCents(10, Number.NaN)).toThrow(RangeError);
  });

  it("rejects an invalid price", () => {
    expect(() => lineTotalCents("ten", 1)).toThrow(RangeError);
  });
});

describe("cartTotalCents", () => {
  it("sums truncated line totals (not the truncated sum)", () => {
    // 33.333 × 3 → 99.99 and 0.005 × 1 → 0.00: each line is truncated before summing.
    expect(
      cartTotalCents([
        { price: 33.333, quantity: 3 },
        { price: "0.005", quantity: 1 },
        { price: 0.1, quantity: 3 },
      ]),
    ).toBe(9999 + 0 + 30);
  });

  it("is 0 for an empty cart", () => {
    expect(cartTotalCents([])).toBe(0);
  });
});

describe("applyMultiplier", () => {
  it("multiplies at the decimal value and truncates", () => {
    expect(applyMultiplier(100, 0.29)).toBe(29); // float: 28.999999999999996
    expect(applyMultiplier(1999, 0.85)).toBe(1699); // 1699.15
    expect(applyMultiplier(1999, "1.5")).toBe(2998); // 2998.5
    expect(applyMultiplier(1000, 1)).toBe(1000);
    expect(applyMultiplier(1000, 0)).toBe(0);
    expect(applyMultiplier(-1999, 0.5)).toBe(-999); // toward zero
  });

  it("rejects non-integer cents", () => {
    expect(() => applyMultiplier(10.5, 2)).toThrow(RangeError);
  });
});

describe("exceedsB2BCap", () => {
  it("allows exactly 5000 EUR and refuses anything above", () => {
    expect(exceedsB2BCap(500000)).toBe(false);
    expect(exceedsB2BCap(500001)).toBe(true);
    expect(exceedsB2BCap(499999)).toBe(false);
    expect(exceedsB2BCap(0)).toBe(false);
  });

  it("accepts a custom cap", () => {
    expect(exceedsB2BCap(10001, 100)).toBe(true);
    expect(exceedsB2BCap(10000, 100)).toBe(false);
    expect(exceedsB2BCap(10050, "100.50")).toBe(false);
  });
});

describe("applyVoucher", () => {
  it("adds a percent bonus truncated to cents", () => {
    expect(applyVoucher(1999, { kind: "percent", percent: 10 })).toEqual({ bonusCents: 199, totalCents: 2198 });
    expect(applyVoucher(10000, { kind: "percent", percent: 2.5 })).toEqual({ bonusCents: 250, totalCents: 10250 });
    expect(applyVoucher(333, { kind: "percent", percent: 0.1 })).toEqual({ bonusCents: 0, totalCents: 333 });
    expect(applyVoucher(5000, { kind: "percent", percent: 100 })).toEqual({ bonusCents: 5000, totalCents: 10000 });
    expect(applyVoucher(5000, { kind: "percent", percent: 0 })).toEqual({ bonusCents: 0, totalCents: 5000 });
  });

  it("adds a fixed bonus", () => {
    expect(applyVoucher(1999, { kind: "fixed", cents: 1000 })).toEqual({ bonusCents: 1000, totalCents: 2999 });
  });

  it("rejects invalid vouchers", () => {
    expect(() => applyVoucher(1000, { kind: "percent", percent: 101 })).toThrow(RangeError);
    expect(() => applyVoucher(1000, { kind: "percent", percent: -1 })).toThrow(RangeError);
    expect(() => applyVoucher(1000, { kind: "percent", percent: Number.NaN })).toThrow(RangeError);
    expect(() => applyVoucher(1000, { kind: "fixed", cents: -5 })).toThrow(RangeError);
    expect(() => applyVoucher(1000, { kind: "fixed", cents: 1.5 })).toThrow(RangeError);
    expect(() => applyVoucher(-1, { kind: "fixed", cents: 5 })).toThrow(RangeError);
  });
});
