/**
 * A trade's deadlines (decisions.md "Deadlines", decision 0024), as pure functions of the trade's
 * creation time and edition. Calendar days count in the edition's business time zone
 * (DEADLINE_TIME_ZONES): the day the trade is created is day 0.
 *
 * - Parcel reminder: 09:00 local time on day 7 (PARCEL_REMINDER_DAY), only while still `created`.
 * - Expiry: the end of day 30 (SHIPPING_DEADLINE_DAYS), i.e. midnight local time that starts
 *   day 31; a trade still `created` then becomes `expired`.
 */
import type { EditionId } from "../editions/index.ts";
import { SHIPPING_DEADLINE_DAYS } from "./constants.ts";

/** The time zone whose calendar days count for an edition's deadlines. */
export const DEADLINE_TIME_ZONES: Readonly<Record<EditionId, string>> = Object.freeze({
  de: "Europe/Berlin",
  at: "Europe/Vienna",
  es: "Europe/Madrid",
  fr: "Europe/Paris",
  it: "Europe/Rome",
  en: "Europe/London",
});

/** The day after creation on which the parcel reminder goes out. */
export const PARCEL_REMINDER_DAY = 7;
/** Local hour of day at which reminders go out (nobody gets a reminder at 00:00). */
export const REMINDER_HOUR = 9;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of `at` in `timeZone`. */
function wallClock(at: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const p of partsFormat(timeZone).formatToParts(at)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour!, minute: out.minute!, second: out.second! };
}

/** The calendar date of `at` in `timeZone`. */
export function localDate(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}

/** Offset of `timeZone` from UTC at instant `at`, in milliseconds (e.g. +3,600,000 for Berlin in winter). */
function offsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `hour`:00 on `date` (+ `addDays` calendar
 * days). Around a daylight-saving change the offset is taken at the resulting instant, so the
 * answer is right on both sides of the change.
 */
export function zonedTime(date: LocalDate, hour: number, timeZone: string, addDays = 0): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day + addDays, hour, 0, 0);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

export interface TradeDeadlines {
  /** When the parcel reminder is due. */
  parcelReminderAt: Date;
  /** When the trade expires if nothing has arrived (end of day 30). */
  expiresAt: Date;
}

/** The deadlines of a trade created at `createdAt` in `edition`. */
export function tradeDeadlines(createdAt: Date, edition: EditionId): TradeDeadlines {
  const zone = DEADLINE_TIME_ZONES[edition];
  const created = localDate(createdAt, zone);
  return {
    parcelReminderAt: zonedTime(created, REMINDER_HOUR, zone, PARCEL_REMINDER_DAY),
    expiresAt: zonedTime(created, 0, zone, SHIPPING_DEADLINE_DAYS + 1),
  };
}

/** True when a trade created at `createdAt` has passed its expiry at `now`. */
export function isPastExpiry(createdAt: Date, edition: EditionId, now: Date): boolean {
  return now.getTime() >= tradeDeadlines(createdAt, edition).expiresAt.getTime();
}
