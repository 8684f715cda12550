/** The campaign editor's rules (decision 0028): the input schema and what a begun or ended campaign refuses. */
import { describe, expect, it } from "vitest";
import { campaignChangeRefusal, campaignInputSchema, campaignPhase } from "./admin.ts";

const base = { edition: "de", name: "Neujahrsbonus", kind: "percent", percent: 5, firstDay: "2027-01-01", lastDay: "2027-01-15" };
const issues = (input: unknown) => {
  const r = campaignInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("campaign input", () => {
  it("takes a percent or a fixed amount, ids from a list or a form's comma text", () => {
    expect(campaignInputSchema.parse(base)).toMatchObject({ percent: 5, categoryIds: [], manufacturerIds: [] });
    expect(
      campaignInputSchema.parse({
        ...base,
        kind: "fixed",
        percent: undefined,
        amount: "19,99",
        categoryIds: "smartphones, tablets",
        manufacturerIds: "apple",
      }),
    ).toMatchObject({
      amount: 19.99,
      categoryIds: ["smartphones", "tablets"],
      manufacturerIds: ["apple"],
    });
  });

  it("refuses a percent outside (0, 100] or with three decimals, and an amount above the maximum", () => {
    for (const percent of [0, -1, 100.01, 2.345, undefined])
      expect(issues({ ...base, percent })).toEqual(["percent: backoffice.campaigns.error.percent"]);
    expect(issues({ ...base, percent: 100 })).toEqual([]);
    for (const amount of [0, 500.01, "abc", 1.005])
      expect(issues({ ...base, kind: "fixed", amount })).toEqual(["amount: backoffice.campaigns.error.amount"]);
  });

  it("refuses a last day before the first, an impossible date, a blank name, an unknown edition, odd ids", () => {
    expect(issues({ ...base, lastDay: "2026-12-31" })).toEqual(["lastDay: backoffice.campaigns.error.order"]);
    expect(issues({ ...base, firstDay: "2027-02-30" })).toContain("firstDay: backoffice.campaigns.error.firstDay");
    expect(issues({ ...base, name: "  " })).toEqual(["name: backoffice.campaigns.error.name"]);
    expect(issues({ ...base, edition: "xx" })).toEqual(["edition: backoffice.campaigns.error.edition"]);
    expect(issues({ ...base, categoryIds: ["Smart Phones"] })).toEqual(["categoryIds.0: backoffice.campaigns.error.scopeId"]);
    expect(issues({ ...base, manufacturerIds: Array.from({ length: 51 }, (_, i) => `m${i}`) })).toEqual([
      "manufacturerIds: validation.tooMany",
    ]);
  });
});

describe("campaign phase and changes", () => {
  const running = { edition: "de", firstDay: "2027-01-01", startsAt: "2026-12-31T23:00:00.000Z", endsAt: "2027-01-15T23:00:00.000Z" };
  const now = new Date("2027-01-05T12:00:00Z");

  it("is planned before its start, running until its end, ended from the end on (also when ended early)", () => {
    expect(campaignPhase(running, new Date("2026-12-31T22:59:59Z"))).toBe("planned");
    expect(campaignPhase(running, new Date("2026-12-31T23:00:00Z"))).toBe("running");
    expect(campaignPhase(running, new Date("2027-01-15T23:00:00Z"))).toBe("ended");
    expect(campaignPhase({ ...running, endsAt: "2027-01-01T10:00:00.000Z" }, now)).toBe("ended");
  });

  it("a running campaign keeps its edition and first day; its last day may move, not into the past", () => {
    expect(campaignChangeRefusal(running, { edition: "de", firstDay: "2027-01-01", lastDay: "2027-01-31" }, "2027-01-05", now)).toBeNull();
    expect(campaignChangeRefusal(running, { edition: "at", firstDay: "2027-01-01", lastDay: "2027-01-31" }, "2027-01-05", now)?.field).toBe(
      "edition",
    );
    expect(campaignChangeRefusal(running, { edition: "de", firstDay: "2027-01-02", lastDay: "2027-01-31" }, "2027-01-05", now)?.field).toBe(
      "firstDay",
    );
    expect(campaignChangeRefusal(running, { edition: "de", firstDay: "2027-01-01", lastDay: "2027-01-04" }, "2027-01-05", now)).toEqual({
      field: "lastDay",
      message: "backoffice.campaigns.error.past",
    });
  });

  it("an ended campaign is not changed; a new one does not start in the past", () => {
    expect(
      campaignChangeRefusal(
        running,
        { edition: "de", firstDay: "2027-01-01", lastDay: "2027-01-31" },
        "2027-02-01",
        new Date("2027-02-01T12:00:00Z"),
      )?.message,
    ).toBe("backoffice.campaigns.error.ended");
    expect(campaignChangeRefusal(null, { edition: "de", firstDay: "2027-01-04", lastDay: "2027-01-31" }, "2027-01-05", now)?.field).toBe(
      "firstDay",
    );
    expect(campaignChangeRefusal(null, { edition: "de", firstDay: "2027-01-05", lastDay: "2027-01-05" }, "2027-01-05", now)).toBeNull();
  });
});
