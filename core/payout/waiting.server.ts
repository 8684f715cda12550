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

interface GroupRow {
  edition: string;
  payment_method: string;
  trades: number;
  total_cents: number | string;
  in_run: number;
  since: Date | string;
}

/**
 * Per edition and method with at least one trade waiting (editions in their order, SEPA before PayPal); none: empty.
 * Summed in the database (decision 0136): at 1,000,000 trades with 100,000 waiting, reading each
 * trade with its last event took seconds. The groups come from the kept counts
 * (`trade_state_counts`), the few trades a run cannot pay now taken off; each group's oldest is
 * found by walking the
 * `payout_pending` events from the group's oldest trade's creation (`trade_events_state_at`) to
 * the first one that is its trade's last and whose trade still waits.
 */
export async function payoutsWaiting(db: Db, now: Date): Promise<PayoutsWaiting[]> {
  const correctedSince = new Date(now.getTime() - PAYOUT_CHANGE_HOLD_HOURS * 3_600_000);
  const held = [...(await payoutHolds(db, now)).keys()];
  const list = await rows<GroupRow>(
    db,
    sql`with excluded as (
          -- a run cannot pay these now: under the payout hold, a returned transfer without a corrected account, corrected recently
          select i.trade_id as id from payout_run_items i
          where (i.state = 'returned' and i.corrected_at is null) or i.corrected_at > ${correctedSince.toISOString()}::timestamptz
          union select unnest(${`{${held.join(",")}}`}::int[])
        ), waiting as not materialized (
          select t.id, t.edition, t.payment_method, t.total_cents, t.created_at from trades t
          where t.state = 'payout_pending' and t.total_cents > 0 and t.payment_method in ('sepa', 'paypal')
        ), groups as (
          -- the kept counts (trade_state_counts, no scan of the trades); each group's oldest creation from trades_payout_pending
          select c.edition, c.payment_method, sum(c.priced_trades)::int as trades, sum(c.total_cents)::bigint as total_cents,
            (select min(t.created_at) from trades t where t.state = 'payout_pending' and t.edition = c.edition
              and t.payment_method = c.payment_method and t.total_cents > 0) as first_created
          from trade_state_counts c
          where c.state = 'payout_pending' and c.payment_method in ('sepa', 'paypal')
          group by c.edition, c.payment_method having sum(c.priced_trades) > 0
        ), off as (
          select w.edition, w.payment_method, count(*)::int as trades, sum(w.total_cents)::bigint as total_cents
          from waiting w join excluded x on x.id = w.id group by w.edition, w.payment_method
        ), runs as (
          select w.edition, w.payment_method, count(distinct w.id)::int as in_run
          from payout_run_items i join waiting w on w.id = i.trade_id
          where i.state in ('included', 'sent') and not exists (select 1 from excluded x where x.id = w.id)
          group by w.edition, w.payment_method
        )
        select g.edition, g.payment_method, g.trades - coalesce(f.trades, 0) as trades, g.total_cents - coalesce(f.total_cents, 0) as total_cents,
          coalesce(r.in_run, 0) as in_run, coalesce(o.at, g.first_created) as since
        from groups g
          left join off f on f.edition = g.edition and f.payment_method = g.payment_method
          left join runs r on r.edition = g.edition and r.payment_method = g.payment_method
          left join lateral (
          select e.at from trade_events e join trades t on t.id = e.trade_id
          where e.state = 'payout_pending' and e.at >= g.first_created
            and t.state = 'payout_pending' and t.edition = g.edition and t.payment_method = g.payment_method and t.total_cents > 0
            and not exists (select 1 from excluded x where x.id = t.id)
            and not exists (select 1 from trade_events l where l.trade_id = e.trade_id and l.state = 'payout_pending' and l.at > e.at)
          order by e.at limit 1
        ) o on true
        where g.trades > coalesce(f.trades, 0)`,
  );
  const groups = new Map(list.map((g) => [`${g.edition} ${g.payment_method}`, g]));
  const out: PayoutsWaiting[] = [];
  for (const edition of EDITIONS)
    for (const method of PAYOUT_METHODS) {
      const g = groups.get(`${edition} ${method}`);
      if (!g) continue;
      const since = new Date(g.since);
      const promiseWorkingDays = companyFacts(edition).payoutDays;
      const ageWorkingHours = Math.round(workingHoursBetween(since, now, edition) * 10) / 10;
      out.push({
        edition,
        method,
        trades: Number(g.trades),
        totalCents: Number(g.total_cents),
        inRun: Number(g.in_run),
        since: since.toISOString(),
        ageWorkingHours,
        promiseWorkingDays,
        overPromise: ageWorkingHours > promiseWorkingDays * 24,
      });
    }
  return out;
}
