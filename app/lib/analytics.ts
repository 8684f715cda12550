/**
 * The one analytics module: events go to window.dataLayer only after consent (stored in
 * localStorage as "true"/"false"); before that they wait in a queue, and a refusal drops them.
 */
import { isPrerendering, whenShown } from "./activation.ts";
import { clearWithdrawalMarker, hasWithdrawalMarker } from "./consent-settings.ts";

export const CONSENT_KEY = "cookieConsent";

type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The events waiting for a decision. Kept on the window under a global symbol: on the
 * deferred-hydration pages the banner's behaviour runs in the hydration gate's bundle and the
 * page's events are tracked by React's bundle, each with its own copy of this module; a decision
 * taken in either delivers or drops the same queue (decision 0056).
 */
const QUEUE = Symbol.for("sellback:analytics-queue");
function pending(): DataLayerEvent[] {
  const holder = window as unknown as { [QUEUE]?: DataLayerEvent[] };
  return (holder[QUEUE] ??= []);
}

export function consentGiven(): boolean | null {
  if (typeof window === "undefined") return null;
  try {
    // consent withdrawn by the privacy page's form without JavaScript (app/lib/consent-settings.ts)
    if (hasWithdrawalMarker(document.cookie)) {
      window.localStorage.setItem(CONSENT_KEY, "false");
      clearWithdrawalMarker();
      pending().length = 0;
    }
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === "true" ? true : value === "false" ? false : null;
  } catch {
    return null;
  }
}

export function track(event: DataLayerEvent) {
  if (typeof window === "undefined") return;
  // a prerendered page counts only once it is shown (decision 0052)
  if (isPrerendering()) return whenShown(() => track(event));
  const consent = consentGiven();
  if (consent === true) (window.dataLayer ??= []).push(event);
  else if (consent === null) pending().push(event);
}

/** Stores the decision; on acceptance the queued events are delivered. */
export function setConsent(accepted: boolean) {
  window.localStorage.setItem(CONSENT_KEY, String(accepted));
  if (accepted) {
    const layer = (window.dataLayer ??= []);
    for (const e of pending().splice(0)) layer.push(e);
  } else pending().length = 0;
}
