import { describe, expect, it } from "vitest";
import { formatMoney } from "../editions/index.ts";
import { priceOffer } from "../offer/index.ts";
import { translator } from "../shared/index.server.ts";
import {
  PRICE_MESSAGE_KEYS,
  campaignBonusCents,
  campaignPriceParts,
  effectsAddUp,
  linesPriceParts,
  priceMessage,
  priceParts,
  priceText,
  type CampaignTerms,
} from "./index.ts";

const herbst: CampaignTerms & { name: string } = { name: "Herbstbonus", kind: "percent", percent: 10, fixedCents: null };
const de = { t: translator("de"), money: (c: number) => formatMoney(c, "de") };
const fr = { t: translator("fr"), money: (c: number) => formatMoney(c, "fr") };

describe("price parts (decision 0101)", () => {
  it("keeps the device price and the campaign bonus apart, and their total", () => {
    expect(campaignPriceParts(23000, herbst)).toEqual({
      priceCents: 23000,
      bonuses: [{ name: "Herbstbonus", cents: 2300 }],
      totalCents: 25300,
    });
    expect(campaignPriceParts(23000, null)).toEqual({ priceCents: 23000, bonuses: [], totalCents: 23000 });
    // a price of 0 (no offer) gets no bonus, so no named part
    expect(campaignPriceParts(0, herbst).bonuses).toEqual([]);
  });

  it("sums lines: prices, and bonuses per campaign name times the quantity", () => {
    const parts = linesPriceParts([
      { priceCents: 46000, quantity: 2, campaign: { name: "Herbstbonus", bonusCents: 2300 } },
      { priceCents: 10000, quantity: 1, campaign: null },
      { priceCents: 5000, quantity: 1, campaign: { name: "Herbstbonus", bonusCents: 500 } },
    ]);
    expect(parts).toEqual({ priceCents: 61000, bonuses: [{ name: "Herbstbonus", cents: 5100 }], totalCents: 66100 });
    expect(priceParts(100, [{ name: "A", cents: 0 }]).bonuses).toEqual([]);
  });

  it("writes an up-to figure with the bonus as its own named part, or without one when none applies", () => {
    expect(priceText(campaignPriceParts(23000, herbst), "upTo", de)).toBe("bis zu 230,00\u00a0€ + 23,00\u00a0€ Herbstbonus");
    expect(priceText(campaignPriceParts(23000, null), "upTo", de)).toBe("bis zu 230,00\u00a0€");
    expect(priceText(campaignPriceParts(23000, herbst), "heading", de)).toBe(
      "Bis zu 230,00\u00a0€ für ein einwandfreies Gerät, dazu 23,00\u00a0€ Herbstbonus",
    );
    expect(priceText(campaignPriceParts(22500, { ...herbst, name: "Bonus d’automne", percent: 8 }), "upTo", fr)).toBe(
      "jusqu’à 225,00\u00a0€ + 18,00\u00a0€ (Bonus d’automne)",
    );
  });

  it("writes a total's parts, and names several campaigns together", () => {
    expect(priceText(campaignPriceParts(23000, herbst), "parts", de)).toBe("230,00\u00a0€ Gerätepreis + 23,00\u00a0€ Herbstbonus");
    const two = priceParts(1000, [
      { name: "A", cents: 100 },
      { name: "B", cents: 50 },
    ]);
    expect(priceMessage(two, "parts", String)).toEqual({
      key: "price.parts.bonuses",
      vars: { price: "1000", total: "1150", bonus: "150", names: "A, B" },
    });
  });

  it("has every message of the rule in every language", () => {
    for (const locale of ["en", "de", "es", "fr", "it"] as const) {
      const t = translator(locale);
      for (const key of PRICE_MESSAGE_KEYS) expect(t(key, { price: "P", bonus: "B", name: "N", names: "N", total: "T" })).not.toBe(key);
    }
  });

  it("the answers' effects add up to the device price the running figure shows; the bonus follows that price", () => {
    const device = {
      basePrice: 230,
      questions: [
        {
          id: 1,
          code: "scratches",
          question: "Kratzer?",
          answers: [
            { id: 11, code: "none", text: "Keine", effect: { kind: "multiplier" as const, value: 1 } },
            { id: 12, code: "light", text: "Leichte Kratzer", effect: { kind: "multiplier" as const, value: 0.9 } },
          ],
        },
      ],
    };
    const before = campaignPriceParts(23000, herbst);
    const priced = priceOffer(device, [{ questionId: 1, answerId: 12 }]);
    const after = campaignPriceParts(priced.priceCents, herbst);
    const effects = priced.breakdown.lines.map((l) => l.deltaCents);
    expect(effects).toEqual([-2300]);
    // the effect is the device price's change ...
    expect(effectsAddUp(before.priceCents, effects, after.priceCents)).toBe(true);
    expect(after.priceCents - before.priceCents).toBe(-2300);
    // ... not the total's, which also loses bonus (the 25,30 €): that is why the bonus is its own part
    expect(after.totalCents - before.totalCents).toBe(-2530);
    expect(after.bonuses[0]!.cents).toBe(campaignBonusCents(herbst, after.priceCents));
    expect(effectsAddUp(before.totalCents, effects, after.totalCents)).toBe(false);
  });
});
