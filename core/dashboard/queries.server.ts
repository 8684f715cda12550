/**
 * The dashboard's figures from the database (decision 0043), computed on every call (no cache):
 * five aggregated queries over `trade_events` (each state change with its time) and `trades`,
 * none of which loads trades into memory; what comes back is grouped rows (a day × state ×
 * edition count, an hour × count histogram), folded by the pure functions of `figures.ts`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import {
  BACKOFFICE_TIME_ZONE,
  DASHBOARD_DAYS,
  dashboardWindow,
  dayBuckets,
  dayKey,
  medianOfCounts,
  rate,
  type DayCounts,
  type DayStateRow,
  type ValueCount,
} from "./figures.ts";

export interface DashboardFigures {
  /** The edition asked for; null = every edition. */
  edition: EditionId | null;
  /** The calendar the days count in. */
  timeZone: string;
  /** Today in that calendar, "YYYY-MM-DD". */
  today: string;
  /** The window of the chart and the rates: [from, to) as ISO instants. */
  from: string;
  to: string;
  /** Per day, oldest first: trades that reached each state that day, by state and by edition. */
  days: DayCounts[];
  /** Trades whose parcel was marked received today, and their devices (the trades' lines). */
  receivedToday: { trades: number; devices: number };
  /** Trades inspected in the window, how many of them went to clarification, the share (null: none inspected). */
  clarification: { inspected: number; clarified: number; rate: number | null };
  /** Trades paid in the window and the median days from their parcel's arrival to the payment (to the hour; null: none). */
  receivedToPaid: { paid: number; medianDays: number | null };
  /** Trades in `payout_pending` now and the sum of their totals. */
  payoutsWaiting: { trades: number; totalCents: number };
}

export async function dashboardFigures(
  db: Db,
  opts: { edition?: EditionId | null; now: Date /** The operator's zone whose days count (default Europe/Berlin). */; timeZone?: string },
): Promise<DashboardFigures> {
  const edition = opts.edition ?? null;
  const timeZone = opts.timeZone ?? BACKOFFICE_TIME_ZONE;
  const w = dashboardWindow(opts.now, DASHBOARD_DAYS, timeZone);
  const inEdition = edition ? sql`and t.edition = ${edition}` : sql``;

  // the five queries at once: on PostgreSQL each takes a connection of the pool; PGlite runs them in turn
  const [perDay, [received], [clarified], hours, [waiting]] = await Promise.all([
    rows<DayStateRow>(
      db,
      // a trade enters each state at most once (the state machine has no cycles), so count(*) counts
      // trades; the day is truncated before it is formatted (to_char on every event is 3× slower)
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.state, d.edition, d.trades from (
            select date_trunc('day', e.at at time zone ${timeZone}) as day, e.state, t.edition, count(*)::int as trades
            from trade_events e join trades t on t.id = e.trade_id
            where e.at >= ${w.from} and e.at < ${w.to} ${inEdition}
            group by 1, 2, 3) d`,
    ),
    rows<{ trades: number; devices: number }>(
      db,
      sql`select count(*)::int as trades,
            coalesce(sum((select coalesce(sum(l.quantity), 0) from trade_lines l where l.trade_id = e.trade_id)), 0)::int as devices
          from trade_events e join trades t on t.id = e.trade_id
          where e.state = 'received' and e.at >= ${w.todayFrom} and e.at < ${w.to} ${inEdition}`,
    ),
    rows<{ inspected: number; clarified: number }>(
      db,
      sql`select count(*)::int as inspected,
            count(*) filter (where exists (select 1 from trade_events c where c.trade_id = e.trade_id and c.state = 'clarification'))::int as clarified
          from trade_events e join trades t on t.id = e.trade_id
          where e.state = 'inspected' and e.at >= ${w.from} and e.at < ${w.to} ${inEdition}`,
    ),
    rows<ValueCount>(
      db,
      sql`select round(extract(epoch from (e.at - r.at)) / 3600)::int as value, count(*)::int as count
          from trade_events e
            join trades t on t.id = e.trade_id
            join lateral (select min(x.at) as at from trade_events x where x.trade_id = e.trade_id and x.state = 'received') r on r.at is not null
          where e.state = 'paid' and e.at >= ${w.from} and e.at < ${w.to} ${inEdition}
          group by 1`,
    ),
    rows<{ trades: number; cents: string | number }>(
      db,
      sql`select count(*)::int as trades, coalesce(sum(t.total_cents), 0)::bigint as cents
          from trades t where t.state = 'payout_pending' ${inEdition}`,
    ),
  ]);

  const medianHours = medianOfCounts(hours);
  return {
    edition,
    timeZone,
    today: dayKey(opts.now, timeZone),
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    days: dayBuckets(perDay, w.days),
    receivedToday: { trades: received?.trades ?? 0, devices: received?.devices ?? 0 },
    clarification: {
      inspected: clarified?.inspected ?? 0,
      clarified: clarified?.clarified ?? 0,
      rate: rate(clarified?.clarified ?? 0, clarified?.inspected ?? 0),
    },
    receivedToPaid: {
      paid: hours.reduce((n, h) => n + h.count, 0),
      medianDays: medianHours === null ? null : Math.round((medianHours / 24) * 10) / 10,
    },
    payoutsWaiting: { trades: waiting?.trades ?? 0, totalCents: Number(waiting?.cents ?? 0) },
  };
}
