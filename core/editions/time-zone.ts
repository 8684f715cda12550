/**
 * Calendar days and wall-clock times in an edition's business time zone (DEADLINE_TIME_ZONES):
 * trade and clarification deadlines, campaign and voucher windows and the dashboard's days all
 * count in it. Pure (Intl only), so any module can use it without depending on the trade module.
 */
import type { EditionId } from "./config.ts";

/** The time zone whose calendar days count for an edition's deadlines. */
export const DEADLINE_TIME_ZONES: Readonly<Record<EditionId, string>> = Object.freeze({
  de: "Europe/Berlin",
  at: "Europe/Vienna",
  es: "Europe/Madrid",
  fr: "Europe/Paris",
  it: "Europe/Rome",
  en: "Europe/London",
});

/** True for a time zone Intl knows by its IANA name ("Europe/Berlin", "UTC"); settings are checked with it. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export interface LocalDate {
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
