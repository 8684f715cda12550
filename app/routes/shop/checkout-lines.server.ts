/**
 * The lines the checkout renders for a request (decisions 0061 and 0132): the stored cart's as
 * its cookie mirror names them — or the island's `x-sellback-cart` header, the same format, when it
 * asks for the page again after a change (the header wins, also where cookies are blocked) — and
 * the `?offer=` line. Every offer is looked up in this edition; the names are read tolerantly
 * (core/cart's parser: malformed parts and repeated offers skipped, at most 20 lines).
 */
import { isLineExpired, parseCartCookieValue, CART_COOKIE, CART_HEADER, type CartLine } from "../../../core/cart/index.ts";
import type { EditionId } from "../../../core/editions/index.ts";
import { getOffer } from "../../../core/offer/index.server.ts";
import { parseCookies } from "../../../server/http/cookies.server.ts";
import { cartLineOf, type OfferDetails } from "../../features/cart/offers-api.ts";

export interface ServerLine {
  line: CartLine;
  details: OfferDetails;
  /** A stored line whose offer ran out or a trade used: shown, not posted; the island prices it again. */
  stale?: true;
}

type Db = Parameters<typeof getOffer>[0];

/**
 * An offer of this edition as a cart line with its details, or the message key saying why it
 * cannot be one. With `keepStale` (the stored cart's lines) an expired or used offer is still a
 * line, marked stale: the visitor has it, so the page shows it until the island has priced it again.
 */
async function serverLine(
  db: Db,
  edition: EditionId,
  offerId: string,
  quantity: number,
  now: Date,
  keepStale = false,
): Promise<ServerLine | string> {
  const found = await getOffer(db, edition, offerId);
  if (!found || found.noOffer) return "checkout.cart.offerUnknown";
  const problem = isLineExpired(found, now.getTime()) ? "checkout.cart.offerExpired" : found.used ? "checkout.cart.offerUsed" : null;
  if (problem && !keepStale) return problem;
  const { edition: _edition, priceCents: _cents, ...details } = found;
  return { line: cartLineOf(details, quantity), details, ...(problem ? { stale: true as const } : {}) };
}

export interface CheckoutLines {
  /** The `?offer=` line, when its offer is valid. */
  offer: ServerLine | null;
  /** Why the `?offer=` offer cannot be a line (a message key). */
  offerProblem: string | null;
  /** The stored cart's lines the shop knows, stale ones marked; unknown offers left out. */
  storedLines: ServerLine[];
}

export async function checkoutLines(
  db: Db,
  edition: EditionId,
  headers: Headers,
  offerParam: string | null,
  now: Date,
): Promise<CheckoutLines> {
  const named = parseCartCookieValue(headers.get(CART_HEADER) ?? parseCookies(headers.get("cookie")).get(CART_COOKIE));
  const [linked, stored] = await Promise.all([
    offerParam ? serverLine(db, edition, offerParam.slice(0, 100), 1, now) : null,
    Promise.all(named.map((n) => serverLine(db, edition, n.offerId, n.quantity, now, true))),
  ]);
  return {
    offer: linked === null || typeof linked === "string" ? null : linked,
    offerProblem: typeof linked === "string" ? linked : null,
    storedLines: stored.filter((found): found is ServerLine => typeof found !== "string"),
  };
}
