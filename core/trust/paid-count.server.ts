/**
 * The count of trades in state `paid` over every edition (decision 0102), read at most once per
 * PAID_COUNT_TTL_MS per database and process. No change signal drops it: the figure only grows
 * (a returned transfer's correction aside), so a count a few minutes old is still true ("already
 * n paid"), and the page cache renders the home page again within its own MAX_AGE_MS anyway.
 */
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { trades } from "../../db/schema/index.ts";
import { ttlCache } from "../shared/index.ts";

export const PAID_COUNT_TTL_MS = 10 * 60_000;

/** One entry per database (a test run opens several; a server one). */
const cache = ttlCache<Db, number>(PAID_COUNT_TTL_MS, { maxEntries: 8 });

/** Trades in state `paid`, all editions (the index on state serves it). */
export async function countPaidTrades(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trades).where(eq(trades.state, "paid"));
  return Number(row?.n ?? 0);
}

/** countPaidTrades, kept for PAID_COUNT_TTL_MS (`nowMs` for tests). */
export function cachedPaidTradeCount(db: Db, nowMs = Date.now()): Promise<number> {
  return cache.get(db, () => countPaidTrades(db), nowMs);
}

/** Forgets every kept count (tests). */
export function forgetPaidTradeCount(): void {
  cache.clear();
}
