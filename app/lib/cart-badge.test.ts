import { describe, expect, it } from "vitest";
import { storedCartCount } from "./cart-badge.ts";

describe("storedCartCount", () => {
  it("adds up the quantities of the stored lines", () => {
    const cart = { cart: [{ offerId: "a", price: 380, quantity: 2 }, { offerId: "b", price: 95.5, quantity: 1 }], transactionId: 0 };
    expect(storedCartCount(JSON.stringify(cart))).toBe(3);
  });

  it("is 0 for no cart, an empty cart and anything unreadable", () => {
    expect(storedCartCount(null)).toBe(0);
    expect(storedCartCount(JSON.stringify({ cart: [] }))).toBe(0);
    expect(storedCartCount("{not json")).toBe(0);
    expect(storedCartCount("null")).toBe(0);
    expect(storedCartCount(JSON.stringify({ cart: "3 phones" }))).toBe(0);
  });

  it("counts only positive whole quantities (a numeric string counts)", () => {
    const cart = { cart: [{ quantity: 2 }, { quantity: -4 }, { quantity: 1.5 }, { quantity: "7" }, null, { quantity: 0 }] };
    expect(storedCartCount(JSON.stringify(cart))).toBe(9);
  });
});
