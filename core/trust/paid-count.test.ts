/** The threshold rule for the count of paid trades (decision 0102): below it nothing shows, from it the real count. */
import { describe, expect, it } from "vitest";
import { PAID_TRADES_SHOWN_FROM, paidTradesShown } from "./index.ts";

describe("paidTradesShown", () => {
  it("shows nothing below the threshold and the real count from it on", () => {
    expect(PAID_TRADES_SHOWN_FROM).toBe(100);
    expect(paidTradesShown(0)).toBeNull();
    expect(paidTradesShown(PAID_TRADES_SHOWN_FROM - 1)).toBeNull();
    expect(paidTradesShown(PAID_TRADES_SHOWN_FROM)).toBe(PAID_TRADES_SHOWN_FROM);
    expect(paidTradesShown(12_345)).toBe(12_345);
  });

  it("takes another threshold and never shows what is not a count", () => {
    expect(paidTradesShown(3, 3)).toBe(3);
    expect(paidTradesShown(2, 3)).toBeNull();
    for (const bad of [null, undefined, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(paidTradesShown(bad)).toBeNull();
  });
});
