/**
 * Marketing parameters (spec §9) captured from landing URLs and sent as marketing_touchpoint
 * controlling events. Framework-free and small (it runs on the product page too).
 *
 * Consent (decision 0008): click ids are marketing data, so nothing leaves the browser and no
 * clientId cookie is made before the visitor accepts cookies. A landing URL's parameters are
 * kept meanwhile in sessionStorage (this tab only, gone when it closes):
 * - consent already given → sent at once;
 * - no decision yet → sent when the visitor accepts (click on the banner's accept button, or a
 *   `sellback:consent` window event with detail {accepted}, or at the next page load after
 *   acceptance), deleted when they refuse;
 * - consent refused → not stored at all.
 * A landing URL is captured once per tab session, so reloading it does not count twice.
 */
import { isPrerendering, whenShown } from "./activation.ts";
import { consentGiven } from "./analytics.ts";
import { MARKETING_PARAMETERS, type MarketingParams } from "../../core/marketing/index.ts";
import { sendControlling, type ControllingEvent } from "./controlling.ts";
import { CONSENT_EVENT } from "./consent-event.ts";

export const PENDING_KEY = "sellback.touchpoints";
export const SEEN_KEY = "sellback.touchpoints.seen";
const MAX_PENDING = 10;
const MAX_VALUE = 500;

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
export interface Touchpoint {
  url: string;
  params: MarketingParams;
}

/** The tracked parameters of a URL (first value of each, trimmed, at most 500 characters), or null when none. */
export function marketingParamsOf(url: string | URL): MarketingParams | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const params: MarketingParams = {};
  let found = false;
  for (const name of MARKETING_PARAMETERS) {
    const value = parsed.searchParams.get(name)?.trim();
    if (value) {
      params[name] = value.slice(0, MAX_VALUE);
      found = true;
    }
  }
  return found ? params : null;
}

function readList<T>(storage: KeyValueStorage, key: string): T[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function writeList(storage: KeyValueStorage, key: string, list: unknown[]) {
  try {
    if (list.length) storage.setItem(key, JSON.stringify(list));
    else storage.removeItem(key);
  } catch {
    // storage full or blocked: tracking is best effort
  }
}

/**
 * Picks the tracked parameters from a landing URL. With a storage, a new touchpoint is added to
 * the pending list (once per URL per session). Returns the new touchpoint or null.
 */
export function captureMarketingParams(url: string, storage?: KeyValueStorage | null): Touchpoint | null {
  const params = marketingParamsOf(url);
  if (!params) return null;
  const touchpoint: Touchpoint = { url: url.slice(0, 2048), params };
  if (storage) {
    const seen = readList<string>(storage, SEEN_KEY);
    if (seen.includes(touchpoint.url)) return null;
    writeList(storage, SEEN_KEY, [...seen, touchpoint.url].slice(-50));
    writeList(storage, PENDING_KEY, [...readList<Touchpoint>(storage, PENDING_KEY), touchpoint].slice(-MAX_PENDING));
  }
  return touchpoint;
}

/** The controlling event of a touchpoint. */
export function touchpointEvent(touchpoint: Touchpoint): ControllingEvent {
  return { eventName: "marketing_touchpoint", url: touchpoint.url, params: touchpoint.params };
}

/** Sends and clears the pending touchpoints (only with consent). */
export async function flushTouchpoints(storage: KeyValueStorage, send = sendControlling): Promise<number> {
  const pending = readList<Touchpoint>(storage, PENDING_KEY);
  writeList(storage, PENDING_KEY, []);
  await Promise.all(pending.map((t) => send(touchpointEvent(t))));
  return pending.length;
}

/** After a refusal nothing captured before stays behind. */
function forget(storage: KeyValueStorage) {
  writeList(storage, PENDING_KEY, []);
  writeList(storage, SEEN_KEY, []);
}

function sessionStorageOf(win: Window): KeyValueStorage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Once per full page load: captures the landing URL's parameters and sends them when consent allows. */
export function startMarketing(win: Window): void {
  // a prerendered landing page counts once it is shown (decision 0052)
  if (isPrerendering(win.document)) return whenShown(() => startMarketing(win), win.document);
  const storage = sessionStorageOf(win);
  const consent = consentGiven();
  if (consent === false) {
    if (storage) forget(storage);
    return;
  }
  if (!storage) {
    const touchpoint = consent === true ? captureMarketingParams(win.location.href, null) : null;
    if (touchpoint) void sendControlling(touchpointEvent(touchpoint));
    return;
  }
  captureMarketingParams(win.location.href, storage);
  if (consent === true) {
    void flushTouchpoints(storage);
    return;
  }
  if (!readList(storage, PENDING_KEY).length) return;
  const decided = (accepted: boolean) => {
    win.removeEventListener(CONSENT_EVENT, onEvent);
    win.document.removeEventListener("click", onClick);
    if (accepted) void flushTouchpoints(storage);
    else forget(storage);
  };
  const onEvent = (e: Event) => decided((e as CustomEvent<{ accepted?: boolean }>).detail?.accepted === true);
  // The consent banner's buttons (app/features/consent): its own handler stores the decision first.
  const onClick = (e: Event) => {
    const choice = (e.target as Element | null)?.closest?.<HTMLElement>("[data-consent-choice]")?.dataset.consentChoice;
    if (choice === "true" || choice === "false") decided(choice === "true");
  };
  win.addEventListener(CONSENT_EVENT, onEvent);
  win.document.addEventListener("click", onClick);
}
