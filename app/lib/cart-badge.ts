/**
 * The device count next to "Cart" in the header. The cart lives in localStorage, so the server
 * renders the badge empty and hidden; this behaviour fills it in the browser and follows every
 * change: `announceCartChange()` from the writers in this tab, the `storage` event from other tabs.
 *
 * Framework-free on purpose: hydrated pages attach it from the header, the island pages from
 * app/islands/chrome.ts (decisions 0006, 0017). No zod: the stored cart is read by core/cart/add-line.ts.
 */
import { readStoredCart, CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { formatMessage, messageFromData } from "../../core/shared/index.ts";

export const CART_CHANGED_EVENT = "sellback:cart-changed";
const MAX_SHOWN = 99;

/** Devices in a stored cart: the quantities of the lines the cart keeps (readStoredCart); 0 without any. */
export function storedCartCount(raw: string | null): number {
  return readStoredCart(raw).cart.reduce((count, line) => count + line.quantity, 0);
}

/** Tells the badge (and anything else listening) that this tab changed the stored cart. */
export function announceCartChange(view: Window = window): void {
  view.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/**
 * Shows the count in `badge`: a visible number and, for screen readers, the translated label from
 * `data-label` (the ICU message `nav.cartCount` as JSON, formatted with `count`). Hidden when the cart is empty.
 */
export function attachCartBadge(badge: HTMLElement, view: Window = window): () => void {
  const doc = badge.ownerDocument;
  const locale = doc.documentElement.lang || "en";
  const message = messageFromData(badge.dataset.label);
  const render = () => {
    let count = 0;
    try {
      count = storedCartCount(view.localStorage.getItem(CART_STORAGE_KEY));
    } catch {
      /* storage blocked: no count */
    }
    badge.hidden = count === 0;
    // an empty cart shows nothing; formatting the label would load the locale's plural rules on
    // every page load (16 ms of the island's evaluation on a fast machine, decision 0064)
    if (count === 0) {
      badge.replaceChildren();
      return;
    }
    const number = doc.createElement("span");
    number.setAttribute("aria-hidden", "true");
    number.textContent = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
    const label = doc.createElement("span");
    label.className = "visually-hidden";
    label.textContent = ` (${formatMessage(locale, message, { count })})`;
    badge.replaceChildren(number, label);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) render();
  };
  render();
  view.addEventListener(CART_CHANGED_EVENT, render);
  view.addEventListener("storage", onStorage);
  return () => {
    view.removeEventListener(CART_CHANGED_EVENT, render);
    view.removeEventListener("storage", onStorage);
  };
}
