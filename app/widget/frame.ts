/**
 * Runs inside the widget's frame on every widget page with a partner (decision 0045; the server
 * adds it, server/widget/pages.server.ts). It
 * - tells the embedding page its height (`resize`), `ready`, and on the thank-you page
 *   `trade_created` with the trade number, posting only to the embedding page's origin: the
 *   `?origin=` the embed script passed, accepted only when it is one of the partner's registered
 *   origins (kept for the visit in sessionStorage, which the browser partitions per top-level site);
 * - keeps the partner key on every navigation: a same-origin link becomes a full page load with
 *   `?partner=KEY` (so the hydrated router never drops it), and a form's action gets the key before
 *   it is sent.
 */
import { ORIGIN_PARAM, parentTargetOrigin, partnerKeyOf, withPartner, WIDGET_MESSAGE_SOURCE, type WidgetMessage } from "../../core/widget/protocol.ts";

const STORAGE_PREFIX = "sellback-widget-origin:";

function readOrigins(value: string | undefined): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(list) ? list.filter((o): o is string => typeof o === "string") : [];
  } catch {
    return [];
  }
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
  const target = window.parent !== window ? storedOrigin(key, registered) : null;
  const post = (message: WidgetMessage) => {
    if (target) window.parent.postMessage(message, target);
  };

  // Navigation keeps the key: links load the next page in full, forms send it along.
  window.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(withPartner(link.href, key, window.location.href));
    },
    true,
  );
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const action = form.getAttribute("action") ?? window.location.pathname + window.location.search;
      form.setAttribute("action", withPartner(action, key, window.location.href));
    },
    true,
  );

  if (!target) return;
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
  const trade = script.dataset.trade;
  if (trade) post({ source: WIDGET_MESSAGE_SOURCE, type: "trade_created", tradeNumber: trade });
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
