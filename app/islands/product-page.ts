/**
 * The device page's island (decision 0006): the only script of a page that React renders on the
 * server but never hydrates. It must stay tiny (the page's JS budget is 80 KB gzip): no React, no
 * zod, no router. Every way into a device page is a full document load, so this runs once per
 * visit of the page.
 */
import { nextTransactionId } from "../../core/cart/transaction-id.ts";
import { attachConsent } from "../features/consent/consent.ts";
import { attachTypeahead } from "../features/search/typeahead.ts";
import { track } from "../lib/analytics.ts";
import { attachCartBadge } from "../lib/cart-badge.ts";
import { updateStoredCart } from "../lib/cart-storage.ts";
import { startMarketing } from "../lib/marketing.ts";
import { rememberCategory } from "../lib/personalisation.ts";
import { initOffer } from "./offer.ts";

/** The route id the server rendered (root.tsx puts it on this script's tag). */
const routeId = document.querySelector<HTMLScriptElement>("script[data-island-route]")?.dataset.islandRoute;

// Spec §4: a full page load of a route whose name lacks "thankYou" resets the transaction id.
updateStoredCart((cart) => ({ ...cart, transactionId: nextTransactionId(cart.transactionId, routeId) }));

// Header typeahead (devices and categories both leave by a full page load) and consent banner.
for (const form of document.querySelectorAll<HTMLElement>("[data-typeahead]")) attachTypeahead(form);
const banner = document.querySelector<HTMLElement>("[data-consent]");
if (banner) attachConsent(banner);
const cartBadge = document.querySelector<HTMLElement>("[data-cart-count]");
if (cartBadge) attachCartBadge(cartBadge);

// Analytics view_item (spec §3): the server puts the event's ecommerce object on the page.
const pageEl = document.querySelector<HTMLElement>("[data-view-item]");
const viewItem = pageEl?.dataset.viewItem;
if (viewItem) {
  try {
    track({ event: "view_item", ecommerce: JSON.parse(viewItem) as Record<string, unknown> });
  } catch (err) {
    console.warn("view_item not sent", err);
  }
}

// Personalisation (decision 0010): the last category viewed, written only after consent.
if (pageEl?.dataset.categoryId) rememberCategory(pageEl.dataset.categoryId);

// Behaviours of the page's own parts go below (each attaches to its server-rendered markup):
// - the condition questions and offer view (decision 0012):
initOffer(document);
// - marketing parameters of the landing URL (spec §9), once per full page load:
startMarketing(window);
