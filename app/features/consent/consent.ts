/**
 * The cookie consent banner's behaviour (spec §4), framework-free: checked 1 second after start;
 * shown only when no decision is stored; the decision is kept in localStorage as true/false
 * (app/lib/analytics.ts, which then delivers or drops the queued events). Attached to the static
 * banner markup (consent-banner.tsx) by the hydrated layout and by the device-page island.
 *
 * Markup contract: the banner element is rendered `hidden`, with data-consent-delay (ms) and
 * buttons carrying data-consent-choice="true" | "false".
 */
import { consentGiven, setConsent } from "../../lib/analytics.ts";
import { forgetConsentCookies } from "../../lib/consent-settings.ts";
import { forgetPersonalisation } from "../../lib/personalisation.ts";
import { CONSENT_EVENT } from "../../lib/consent-event.ts";

export const DEFAULT_CONSENT_DELAY_MS = 1_000;
/**
 * Marks a banner whose behaviour is attached. A global symbol, so the hydration gate's script
 * (its own bundle, decision 0056) and the hydrated layout's effect see the same mark: the banner
 * is attached once, whichever comes first.
 */
const ATTACHED = Symbol.for("sellback:consent-attached");
type Marked = HTMLElement & { [ATTACHED]?: boolean };

export interface ConsentOptions {
  /** Called after the one-second check (the banner is shown or stays hidden). */
  onChecked?: (shown: boolean) => void;
}

/**
 * Enhances the banner; returns a function that removes the behaviour. A click on any
 * `[data-consent-open]` element (the footer's "Cookie settings") reopens it with the current
 * choice stated and focus on it, so a consent is withdrawn as easily as it was given (decision 0034).
 */
export function attachConsent(el: HTMLElement, options: ConsentOptions = {}): () => void {
  const marked = el as Marked;
  // attached already (by the hydration gate before React, decision 0056): one behaviour only
  if (marked[ATTACHED]) return () => {};
  marked[ATTACHED] = true;
  const delay = Number(el.dataset.consentDelay ?? DEFAULT_CONSENT_DELAY_MS);
  const current = el.querySelector<HTMLElement>("[data-consent-current]");
  const timer = setTimeout(() => {
    el.hidden = consentGiven() !== null;
    options.onChecked?.(!el.hidden);
  }, delay);
  const onClick = (e: Event) => {
    const button = (e.target as Element | null)?.closest<HTMLElement>("[data-consent-choice]");
    if (!button || !el.contains(button)) return;
    const accepted = button.dataset.consentChoice === "true";
    setConsent(accepted);
    // personalisation and the affiliate id live only with consent (spec §9): a refusal deletes their cookies
    if (!accepted) {
      forgetPersonalisation();
      forgetConsentCookies();
    }
    el.hidden = true;
    // for other scripts waiting on the decision (app/lib/marketing.ts)
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { accepted } }));
  };
  const onOpen = (e: Event) => {
    const link = (e.target as Element | null)?.closest<HTMLElement>("[data-consent-open]");
    if (!link) return;
    e.preventDefault();
    const given = consentGiven();
    if (current) {
      // both sentences are in the markup: only attributes change, so a page that hydrates later
      // finds the text React rendered (no hydration mismatch)
      for (const sentence of current.querySelectorAll<HTMLElement>("[data-consent-current-choice]"))
        sentence.hidden = sentence.dataset.consentCurrentChoice !== String(given);
      current.hidden = given === null;
    }
    el.hidden = false;
    el.focus();
  };
  el.addEventListener("click", onClick);
  document.addEventListener("click", onOpen);
  return () => {
    marked[ATTACHED] = false;
    clearTimeout(timer);
    el.removeEventListener("click", onClick);
    document.removeEventListener("click", onOpen);
  };
}

/**
 * The privacy page's cookie settings (decision 0034) after the server answered a withdrawal
 * (`data-withdrawn`): the refusal is stored at once, the consent-bound cookies go and waiting
 * scripts hear of it. Attached by the content-page island (decision 0051).
 */
export function attachCookieSettings(section: HTMLElement): void {
  if (section.dataset.withdrawn === undefined) return;
  setConsent(false);
  forgetConsentCookies();
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { accepted: false } }));
}
