/**
 * What the checkout page hands its island (decision 0132) in a JSON block: the lines it rendered
 * (so the island compares them with the stored cart, and keeps them in memory where the browser
 * has no storage), which of them came from `?offer=`, the shop's B2B mode, the offers the server
 * refused at the last submit, the number format and the few texts the island says itself.
 */
import type { CartLine } from "../../../core/cart/index.ts";

export const CHECKOUT_ISLAND_DATA_ID = "checkout-data";

/** The messages the island fills in (`{device}`, `{price}`): re-pricing notices and the waiting reason. */
export const CHECKOUT_ISLAND_TEXTS = [
  "checkout.cart.repriced",
  "checkout.cart.usedRepriced",
  "checkout.cart.usedRemoved",
  "checkout.cart.expiredRemoved",
  "checkout.cart.refusedRemoved",
  "checkout.cart.checkFailed",
  "checkout.cart.offerUnknown",
  "checkout.blocked.checking",
] as const;

export type CheckoutIslandText = (typeof CHECKOUT_ISLAND_TEXTS)[number];

export interface CheckoutIslandData {
  lines: CartLine[];
  /** The `?offer=` line's offer id (the island puts it into the stored cart and drops the parameter). */
  linked: string | null;
  /** Lines shown whose offer ran out or a trade used (not posted by the form): the island prices them again. */
  stale: string[];
  b2b: boolean;
  /** Offers the last submission was refused for (used or expired meanwhile): priced again by the island. */
  refused: string[];
  locale: string;
  currency: string;
  texts: Record<string, string>;
}
