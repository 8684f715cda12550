/**
 * The payout hold after a payout-account change (decision 0031): a trade whose customer changed
 * the payout account in the last 24 hours is flagged for the payout run (issue 14 leaves such
 * trades out of a run, or asks a second person), and the back office's trade detail shows it.
 * Derived from `customers.payout_changed_at` at the time asked, so nothing has to be cleared when
 * the 24 hours are over. Guest trades (no customer) are never held.
 */
import { and, gt, inArray, isNotNull, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { customers, trades } from "../../db/schema/index.ts";

export const PAYOUT_CHANGE_HOLD_HOURS = 24;

export interface PayoutHold {
  /** When the payout account was changed (ISO). */
  changedAt: string;
  /** When the hold ends (ISO): changedAt + 24 hours. */
  until: string;
}

/** Pure: the hold of a change at `changedAt`, seen at `now`, or null when there is none (any more). */
export function payoutHoldAt(changedAt: Date | null, now: Date): PayoutHold | null {
  if (!changedAt) return null;
  const until = new Date(changedAt.getTime() + PAYOUT_CHANGE_HOLD_HOURS * 3600_000);
  return until > now ? { changedAt: changedAt.toISOString(), until: until.toISOString() } : null;
}

/**
 * The held trades among `tradeIds` (all trades when omitted), by trade id. The payout run asks
 * with its candidate trades and its clock's now.
 */
export async function payoutHolds(db: Db, now: Date, tradeIds?: readonly number[]): Promise<Map<number, PayoutHold>> {
  const found = new Map<number, PayoutHold>();
  if (tradeIds && !tradeIds.length) return found;
  const since = new Date(now.getTime() - PAYOUT_CHANGE_HOLD_HOURS * 3600_000);
  const list = await db
    .select({ tradeId: trades.id, changedAt: customers.payoutChangedAt })
    .from(trades)
    .innerJoin(customers, eq(customers.id, trades.customerId))
    .where(
      and(
        isNotNull(customers.payoutChangedAt),
        gt(customers.payoutChangedAt, since),
        ...(tradeIds ? [inArray(trades.id, [...tradeIds])] : []),
      ),
    );
  for (const r of list) {
    const hold = payoutHoldAt(r.changedAt, now);
    if (hold) found.set(r.tradeId, hold);
  }
  return found;
}
