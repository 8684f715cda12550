import { describe, expect, it } from "vitest";
import { isOfferedWindow, pickupRequestSchema, pickupWindows } from "./index.ts";

describe("pickupWindows", () => {
  it("starts on the next working day, two windows a day", () => {
    // Wednesday 2 December 2026, 10:00 Berlin
    const w = pickupWindows("de", new Date("2026-12-02T09:00:00Z"), 2);
    expect(w).toEqual([
      { day: "2026-12-03", windowFrom: "09:00", windowTo: "13:00" },
      { day: "2026-12-03", windowFrom: "13:00", windowTo: "17:00" },
      { day: "2026-12-04", windowFrom: "09:00", windowTo: "13:00" },
      { day: "2026-12-04", windowFrom: "13:00", windowTo: "17:00" },
    ]);
  });

  it("skips weekends and the edition's public holidays", () => {
    // Wednesday 23 December 2026: 24th is a working day, 25/26 holidays, 27 Sunday
    const days = [...new Set(pickupWindows("de", new Date("2026-12-23T12:00:00Z"), 3).map((w) => w.day))];
    expect(days).toEqual(["2026-12-24", "2026-12-28", "2026-12-29"]);
    // Friday evening: Monday next
    expect(pickupWindows("de", new Date("2026-12-04T20:00:00Z"), 1)[0]!.day).toBe("2026-12-07");
    // England's late August bank holiday (31 August 2026) is a working day in Germany
    expect(pickupWindows("en", new Date("2026-08-28T10:00:00Z"), 1)[0]!.day).toBe("2026-09-01");
    expect(pickupWindows("de", new Date("2026-08-28T10:00:00Z"), 1)[0]!.day).toBe("2026-08-31");
  });

  it("counts the day in the edition's zone", () => {
    // 23:30 UTC on Monday is already Tuesday in Berlin: the first day is Wednesday
    expect(pickupWindows("de", new Date("2026-12-07T23:30:00Z"), 1)[0]!.day).toBe("2026-12-09");
    expect(pickupWindows("en", new Date("2026-12-07T23:30:00Z"), 1)[0]!.day).toBe("2026-12-08");
  });

  it("offers ten working days by default and refuses other windows", () => {
    const now = new Date("2026-12-02T09:00:00Z");
    expect(pickupWindows("de", now)).toHaveLength(20);
    expect(isOfferedWindow("de", now, { day: "2026-12-03", windowFrom: "09:00", windowTo: "13:00" })).toBe(true);
    expect(isOfferedWindow("de", now, { day: "2026-12-02", windowFrom: "09:00", windowTo: "13:00" })).toBe(false);
    expect(isOfferedWindow("de", now, { day: "2026-12-03", windowFrom: "08:00", windowTo: "13:00" })).toBe(false);
  });
});

describe("pickupRequestSchema", () => {
  it("checks day, window, contact and phone", () => {
    const ok = { day: "2026-12-03", windowFrom: "09:00", windowTo: "13:00", contactName: "Ada", phone: "+49 30 1234567" };
    expect(pickupRequestSchema.safeParse(ok).success).toBe(true);
    expect(pickupRequestSchema.safeParse({ ...ok, day: "3.12.2026" }).success).toBe(false);
    expect(pickupRequestSchema.safeParse({ ...ok, windowFrom: "25:00" }).success).toBe(false);
    expect(pickupRequestSchema.safeParse({ ...ok, phone: "call me" }).success).toBe(false);
    expect(pickupRequestSchema.safeParse({ ...ok, contactName: " " }).success).toBe(false);
  });
});
