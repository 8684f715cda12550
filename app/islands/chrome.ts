/**
 * What every page served without hydration does in the browser (decisions 0006 and 0017), each
 * behaviour attached to the server-rendered markup, framework-free: the transactionId rule, the
 * header typeahead and menu, the consent banner, the cart count, the personalisation cookie and the
 * marketing parameters of the landing URL.
 */
import { nextTransactionId } from "../../core/cart/index.ts";
import { attachMenu } from "../features/chrome/menu.ts";
import { attachNewsletterForm } from "../features/chrome/newsletter-form.ts";
import { attachConsent } from "../features/consent/consent.ts";
import { attachTypeahead } from "../features/search/typeahead.ts";
import { attachCartBadge } from "../lib/cart-badge.ts";
import { updateStoredCart } from "../lib/cart-storage.ts";
import { whenShown } from "../lib/activation.ts";
import { startMarketing } from "../lib/marketing.ts";
import { rememberCategory } from "../lib/personalisation.ts";
import { fetchWebFontForLater } from "../lib/web-font.ts";
import { webStorage } from "../lib/web-storage.ts";

export function startChrome(doc: Document = document): void {
  // The route id the server rendered (app/islands/loader.ts puts it on the island's script tag).
  const routeId = doc.querySelector<HTMLScriptElement>("script[data-island-route]")?.dataset.islandRoute;
  // Spec §4: a full page load of a route whose name lacks "thankYou" resets the transaction id;
  // a prerendered page (decision 0052) is loaded when it is shown.
  whenShown(() => updateStoredCart((cart) => ({ ...cart, transactionId: nextTransactionId(cart.transactionId, routeId) })), doc);

  // Header typeahead (devices and categories both leave by a full page load), consent banner, cart count.
  for (const form of doc.querySelectorAll<HTMLElement>("[data-typeahead]")) attachTypeahead(form);
  const banner = doc.querySelector<HTMLElement>("[data-consent]");
  if (banner) attachConsent(banner);
  const cartBadge = doc.querySelector<HTMLElement>("[data-cart-count]");
  if (cartBadge) attachCartBadge(cartBadge);
  const menu = doc.querySelector<HTMLDetailsElement>("details[data-site-menu]");
  if (menu) attachMenu(menu);
  // the footer's newsletter sign-up answers in place (decision 0050)
  const signup = doc.querySelector<HTMLElement>("footer [data-newsletter-signup]");
  if (signup) attachNewsletterForm(signup);

  // Personalisation (decision 0010): the last category viewed, written only after consent.
  const categoryId = doc.querySelector<HTMLElement>("[data-category-id]")?.dataset.categoryId;
  if (categoryId) whenShown(() => rememberCategory(categoryId), doc);

  // Marketing parameters of the landing URL (spec §9), once per full page load (once shown).
  startMarketing(window);

  // The island's own module goes on after this call, synchronously: once it is done the page says so (decision 0140).
  void Promise.resolve().then(() => {
    doc.documentElement.dataset.island = "ready";
  });

  // A first view drawn without the web font fetches it for the next page once this one has loaded (decision 0140).
  afterLoad(doc, () => void fetchWebFontForLater(doc.documentElement, doc.fonts, webStorage(window, "localStorage")));
}

function afterLoad(doc: Document, fn: () => void): void {
  if (doc.readyState === "complete") fn();
  else doc.defaultView?.addEventListener("load", fn, { once: true });
}
