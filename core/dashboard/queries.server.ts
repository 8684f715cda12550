/**
 * The dashboard's figures from the database (decision 0043), computed on every call (no cache):
 * sums over the hourly rollups of `trade_events` (decision 0092: `trade_event_hours`,
 * `trade_paid_hours`, kept by triggers in the events' own transactions) and one query over
 * `trades`; what comes back is grouped rows (a day × state × edition count, an hour × count
 * histogram), folded by the pure functions of `figures.ts`.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { oldestWaiting, payoutsWaiting, type OldestWaiting } from "../payout/index.server.ts";
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
import { lateParcels, type LateParcels } from "./late-parcels.server.ts";

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
  /**
   * Trades in `payout_pending` now and the sum of their totals; `oldest`: of those a run could pay,
   * the oldest against its promise (the payout module's `payoutsWaiting`, decision 0110), null when none.
   */
  payoutsWaiting: { trades: number; totalCents: number; oldest: OldestWaiting | null };
  /** Parcels the carrier delivered to us more than the receipt's working days ago whose trade is still created (decision 0094). */
  lateParcels: LateParcels;
}

export async function dashboardFigures(
  db: Db,
  opts: { edition?: EditionId | null; now: Date /** The operator's zone whose days count (default Europe/Berlin). */; timeZone?: string },
): Promise<DashboardFigures> {
  const edition = opts.edition ?? null;
  const timeZone = opts.timeZone ?? BACKOFFICE_TIME_ZONE;
  const w = dashboardWindow(opts.now, DASHBOARD_DAYS, timeZone);
  const hourInEdition = edition ? sql`and h.edition = ${edition}` : sql``;

  // four small sums over the hourly rollups (trade_event_hours, trade_paid_hours: kept by triggers on
  // trade_events), and the trades waiting for their payout; on PostgreSQL each takes a connection of
  // the pool, PGlite runs them in turn
  const [perDay, [received], hours, [waiting], late, payable] = await Promise.all([
    rows<{ day_index: number; state: string; edition: string; trades: number; inspected_clarified: number }>(
      db,
      // the days start at midnight in the operator's zone: whole UTC hours for every zone with a
      // whole-hour offset, so each hour falls into one day; the day is found by the days' first
      // instants (width_bucket: 1 for the first day), not by converting every hour into the zone
      sql`select width_bucket(h.hour, ${`{${w.starts.map((d) => d.toISOString()).join(",")}}`}::timestamptz[]) as day_index, h.state, h.edition,
            sum(h.trades)::int as trades, sum(h.clarified)::int as inspected_clarified
          from trade_event_hours h
          where h.hour >= ${w.from} and h.hour < ${w.to} ${hourInEdition}
          group by 1, 2, 3`,
    ),
    rows<{ trades: number; devices: number }>(
      db,
      sql`select coalesce(sum(h.trades), 0)::int as trades, coalesce(sum(h.devices), 0)::int as devices
          from trade_event_hours h
          where h.state = 'received' and h.hour >= ${w.todayFrom} and h.hour < ${w.to} ${hourInEdition}`,
    ),
    rows<ValueCount>(
      db,
      sql`select h.hours_to_paid as value, sum(h.trades)::int as count
          from trade_paid_hours h
          where h.hour >= ${w.from} and h.hour < ${w.to} ${hourInEdition}
          group by 1`,
    ),
    // the kept counts (trade_state_counts, decision 0136): 100,000 waiting trades were summed at each call
    rows<{ trades: number; cents: string | number }>(
      db,
      sql`select coalesce(sum(c.trades), 0)::int as trades, coalesce(sum(c.total_cents), 0)::bigint as cents
          from trade_state_counts c where c.state = 'payout_pending' ${edition ? sql`and c.edition = ${edition}` : sql``}`,
    ),
    lateParcels(db, { edition, now: opts.now, timeZone }),
    // what the payouts page shows waiting (two statements: the waiting trades, their holds)
    payoutsWaiting(db, opts.now),
  ]);
  const dayRows: DayStateRow[] = perDay.map((r) => ({
    day: w.days[r.day_index - 1] ?? "",
    state: r.state,
    edition: r.edition,
    trades: r.trades,
  }));
  const inspected = perDay.filter((r) => r.state === "inspected");
  const clarified = {
    inspected: inspected.reduce((n, r) => n + r.trades, 0),
    clarified: inspected.reduce((n, r) => n + r.inspected_clarified, 0),
  };

  const medianHours = medianOfCounts(hours);
  return {
    edition,
    timeZone,
    today: dayKey(opts.now, timeZone),
    from: w.from.toISOString(),
    to: w.to.toISOString(),
    days: dayBuckets(dayRows, w.days),
    receivedToday: { trades: received?.trades ?? 0, devices: received?.devices ?? 0 },
    clarification: { ...clarified, rate: rate(clarified.clarified, clarified.inspected) },
    receivedToPaid: {
      paid: hours.reduce((n, h) => n + h.count, 0),
      medianDays: medianHours === null ? null : Math.round((medianHours / 24) * 10) / 10,
    },
    payoutsWaiting: { trades: waiting?.trades ?? 0, totalCents: Number(waiting?.cents ?? 0), oldest: oldestWaiting(payable, edition) },
    lateParcels: late,
  };
}
