/**
 * What every page served without hydration does in the browser (decisions 0006 and 0017), each
 * behaviour attached to the server-rendered markup, framework-free: the transactionId rule, the
 * header typeahead and menu, the consent banner, the cart count, the personalisation cookie and the
 * marketing parameters of the landing URL.
 */
import { nextTransactionId } from "../../core/cart/transaction-id.ts";
import { attachMenu } from "../features/chrome/menu.ts";
import { attachConsent } from "../features/consent/consent.ts";
import { attachTypeahead } from "../features/search/typeahead.ts";
import { attachCartBadge } from "../lib/cart-badge.ts";
import { updateStoredCart } from "../lib/cart-storage.ts";
import { startMarketing } from "../lib/marketing.ts";
import { rememberCategory } from "../lib/personalisation.ts";

export function startChrome(doc: Document = document): void {
  // The route id the server rendered (root.tsx puts it on the island's script tag).
  const routeId = doc.querySelector<HTMLScriptElement>("script[data-island-route]")?.dataset.islandRoute;
  // Spec §4: a full page load of a route whose name lacks "thankYou" resets the transaction id.
  updateStoredCart((cart) => ({ ...cart, transactionId: nextTransactionId(cart.transactionId, routeId) }));

  // Header typeahead (devices and categories both leave by a full page load), consent banner, cart count.
  for (const form of doc.querySelectorAll<HTMLElement>("[data-typeahead]")) attachTypeahead(form);
  const banner = doc.querySelector<HTMLElement>("[data-consent]");
  if (banner) attachConsent(banner);
  const cartBadge = doc.querySelector<HTMLElement>("[data-cart-count]");
  if (cartBadge) attachCartBadge(cartBadge);
  const menu = doc.querySelector<HTMLDetailsElement>("details[data-site-menu]");
  if (menu) attachMenu(menu);

  // Personalisation (decision 0010): the last category viewed, written only after consent.
  const categoryId = doc.querySelector<HTMLElement>("[data-category-id]")?.dataset.categoryId;
  if (categoryId) rememberCategory(categoryId);

  // Marketing parameters of the landing URL (spec §9), once per full page load.
  startMarketing(window);
}
