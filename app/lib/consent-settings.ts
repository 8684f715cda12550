/**
 * Withdrawing consent (decision 0034): as easy as giving it. The footer's "Cookie settings" link
 * (data-consent-open) reopens the banner where scripts run; it leads to the privacy page's
 * section COOKIE_SETTINGS_ID, whose form works without JavaScript: the server answers it by
 * deleting the personalisation and affiliate cookies and leaving CONSENT_WITHDRAWN_COOKIE, which
 * the analytics module turns into a stored refusal the next time scripts run.
 *
 * Framework-free and browser-safe; the Set-Cookie strings are also used by the content page's action.
 */
import { CLIENT_ID_COOKIE, PERSONALISATION_COOKIE } from "../../core/marketing/index.ts";

export const COOKIE_SETTINGS_ID = "cookie-settings";
export const CONSENT_WITHDRAWN_COOKIE = "consentWithdrawn";
const MARKER_MAX_AGE_SECONDS = 365 * 86_400;

/** Whether a Cookie header / document.cookie carries the withdrawal marker. */
export function hasWithdrawalMarker(cookies: string | null | undefined): boolean {
  return (cookies ?? "").split(";").some((part) => part.trim() === `${CONSENT_WITHDRAWN_COOKIE}=1`);
}

/** The server's answer to the form: the consent-bound cookies expire, the marker is set. */
export function withdrawalCookies(secure: boolean): string[] {
  const flags = `; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [
    `${PERSONALISATION_COOKIE}=; Max-Age=0${flags}`,
    `${CLIENT_ID_COOKIE}=; Max-Age=0${flags}`,
    `${CONSENT_WITHDRAWN_COOKIE}=1; Max-Age=${MARKER_MAX_AGE_SECONDS}${flags}`,
  ];
}

/** Browser: deletes the consent-bound cookies (after a refusal or a withdrawal). */
export function forgetConsentCookies(): void {
  if (typeof document === "undefined") return;
  for (const name of [PERSONALISATION_COOKIE, CLIENT_ID_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Browser: removes the marker once the refusal is stored. */
export function clearWithdrawalMarker(): void {
  if (typeof document === "undefined") return;
  document.cookie = `${CONSENT_WITHDRAWN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
