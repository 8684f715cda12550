/**
 * What waits for its payout (issue 32, decision 0110), for the dashboard and the payout page: per
 * edition and method the `payout_pending` trades that a run could pay (not under the payout hold,
 * not waiting for a corrected account after a returned transfer, no store voucher), since when the
 * oldest one waits (it became `payout_pending`), its age in working hours of the edition
 * (core/payout/calendar) and whether that is beyond the promise (`payoutDays` working days, the
 * company fact the schedule keeps true). Trades already in a proposed or open run still wait for
 * their money: they count, and `inRun` says how many of them are in one.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { companyFacts, EDITIONS, type EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { PAYOUT_CHANGE_HOLD_HOURS, payoutHolds } from "../trade/index.server.ts";
import { workingHoursBetween } from "./calendar.ts";
import { PAYOUT_METHODS, type PayoutMethod } from "./rules.ts";

export interface PayoutsWaiting {
  edition: EditionId;
  method: PayoutMethod;
  /** Trades a run could pay now (in a run already or not). */
  trades: number;
  totalCents: number;
  /** Of those, the ones already in a proposed or open run. */
  inRun: number;
  /** When the oldest of them became `payout_pending` (ISO instant). */
  since: string;
  /** Its age in working hours of the edition (calendar.ts). */
  ageWorkingHours: number;
  /** The promise: working days from a passed inspection to the payout (company fact payoutDays). */
  promiseWorkingDays: number;
  /** The oldest one has waited longer than the promise. */
  overPromise: boolean;
}

interface Row {
  id: number;
  edition: string;
  payment_method: string;
  total_cents: number | string;
  since: Date | string;
  in_run: boolean;
  corrected_recently: boolean;
}

/** Per edition and method with at least one trade waiting (editions in their order, SEPA before PayPal); none: empty. */
export async function payoutsWaiting(db: Db, now: Date): Promise<PayoutsWaiting[]> {
  const correctedSince = new Date(now.getTime() - PAYOUT_CHANGE_HOLD_HOURS * 3_600_000);
  const list = await rows<Row>(
    db,
    sql`select t.id, t.edition, t.payment_method, t.total_cents,
        coalesce((select max(e.at) from trade_events e where e.trade_id = t.id and e.state = 'payout_pending'), t.created_at) as since,
        exists (select 1 from payout_run_items i where i.trade_id = t.id and i.state in ('included', 'sent')) as in_run,
        exists (select 1 from payout_run_items i where i.trade_id = t.id and i.corrected_at > ${correctedSince.toISOString()}) as corrected_recently
      from trades t
      where t.state = 'payout_pending' and t.total_cents > 0 and t.payment_method in ('sepa', 'paypal')
        and not exists (select 1 from payout_run_items i where i.trade_id = t.id and i.state = 'returned' and i.corrected_at is null)`,
  );
  const held = await payoutHolds(db, now);
  const groups = new Map<string, { trades: number; totalCents: number; inRun: number; since: Date }>();
  for (const r of list) {
    if (held.has(Number(r.id)) || r.corrected_recently) continue;
    const key = `${r.edition} ${r.payment_method}`;
    const since = new Date(r.since);
    const g = groups.get(key) ?? { trades: 0, totalCents: 0, inRun: 0, since };
    g.trades++;
    g.totalCents += Number(r.total_cents);
    if (r.in_run) g.inRun++;
    if (since < g.since) g.since = since;
    groups.set(key, g);
  }
  const out: PayoutsWaiting[] = [];
  for (const edition of EDITIONS)
    for (const method of PAYOUT_METHODS) {
      const g = groups.get(`${edition} ${method}`);
      if (!g) continue;
      const promiseWorkingDays = companyFacts(edition).payoutDays;
      const ageWorkingHours = Math.round(workingHoursBetween(g.since, now, edition) * 10) / 10;
      out.push({
        edition,
        method,
        trades: g.trades,
        totalCents: g.totalCents,
        inRun: g.inRun,
        since: g.since.toISOString(),
        ageWorkingHours,
        promiseWorkingDays,
        overPromise: ageWorkingHours > promiseWorkingDays * 24,
      });
    }
  return out;
}
