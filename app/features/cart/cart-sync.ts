/**
 * The checkout island's decisions about the stored cart (decision 0132), as plain functions:
 * whether the page shows the lines the visitor has, which lines the browser must check with the
 * shop (offers the server did not render, expired ones, ones refused at submit), what an offer's
 * answer means for its line and how each outcome is worded. The island only reads, fetches and
 * applies them. (The hydrated page's reducer of decision 0078 did this before.)
 */
import { isLineExpired, type CartLine } from "../../../core/cart/index.ts";
import type { OfferDetails } from "./offers-api.ts";

/** A message for the visitor about the cart's lines: a key and its values. */
export interface Notice {
  key: string;
  vars: Record<string, string>;
}

type LineKey = Pick<CartLine, "offerId" | "quantity">;

/** Do the two lists name the same offers with the same quantities, in the same order? */
export function sameLines(a: readonly LineKey[], b: readonly LineKey[]): boolean {
  return a.length === b.length && a.every((l, i) => l.offerId === b[i]!.offerId && l.quantity === b[i]!.quantity);
}

export interface LinesToCheck {
  /** Run out by the stored cart's own date: priced again with the same answers. */
  expired: CartLine[];
  /** The server's first page did not show them (no cookie, or it refused the offer): read back from the shop. */
  unchecked: CartLine[];
  /** Refused at the last submit (used or expired meanwhile): priced again. */
  refused: CartLine[];
}

/** What the browser checks on arrival; `shown` are the offers of the server's first page (it checked those). */
export function linesToCheck(
  stored: readonly CartLine[],
  shown: ReadonlySet<string>,
  refused: readonly string[],
  now: number,
): LinesToCheck {
  const expired = stored.filter((l) => isLineExpired(l, now));
  const refusedLines = stored.filter((l) => refused.includes(l.offerId) && !isLineExpired(l, now));
  const unchecked = stored.filter((l) => !isLineExpired(l, now) && !refused.includes(l.offerId) && !shown.has(l.offerId));
  return { expired, unchecked, refused: refusedLines };
}

/** An offer read back: `gone` (404/422: the line goes), `used` by a trade (priced again), `valid`, or `unknown` (not readable now: it stays). */
export type OfferCheck = "gone" | "used" | "valid" | "unknown";

export function offerCheckOf(answer: { used: boolean } | "gone" | "failed"): OfferCheck {
  if (answer === "gone") return "gone";
  if (answer === "failed") return "unknown";
  return answer.used ? "used" : "valid";
}

/** The query of the page asked for again: without `?offer=` (the line is in the cart now), everything else kept (a partner's key). */
export function pageQueryWithoutOffer(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("offer");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
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
