import { describe, expect, it } from "vitest";
import { nextProposal } from "./next-slot.ts";
import { payoutSchedule } from "./schedule.ts";

const BERLIN = "Europe/Berlin";

describe("nextProposal", () => {
  const schedule = payoutSchedule(["10:00", "15:00"], { en: [] });

  it("is today's next slot of any edition", () => {
    // Monday 30 November 2026, 09:00 in Berlin: 10:00 today
    expect(nextProposal(new Date("2026-11-30T08:00:00Z"), schedule, BERLIN)).toEqual({
      at: "2026-11-30T09:00:00.000Z",
      editions: ["de", "at", "es", "fr", "it"],
      day: "today",
    });
  });

  it("after the day's last slot, the next working day's first one: tomorrow, or later over a weekend", () => {
    expect(nextProposal(new Date("2026-11-30T14:30:00Z"), schedule, BERLIN)).toMatchObject({
      at: "2026-12-01T09:00:00.000Z",
      day: "tomorrow",
    });
    // Friday 4 December, 16:00 in Berlin: Monday 7 December
    expect(nextProposal(new Date("2026-12-04T15:00:00Z"), schedule, BERLIN)).toMatchObject({
      at: "2026-12-07T09:00:00.000Z",
      day: "later",
    });
  });

  it("an edition in another zone can come first (London's 10:00 is 11:00 in Berlin)", () => {
    const withLondon = payoutSchedule(["10:00"], { de: ["12:00"], at: ["12:00"], es: ["12:00"], fr: ["12:00"], it: ["12:00"] });
    expect(nextProposal(new Date("2026-11-30T08:00:00Z"), withLondon, BERLIN)).toMatchObject({
      at: "2026-11-30T10:00:00.000Z",
      editions: ["en"],
    });
  });

  it("is null when no edition has a slot", () => {
    const none = payoutSchedule([], Object.fromEntries(["de", "at", "en", "es", "fr", "it"].map((e) => [e, []])));
    expect(nextProposal(new Date("2026-11-30T08:00:00Z"), none, BERLIN)).toBeNull();
  });
});
