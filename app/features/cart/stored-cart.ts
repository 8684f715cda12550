/**
 * The browser cart (core/cart's state and reducers) kept in localStorage, framework-free, for the
 * checkout's island (decision 0132). Every write mirrors the lines into the cookie (decision 0061)
 * and announces the change to the header's count. Where the browser gives no storage (a partner's
 * frame, decision 0045) the cart lives in memory for the page's life, starting from the lines the
 * server rendered.
 */
import {
  CART_STORAGE_KEY,
  createDefaultCartState,
  mirrorCartCookie,
  readStoredCart as readCart,
  withLines,
  type CartLine,
  type CartState,
} from "../../../core/cart/index.ts";
import { announceCartChange } from "../../lib/cart-badge.ts";

export interface StoredCart {
  read(): CartState;
  /** Stores `state` (when it differs from what was read) and returns it. */
  write(state: CartState): CartState;
  /** False where the browser refuses storage: the cart is the page's memory. */
  readonly persistent: boolean;
}

function storageOf(view: Window): Storage | null {
  try {
    const storage = view.localStorage;
    storage.getItem(CART_STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

/** The stored cart of `view`, or a cart in memory holding `fallback` where storage is refused. */
export function storedCart(view: Window, fallback: readonly CartLine[]): StoredCart {
  const storage = storageOf(view);
  let memory: CartState = withLines(createDefaultCartState(), [...fallback]);
  return {
    persistent: storage !== null,
    read() {
      if (!storage) return memory;
      try {
        return readCart(storage.getItem(CART_STORAGE_KEY));
      } catch {
        return memory;
      }
    },
    write(state) {
      memory = state;
      if (storage) {
        try {
          storage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
        } catch {
          /* storage full: the page goes on from memory */
        }
        mirrorCartCookie(view.document, state.cart);
      }
      announceCartChange(view);
      return state;
    },
  };
}
