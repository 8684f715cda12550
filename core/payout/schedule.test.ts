/**
 * The payout schedule's settings (decision 0110): parsing with clear errors, the per-edition
 * overrides, the slots of a day in the edition's zone (none on a weekend or holiday), and the
 * promise it can keep.
 */
import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions/index.ts";
import {
  DEFAULT_PAYOUT_SCHEDULE,
  parseRunTimes,
  parseRunTimesByEdition,
  payoutSchedule,
  promisedPayoutWorkingDays,
  slotsOn,
} from "./schedule.ts";

describe("parseRunTimes", () => {
  it("reads times separated by commas or spaces, sorted and each once", () => {
    expect(parseRunTimes("15:00,10:00")).toEqual(["10:00", "15:00"]);
    expect(parseRunTimes(" 09:30 14:00, 09:30 ")).toEqual(["09:30", "14:00"]);
    expect(parseRunTimes("00:00,23:59")).toEqual(["00:00", "23:59"]);
    expect(parseRunTimes("off")).toEqual([]);
  });

  it("names what is wrong", () => {
    expect(() => parseRunTimes("")).toThrow(/at least one time/);
    expect(() => parseRunTimes("10:00,25:00")).toThrow(/"25:00" is not a time of day/);
    expect(() => parseRunTimes("9:30")).toThrow(/"9:30" is not a time of day \(HH:MM/);
    expect(() => parseRunTimes("10:60")).toThrow(/"10:60"/);
    expect(() => parseRunTimes("noon")).toThrow(/"noon"/);
  });
});

describe("parseRunTimesByEdition", () => {
  it("reads edition=times pairs", () => {
    expect(parseRunTimesByEdition("de=09:30 14:00,fr=11:00")).toEqual({ de: ["09:30", "14:00"], fr: ["11:00"] });
    expect(parseRunTimesByEdition("")).toEqual({});
  });

  it("names what is wrong", () => {
    expect(() => parseRunTimesByEdition("xx=10:00")).toThrow(/"xx" is not an edition/);
    expect(() => parseRunTimesByEdition("de")).toThrow(/"de" needs edition=times/);
    expect(() => parseRunTimesByEdition("de=")).toThrow(/de: needs at least one time/);
    expect(() => parseRunTimesByEdition("de=10:00,de=11:00")).toThrow(/de is named twice/);
    expect(() => parseRunTimesByEdition("fr=11h")).toThrow(/fr: "11h" is not a time of day/);
  });
});

describe("payoutSchedule and slotsOn", () => {
  it("every edition has the common times unless it has its own", () => {
    const schedule = payoutSchedule(["10:00", "15:00"], { de: ["09:30"] });
    expect(schedule.de).toEqual(["09:30"]);
    for (const e of EDITIONS.filter((e) => e !== "de")) expect(schedule[e]).toEqual(["10:00", "15:00"]);
    expect(DEFAULT_PAYOUT_SCHEDULE.en).toEqual(["10:00", "15:00"]);
  });

  it("the slots of a working day are wall-clock times in the edition's zone", () => {
    const monday = { year: 2026, month: 11, day: 30 };
    expect(slotsOn("de", monday, DEFAULT_PAYOUT_SCHEDULE).map((s) => s.at.toISOString())).toEqual([
      "2026-11-30T09:00:00.000Z",
      "2026-11-30T14:00:00.000Z",
    ]);
    expect(slotsOn("en", monday, DEFAULT_PAYOUT_SCHEDULE).map((s) => s.at.toISOString())).toEqual([
      "2026-11-30T10:00:00.000Z",
      "2026-11-30T15:00:00.000Z",
    ]);
    // summer time, and a time with minutes
    const july = slotsOn("fr", { year: 2026, month: 7, day: 15 }, payoutSchedule(["11:45"]));
    expect(july).toEqual([{ at: new Date("2026-07-15T09:45:00.000Z"), time: "11:45" }]);
  });

  it("no slot on a Saturday, on 25 December, or on the edition's own holiday", () => {
    for (const e of EDITIONS) {
      expect(slotsOn(e, { year: 2026, month: 11, day: 28 }, DEFAULT_PAYOUT_SCHEDULE)).toEqual([]);
      expect(slotsOn(e, { year: 2026, month: 12, day: 25 }, DEFAULT_PAYOUT_SCHEDULE)).toEqual([]);
    }
    expect(slotsOn("fr", { year: 2026, month: 7, day: 14 }, DEFAULT_PAYOUT_SCHEDULE)).toEqual([]);
    expect(slotsOn("de", { year: 2026, month: 7, day: 14 }, DEFAULT_PAYOUT_SCHEDULE)).toHaveLength(2);
  });

  it("promises one working day when every edition has a slot on each working day", () => {
    expect(promisedPayoutWorkingDays(DEFAULT_PAYOUT_SCHEDULE)).toBe(1);
    expect(promisedPayoutWorkingDays(payoutSchedule(["23:00"]))).toBe(1);
    expect(promisedPayoutWorkingDays(payoutSchedule(["10:00"], { it: parseRunTimesByEdition("it=off").it! }))).toBeNull();
    expect(promisedPayoutWorkingDays(payoutSchedule(parseRunTimes("off")))).toBeNull();
    expect(slotsOn("de", { year: 2026, month: 11, day: 30 }, payoutSchedule([]))).toEqual([]);
  });
});
