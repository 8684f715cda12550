/**
 * Working days for the dashboard's late parcels (issue 30, decision 0094): Monday to Friday in the
 * operator's time zone. Public holidays are not left out (a parcel belongs to no edition's staff
 * here, and the list errs towards showing a parcel a day early, never late). Money counts in the
 * payout calendar instead (core/payout/calendar.ts, decision 0110: TARGET2 closing days and each
 * edition's public holidays), which the overdue payouts and the payout schedule use.
 */
import { localDate, zonedTime } from "../editions/index.ts";

/** Saturday or Sunday, for a calendar date (UTC noon of it, so no zone shifts the weekday). */
function isWeekend(year: number, month: number, day: number): boolean {
  const weekday = new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The first instant (midnight in `timeZone`) of the `days`-th working day before today: whatever
 * happened before it has had `days` whole working days since (its own day not counted), e.g. for
 * 2 on a Thursday the Tuesday's midnight (Tuesday and Wednesday passed), on a Monday the previous
 * Thursday's.
 */
export function workingDaysCutoff(now: Date, days: number, timeZone: string): Date {
  const today = localDate(now, timeZone);
  let back = 0;
  for (let counted = 0; counted < days; ) {
    back++;
    if (!isWeekend(today.year, today.month, today.day - back)) counted++;
  }
  return zonedTime(today, 0, timeZone, -back);
}
