/**
 * The browser cart (spec §3): its persisted shape, a schema for what comes
 * back out of localStorage, and pure reducers. Prices are the server offer's
 * EUR decimals; every total is computed in integer cents with money.ts.
 * Reducers never mutate their input and return the same object when nothing
 * changes.
 */
import { z } from "../shared/zod.ts";
import { exceedsB2BCap, lineTotalCents } from "../shared/money.ts";
import { addCheckedLine, cartExpiryOf, createDefaultCartState, isLineExpired, MAX_QUANTITY_PER_LINE, withLines as withCart } from "./add-line.ts";

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

const isoDateTime = z.string().refine((value) => Number.isFinite(Date.parse(value)), { message: "Invalid date" });

export const cartAnswerSchema = z.object({
  questionCode: z.string().min(1),
  answerCode: z.string().min(1),
});

export const cartLineSchema = z.object({
  offerId: z.string().min(1),
  deviceId: z.string().min(1),
  deviceName: z.string(),
  deviceUrl: z.string(),
  image: z.string().optional(),
  price: z.number().nonnegative(),
  campaign: z.object({ name: z.string(), bonus: z.number().nonnegative() }).optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE),
  validUntil: isoDateTime,
  answers: z.array(cartAnswerSchema),
});

/** Parses the persisted cart; missing fields take their defaults, unknown fields are dropped. */
export const cartStateSchema = z.object({
  cart: z.array(cartLineSchema).default(() => []),
  cartExpiry: z.number().int().nonnegative().default(0),
  offerIds: z.array(z.string()).default(() => []),
  transactionId: z.number().int().nonnegative().default(0),
  voucher: z.string().nullable().default(null),
  B2BMode: z.boolean().default(false),
  priceCalculateDone: z.boolean().default(false),
  paymentType: z.number().int().nonnegative().default(0),
  isPayPalTransaction: z.boolean().default(false),
});

// Compile-time guard: the schema's output is exactly the CartState shape.
type SchemaOutput = z.output<typeof cartStateSchema>;
const _schemaMatchesState: [SchemaOutput extends CartState ? true : never, CartState extends SchemaOutput ? true : never] = [true, true];
void _schemaMatchesState;

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
  const result = cartStateSchema.safeParse(value);
  if (!result.success) return createDefaultCartState();
  const state = result.data;
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
 * (RangeError for the quantity, a ZodError for other fields).
 */
export function addLine(state: CartState, line: CartLine, now: number): CartState {
  assertQuantity(line.quantity, 1);
  const incoming = cartLineSchema.parse({ ...line, quantity: Math.min(line.quantity, MAX_QUANTITY_PER_LINE) });
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
  return withCart(state, state.cart.filter((line) => line.offerId !== offerId));
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
  return { state: withCart(state, state.cart.filter((line) => !isLineExpired(line, now))), removed };
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
