/**
 * The payout calendar (issue 32, decision 0110): the working days on which money moves for an
 * edition. A working day is Monday to Friday, not a TARGET2 closing day (the euro's settlement
 * system is shut: 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December), and not a
 * public holiday of the edition's operator staff (the national ones of its country; England and
 * Wales for en, with the substitute days). Days count in the edition's deadline zone
 * (DEADLINE_TIME_ZONES). "Paid within one working day of inspection" is
 * `workingHoursBetween(inspectedAt, paidAt, edition) <= 24`. Pure.
 */
import { DEADLINE_TIME_ZONES, localDate, zonedTime, type EditionId, type LocalDate } from "../editions/index.ts";

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher),
 * valid for every year from 1583.
 */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

/** The calendar date `days` after (or before, negative) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days, 12));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day, 12)).getUTCDay();
}

/** "2026-12-25". */
export function isoDate(date: LocalDate): string {
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(date.year, 4)}-${p(date.month)}-${p(date.day)}`;
}

const on = (year: number, month: number, day: number): LocalDate => ({ year, month, day });
const easterPlus = (year: number, days: number) => addDays(easterSunday(year), days);

/** The days TARGET2 (T2) is closed: no euro settlement, so no SEPA payout leaves. */
export function target2ClosingDays(year: number): LocalDate[] {
  return [on(year, 1, 1), easterPlus(year, -2), easterPlus(year, 1), on(year, 5, 1), on(year, 12, 25), on(year, 12, 26)];
}

/** The n-th (1-based) `wd` weekday of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, wd: number, n: number): LocalDate {
  if (n > 0) {
    const first = on(year, month, 1);
    return addDays(first, ((wd - weekday(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = addDays(on(year, month + 1, 1), -1);
  return addDays(last, -((weekday(last) - wd + 7) % 7));
}

/** A weekend day moved to the next free weekday (England and Wales' substitute days). */
function substitute(date: LocalDate, taken: Set<string>): LocalDate {
  let d = date;
  while (weekday(d) === 0 || weekday(d) === 6 || taken.has(isoDate(d))) d = addDays(d, 1);
  return d;
}

/** England and Wales bank holidays (Banking and Financial Dealings Act 1971, with the one-off proclamations since 2020). */
function englandAndWales(year: number): LocalDate[] {
  const taken = new Set<string>();
  const add = (d: LocalDate) => {
    taken.add(isoDate(d));
    return d;
  };
  const days: LocalDate[] = [];
  days.push(add(substitute(on(year, 1, 1), taken)));
  days.push(add(easterPlus(year, -2)), add(easterPlus(year, 1)));
  // early May: the first Monday, moved to VE Day's 75th anniversary in 2020
  days.push(add(year === 2020 ? on(2020, 5, 8) : nthWeekday(year, 5, 1, 1)));
  // spring: the last Monday of May, moved for the Platinum Jubilee in 2022 (with an extra day)
  if (year === 2022) days.push(add(on(2022, 6, 2)), add(on(2022, 6, 3)));
  else days.push(add(nthWeekday(year, 5, 1, -1)));
  if (year === 2022) days.push(add(on(2022, 9, 19))); // the state funeral of Queen Elizabeth II
  if (year === 2023) days.push(add(on(2023, 5, 8))); // the coronation of King Charles III
  days.push(add(nthWeekday(year, 8, 1, -1)));
  // Christmas first, then Boxing Day on the next free weekday
  days.push(add(substitute(on(year, 12, 25), taken)));
  days.push(add(substitute(on(year, 12, 26), taken)));
  return days;
}

/**
 * The national public holidays of the editions with a fixed list: fixed dates ("MM-DD") and days
 * counted from Easter Sunday (-2 Good Friday, 1 Easter Monday, 39 Ascension, 50 Whit Monday,
 * 60 Corpus Christi).
 */
const NATIONAL: Record<Exclude<EditionId, "en">, { fixed: string[]; easter: number[] }> = {
  // the nine nationwide holidays (every Land has them)
  de: { fixed: ["01-01", "05-01", "10-03", "12-25", "12-26"], easter: [-2, 1, 39, 50] },
  // Feiertagsruhegesetz 1957 (Good Friday is no longer one since 2019; TARGET2 closes anyway)
  at: { fixed: ["01-01", "01-06", "05-01", "08-15", "10-26", "11-01", "12-08", "12-25", "12-26"], easter: [1, 39, 50, 60] },
  // the fiestas nacionales every community keeps (Estatuto de los Trabajadores art. 37.2)
  es: { fixed: ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"], easter: [-2] },
  // the jours fériés of the Code du travail (art. L3133-1)
  fr: { fixed: ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"], easter: [1, 39, 50] },
  // the festività nazionali (4 October, San Francesco, is added from 2026: legge 151/2025)
  it: { fixed: ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"], easter: [1] },
};

/** The public holidays of each edition's operator staff (national ones only; regional holidays are not left out). */
export function publicHolidays(edition: EditionId, year: number): LocalDate[] {
  if (edition === "en") return englandAndWales(year);
  const { fixed, easter } = NATIONAL[edition];
  const days = [...fixed.map((md) => on(year, Number(md.slice(0, 2)), Number(md.slice(3)))), ...easter.map((n) => easterPlus(year, n))];
  if (edition === "it" && year >= 2026) days.push(on(year, 10, 4));
  return days;
}

const closedCache = new Map<string, ReadonlySet<string>>();
function closedDays(edition: EditionId, year: number): ReadonlySet<string> {
  const key = `${edition}:${year}`;
  let set = closedCache.get(key);
  if (!set) {
    set = new Set([...target2ClosingDays(year), ...publicHolidays(edition, year)].map(isoDate));
    closedCache.set(key, set);
  }
  return set;
}

/** Monday to Friday, not a TARGET2 closing day and not a public holiday of the edition. */
export function isWorkingDay(edition: EditionId, date: LocalDate): boolean {
  const wd = weekday(date);
  return wd !== 0 && wd !== 6 && !closedDays(edition, date.year).has(isoDate(date));
}

/** The first working day after `date` (never `date` itself). */
export function nextWorkingDay(edition: EditionId, date: LocalDate): LocalDate {
  let d = addDays(date, 1);
  while (!isWorkingDay(edition, d)) d = addDays(d, 1);
  return d;
}

/** The last working day before `date` (never `date` itself). */
export function previousWorkingDay(edition: EditionId, date: LocalDate): LocalDate {
  let d = addDays(date, -1);
  while (!isWorkingDay(edition, d)) d = addDays(d, -1);
  return d;
}

const HOUR_MS = 3_600_000;

/**
 * The hours between two instants that fall on working days of the edition (in its zone): a
 * Friday 16:00 to Monday 10:00 in Berlin is 8 + 10 = 18 hours. 0 when `to` is not after `from`.
 */
export function workingHoursBetween(from: Date, to: Date, edition: EditionId): number {
  if (to.getTime() <= from.getTime()) return 0;
  const zone = DEADLINE_TIME_ZONES[edition];
  const last = isoDate(localDate(to, zone));
  let ms = 0;
  for (let day = localDate(from, zone); ; day = addDays(day, 1)) {
    if (isWorkingDay(edition, day)) {
      const start = Math.max(zonedTime(day, 0, zone).getTime(), from.getTime());
      const end = Math.min(zonedTime(day, 0, zone, 1).getTime(), to.getTime());
      if (end > start) ms += end - start;
    }
    if (isoDate(day) >= last) break;
  }
  return ms / HOUR_MS;
}
