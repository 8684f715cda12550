/**
 * Runs inside the widget's frame on every widget page with a partner (decision 0045; the server
 * adds it, server/widget/pages.server.ts). It
 * - tells the embedding page its height (`resize`), `ready`, and on the thank-you page
 *   `trade_created` with the trade number (only when the server vouched for it, decision 0071),
 *   posting only to the embedding page's origin, and only when it is one of the partner's
 *   registered origins (see parentOrigin; never `*`);
 * - keeps the partner key on every navigation: a same-origin link or form gets `partner=KEY`
 *   before it is followed or sent; on hydrated pages as a full page load (the router would
 *   otherwise navigate in the page without it).
 */
import {
  ORIGIN_PARAM,
  PARTNER_PARAM,
  originOf,
  parentTargetOrigin,
  partnerKeyOf,
  withPartner,
  WIDGET_MESSAGE_SOURCE,
  type WidgetMessage,
} from "../../core/widget/index.ts";

const STORAGE_PREFIX = "sellback-widget-origin:";

function readOrigins(value: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The embedding page's origin, when the partner registered it: the browser's own word where it
 * gives one (`location.ancestorOrigins`, Chromium and Safari), else the `?origin=` of the first
 * page kept in sessionStorage (Firefox partitions it per top-level site).
 */
function parentOrigin(key: string, registered: string[]): string | null {
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return parentTargetOrigin(ancestors[0], registered);
  return storedOrigin(key, registered);
}

function storedOrigin(key: string, registered: string[]): string | null {
  const passed = parentTargetOrigin(new URLSearchParams(window.location.search).get(ORIGIN_PARAM), registered);
  try {
    if (passed) window.sessionStorage.setItem(STORAGE_PREFIX + key, passed);
    return parentTargetOrigin(passed ?? window.sessionStorage.getItem(STORAGE_PREFIX + key), registered);
  } catch {
    // storage refused (a strict privacy setting): only this page knows the origin
    return passed;
  }
}

function start(script: HTMLScriptElement): void {
  const key = partnerKeyOf(script.dataset.partner);
  if (!key) return;
  const registered = readOrigins(script.dataset.origins);
  const target = window.parent !== window ? parentOrigin(key, registered) : null;
  const post = (message: WidgetMessage) => {
    if (target) window.parent.postMessage(message, target);
  };

  // Navigation keeps the key. On hydrated pages the router would navigate in the page and lose it
  // (and the thank-you page's trade_created): there a link or a posted form becomes a real page
  // load. Island pages keep their own handlers; their links only get the key.
  const hydrated = "__reactRouterContext" in window;
  window.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
      const href = withPartner(link.getAttribute("href") ?? link.href, key, window.location.href);
      if (!hydrated) {
        link.setAttribute("href", href);
        // the offer's "Add to cart" goes on to its data-checkout address (app/islands/offer.ts)
        if (link.dataset.checkout) link.dataset.checkout = withPartner(link.dataset.checkout, key, window.location.href);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(href);
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      if (form.method === "get") {
        // a GET form replaces the action's query: the key goes as a field
        if (!form.querySelector(`input[name="${PARTNER_PARAM}"]`)) {
          const field = document.createElement("input");
          field.type = "hidden";
          field.name = PARTNER_PARAM;
          field.value = key;
          form.appendChild(field);
        }
      } else {
        const action = form.getAttribute("action") ?? window.location.pathname + window.location.search;
        form.setAttribute("action", withPartner(action, key, window.location.href));
      }
      if (hydrated) event.stopPropagation();
    },
    true,
  );

  // The thank-you page marks its root with what it did: data-trade-created "posted" (the server
  // vouched for the trade, decision 0071) or "none" (nothing was sent to the partner's page).
  const thankYou = script.dataset.thankYou === "1";
  const announced = (posted: boolean) => {
    if (thankYou) document.documentElement.dataset.tradeCreated = posted ? "posted" : "none";
  };
  if (!target) {
    announced(false);
    return;
  }
  // A next page of the widget starts at its top, as a page of its own would: the partner's page
  // scrolls to the frame (not on the first page, which must not pull the partner's page along;
  // a page with an anchor or an island that scrolls to its result later still wins).
  if (!window.location.hash && originOf(document.referrer) === window.location.origin) {
    document.documentElement.scrollIntoView({ block: "start" });
  }
  let last = -1;
  const measure = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ source: WIDGET_MESSAGE_SOURCE, type: "resize", height });
  };
  post({ source: WIDGET_MESSAGE_SOURCE, type: "ready" });
  measure();
  if (typeof ResizeObserver === "function") new ResizeObserver(measure).observe(document.body);
  window.addEventListener("load", measure);
  // only the trade this widget's checkout just created: the server sets data-trade only with its proof
  const trade = script.dataset.trade;
  if (trade) post({ source: WIDGET_MESSAGE_SOURCE, type: "trade_created", tradeNumber: trade });
  announced(Boolean(trade));
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
