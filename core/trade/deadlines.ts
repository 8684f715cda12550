/**
 * A trade's deadlines (decisions.md "Deadlines", decision 0024), as pure functions of the trade's
 * creation time and edition. Calendar days count in the edition's business time zone
 * (DEADLINE_TIME_ZONES): the day the trade is created is day 0.
 *
 * - Parcel reminder: 09:00 local time on day 7 (PARCEL_REMINDER_DAY), only while still `created`.
 * - Expiry: the end of day 30 (SHIPPING_DEADLINE_DAYS), i.e. midnight local time that starts
 *   day 31; a trade still `created` then becomes `expired`.
 */
import { DEADLINE_TIME_ZONES, type EditionId, localDate, zonedTime } from "../editions/index.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";

/** The day after creation on which the parcel reminder goes out. */
export const PARCEL_REMINDER_DAY = 7;
/** Local hour of day at which reminders go out (nobody gets a reminder at 00:00). */
export const REMINDER_HOUR = 9;

export interface TradeDeadlines {
  /** When the parcel reminder is due. */
  parcelReminderAt: Date;
  /** When the trade expires if nothing has arrived (end of day 30). */
  expiresAt: Date;
}

/**
 * A reminder at REMINDER_HOUR on day `reminderDay` and the end of day `lastDay` (midnight that
 * starts the next day), counting `start`'s day as day 0 in the edition's business time zone.
 */
export function reminderAndEnd(start: Date, edition: EditionId, reminderDay: number, lastDay: number): { reminderAt: Date; endAt: Date } {
  const zone = DEADLINE_TIME_ZONES[edition];
  const day0 = localDate(start, zone);
  return { reminderAt: zonedTime(day0, REMINDER_HOUR, zone, reminderDay), endAt: zonedTime(day0, 0, zone, lastDay + 1) };
}

/** The deadlines of a trade created at `createdAt` in `edition`. */
export function tradeDeadlines(createdAt: Date, edition: EditionId): TradeDeadlines {
  const { reminderAt, endAt } = reminderAndEnd(createdAt, edition, PARCEL_REMINDER_DAY, SHIPPING_DEADLINE_DAYS);
  return { parcelReminderAt: reminderAt, expiresAt: endAt };
}

/** True when a trade created at `createdAt` has passed its expiry at `now`. */
export function isPastExpiry(createdAt: Date, edition: EditionId, now: Date): boolean {
  return now.getTime() >= tradeDeadlines(createdAt, edition).expiresAt.getTime();
}
