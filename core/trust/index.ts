/**
 * Trust figures the shop shows (issue 31, decision 0102). Pure (browser-safe): the threshold rule
 * for the count of paid trades. Server only (index.server.ts): the count itself, cached.
 */
export { PAID_TRADES_SHOWN_FROM, paidTradesShown } from "./paid-count.ts";
