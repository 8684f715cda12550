import { describe, expect, it } from "vitest";
import type { DeviceView, QuestionView } from "../catalog/index.ts";
import { answerIds as answers, question } from "../../tests/helpers/questions.ts";
import { keptCampaign, priceOfTheDay, repriceInspection } from "./reprice.ts";
import type { PageCampaign } from "../campaign/index.ts";

/** Decision 0126: the price on the day of inspection, when higher than the locked offer, is paid. */
const questions: QuestionView[] = [
  question(1, "display", "Display?", [
    [11, "display_ok", "Flawless", 1],
    [12, "display_scratched", "Scratched", 0.9],
    [13, "display_cracked", "Cracked", 0.5],
  ]),
  question(2, "housing", "Housing?", [
    [21, "housing_like_new", "Like new", 1],
    [22, "housing_wear", "Wear", 0.9],
  ]),
];
const on = (basePrice: number) => ({ id: 7, name: "Phone", basePrice, questions }) as unknown as DeviceView;

// offered at a base price of 400: flawless and worn = 360
const locked = { basePriceCents: 40000, priceCents: 36000, answers: answers(11, 22) };

describe("repriceInspection with a price change between offer and inspection", () => {
  it("as described and the price rose (400 → 420): paid today's price of the same answers, the rise on its own", () => {
    const r = repriceInspection(on(420), locked, answers(11, 22));
    // 420 × 0.9 = 378
    expect(r).toMatchObject({ outcome: "as_described", priceCents: 37800, priceRiseCents: 1800, differences: [] });
  });

  it("the price fell (400 → 350): the locked price is kept, no rise", () => {
    const r = repriceInspection(on(350), locked, answers(11, 22));
    expect(r).toMatchObject({ outcome: "as_described", priceCents: 36000, priceRiseCents: 0 });
  });

  it("unchanged: no rise", () => {
    expect(repriceInspection(on(400), locked, answers(11, 22))).toMatchObject({ priceCents: 36000, priceRiseCents: 0 });
  });

  it("a better device is paid the price of the day of the customer's answers, not of the better device", () => {
    // like new instead of worn: 420 (the better device) but the customer's answers are worth 378
    const r = repriceInspection(on(420), locked, answers(11, 21));
    expect(r).toMatchObject({ outcome: "as_described", priceCents: 37800, priceRiseCents: 1800 });
    expect(r.differences.map((d) => d.questionCode)).toEqual(["housing"]);
  });

  it("a worse device is priced on today's base when it rose: a new offer, no rise line", () => {
    // cracked: 420 × 0.5 × 0.9 = 189 (on the locked base it would be 180)
    const r = repriceInspection(on(420), locked, answers(13, 22));
    expect(r).toMatchObject({ outcome: "worse", priceCents: 18900, priceRiseCents: 0 });
    expect(r.priced.breakdown.basePriceCents).toBe(42000);
  });

  it("a worse device keeps the locked base when today's is lower", () => {
    const r = repriceInspection(on(300), locked, answers(13, 22));
    expect(r).toMatchObject({ outcome: "worse", priceCents: 18000 });
    expect(r.priced.breakdown.basePriceCents).toBe(40000);
  });

  it("a slightly worse device that today's price still values above the offer is as described, paid what it is worth today", () => {
    // scratched: 420 × 0.9 × 0.9 = 340.20 < 360 → worse; at 450: 364.50 ≥ 360 → as described at 364.50 (not 405 of the customer's answers)
    expect(repriceInspection(on(420), locked, answers(12, 22))).toMatchObject({ outcome: "worse", priceCents: 34020 });
    expect(repriceInspection(on(450), locked, answers(12, 22))).toMatchObject({
      outcome: "as_described",
      priceCents: 36450,
      priceRiseCents: 450,
    });
  });

  it("a business quote binds its price: no rise however the catalog moved (decision 0118)", () => {
    const quote = { ...locked, priceCents: 36720, quote: { adjustmentCents: 0, volumePercent: 2 } };
    expect(repriceInspection(on(500), quote, answers(11, 22))).toMatchObject({
      outcome: "as_described",
      priceCents: 36720,
      priceRiseCents: 0,
    });
  });

  it("no price of the day when today's catalog cannot price the customer's answers or has no price", () => {
    const changed = { ...on(420), questions: [...questions, question(3, "box", "Box?", [[31, "box_yes", "Yes", 1]])] } as DeviceView;
    expect(priceOfTheDay(changed, locked)).toBeNull();
    expect(priceOfTheDay(on(0), locked)).toBeNull();
    expect(priceOfTheDay(on(420), locked)).toBe(37800);
  });

  it("the campaign keeps its rules on the higher price: a percent campaign its percent, a fixed one its amount", () => {
    const percent = { id: 1, name: "Spring", kind: "percent", percent: 10, fixedCents: null, endsAt: null } as unknown as PageCampaign;
    const fixed = { id: 2, name: "Bonus", kind: "fixed", percent: null, fixedCents: 1500, endsAt: null } as unknown as PageCampaign;
    expect(keptCampaign(percent, 3600, 37800)?.bonusCents).toBe(3780);
    expect(keptCampaign(fixed, 1500, 37800)?.bonusCents).toBe(1500);
    expect(keptCampaign(null, 0, 37800)).toBeNull();
  });
});
