import { describe, expect, it } from "vitest";
import { addCheckedLine, isCartLine, readStoredCart } from "./add-line.ts";
import { addLine, createDefaultCartState, parseCartState, type CartLine } from "./cart-state.ts";
import { cartLineSchema } from "./cart-schema.ts";

const now = Date.parse("2026-11-23T12:00:00Z");
const line = (over: Partial<CartLine> = {}): CartLine => ({
  offerId: "abcdefghijklmnopqrstuv",
  deviceId: "42",
  deviceName: "Apple iPhone 15",
  deviceUrl: "/produkte/apple-iphone-15-128gb",
  price: 412.5,
  quantity: 1,
  validUntil: "2026-12-07T12:00:00.000Z",
  answers: [{ questionCode: "display", answerCode: "flawless" }],
  ...over,
});

describe("zod-free cart core", () => {
  it("isCartLine agrees with cartLineSchema", () => {
    const samples: unknown[] = [
      line(),
      line({ image: "/img/x.webp" }),
      line({ quantity: 0 }),
      line({ quantity: 11 }),
      line({ quantity: 1.5 }),
      line({ price: -1 }),
      line({ offerId: "" }),
      line({ validUntil: "tomorrow" }),
      line({ answers: [{ questionCode: "", answerCode: "x" }] }),
      { ...line(), deviceId: 42 },
      null,
      "line",
      [],
    ];
    for (const s of samples) expect(isCartLine(s), JSON.stringify(s)).toBe(cartLineSchema.safeParse(s).success);
  });

  it("adds a line, re-derives offerIds and expiry, merges the same offer", () => {
    const once = addCheckedLine(createDefaultCartState(), line(), now);
    expect(once.cart).toHaveLength(1);
    expect(once.offerIds).toEqual(["abcdefghijklmnopqrstuv"]);
    expect(once.cartExpiry).toBe(Date.parse("2026-12-07T12:00:00.000Z"));
    const twice = addCheckedLine(once, line(), now);
    expect(twice.cart[0]!.quantity).toBe(2);
    expect(addLine(once, line(), now)).toEqual(twice);
  });

  it("does not add an expired offer", () => {
    const state = createDefaultCartState();
    expect(addCheckedLine(state, line({ validUntil: "2026-11-01T00:00:00Z" }), now)).toBe(state);
  });

  it("reads the stored cart like parseCartState for valid data, tolerantly otherwise", () => {
    const stored = { ...addCheckedLine(createDefaultCartState(), line(), now), transactionId: 7, voucher: "WELCOME10", extra: 1 };
    const raw = JSON.stringify(stored);
    expect(readStoredCart(raw)).toEqual(parseCartState(raw));
    expect(readStoredCart(null)).toEqual(createDefaultCartState());
    expect(readStoredCart("{oops")).toEqual(createDefaultCartState());
    const mixed = readStoredCart(JSON.stringify({ cart: [line(), { offerId: 1 }], transactionId: -3, paymentType: 13 }));
    expect(mixed.cart).toHaveLength(1);
    expect(mixed.transactionId).toBe(0);
    expect(mixed.paymentType).toBe(13);
  });
});
