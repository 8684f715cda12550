/**
 * The browser cart (core/cart's state and reducers) kept in localStorage. The hook starts as
 * null on the server and at hydration, then reads the stored cart, so server and client render
 * the same first frame. Every change goes through a core/cart reducer and is written back.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { mirrorCartCookie, CART_STORAGE_KEY, createDefaultCartState, parseCartState, type CartState } from "../../../core/cart/index.ts";
import { announceCartChange } from "../../lib/cart-badge.ts";

export function readStoredCart(): CartState {
  try {
    return parseCartState(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return createDefaultCartState();
  }
}

export function writeStoredCart(state: CartState): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage full or blocked: the page still works from memory */
    return;
  }
  mirrorCartCookie(document, state.cart);
  announceCartChange();
}

export type CartUpdate = (reduce: (state: CartState) => CartState) => CartState;

/** [cart or null before it is read, update]; `update` applies a reducer, stores and returns the result. */
export function useStoredCart(): [CartState | null, CartUpdate] {
  const [cart, setCart] = useState<CartState | null>(null);
  const current = useRef<CartState | null>(null);

  useEffect(() => {
    current.current = readStoredCart();
    // a cart stored before the cookie mirror existed (or with cookies cleared) gets its cookie now
    mirrorCartCookie(document, current.current.cart);
    setCart(current.current);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY) return;
      current.current = readStoredCart();
      setCart(current.current);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const update = useCallback<CartUpdate>((reduce) => {
    const before = current.current ?? readStoredCart();
    const after = reduce(before);
    current.current = after;
    if (after !== before) writeStoredCart(after);
    setCart(after);
    return after;
  }, []);

  return [cart, update];
}
