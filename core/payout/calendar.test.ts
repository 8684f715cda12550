/**
 * The payout calendar (decision 0110): Easter by the anonymous Gregorian algorithm against known
 * dates, each edition's public holidays of 2026 and 2027 (national lists; England and Wales with
 * substitute days), TARGET2 closing days, and working hours across a weekend, a holiday and a
 * daylight-saving change.
 */
import { describe, expect, it } from "vitest";
import { EDITIONS, type EditionId } from "../editions/index.ts";
import {
  easterSunday,
  isoDate,
  isWorkingDay,
  nextWorkingDay,
  previousWorkingDay,
  publicHolidays,
  target2ClosingDays,
  workingHoursBetween,
} from "./calendar.ts";

const d = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: day! };
};
const holidays = (edition: EditionId, year: number) => publicHolidays(edition, year).map(isoDate).sort();

describe("easterSunday", () => {
  it.each([
    [1818, "1818-03-22"],
    [2000, "2000-04-23"],
    [2011, "2011-04-24"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i: %s", (year, iso) => {
    expect(isoDate(easterSunday(year))).toBe(iso);
  });
});

describe("publicHolidays", () => {
  const expected: Record<EditionId, Record<2026 | 2027, string[]>> = {
    de: {
      2026: ["01-01", "04-03", "04-06", "05-01", "05-14", "05-25", "10-03", "12-25", "12-26"],
      2027: ["01-01", "03-26", "03-29", "05-01", "05-06", "05-17", "10-03", "12-25", "12-26"],
    },
    at: {
      2026: ["01-01", "01-06", "04-06", "05-01", "05-14", "05-25", "06-04", "08-15", "10-26", "11-01", "12-08", "12-25", "12-26"],
      2027: ["01-01", "01-06", "03-29", "05-01", "05-06", "05-17", "05-27", "08-15", "10-26", "11-01", "12-08", "12-25", "12-26"],
    },
    es: {
      2026: ["01-01", "01-06", "04-03", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"],
      2027: ["01-01", "01-06", "03-26", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"],
    },
    fr: {
      2026: ["01-01", "04-06", "05-01", "05-08", "05-14", "05-25", "07-14", "08-15", "11-01", "11-11", "12-25"],
      2027: ["01-01", "03-29", "05-01", "05-06", "05-08", "05-17", "07-14", "08-15", "11-01", "11-11", "12-25"],
    },
    it: {
      2026: ["01-01", "01-06", "04-06", "04-25", "05-01", "06-02", "08-15", "10-04", "11-01", "12-08", "12-25", "12-26"],
      2027: ["01-01", "01-06", "03-29", "04-25", "05-01", "06-02", "08-15", "10-04", "11-01", "12-08", "12-25", "12-26"],
    },
    // gov.uk/bank-holidays: 2026 Boxing Day (Saturday) on Monday 28th; 2027 Christmas (Saturday) on the 27th, Boxing Day on the 28th
    en: {
      2026: ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"],
      2027: ["01-01", "03-26", "03-29", "05-03", "05-31", "08-30", "12-27", "12-28"],
    },
  };
  for (const edition of EDITIONS)
    for (const year of [2026, 2027] as const)
      it(`${edition} ${year}`, () => {
        expect(holidays(edition, year)).toEqual(expected[edition][year].map((md) => `${year}-${md}`));
      });

  it("England and Wales: New Year's Day and Christmas on a weekend move to the next weekdays; the one-off days", () => {
    expect(holidays("en", 2022)).toEqual([
      "2022-01-03",
      "2022-04-15",
      "2022-04-18",
      "2022-05-02",
      "2022-06-02",
      "2022-06-03",
      "2022-08-29",
      "2022-09-19",
      "2022-12-26",
      "2022-12-27",
    ]);
    expect(holidays("en", 2023)).toContain("2023-01-02");
    expect(holidays("en", 2023)).toContain("2023-05-08");
    expect(holidays("en", 2020)).toContain("2020-05-08");
    expect(holidays("en", 2021)).toEqual(expect.arrayContaining(["2021-12-27", "2021-12-28"]));
  });

  it("Italy's 4 October is a holiday from 2026 only", () => {
    expect(holidays("it", 2025)).not.toContain("2025-10-04");
  });
});

describe("isWorkingDay", () => {
  it("TARGET2 closing days are no working day for any edition, even where staff work (Good Friday in Austria)", () => {
    expect(target2ClosingDays(2026).map(isoDate)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-12-25",
      "2026-12-26",
    ]);
    for (const edition of EDITIONS) for (const day of target2ClosingDays(2027)) expect(isWorkingDay(edition, day)).toBe(false);
    expect(isWorkingDay("at", d("2026-04-03"))).toBe(false);
  });

  it("weekends never, ordinary weekdays always, each edition's own holidays only there", () => {
    for (const edition of EDITIONS) {
      expect(isWorkingDay(edition, d("2026-11-28"))).toBe(false); // Saturday
      expect(isWorkingDay(edition, d("2026-11-29"))).toBe(false); // Sunday
      expect(isWorkingDay(edition, d("2026-11-30"))).toBe(true); // Monday
    }
    expect(isWorkingDay("de", d("2026-10-05"))).toBe(true);
    expect(isWorkingDay("at", d("2026-10-26"))).toBe(false);
    expect(isWorkingDay("de", d("2026-10-26"))).toBe(true);
    expect(isWorkingDay("fr", d("2026-07-14"))).toBe(false);
    expect(isWorkingDay("en", d("2026-07-14"))).toBe(true);
    expect(isWorkingDay("en", d("2026-12-28"))).toBe(false);
    expect(isWorkingDay("de", d("2026-12-28"))).toBe(true);
  });

  it("nextWorkingDay and previousWorkingDay skip weekends and holidays", () => {
    expect(isoDate(nextWorkingDay("de", d("2026-12-24")))).toBe("2026-12-28");
    expect(isoDate(nextWorkingDay("en", d("2026-12-24")))).toBe("2026-12-29");
    expect(isoDate(nextWorkingDay("de", d("2026-11-27")))).toBe("2026-11-30");
    expect(isoDate(nextWorkingDay("de", d("2026-04-02")))).toBe("2026-04-07");
    expect(isoDate(previousWorkingDay("de", d("2026-04-07")))).toBe("2026-04-02");
  });
});

describe("workingHoursBetween", () => {
  it("counts only the hours on working days in the edition's zone", () => {
    // Friday 16:00 to Monday 10:00 in Berlin: 8 + 10 hours
    expect(workingHoursBetween(new Date("2026-11-27T15:00:00Z"), new Date("2026-11-30T09:00:00Z"), "de")).toBe(18);
    // within one day
    expect(workingHoursBetween(new Date("2026-11-30T09:00:00Z"), new Date("2026-11-30T13:30:00Z"), "de")).toBe(4.5);
    // backwards or equal: none
    expect(workingHoursBetween(new Date("2026-11-30T13:00:00Z"), new Date("2026-11-30T09:00:00Z"), "de")).toBe(0);
  });

  it("a holiday does not count, and it differs by edition", () => {
    // Thursday 24 December noon to Monday 28 December noon in Berlin: 12 + 12 (25th, 26th, Sunday out)
    expect(workingHoursBetween(new Date("2026-12-24T11:00:00Z"), new Date("2026-12-28T11:00:00Z"), "de")).toBe(24);
    // London: the 28th is Boxing Day's substitute, so to Tuesday noon it is 12 + 12
    expect(workingHoursBetween(new Date("2026-12-24T12:00:00Z"), new Date("2026-12-29T12:00:00Z"), "en")).toBe(24);
    // an inspection on Friday 2 October in Rome and a payout on Monday 5 October noon
    expect(workingHoursBetween(new Date("2026-10-02T10:00:00Z"), new Date("2026-10-05T10:00:00Z"), "it")).toBe(24);
  });

  it("a working day is 24 hours even around a daylight-saving change (on the Sunday)", () => {
    // Friday 27 March noon to Monday 30 March noon, Berlin: the clocks went forward on the Sunday
    expect(workingHoursBetween(new Date("2026-03-27T11:00:00Z"), new Date("2026-03-30T10:00:00Z"), "de")).toBe(24);
  });
});
