/**
 * Payouts later than the shop promises (issue 30, decision 0098). Customers read that we send the
 * payout within the edition's `payoutDays` working days (company fact) of a passed inspection or an
 * accepted new offer; the payout schedule proposes runs on every working day (decision 0110). This
 * counts, per edition, the trades in `payout_pending` that have waited longer than that (working
 * hours of the edition's payout calendar, core/payout/calendar.ts: weekends, TARGET2 closing days
 * and its public holidays do not count), so the payout page can say that a run is due. Trades
 * waiting for the customer's corrected account and store trades paid as vouchers are not ours to send.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companyFacts, EDITIONS, type EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { workingHoursBefore } from "./calendar.ts";

export interface OverduePayouts {
  edition: EditionId;
  /** The promise: working days from ready to the payout order. */
  payoutDays: number;
  trades: number;
}

/** The editions with trades waiting longer than their promised payout days (none: empty). */
export async function overduePayouts(db: Db, now: Date): Promise<OverduePayouts[]> {
  const out: OverduePayouts[] = [];
  for (const edition of EDITIONS) {
    const { payoutDays } = companyFacts(edition);
    const cutoff = workingHoursBefore(now, payoutDays * 24, edition);
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from trades t
        where t.edition = ${edition} and t.state = 'payout_pending' and t.payment_method <> 'voucher'
          and coalesce((select max(e.at) from trade_events e where e.trade_id = t.id and e.state = 'payout_pending'), t.created_at) < ${cutoff.toISOString()}
          and not exists (select 1 from payout_run_items i where i.trade_id = t.id and i.state = 'returned' and i.corrected_at is null)`,
    );
    const trades = Number(row?.n ?? 0);
    if (trades > 0) out.push({ edition, payoutDays, trades });
  }
  return out;
}
