/**
 * The zod-free part of the browser cart (decision 0012): defaults, expiry, the add-line reducer
 * and a tolerant reader of the stored cart. The device page's island uses these without pulling
 * zod into its bundle; cart-state.ts builds its zod-checked API on the same functions.
 */
import type { CartLine, CartState } from "./cart-state.ts";

/** Most items of one offer in the cart. */
export const MAX_QUANTITY_PER_LINE = 10;

/** A fresh default cart (spec defaults: transactionId 0, voucher null, paymentType 0). */
export function createDefaultCartState(): CartState {
  return {
    cart: [],
    cartExpiry: 0,
    offerIds: [],
    transactionId: 0,
    voucher: null,
    B2BMode: false,
    priceCalculateDone: false,
    paymentType: 0,
    isPayPalTransaction: false,
  };
}

/** Earliest validUntil of the lines as epoch ms, 0 for an empty cart. */
export function cartExpiryOf(cart: readonly CartLine[]): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const line of cart) earliest = Math.min(earliest, Date.parse(line.validUntil));
  return Number.isFinite(earliest) ? earliest : 0;
}

/** A line is expired from its validUntil on (or when the date is unreadable). */
export function isLineExpired(line: Pick<CartLine, "validUntil">, now: number): boolean {
  const until = Date.parse(line.validUntil);
  return !(until > now);
}

/** The state with new lines: offerIds and cartExpiry re-derived, prices to be confirmed again. */
export function withLines(state: CartState, cart: CartLine[]): CartState {
  return {
    ...state,
    cart,
    offerIds: cart.map((line) => line.offerId),
    cartExpiry: cartExpiryOf(cart),
    priceCalculateDone: false,
  };
}

const isString = (v: unknown): v is string => typeof v === "string";
const isNonNegativeInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

const isCampaign = (v: unknown): boolean => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  const c = v as Record<string, unknown>;
  return isString(c.name) && typeof c.bonus === "number" && Number.isFinite(c.bonus) && c.bonus >= 0;
};

/** The same rules as cart-state's cartLineSchema, by hand (no zod). */
export function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const l = value as Record<string, unknown>;
  return (
    isString(l.offerId) &&
    l.offerId.length > 0 &&
    isString(l.deviceId) &&
    l.deviceId.length > 0 &&
    isString(l.deviceName) &&
    isString(l.deviceUrl) &&
    (l.image === undefined || isString(l.image)) &&
    typeof l.price === "number" &&
    Number.isFinite(l.price) &&
    l.price >= 0 &&
    (l.campaign === undefined || isCampaign(l.campaign)) &&
    isNonNegativeInt(l.quantity) &&
    l.quantity >= 1 &&
    l.quantity <= MAX_QUANTITY_PER_LINE &&
    isString(l.validUntil) &&
    Number.isFinite(Date.parse(l.validUntil)) &&
    Array.isArray(l.answers) &&
    l.answers.every(
      (a: unknown) =>
        !!a &&
        typeof a === "object" &&
        isString((a as Record<string, unknown>).questionCode) &&
        ((a as Record<string, string>).questionCode ?? "").length > 0 &&
        isString((a as Record<string, unknown>).answerCode) &&
        ((a as Record<string, string>).answerCode ?? "").length > 0,
    )
  );
}

/**
 * Adds a checked line: the same offerId again increases that line's quantity (at most
 * {@link MAX_QUANTITY_PER_LINE}); an offer already expired at `now` is not added (unchanged state).
 */
export function addCheckedLine(state: CartState, incoming: CartLine, now: number): CartState {
  if (isLineExpired(incoming, now)) return state;
  const index = state.cart.findIndex((existing) => existing.offerId === incoming.offerId);
  if (index === -1) return withLines(state, [...state.cart, incoming]);
  const existing = state.cart[index]!;
  const quantity = Math.min(existing.quantity + incoming.quantity, MAX_QUANTITY_PER_LINE);
  const cart = state.cart.slice();
  cart[index] = { ...incoming, quantity };
  return withLines(state, cart);
}

/**
 * Reads the stored cart without zod: unreadable storage gives the defaults, a field of the wrong
 * type takes its default, an invalid line is dropped (the checkout re-checks everything with
 * cart-state's schema anyway).
 */
export function readStoredCart(raw: string | null): CartState {
  const state = createDefaultCartState();
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return state;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return state;
  const v = value as Record<string, unknown>;
  const cart = Array.isArray(v.cart) ? v.cart.filter(isCartLine) : [];
  return {
    ...withLines(state, cart),
    transactionId: isNonNegativeInt(v.transactionId) ? v.transactionId : 0,
    voucher: isString(v.voucher) ? v.voucher : null,
    B2BMode: v.B2BMode === true,
    priceCalculateDone: v.priceCalculateDone === true,
    paymentType: isNonNegativeInt(v.paymentType) ? v.paymentType : 0,
    isPayPalTransaction: v.isPayPalTransaction === true,
  };
}
