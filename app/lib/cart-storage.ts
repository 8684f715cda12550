/**
 * The browser cart in localStorage (spec §3 fields). Navigation only touches transactionId, so it
 * patches the stored JSON without the full cart schema (keeps zod out of every page's bundle).
 */
import { CART_STORAGE_KEY } from "../../core/cart/index.ts";

interface StoredCart {
  transactionId: number;
  [field: string]: unknown;
}

export function updateStoredCart(patch: (cart: StoredCart) => StoredCart) {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return;
    const cart = JSON.parse(raw) as unknown;
    if (!cart || typeof cart !== "object" || Array.isArray(cart)) return;
    const current = Number((cart as StoredCart).transactionId) || 0;
    const next = patch({ ...(cart as StoredCart), transactionId: current });
    if (next.transactionId !== current) window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage unavailable or corrupt: the checkout re-validates everything anyway */
  }
}
