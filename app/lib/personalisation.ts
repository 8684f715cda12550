/**
 * The first-party personalisation cookie (spec §9 "personalisation cookie copy 1 year"; decision
 * 0010). It holds one thing: the id of the last device category the visitor looked at (e.g.
 * "smartphones"), so the home page can offer "continue with Smartphones". It is written only
 * after consent (the stored analytics decision is true), never read by anything but this shop,
 * and deleted when consent is refused.
 *
 * Framework-free on purpose: the product page runs without React and may call it from its island.
 */
import { PERSONALISATION_COOKIE } from "../../core/marketing/index.ts";
import { consentGiven } from "./analytics.ts";

export { PERSONALISATION_COOKIE };
/** One year (spec §9). */
export const PERSONALISATION_MAX_AGE_SECONDS = 365 * 86_400;
const ID_PATTERN = /^[a-z0-9-]{1,40}$/;

export interface PersonalisationData {
  lastCategory: string;
}

/** Serializes the cookie value: `lastCategory:<id>`, nothing else. */
export function encodePersonalisation(data: PersonalisationData): string | null {
  return ID_PATTERN.test(data.lastCategory) ? `lastCategory:${data.lastCategory}` : null;
}

/**
 * The data in the cookie's value, already read from the Cookie header by the server's one cookie
 * parser (server/http/cookies.server.ts `readCookie`, which the page cache keys by too, so the
 * cached home page and the rendered one always agree; issue 27 item 14). Junk gives null.
 */
export function personalisationFromValue(value: string | null | undefined): PersonalisationData | null {
  const m = /^lastCategory:([a-z0-9-]{1,40})$/.exec(value ?? "");
  return m ? { lastCategory: m[1]! } : null;
}

/** The Set-Cookie string (without `Secure` on plain http, e.g. local development). */
export function personalisationCookie(data: PersonalisationData, secure: boolean): string | null {
  const value = encodePersonalisation(data);
  if (!value) return null;
  return `${PERSONALISATION_COOKIE}=${encodeURIComponent(value)}; Max-Age=${PERSONALISATION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Browser: remembers the category, only when consent was given. Returns whether it wrote. */
export function rememberCategory(categoryId: string): boolean {
  if (typeof document === "undefined" || consentGiven() !== true) return false;
  const cookie = personalisationCookie({ lastCategory: categoryId }, window.location.protocol === "https:");
  if (!cookie) return false;
  document.cookie = cookie;
  return true;
}

/** Browser: deletes the cookie (call when consent is refused or withdrawn). */
export function forgetPersonalisation(): void {
  if (typeof document === "undefined") return;
  document.cookie = `${PERSONALISATION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
