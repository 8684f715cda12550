import { describe, expect, it } from "vitest";
import { oldestWaiting, type WaitingGroup } from "./oldest-waiting.ts";

const group = (edition: WaitingGroup["edition"], since: string, ageWorkingHours: number, promiseWorkingDays = 1): WaitingGroup => ({
  edition,
  since,
  ageWorkingHours,
  promiseWorkingDays,
  overPromise: ageWorkingHours > promiseWorkingDays * 24,
});

describe("oldestWaiting", () => {
  it("is null when nothing waits, or nothing of the edition", () => {
    expect(oldestWaiting([])).toBeNull();
    expect(oldestWaiting([group("fr", "2026-11-27T09:00:00.000Z", 10)], "de")).toBeNull();
  });

  it("takes the oldest trade when the promises are the same", () => {
    const groups = [
      group("de", "2026-11-30T08:00:00.000Z", 2),
      group("fr", "2026-11-27T09:00:00.000Z", 30),
      group("it", "2026-11-30T07:00:00.000Z", 3),
    ];
    expect(oldestWaiting(groups)).toMatchObject({
      edition: "fr",
      since: "2026-11-27T09:00:00.000Z",
      ageWorkingHours: 30,
      overPromise: true,
    });
    expect(oldestWaiting(groups, "de")).toMatchObject({ edition: "de", ageWorkingHours: 2, overPromise: false });
  });

  it("never hides a late payout behind an older one that is still within its promise (a longer promise, or a holiday)", () => {
    const older = group("at", "2026-11-26T09:00:00.000Z", 40, 2); // within 48 h
    const late = group("de", "2026-11-27T09:00:00.000Z", 30, 1); // over 24 h
    expect(oldestWaiting([older, late])).toMatchObject({ edition: "de", overPromise: true });
  });
});
