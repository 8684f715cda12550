import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "../jobs/index.ts";
import { zonedTime } from "../editions/index.ts";
import { isPastExpiry, tradeDeadlines } from "./deadlines.ts";

describe("trade deadlines (decision 0024)", () => {
  it("remind at 09:00 Berlin time on day 7 and expire at the end of day 30 (winter, UTC+1)", () => {
    // 10 Jan 2027 14:00 in Berlin (13:00 UTC): day 7 = 17 Jan, day 30 = 9 Feb, ends 10 Feb 00:00 Berlin.
    const d = tradeDeadlines(new Date("2027-01-10T13:00:00Z"), "de");
    expect(d.parcelReminderAt.toISOString()).toBe("2027-01-17T08:00:00.000Z");
    expect(d.expiresAt.toISOString()).toBe("2027-02-09T23:00:00.000Z");
  });

  it("count calendar days in the edition's zone: 23:30 UTC on 31 Dec is already 1 Jan in Berlin", () => {
    const d = tradeDeadlines(new Date("2026-12-31T23:30:00Z"), "de");
    // created 1 Jan 2027 (Berlin) → day 30 = 31 Jan, ends 1 Feb 00:00 Berlin = 31 Jan 23:00 UTC.
    expect(d.expiresAt.toISOString()).toBe("2027-01-31T23:00:00.000Z");
    // The English edition counts London days: still 31 Dec there → ends 31 Jan 00:00 London.
    expect(tradeDeadlines(new Date("2026-12-31T23:30:00Z"), "en").expiresAt.toISOString()).toBe("2027-01-31T00:00:00.000Z");
  });

  it("hold across daylight saving changes (Berlin moves to UTC+2 on 28 Mar 2027)", () => {
    // Created 10 Mar 2027 (UTC+1); day 30 = 9 Apr (UTC+2), ends 10 Apr 00:00 Berlin = 9 Apr 22:00 UTC.
    const d = tradeDeadlines(new Date("2027-03-10T10:00:00Z"), "de");
    expect(d.expiresAt.toISOString()).toBe("2027-04-09T22:00:00.000Z");
    // Created 25 Mar; reminder on 1 Apr 09:00 summer time = 07:00 UTC.
    expect(tradeDeadlines(new Date("2027-03-25T10:00:00Z"), "de").parcelReminderAt.toISOString()).toBe("2027-04-01T07:00:00.000Z");
    // London in summer (BST, UTC+1).
    expect(zonedTime({ year: 2027, month: 7, day: 1 }, 0, "Europe/London").toISOString()).toBe("2027-06-30T23:00:00.000Z");
  });

  it("say a trade is past expiry from the first instant of day 31, with an injected clock", () => {
    const created = new Date("2027-01-10T13:00:00Z");
    expect(isPastExpiry(created, "de", new Date("2027-02-09T22:59:59.999Z"))).toBe(false);
    expect(isPastExpiry(created, "de", new Date("2027-02-09T23:00:00.000Z"))).toBe(true);
  });

  it("retry failed jobs with growing delays, at most an hour", () => {
    expect([1, 2, 3, 4, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});
