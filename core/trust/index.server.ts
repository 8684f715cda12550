/** The trust module's server-only door (decision 0075): index.ts plus the count of paid trades. */
export * from "./index.ts";
export { cachedPaidTradeCount, countPaidTrades, forgetPaidTradeCount, PAID_COUNT_TTL_MS } from "./paid-count.server.ts";
