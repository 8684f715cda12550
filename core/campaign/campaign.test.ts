import { describe, expect, it } from "vitest";
import {
  campaignAppliesTo,
  campaignBonusCents,
  campaignFor,
  campaignLastDay,
  campaignWindow,
  formatCampaignEnd,
  isCampaignRunning,
  type Campaign,
} from "./rules.ts";

const base: Campaign = {
  id: 1,
  edition: "de",
  name: "Herbstbonus",
  categoryIds: [],
  manufacturerIds: [],
  kind: "percent",
  percent: 10,
  fixedCents: null,
  startsAt: "2026-11-01T00:00:00.000Z",
  endsAt: "2027-01-01T00:00:00.000Z",
};
const phone = { edition: "de" as const, categoryId: "smartphones", manufacturerId: "apple" };

describe("campaignBonusCents", () => {
  it("a percent of the price, truncated to whole cents", () => {
    expect(campaignBonusCents(base, 12345)).toBe(1234);
    expect(campaignBonusCents({ ...base, percent: 2.5 }, 999)).toBe(24); // 24.975 → 24
    expect(campaignBonusCents({ ...base, percent: 0.1 }, 333)).toBe(0);
    expect(campaignBonusCents({ ...base, percent: 29 }, 100)).toBe(29); // float would give 28.999…
  });
  it("a fixed amount as is", () => {
    expect(campaignBonusCents({ kind: "fixed", percent: null, fixedCents: 1500 }, 100)).toBe(1500);
  });
  it("nothing for a no-offer (price 0)", () => {
    expect(campaignBonusCents(base, 0)).toBe(0);
    expect(campaignBonusCents({ kind: "fixed", percent: null, fixedCents: 1500 }, 0)).toBe(0);
  });
});

describe("campaignAppliesTo", () => {
  it("empty lists cover every device of the edition, and only that edition", () => {
    expect(campaignAppliesTo(base, phone)).toBe(true);
    expect(campaignAppliesTo(base, { ...phone, edition: "at" })).toBe(false);
  });
  it("filters by category and by manufacturer", () => {
    const phones = { ...base, categoryIds: ["smartphones"] };
    expect(campaignAppliesTo(phones, phone)).toBe(true);
    expect(campaignAppliesTo(phones, { ...phone, categoryId: "tablets" })).toBe(false);
    const samsungPhones = { ...phones, manufacturerIds: ["samsung"] };
    expect(campaignAppliesTo(samsungPhones, phone)).toBe(false);
    expect(campaignAppliesTo(samsungPhones, { ...phone, manufacturerId: "samsung" })).toBe(true);
    expect(campaignAppliesTo(samsungPhones, { ...phone, manufacturerId: "samsung", categoryId: "tablets" })).toBe(false);
  });
});

describe("the window in the edition's time zone", () => {
  it("runs from midnight of the first day to midnight after the last, local time (Berlin UTC+1 in winter)", () => {
    const { startsAt, endsAt } = campaignWindow("de", "2026-11-01", "2026-12-31");
    expect(startsAt.toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(endsAt.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    const c = { ...base, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    expect(isCampaignRunning(c, new Date("2026-10-31T22:59:59.999Z"))).toBe(false);
    expect(isCampaignRunning(c, startsAt)).toBe(true);
    expect(isCampaignRunning(c, new Date("2026-12-31T22:59:59.999Z"))).toBe(true);
    expect(isCampaignRunning(c, endsAt)).toBe(false);
    expect(campaignLastDay(c, "de")).toBe("2026-12-31");
  });
  it("London's midnight is an hour later than Berlin's: the en edition's campaign still runs at 23:30 UTC", () => {
    const en = campaignWindow("en", "2026-11-01", "2026-12-31");
    expect(en.endsAt.toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(
      isCampaignRunning({ startsAt: en.startsAt.toISOString(), endsAt: en.endsAt.toISOString() }, new Date("2026-12-31T23:30:00Z")),
    ).toBe(true);
  });
  it("a summer start is in summer time (UTC+2)", () => {
    expect(campaignWindow("fr", "2026-07-01", "2026-07-31").startsAt.toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });
  it("refuses an end before the start", () => {
    expect(() => campaignWindow("de", "2026-12-31", "2026-11-01")).toThrow(RangeError);
  });
  it("the end date in the edition's locale", () => {
    const c = { endsAt: campaignWindow("de", "2026-11-01", "2026-12-31").endsAt.toISOString() };
    expect(formatCampaignEnd(c, "de", "de-DE")).toBe("31. Dezember 2026");
    expect(formatCampaignEnd({ endsAt: campaignWindow("fr", "2026-11-01", "2026-12-31").endsAt.toISOString() }, "fr", "fr-FR")).toBe(
      "31 décembre 2026",
    );
  });
});

describe("campaignFor", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("the running campaign that covers the device", () => {
    expect(campaignFor([base], phone, now, 10000)?.id).toBe(1);
    expect(campaignFor([base], phone, new Date("2027-01-01T00:00:00Z"), 10000)).toBeNull();
    expect(campaignFor([{ ...base, categoryIds: ["tablets"] }], phone, now, 10000)).toBeNull();
  });
  it("of several, the highest bonus for this price", () => {
    const fixed: Campaign = { ...base, id: 2, kind: "fixed", percent: null, fixedCents: 2000 };
    expect(campaignFor([base, fixed], phone, now, 10000)?.id).toBe(2); // 20 € > 10 €
    expect(campaignFor([base, fixed], phone, now, 50000)?.id).toBe(1); // 50 € > 20 €
  });
});

describe("re-pricing after inspection keeps the trade's campaign (core/inspection keptCampaign)", () => {
  it("a percent campaign: its percent of the new price; a fixed one: its amount; none without a bonus", async () => {
    const { keptCampaign } = await import("../inspection/index.ts");
    const terms = { id: 1, name: "Herbstbonus", kind: "percent" as const, percent: 10, fixedCents: null, endsAt: base.endsAt };
    expect(keptCampaign(terms, 5000, 39999)).toEqual({ campaign: terms, bonusCents: 3999 });
    expect(keptCampaign({ ...terms, kind: "fixed", percent: null, fixedCents: 1500 }, 1500, 20000)?.bonusCents).toBe(1500);
    expect(keptCampaign(terms, 0, 39999)).toBeNull();
    expect(keptCampaign(null, 0, 39999)).toBeNull();
    expect(keptCampaign(terms, 5000, 0)).toBeNull();
  });
});
