/**
 * The browser cart (spec §3): its persisted shape, a check of what comes back out of
 * localStorage (by hand, no zod: the checkout loads this, decision 0056; the same rules as the zod
 * schema in cart-schema.ts, which the tests compare), and pure reducers. Prices are the server offer's
 * EUR decimals; every total is computed in integer cents with money.ts.
 * Reducers never mutate their input and return the same object when nothing
 * changes.
 */
import { exceedsB2BCap, lineTotalCents } from "../shared/index.ts";
import {
  addCheckedLine,
  cartExpiryOf,
  createDefaultCartState,
  isCartLine,
  isLineExpired,
  MAX_QUANTITY_PER_LINE,
  withLines as withCart,
} from "./add-line.ts";

// The zod-free core (defaults, expiry, the add-line reducer) lives in add-line.ts (decision 0012).
export { cartExpiryOf, createDefaultCartState, isLineExpired, MAX_QUANTITY_PER_LINE } from "./add-line.ts";
/** localStorage key of the persisted cart. */
export { CART_STORAGE_KEY } from "./storage-key.ts";

export interface CartAnswer {
  questionCode: string;
  answerCode: string;
}

export interface CartLine {
  offerId: string;
  deviceId: string;
  deviceName: string;
  deviceUrl: string;
  image?: string;
  /** EUR decimal, from the server offer; the client never sets a price. */
  price: number;
  /** The offer's campaign (decision 0028): its name and bonus per device (EUR decimal, whole cents), paid on top of the price. */
  campaign?: CartCampaign;
  quantity: number;
  /** ISO date-time the offer expires. */
  validUntil: string;
  answers: CartAnswer[];
}

export interface CartCampaign {
  name: string;
  bonus: number;
}

/** Exactly the spec's persisted cart fields. */
export interface CartState {
  cart: CartLine[];
  /** Earliest validUntil of the lines as epoch ms; 0 when the cart is empty. */
  cartExpiry: number;
  offerIds: string[];
  transactionId: number;
  voucher: string | null;
  B2BMode: boolean;
  priceCalculateDone: boolean;
  paymentType: number;
  isPayPalTransaction: boolean;
}

/** A checked line with exactly the CartLine fields (what a schema parse would give), or null. */
function cleanLine(value: unknown): CartLine | null {
  if (!isCartLine(value)) return null;
  const { offerId, deviceId, deviceName, deviceUrl, image, price, campaign, quantity, validUntil, answers } = value;
  return {
    offerId,
    deviceId,
    deviceName,
    deviceUrl,
    ...(image === undefined ? {} : { image }),
    price,
    ...(campaign === undefined ? {} : { campaign: { name: campaign.name, bonus: campaign.bonus } }),
    quantity,
    validUntil,
    answers: answers.map(({ questionCode, answerCode }) => ({ questionCode, answerCode })),
  };
}

const isNonNegativeInt = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
/** A field that, when present, must pass `check` (absent: its default). */
const absentOr = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);

/**
 * The stored cart checked field by field (the rules of cart-schema.ts's cartStateSchema, by hand:
 * no zod in the checkout's JavaScript, decision 0056): missing fields take their defaults, unknown
 * fields are dropped, and one invalid field or line makes the whole value invalid (null).
 */
function checkedCartState(value: unknown): CartState | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!absentOr(v.cart, Array.isArray)) return null;
  const lines = ((v.cart as unknown[] | undefined) ?? []).map(cleanLine);
  if (lines.some((line) => line === null)) return null;
  const valid =
    absentOr(v.cartExpiry, isNonNegativeInt) &&
    absentOr(v.offerIds, (ids) => Array.isArray(ids) && ids.every((id) => typeof id === "string")) &&
    absentOr(v.transactionId, isNonNegativeInt) &&
    absentOr(v.voucher, (x) => x === null || typeof x === "string") &&
    absentOr(v.B2BMode, (x) => typeof x === "boolean") &&
    absentOr(v.priceCalculateDone, (x) => typeof x === "boolean") &&
    absentOr(v.paymentType, isNonNegativeInt) &&
    absentOr(v.isPayPalTransaction, (x) => typeof x === "boolean");
  if (!valid) return null;
  const defaults = createDefaultCartState();
  return {
    cart: lines as CartLine[],
    cartExpiry: (v.cartExpiry as number | undefined) ?? defaults.cartExpiry,
    offerIds: (v.offerIds as string[] | undefined) ?? defaults.offerIds,
    transactionId: (v.transactionId as number | undefined) ?? defaults.transactionId,
    voucher: v.voucher === undefined ? defaults.voucher : (v.voucher as string | null),
    B2BMode: (v.B2BMode as boolean | undefined) ?? defaults.B2BMode,
    priceCalculateDone: (v.priceCalculateDone as boolean | undefined) ?? defaults.priceCalculateDone,
    paymentType: (v.paymentType as number | undefined) ?? defaults.paymentType,
    isPayPalTransaction: (v.isPayPalTransaction as boolean | undefined) ?? defaults.isPayPalTransaction,
  };
}

/**
 * Reads the persisted cart (the raw localStorage string, or an already parsed
 * value). Anything unreadable or invalid gives the defaults. offerIds and
 * cartExpiry are re-derived from the lines so they are always in sync.
 */
export function parseCartState(raw: unknown): CartState {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return createDefaultCartState();
    }
  }
  if (value === null || value === undefined) return createDefaultCartState();
  const state = checkedCartState(value);
  if (!state) return createDefaultCartState();
  return { ...state, offerIds: state.cart.map((line) => line.offerId), cartExpiry: cartExpiryOf(state.cart) };
}

function assertQuantity(quantity: number, min: number): void {
  if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < min) {
    throw new RangeError(`quantity must be an integer >= ${min}, got ${quantity}`);
  }
}

/**
 * Adds an offer to the cart. The same offerId again increases that line's
 * quantity (at most {@link MAX_QUANTITY_PER_LINE}). An offer already expired at
 * `now` is not added (the state is returned unchanged; check with
 * {@link isLineExpired} to tell the visitor). Throws on an invalid line
 * (RangeError for the quantity, a TypeError for other fields).
 */
export function addLine(state: CartState, line: CartLine, now: number): CartState {
  assertQuantity(line.quantity, 1);
  const incoming = cleanLine({ ...line, quantity: Math.min(line.quantity, MAX_QUANTITY_PER_LINE) });
  if (!incoming) throw new TypeError(`invalid cart line for offer ${JSON.stringify(line.offerId)}`);
  return addCheckedLine(state, incoming, now);
}

/**
 * Sets a line's quantity: 0 removes the line, more than
 * {@link MAX_QUANTITY_PER_LINE} is capped. Negative or fractional quantities
 * throw a RangeError. An unknown offerId leaves the state unchanged.
 */
export function setQuantity(state: CartState, offerId: string, qty: number): CartState {
  assertQuantity(qty, 0);
  if (qty === 0) return removeLine(state, offerId);
  const index = state.cart.findIndex((line) => line.offerId === offerId);
  if (index === -1) return state;
  const quantity = Math.min(qty, MAX_QUANTITY_PER_LINE);
  if (state.cart[index]!.quantity === quantity) return state;
  const cart = state.cart.slice();
  cart[index] = { ...state.cart[index]!, quantity };
  return withCart(state, cart);
}

/** Removes the line of an offer (unchanged state when it is not in the cart). */
export function removeLine(state: CartState, offerId: string): CartState {
  if (!state.cart.some((line) => line.offerId === offerId)) return state;
  return withCart(
    state,
    state.cart.filter((line) => line.offerId !== offerId),
  );
}

/**
 * Empties the cart: lines, offer ids, expiry, voucher and the price flag are
 * reset. transactionId, B2BMode and the payment choice stay (the confirmation
 * page still needs the transaction id; the mode comes from the shop).
 */
export function emptyCart(state: CartState): CartState {
  return { ...withCart(state, []), voucher: null };
}

/** Removes the lines whose offer has expired at `now`, and reports them. */
export function dropExpired(state: CartState, now: number): { state: CartState; removed: CartLine[] } {
  const removed = state.cart.filter((line) => isLineExpired(line, now));
  if (removed.length === 0) return { state, removed };
  return {
    state: withCart(
      state,
      state.cart.filter((line) => !isLineExpired(line, now)),
    ),
    removed,
  };
}

/** A line's payout in cents: (price + campaign bonus) × quantity, each truncated to cents (the trade's rule). */
export function cartLineTotalCents(line: Pick<CartLine, "price" | "quantity" | "campaign">): number {
  return lineTotalCents(line.price, line.quantity) + (line.campaign ? lineTotalCents(line.campaign.bonus, line.quantity) : 0);
}

/** Line totals (price and campaign bonus × quantity truncated to cents) and their sum, in cents. */
export function cartTotals(state: CartState): { lines: { offerId: string; lineTotalCents: number }[]; totalCents: number } {
  const lines = state.cart.map((line) => ({ offerId: line.offerId, lineTotalCents: cartLineTotalCents(line) }));
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return { lines, totalCents };
}

/** True in B2B mode when the cart total is over the 5,000 EUR cap. */
export function isOverB2BCap(state: CartState): boolean {
  return state.B2BMode && exceedsB2BCap(cartTotals(state).totalCents);
}

export function setTransactionId(state: CartState, transactionId: number): CartState {
  if (!Number.isSafeInteger(transactionId) || transactionId < 0) {
    throw new RangeError(`transactionId must be a non-negative integer, got ${transactionId}`);
  }
  return state.transactionId === transactionId ? state : { ...state, transactionId };
}

/** Set by the checkout's payment step. */
export function setPayment(state: CartState, paymentType: number, isPayPal: boolean): CartState {
  if (!Number.isSafeInteger(paymentType) || paymentType < 0) {
    throw new RangeError(`paymentType must be a non-negative integer, got ${paymentType}`);
  }
  if (state.paymentType === paymentType && state.isPayPalTransaction === isPayPal) return state;
  return { ...state, paymentType, isPayPalTransaction: isPayPal };
}

/** Sets or clears (null or blank) the voucher code; a change needs the prices confirmed again. */
export function setVoucher(state: CartState, voucher: string | null): CartState {
  const code = voucher === null ? null : voucher.trim() || null;
  if (state.voucher === code) return state;
  return { ...state, voucher: code, priceCalculateDone: false };
}

export function setB2BMode(state: CartState, b2bMode: boolean): CartState {
  return state.B2BMode === b2bMode ? state : { ...state, B2BMode: b2bMode };
}

export function setPriceCalculateDone(state: CartState, done: boolean): CartState {
  return state.priceCalculateDone === done ? state : { ...state, priceCalculateDone: done };
}

/**
 * Have the cart's offers been re-checked with the shop (the spec's `priceCalculateDone`)? True
 * when the cart has lines and every line's offer was read back from the shop as still valid
 * (`confirmed`: offer ids the shop answered, unused by any trade) and has not expired at `now`.
 * Any change of the lines sets the flag back to false (withLines); the checkout sets it again
 * with this rule once its checks are done.
 */
export function pricesConfirmed(state: CartState, confirmed: ReadonlySet<string>, now: number): boolean {
  return state.cart.length > 0 && state.cart.every((line) => confirmed.has(line.offerId) && !isLineExpired(line, now));
}
