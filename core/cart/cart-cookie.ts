/**
 * The cart's lines mirrored in a cookie (decision 0061): which offers and how many of each, so the
 * server renders the checkout with the visitor's lines instead of an empty cart that React then
 * replaces (a layout shift of half the screen and a late largest paint). localStorage stays the
 * cart (decision 0012); the cookie only names offers, which the server looks up like `?offer=`.
 *
 * Format: `sb_cart=<offerId>*<quantity>.<offerId>*<quantity>…` — offer ids are base64url, so `*`
 * and `.` never occur in them, and every character is a valid cookie octet. At most
 * `MAX_CART_COOKIE_LINES` lines are mirrored; the server reads no more than that either.
 * No framework, no zod: the device page's island and the checkout both use it.
 */
import { MAX_QUANTITY_PER_LINE } from "./add-line.ts";

export const CART_COOKIE = "sb_cart";
/**
 * The request header with the same value as the cookie: the checkout's island asks for the page
 * again with the cart it holds after a change (decision 0132), also where cookies are blocked
 * (the widget's frame). The loader reads it instead of the cookie, with the same tolerant parser.
 */
export const CART_HEADER = "x-sellback-cart";
/** Lines the cookie names at most (a cart rarely has more than a few). */
export const MAX_CART_COOKIE_LINES = 20;
/** How long the browser keeps the cookie: as long as an offer can be valid (it names offers, nothing else). */
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface CookieLine {
  offerId: string;
  quantity: number;
}

const OFFER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The cookie's value for these lines ("" for none). */
export function cartCookieValue(lines: readonly CookieLine[]): string {
  return lines
    .filter((l) => OFFER_ID.test(l.offerId) && Number.isSafeInteger(l.quantity) && l.quantity >= 1)
    .slice(0, MAX_CART_COOKIE_LINES)
    .map((l) => `${l.offerId}*${Math.min(l.quantity, MAX_QUANTITY_PER_LINE)}`)
    .join(".");
}

/** The lines a cookie value names: malformed parts and repeated offers skipped, at most MAX_CART_COOKIE_LINES. */
export function parseCartCookieValue(value: string | undefined): CookieLine[] {
  if (!value) return [];
  const lines: CookieLine[] = [];
  for (const part of value.slice(0, MAX_CART_COOKIE_LINES * 80).split(".")) {
    const star = part.indexOf("*");
    if (star < 0) continue;
    const offerId = part.slice(0, star);
    const quantity = Number(part.slice(star + 1));
    if (!OFFER_ID.test(offerId) || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) continue;
    if (lines.some((l) => l.offerId === offerId)) continue;
    lines.push({ offerId, quantity });
    if (lines.length === MAX_CART_COOKIE_LINES) break;
  }
  return lines;
}

/** What `document.cookie` is set to for these lines: the lines for a month, or removal for none. */
export function cartCookieAssignment(lines: readonly CookieLine[], secure: boolean): string {
  const value = cartCookieValue(lines);
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return value ? `${CART_COOKIE}=${value}; Max-Age=${CART_COOKIE_MAX_AGE_S}; ${attributes}` : `${CART_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** Mirrors the cart's lines into the cookie (every writer of the stored cart calls this after writing it). */
export function mirrorCartCookie(doc: Document, lines: readonly CookieLine[]): void {
  try {
    doc.cookie = cartCookieAssignment(lines, doc.location?.protocol === "https:");
  } catch {
    /* cookies blocked: the checkout shows the stored lines once React has read them */
  }
}
