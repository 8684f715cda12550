/**
 * The checkout's cart reconciliation as a reducer (decision 0078): what the page knows about its
 * lines' offers (details), what it told the visitor (notices), whether a re-pricing runs, and the
 * once-per-arrival steps (the first look at the stored cart, the ?offer line taken in,
 * begin_checkout, the used offers sent for a fresh one). The page's effects only fetch and
 * dispatch; every decision is a plain function here, tested without React
 * (reconcile.test.ts).
 */
import { isLineExpired, isOverB2BCap, type CartLine, type CartState } from "../../../core/cart/index.ts";
import type { OfferDetails } from "./offers-api.ts";

export interface Notice {
  key: string;
  vars: Record<string, string>;
}

export interface ReconcileState {
  /** Each line's offer as the shop answered it; undefined while not read. */
  details: Record<string, OfferDetails | undefined>;
  /** What the page said about the lines, in order. */
  notices: Notice[];
  /** Re-pricing rounds running: the form waits while any runs. */
  checking: number;
  /** The stored cart was read and its first reconciliation begun (B2B mode, the ?offer line, expired lines). */
  started: boolean;
  /** The ?offer line was put into the stored cart. */
  linkedAdded: boolean;
  /** begin_checkout was sent for this arrival. */
  begun: boolean;
  /** Offers found used by a trade whose lines were sent for a fresh offer already. */
  usedHandled: readonly string[];
  /** Submission results seen (the form's attempt counter). */
  attempt: number;
}

export type ReconcileAction =
  /** The stored cart was read; `linkedAdded` when the ?offer line went into it. */
  | { type: "started"; linkedAdded: boolean }
  | { type: "checkStarted" }
  /** A re-pricing round ended, with one notice per line it looked at. */
  | { type: "checkDone"; notices: Notice[] }
  /** Offers read or re-priced. */
  | { type: "offersRead"; offers: OfferDetails[] }
  /** Lines whose offer the shop no longer knows were removed. */
  | { type: "offersUnknown" }
  | { type: "usedSent"; offerIds: string[] }
  | { type: "begun" }
  | { type: "submitted" };

/** The state on arrival: the details of the lines the server rendered (the cookie mirror's, then ?offer). */
export function initialReconcile(serverLines: readonly { line: CartLine; details: OfferDetails }[]): ReconcileState {
  return {
    details: Object.fromEntries(serverLines.map((s) => [s.line.offerId, s.details])),
    notices: [],
    checking: 0,
    started: false,
    linkedAdded: false,
    begun: false,
    usedHandled: [],
    attempt: 0,
  };
}

export function reconcile(state: ReconcileState, action: ReconcileAction): ReconcileState {
  switch (action.type) {
    case "started":
      return { ...state, started: true, linkedAdded: state.linkedAdded || action.linkedAdded };
    case "checkStarted":
      return { ...state, checking: state.checking + 1 };
    case "checkDone":
      return { ...state, checking: Math.max(0, state.checking - 1), notices: [...state.notices, ...action.notices] };
    case "offersRead":
      return action.offers.length
        ? { ...state, details: { ...state.details, ...Object.fromEntries(action.offers.map((o) => [o.offerId, o])) } }
        : state;
    case "offersUnknown":
      return { ...state, notices: [...state.notices, { key: "checkout.cart.offerUnknown", vars: {} }] };
    case "usedSent":
      return { ...state, usedHandled: [...state.usedHandled, ...action.offerIds] };
    case "begun":
      return { ...state, begun: true };
    case "submitted":
      return { ...state, attempt: state.attempt + 1 };
  }
}

export const isChecking = (state: ReconcileState): boolean => state.checking > 0;

/**
 * The lines shown: the stored cart's once read, before that the lines the server rendered; the
 * ?offer line stays shown until the stored cart holds it (no flash, no layout shift).
 */
export function shownLines(
  cart: CartState | null,
  serverLines: readonly CartLine[],
  linked: CartLine | undefined,
  linkedAdded: boolean,
): CartLine[] {
  const base = cart ? cart.cart : [...serverLines];
  if (linked && (!cart || !linkedAdded) && !base.some((l) => l.offerId === linked.offerId)) return [...base, linked];
  return base;
}

/** Lines whose offer has run out at `now`. */
export const expiredLines = (lines: readonly CartLine[], now: number): CartLine[] => lines.filter((l) => isLineExpired(l, now));

/** The lines of offers the server refused at submit. */
export const refusedLines = (lines: readonly CartLine[], refused: readonly string[]): CartLine[] =>
  lines.filter((l) => refused.includes(l.offerId));

/** The running lines whose offer was not read yet. */
export function missingOffers(lines: readonly CartLine[], state: ReconcileState, now: number): string[] {
  return lines.filter((l) => !state.details[l.offerId] && !isLineExpired(l, now)).map((l) => l.offerId);
}

/** Lines whose offer a trade has used (placed in another tab or device), not yet sent for a fresh offer. */
export function usedLines(lines: readonly CartLine[], state: ReconcileState): CartLine[] {
  return lines.filter((l) => state.details[l.offerId]?.used && !state.usedHandled.includes(l.offerId));
}

/** The offers read back as valid (not used by a trade): the cart's prices are confirmed against them. */
export function confirmedOffers(state: ReconcileState): Set<string> {
  return new Set(Object.entries(state.details).flatMap(([id, o]) => (o && !o.used ? [id] : [])));
}

/** begin_checkout is due: once per arrival, when the cart and all its offers are known and nothing is re-priced. */
export function beginCheckoutDue(state: ReconcileState, cart: CartState | null): cart is CartState {
  if (state.begun || !cart || isChecking(state) || cart.cart.length === 0) return false;
  return cart.cart.every((l) => state.details[l.offerId]);
}

/** The notice for a line sent for a fresh offer: re-priced (`price` formatted), or removed with `removedKey`. */
export function refreshNotice(
  line: CartLine,
  outcome: { fresh: OfferDetails | null; used: boolean } | "failed",
  removedKey: string,
  price: (fresh: OfferDetails) => string,
): Notice {
  // could not check now (offline, busy, leaving the page): the line stays; the server checks at submit
  if (outcome === "failed") return { key: "checkout.cart.checkFailed", vars: { device: line.deviceName } };
  const { fresh, used } = outcome;
  if (fresh)
    return { key: used ? "checkout.cart.usedRepriced" : "checkout.cart.repriced", vars: { device: line.deviceName, price: price(fresh) } };
  return { key: used ? "checkout.cart.usedRemoved" : removedKey, vars: { device: line.deviceName } };
}

/** Why the form cannot be sent now (a message key), or null. */
export function blockedReason(state: ReconcileState, offerCount: number, cart: CartState | null): string | null {
  if (isChecking(state)) return "checkout.blocked.checking";
  if (offerCount === 0) return "checkout.blocked.empty";
  if (cart && isOverB2BCap(cart)) return "checkout.blocked.b2bCap";
  return null;
}
