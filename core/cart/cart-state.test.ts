import { describe, it, expect } from "vitest";
import {
  addLine,
  cartExpiryOf,
  cartTotals,
  createDefaultCartState,
  dropExpired,
  emptyCart,
  isLineExpired,
  isOverB2BCap,
  MAX_QUANTITY_PER_LINE,
  parseCartState,
  pricesConfirmed,
  removeLine,
  setB2BMode,
  setPayment,
  setPriceCalculateDone,
  setQuantity,
  setTransactionId,
  setVoucher,
  type CartLine,
  type CartState,
} from "./cart-state.ts";
import { cartStateSchema } from "./cart-schema.ts";

const NOW = Date.parse("2025-06-01T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    offerId: "offer-1",
    deviceId: "dev-iphone-15",
    deviceName: "Apple iPhone 15 128GB",
    deviceUrl: "apple-iphone-15-128gb",
    price: 19.999,
    quantity: 1,
    validUntil: new Date(NOW + 14 * DAY).toISOString(),
    answers: [{ questionCode: "display", answerCode: "flawless" }],
    ...overrides,
  };
}

function withLines(...lines: CartLine[]): CartState {
  return lines.reduce((state, l) => addLine(state, l, NOW), createDefaultCartState());
}

describe("defaults", () => {
  it("has exactly the spec's fields and defaults", () => {
    expect(createDefaultCartState()).toEqual({
      cart: [],
      cartExpiry: 0,
      offerIds: [],
      transactionId: 0,
      voucher: null,
      B2BMode: false,
      priceCalculateDone: false,
      paymentType: 0,
      isPayPalTransaction: false,
    });
  });

  it("returns a fresh object each time", () => {
    const a = createDefaultCartState();
    a.cart.push(line());
    expect(createDefaultCartState().cart).toEqual([]);
  });
});

describe("parseCartState", () => {
  it("reads a persisted cart from a JSON string", () => {
    const state = withLines(line(), line({ offerId: "offer-2", price: 5 }));
    const parsed = parseCartState(JSON.stringify({ ...state, transactionId: 42, voucher: "SUMMER", paymentType: 13 }));
    expect(parsed.cart).toEqual(state.cart);
    expect(parsed.offerIds).toEqual(["offer-1", "offer-2"]);
    expect(parsed.transactionId).toBe(42);
    expect(parsed.voucher).toBe("SUMMER");
    expect(parsed.paymentType).toBe(13);
    expect(parsed.cartExpiry).toBe(NOW + 14 * DAY);
  });

  it("gives defaults for missing, unreadable or invalid input", () => {
    const defaults = createDefaultCartState();
    expect(parseCartState(null)).toEqual(defaults);
    expect(parseCartState(undefined)).toEqual(defaults);
    expect(parseCartState("")).toEqual(defaults);
    expect(parseCartState("{not json")).toEqual(defaults);
    expect(parseCartState("42")).toEqual(defaults);
    expect(parseCartState({ cart: "nope" })).toEqual(defaults);
    expect(parseCartState({ cart: [{ offerId: "x" }] })).toEqual(defaults);
    expect(parseCartState({ transactionId: -1 })).toEqual(defaults);
    expect(parseCartState({ cart: [line({ quantity: 11 })] })).toEqual(defaults);
    expect(parseCartState({ cart: [line({ validUntil: "someday" })] })).toEqual(defaults);
    expect(parseCartState({ B2BMode: "yes" })).toEqual(defaults);
  });

  it("fills missing fields with defaults and drops unknown ones", () => {
    const parsed = parseCartState({ B2BMode: true, password: "secret" });
    expect(parsed).toEqual({ ...createDefaultCartState(), B2BMode: true });
    expect(Object.keys(parsed)).not.toContain("password");
  });

  it("re-derives offerIds and cartExpiry from the lines", () => {
    const l = line();
    const parsed = parseCartState({ cart: [l], offerIds: ["stale"], cartExpiry: 1 });
    expect(parsed.offerIds).toEqual(["offer-1"]);
    expect(parsed.cartExpiry).toBe(Date.parse(l.validUntil));
  });

  it("schema rejects a negative price", () => {
    expect(cartStateSchema.safeParse({ cart: [line({ price: -1 })] }).success).toBe(false);
  });

  it("reads like the zod schema it replaced in the browser (decision 0056)", () => {
    const samples: unknown[] = [
      {},
      { cart: [line()] },
      {
        cart: [line({ campaign: { name: "Winter", bonus: 5 } }), line({ offerId: "offer-2", image: "/x.webp" })],
        voucher: "A",
        paymentType: 3,
      },
      { cart: [{ ...line(), extra: 1, answers: [{ questionCode: "q", answerCode: "a", x: 2 }] }] },
      { cart: [line({ price: -1 })] },
      { cart: [line({ price: Number.POSITIVE_INFINITY })] },
      { cart: [line({ quantity: 0 })] },
      { cart: [line({ answers: [{ questionCode: "", answerCode: "a" }] })] },
      { cart: [line({ campaign: { name: "x", bonus: -1 } })] },
      { cart: null },
      { voucher: null },
      { voucher: 3 },
      { offerIds: [1] },
      { cartExpiry: 1.5 },
      { transactionId: 7, B2BMode: true, priceCalculateDone: true, isPayPalTransaction: true },
      { paymentType: "13" },
      [],
    ];
    for (const sample of samples) {
      const zod = cartStateSchema.safeParse(sample);
      const expected = zod.success
        ? { ...zod.data, offerIds: zod.data.cart.map((l) => l.offerId), cartExpiry: cartExpiryOf(zod.data.cart) }
        : createDefaultCartState();
      expect(parseCartState(sample), JSON.stringify(sample)).toEqual(expected);
    }
  });

  it("addLine refuses an invalid line without zod (TypeError)", () => {
    expect(() => addLine(createDefaultCartState(), line({ deviceId: "" }), NOW)).toThrow(TypeError);
    // unknown fields are not stored
    const added = addLine(createDefaultCartState(), { ...line(), extra: "x" } as CartLine, NOW);
    expect(Object.keys(added.cart[0]!)).not.toContain("extra");
  });
});

describe("addLine", () => {
  it("adds a line and keeps offerIds and cartExpiry in sync", () => {
    const state = addLine(createDefaultCartState(), line(), NOW);
    expect(state.cart).toHaveLength(1);
    expect(state.offerIds).toEqual(["offer-1"]);
    expect(state.cartExpiry).toBe(NOW + 14 * DAY);
  });

  it("sets cartExpiry to the earliest validUntil", () => {
    const soon = new Date(NOW + 2 * DAY).toISOString();
    const state = withLines(line(), line({ offerId: "offer-2", validUntil: soon }), line({ offerId: "offer-3" }));
    expect(state.cartExpiry).toBe(NOW + 2 * DAY);
    expect(state.offerIds).toEqual(["offer-1", "offer-2", "offer-3"]);
  });

  it("increases the quantity for the same offer", () => {
    const state = withLines(line(), line({ offerId: "offer-2" }), line({ quantity: 2 }));
    expect(state.cart.map((l) => [l.offerId, l.quantity])).toEqual([
      ["offer-1", 3],
      ["offer-2", 1],
    ]);
    expect(state.offerIds).toEqual(["offer-1", "offer-2"]);
  });

  it("caps the quantity at 10", () => {
    const state = withLines(line({ quantity: 8 }), line({ quantity: 5 }));
    expect(state.cart[0]!.quantity).toBe(MAX_QUANTITY_PER_LINE);
    expect(addLine(createDefaultCartState(), line({ quantity: 15 }), NOW).cart[0]!.quantity).toBe(10);
  });

  it("does not add an expired offer", () => {
    const before = createDefaultCartState();
    const expired = line({ validUntil: new Date(NOW - 1).toISOString() });
    expect(addLine(before, expired, NOW)).toBe(before);
    expect(addLine(before, line({ validUntil: new Date(NOW).toISOString() }), NOW)).toBe(before);
  });

  it("rejects invalid lines", () => {
    const s = createDefaultCartState();
    expect(() => addLine(s, line({ quantity: 0 }), NOW)).toThrow(RangeError);
    expect(() => addLine(s, line({ quantity: 1.5 }), NOW)).toThrow(RangeError);
    expect(() => addLine(s, line({ offerId: "" }), NOW)).toThrow();
    expect(() => addLine(s, line({ price: Number.NaN }), NOW)).toThrow();
  });

  it("does not mutate the input and resets priceCalculateDone", () => {
    const before = setPriceCalculateDone(withLines(line()), true);
    const snapshot = structuredClone(before);
    const after = addLine(before, line({ offerId: "offer-2" }), NOW);
    expect(before).toEqual(snapshot);
    expect(after.priceCalculateDone).toBe(false);
  });
});

describe("setQuantity / removeLine / emptyCart", () => {
  it("sets the quantity, capped at 10", () => {
    const state = withLines(line(), line({ offerId: "offer-2" }));
    expect(setQuantity(state, "offer-2", 4).cart[1]!.quantity).toBe(4);
    expect(setQuantity(state, "offer-2", 99).cart[1]!.quantity).toBe(10);
  });

  it("removes the line for quantity 0", () => {
    const state = setQuantity(withLines(line(), line({ offerId: "offer-2", validUntil: new Date(NOW + DAY).toISOString() })), "offer-2", 0);
    expect(state.offerIds).toEqual(["offer-1"]);
    expect(state.cartExpiry).toBe(NOW + 14 * DAY);
  });

  it("rejects negative or fractional quantities", () => {
    const state = withLines(line());
    expect(() => setQuantity(state, "offer-1", -1)).toThrow(RangeError);
    expect(() => setQuantity(state, "offer-1", 2.5)).toThrow(RangeError);
  });

  it("leaves the state unchanged for an unknown offer", () => {
    const state = withLines(line());
    expect(setQuantity(state, "nope", 3)).toBe(state);
    expect(removeLine(state, "nope")).toBe(state);
  });

  it("removeLine removes and resyncs", () => {
    const state = removeLine(withLines(line(), line({ offerId: "offer-2" })), "offer-1");
    expect(state.cart.map((l) => l.offerId)).toEqual(["offer-2"]);
    expect(state.offerIds).toEqual(["offer-2"]);
    const empty = removeLine(state, "offer-2");
    expect(empty.cartExpiry).toBe(0);
    expect(empty.offerIds).toEqual([]);
  });

  it("emptyCart clears lines and voucher but keeps transaction, mode and payment", () => {
    let state = withLines(line(), line({ offerId: "offer-2" }));
    state = setVoucher(setPayment(setB2BMode(setTransactionId(state, 77), true), 13, true), "BONUS10");
    const empty = emptyCart(state);
    expect(empty).toEqual({
      cart: [],
      cartExpiry: 0,
      offerIds: [],
      transactionId: 77,
      voucher: null,
      B2BMode: true,
      priceCalculateDone: false,
      paymentType: 13,
      isPayPalTransaction: true,
    });
  });
});

describe("dropExpired", () => {
  it("removes and reports expired lines", () => {
    const state = withLines(
      line({ offerId: "a", validUntil: new Date(NOW + 1 * DAY).toISOString() }),
      line({ offerId: "b", validUntil: new Date(NOW + 3 * DAY).toISOString() }),
      line({ offerId: "c", validUntil: new Date(NOW + 2 * DAY).toISOString() }),
    );
    const { state: after, removed } = dropExpired(state, NOW + 2 * DAY);
    expect(removed.map((l) => l.offerId)).toEqual(["a", "c"]);
    expect(after.offerIds).toEqual(["b"]);
    expect(after.cartExpiry).toBe(NOW + 3 * DAY);
  });

  it("returns the same state when nothing expired", () => {
    const state = withLines(line());
    const result = dropExpired(state, NOW);
    expect(result.state).toBe(state);
    expect(result.removed).toEqual([]);
  });

  it("isLineExpired treats unreadable dates as expired", () => {
    expect(isLineExpired({ validUntil: "garbage" }, NOW)).toBe(true);
    expect(isLineExpired({ validUntil: new Date(NOW + 1).toISOString() }, NOW)).toBe(false);
  });

  it("cartExpiryOf is 0 for an empty cart", () => {
    expect(cartExpiryOf([])).toBe(0);
  });
});

describe("cartTotals", () => {
  it("truncates each line and sums", () => {
    const state = withLines(
      line({ offerId: "a", price: 19.999, quantity: 7 }),
      line({ offerId: "b", price: 33.333, quantity: 3 }),
      line({ offerId: "c", price: 0.1, quantity: 3 }),
    );
    expect(cartTotals(state)).toEqual({
      lines: [
        { offerId: "a", lineTotalCents: 13999 },
        { offerId: "b", lineTotalCents: 9999 },
        { offerId: "c", lineTotalCents: 30 },
      ],
      totalCents: 13999 + 9999 + 30,
    });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals(createDefaultCartState())).toEqual({ lines: [], totalCents: 0 });
  });

  it("isOverB2BCap applies only in B2B mode and allows exactly 5000 EUR", () => {
    const atCap = withLines(line({ price: 500, quantity: 10 }));
    expect(isOverB2BCap(setB2BMode(atCap, true))).toBe(false);
    const over = addLine(atCap, line({ offerId: "b", price: 0.01 }), NOW);
    expect(isOverB2BCap(over)).toBe(false);
    expect(isOverB2BCap(setB2BMode(over, true))).toBe(true);
  });
});

describe("setters", () => {
  it("setTransactionId", () => {
    const s = createDefaultCartState();
    expect(setTransactionId(s, 1234).transactionId).toBe(1234);
    expect(setTransactionId(s, 0)).toBe(s);
    expect(() => setTransactionId(s, -1)).toThrow(RangeError);
    expect(() => setTransactionId(s, 1.5)).toThrow(RangeError);
  });

  it("setPayment", () => {
    const s = setPayment(createDefaultCartState(), 13, false);
    expect(s.paymentType).toBe(13);
    expect(s.isPayPalTransaction).toBe(false);
    const p = setPayment(s, 2, true);
    expect([p.paymentType, p.isPayPalTransaction]).toEqual([2, true]);
    expect(() => setPayment(s, -2, false)).toThrow(RangeError);
  });

  it("setVoucher trims, clears blanks and resets priceCalculateDone", () => {
    const s = setPriceCalculateDone(createDefaultCartState(), true);
    const v = setVoucher(s, "  SUMMER25 ");
    expect(v.voucher).toBe("SUMMER25");
    expect(v.priceCalculateDone).toBe(false);
    expect(setVoucher(v, "   ").voucher).toBeNull();
    expect(setVoucher(v, null).voucher).toBeNull();
  });

  it("a round trip through JSON keeps the state", () => {
    let s = withLines(line({ image: "/img/iphone.webp" }), line({ offerId: "o2", quantity: 3 }));
    s = setPayment(setTransactionId(s, 9), 13, false);
    expect(parseCartState(JSON.stringify(s))).toEqual(s);
  });
});

describe("pricesConfirmed (the spec's priceCalculateDone)", () => {
  const now = Date.parse("2026-11-20T12:00:00Z");
  const line = (offerId: string, validUntil = "2026-12-01T00:00:00Z"): CartLine => ({
    offerId,
    deviceId: "1",
    deviceName: "iPhone",
    deviceUrl: "iphone",
    price: 100,
    quantity: 1,
    validUntil,
    answers: [],
  });
  const cartOf = (...lines: CartLine[]): CartState => ({ ...createDefaultCartState(), cart: lines, offerIds: lines.map((l) => l.offerId) });

  it("is true only when every line's offer was read back as valid and none has expired", () => {
    const state = cartOf(line("a"), line("b"));
    expect(pricesConfirmed(state, new Set(["a", "b"]), now)).toBe(true);
    expect(pricesConfirmed(state, new Set(["a"]), now)).toBe(false);
    expect(pricesConfirmed(cartOf(line("a"), line("b", "2026-11-20T11:59:59Z")), new Set(["a", "b"]), now)).toBe(false);
    expect(pricesConfirmed(cartOf(), new Set(), now)).toBe(false);
  });

  it("a change of the lines sets the flag back, until the checkout confirms again", () => {
    const confirmed = setPriceCalculateDone(cartOf(line("a")), pricesConfirmed(cartOf(line("a")), new Set(["a"]), now));
    expect(confirmed.priceCalculateDone).toBe(true);
    const added = addLine(confirmed, line("b"), now);
    expect(added.priceCalculateDone).toBe(false);
    expect(setQuantity(confirmed, "a", 2).priceCalculateDone).toBe(false);
  });
});
