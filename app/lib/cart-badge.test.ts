import { describe, expect, it } from "vitest";
import { storedCartCount } from "./cart-badge.ts";

const line = (offerId: string, quantity: unknown) => ({
  offerId,
  deviceId: "1",
  deviceName: "Apple iPhone 15 128 GB",
  deviceUrl: "apple-iphone-15-128gb",
  price: 380,
  quantity,
  validUntil: "2026-12-07T00:00:00.000Z",
  answers: [{ questionCode: "working", answerCode: "yes" }],
});

describe("storedCartCount", () => {
  it("adds up the quantities of the stored lines", () => {
    expect(storedCartCount(JSON.stringify({ cart: [line("a", 2), line("b", 1)], transactionId: 0 }))).toBe(3);
  });

  it("is 0 for no cart, an empty cart and anything unreadable", () => {
    expect(storedCartCount(null)).toBe(0);
    expect(storedCartCount(JSON.stringify({ cart: [] }))).toBe(0);
    expect(storedCartCount("{not json")).toBe(0);
    expect(storedCartCount("null")).toBe(0);
    expect(storedCartCount(JSON.stringify({ cart: "3 phones" }))).toBe(0);
  });

  it("counts only the lines the cart keeps: whole quantities from 1 to 10, complete lines", () => {
    const cart = {
      cart: [
        line("a", 2),
        line("b", -4),
        line("c", 1.5),
        line("d", "7"),
        null,
        line("e", 0),
        line("f", 11),
        { offerId: "g", quantity: 3 },
        line("h", 10),
      ],
    };
    expect(storedCartCount(JSON.stringify(cart))).toBe(12);
  });
});
