/**
 * The back office's dashboard figures (issue 14, decision 0043) as pure functions of plain rows:
 * the days of the window in the back office's time zone, counts per day filled in for days without
 * trades, rates, and medians (of a list, or of values with their counts as the database groups
 * them). The queries that feed them live in `queries.server.ts`.
 *
 * Days are the back office's days: calendar days in Europe/Berlin for every edition (one team,
 * one chart; a day of the London edition starts an hour later than its bar).
 */
import { EDITIONS, type EditionId, localDate, zonedTime } from "../editions/index.ts";
import { TRADE_STATES, type TradeState } from "../trade/index.ts";

/** The back office's calendar (the de team's): days of the chart, "today", the 30-day window. */
export const BACKOFFICE_TIME_ZONE = "Europe/Berlin";
/** Days in the chart and in the rates (today and the 29 before it). */
export const DASHBOARD_DAYS = 30;

/** "YYYY-MM-DD" of `at` in `timeZone`. */
export function dayKey(at: Date, timeZone = BACKOFFICE_TIME_ZONE): string {
  const d = localDate(at, timeZone);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export interface DashboardWindow {
  /** The first instant of the first day (midnight in the time zone, DST-aware). */
  from: Date;
  /** The first instant after the last day (midnight that starts tomorrow). */
  to: Date;
  /** Today: [todayFrom, to). */
  todayFrom: Date;
  /** The window's days, oldest first, "YYYY-MM-DD". */
  days: string[];
  /** The first instant of each of those days (midnight in the time zone, DST-aware). */
  starts: Date[];
}

/** The `days` calendar days up to and including today (at `now`) in `timeZone`. */
export function dashboardWindow(now: Date, days = DASHBOARD_DAYS, timeZone = BACKOFFICE_TIME_ZONE): DashboardWindow {
  const today = localDate(now, timeZone);
  const keys: string[] = [];
  for (let i = days - 1; i >= 0; i--) {
    // calendar arithmetic on the date alone (UTC noon never crosses a day), not on instants
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day - i, 12));
    keys.push(d.toISOString().slice(0, 10));
  }
  return {
    from: zonedTime(today, 0, timeZone, -(days - 1)),
    to: zonedTime(today, 0, timeZone, 1),
    todayFrom: zonedTime(today, 0, timeZone),
    days: keys,
    starts: keys.map((_, i) => zonedTime(today, 0, timeZone, i - (days - 1))),
  };
}

/** A count from the database: trades of `edition` that reached `state` on `day`. */
export interface DayStateRow {
  day: string;
  state: string;
  edition: string;
  trades: number;
}

export interface DayCounts {
  day: string;
  /** Trades that reached any state that day (a trade that moved twice counts in both states). */
  total: number;
  byState: Record<TradeState, number>;
  byEdition: Record<EditionId, number>;
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * One entry per day of `days` (zero where nothing happened), summed over the rows' editions and
 * states. Rows of days outside the window, unknown states or editions are left out.
 */
export function dayBuckets(rows: readonly DayStateRow[], days: readonly string[]): DayCounts[] {
  const out = new Map(days.map((day) => [day, { day, total: 0, byState: zeroes(TRADE_STATES), byEdition: zeroes(EDITIONS) } as DayCounts]));
  for (const r of rows) {
    const bucket = out.get(r.day);
    if (!bucket || !(r.state in bucket.byState) || !(r.edition in bucket.byEdition)) continue;
    bucket.byState[r.state as TradeState] += r.trades;
    bucket.byEdition[r.edition as EditionId] += r.trades;
    bucket.total += r.trades;
  }
  return [...out.values()];
}

/** part / whole, or null when there is no whole (no trade inspected: no rate, not 0 %). */
export function rate(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return part / whole;
}

/** A value and how often it occurs (the database's `group by`). */
export interface ValueCount {
  value: number;
  count: number;
}

/**
 * The median of values given with their counts: the middle value, or the mean of the two middle
 * values when the total count is even; null for no values.
 */
export function medianOfCounts(rows: readonly ValueCount[]): number | null {
  const sorted = rows.filter((r) => r.count > 0).sort((a, b) => a.value - b.value);
  const n = sorted.reduce((sum, r) => sum + r.count, 0);
  if (n === 0) return null;
  // the values at 0-based positions lo and hi of the sorted list (equal when n is odd)
  const lo = Math.floor((n - 1) / 2);
  const hi = Math.floor(n / 2);
  let seen = 0;
  let low: number | null = null;
  for (const r of sorted) {
    const last = seen + r.count - 1;
    if (low === null && lo <= last) low = r.value;
    if (hi <= last) return (low! + r.value) / 2;
    seen += r.count;
  }
  return low;
}

/** The median of a list of numbers; null for an empty list. */
export function median(values: readonly number[]): number | null {
  return medianOfCounts(values.map((value) => ({ value, count: 1 })));
}
