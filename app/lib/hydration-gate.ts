/**
 * When the deferred-hydration pages (checkout, thank-you, account; decisions 0051 and 0056) start
 * loading React, framework-free. The page's route-module script (app/lib/deferred-scripts.tsx)
 * awaits the promise this module puts on `window.__sellbackHydrate` before it preloads and imports
 * the ≈ 160 KB of React, router and route modules; without that promise (this script failed to
 * load) it hydrates after the first paint as before.
 *
 * The rule:
 * - **eager** (every deferred page, except the lazy case below): hydration starts at the first of
 *   - the first paint, when a consent decision is stored already (or the page has no banner: the
 *     widget) — nothing else will paint — or when the checkout has stored lines (only React can
 *     show them: the server renders the empty cart);
 *   - the consent banner's one-second check plus its paint, when no decision is stored: the banner
 *     is the largest paint on a phone, so React is not downloaded before it (Lighthouse's LCP);
 *   - a consent decision on the banner, or the visitor's first interaction (pointer, key, focus)
 *     outside a link.
 * - **lazy**: the checkout with an empty cart (no line from the server's `?offer`, none stored) has
 *   nothing React would change; it hydrates only when a stored cart with lines appears (another
 *   tab, or a page restored from the back/forward cache) or at the first interaction outside a link
 *   and outside the consent banner. Until then it is an island page.
 *
 * Before hydration the page works like without JavaScript (plain form posts, links); what the
 * visitor types stays (the fields are uncontrolled, React keeps their values when it hydrates).
 */
import { readStoredCart, CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { consentGiven } from "./analytics.ts";
import { GATE_READY_EVENT } from "./hydration-gate-event.ts";
import { CONSENT_EVENT } from "./consent-event.ts";

export type HydrationMode = "eager" | "lazy";
/** `waiting`: the gate holds React back; `started`: the route modules are being imported. */
export type HydrationState = "waiting" | "started";

declare global {
  interface Window {
    /** Awaited by the deferred route-module script (deferred-scripts.tsx). */
    __sellbackHydrate?: Promise<string>;
    /** For tests and diagnostics: the gate's mode, state and the reason hydration started. */
    __sellbackHydration?: { mode: HydrationMode; state: HydrationState; reason?: string };
  }
}

/** Events that count as the first interaction (captured on the document). */
export const INTERACTION_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

/** Lines in a stored cart (tolerant reader, no zod); 0 when storage is blocked or the cart unreadable. */
export function storedLineCount(win: Window): number {
  try {
    return readStoredCart(win.localStorage.getItem(CART_STORAGE_KEY)).cart.length;
  } catch {
    return 0;
  }
}

/**
 * The mode for this page: lazy only where the server marked the page as one that may wait for a
 * cart (`lazyWhenCartEmpty`: the checkout), it shows no cart line, and no line is stored.
 */
export function hydrationModeOf(doc: Document, win: Window, lazyWhenCartEmpty: boolean): HydrationMode {
  if (!lazyWhenCartEmpty) return "eager";
  if (doc.querySelector(".cart-line")) return "eager";
  return storedLineCount(win) > 0 ? "eager" : "lazy";
}

/** Waits for the next paint (two animation frames), or `fallbackMs` in a tab that paints nothing. */
function afterPaint(win: Window, go: () => void, fallbackMs = 1000): void {
  win.requestAnimationFrame(() => win.requestAnimationFrame(go));
  win.setTimeout(go, fallbackMs);
}

/** An interaction that leads away (a link) or only answers the banner is no reason to hydrate. */
function isHydratingInteraction(event: Event, mode: HydrationMode, banner: Element | null): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return event.type === "keydown";
  if (target.closest("a[href]")) return false;
  if (mode === "lazy" && banner?.contains(target)) return false;
  return true;
}

export interface GateOptions {
  mode: HydrationMode;
  /** The consent banner (absent in the widget). */
  banner: HTMLElement | null;
  /**
   * Registers a callback for the banner's one-second check (consent.ts `onChecked`); the gate
   * hydrates after the paint that follows it.
   */
  onBannerChecked?: (done: () => void) => void;
  /** The page shows a cart that only the browser has (stored lines): hydrate after the first paint. */
  cartOnlyInStorage?: boolean;
}

/**
 * Installs the gate: returns the promise the route-module script awaits (also put on
 * `window.__sellbackHydrate`). Resolves with the reason hydration started.
 */
export function startHydrationGate(
  doc: Document,
  win: Window,
  { mode, banner, onBannerChecked, cartOnlyInStorage = false }: GateOptions,
): Promise<string> {
  const status: NonNullable<Window["__sellbackHydration"]> = { mode, state: "waiting" };
  win.__sellbackHydration = status;
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof WindowEventMap>(target: Window | Document, type: K | string, fn: (e: Event) => void, capture = false) => {
    target.addEventListener(type, fn, { capture, passive: true });
    cleanups.push(() => target.removeEventListener(type, fn, { capture }));
  };

  const promise = new Promise<string>((resolve) => {
    const go = (reason: string) => {
      if (status.state === "started") return;
      status.state = "started";
      status.reason = reason;
      for (const off of cleanups.splice(0)) off();
      resolve(reason);
    };

    for (const type of INTERACTION_EVENTS)
      listen(
        doc,
        type,
        (e) => {
          if (isHydratingInteraction(e, mode, banner)) go(`interaction:${e.type}`);
        },
        true,
      );

    if (mode === "lazy") {
      // a cart filled in another tab, or this page restored from the back/forward cache after one was
      listen(win, "storage", (e) => {
        const key = (e as StorageEvent).key;
        if ((key === null || key === CART_STORAGE_KEY) && storedLineCount(win) > 0) go("cart");
      });
      listen(win, "pageshow", (e) => {
        if ((e as PageTransitionEvent).persisted && storedLineCount(win) > 0) go("cart");
      });
      return;
    }

    listen(win, CONSENT_EVENT, () => go("consent"));
    // a stored cart is shown only by React (the server cannot read it): no waiting for the banner
    if (cartOnlyInStorage) {
      afterPaint(win, () => go("cart"));
      return;
    }
    if (!banner || consentGiven() !== null) {
      afterPaint(win, () => go("paint"));
      return;
    }
    // the banner's check shows it (no decision stored): hydrate after it painted
    if (onBannerChecked) onBannerChecked(() => afterPaint(win, () => go("banner")));
    else afterPaint(win, () => go("paint"));
  });
  win.__sellbackHydrate = promise;
  // the route-module script may already be waiting for the gate (it is async)
  win.dispatchEvent(new Event(GATE_READY_EVENT));
  return promise;
}
