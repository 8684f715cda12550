/**
 * A model's price over the last days as a step series (issue 34, decision 0129), pure: the catalog's
 * price history (every base price import or edit, core/pricing-admin) read as "the price that held
 * at each day's end". The records are taken as complete: a price that no record changed held
 * through the whole window; a price the records say was new (no old price) starts on its day.
 */
import { DEADLINE_TIME_ZONES, localDate, type EditionId } from "../editions/index.ts";

/** How many calendar days the chart shows, today included. */
export const PRICE_HISTORY_DAYS = 90;

export interface PriceChange {
  /** The calendar day of the change in the edition's time zone (YYYY-MM-DD). */
  day: string;
  /** Null: the device had no price before. */
  oldCents: number | null;
  newCents: number;
}

export interface PricePoint {
  day: string;
  cents: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day of `at` in the edition's time zone, as YYYY-MM-DD. */
export function editionDay(at: Date, edition: EditionId): string {
  const d = localDate(at, DEADLINE_TIME_ZONES[edition]);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

/** The `count` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function windowDays(today: string, count = PRICE_HISTORY_DAYS): string[] {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i--) days.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  return days;
}

/**
 * The price at each day's end of `days` from the changes (oldest first, none after the last day)
 * and today's price (for a device whose price no record changed). Days before the first known
 * price are left out; null when no day has a price.
 */
export function stepSeries(changes: readonly PriceChange[], days: readonly string[], currentCents: number | null): PricePoint[] | null {
  if (days.length === 0) return null;
  const first = days[0]!;
  const before = changes.filter((c) => c.day < first);
  const within = changes.filter((c) => c.day >= first);
  // the price when the window opens: the last change before it, else what the first change in it replaced
  let cents: number | null =
    before.length > 0 ? before[before.length - 1]!.newCents : within.length > 0 ? within[0]!.oldCents : currentCents;
  const points: PricePoint[] = [];
  let next = 0;
  for (const day of days) {
    while (next < within.length && within[next]!.day <= day) cents = within[next++]!.newCents;
    if (cents !== null) points.push({ day, cents });
  }
  return points.length > 0 ? points : null;
}

/** The runs of one price: from, to (days) and the price, oldest first: the chart's text alternative. */
export function priceRuns(points: readonly PricePoint[]): { from: string; to: string; cents: number }[] {
  const runs: { from: string; to: string; cents: number }[] = [];
  for (const p of points) {
    const last = runs[runs.length - 1];
    if (last && last.cents === p.cents) last.to = p.day;
    else runs.push({ from: p.day, to: p.day, cents: p.cents });
  }
  return runs;
}

/** Lowest, highest and today's price of a series (its last point). */
export function seriesSummary(points: readonly PricePoint[]): { lowestCents: number; highestCents: number; todayCents: number } {
  const cents = points.map((p) => p.cents);
  return { lowestCents: Math.min(...cents), highestCents: Math.max(...cents), todayCents: cents[cents.length - 1]! };
}
