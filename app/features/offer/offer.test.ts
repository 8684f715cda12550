import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../core/editions/index.ts";
import {
  breakdownTotalCents,
  effectText,
  jsonForScript,
  offerAnalyticsItem,
  offerCartLine,
  percentFormat,
  signedMoney,
} from "./breakdown.ts";
import { answersFromForm, errorsByQuestion, offerNotice, valuesOf } from "./form-data.ts";
import { clampStep, isFirstStep, isLastStep, nextStep, previousStep, startStep } from "./stepper.ts";
import type { FormQuestion, PageOffer } from "./types.ts";
import { offerQuestions } from "./offer-questions.fixture.ts";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
const de = { money: (c: number) => formatMoney(c, "de"), percent: percentFormat("de-DE"), t };

const offer: PageOffer = {
  offerId: "abcdefghijklmnopqrstuv",
  deviceId: 7,
  edition: "de",
  price: 312.73,
  priceCents: 31273,
  campaign: null,
  total: 312.73,
  totalCents: 31273,
  currency: "EUR",
  validUntil: "2026-12-07T12:00:00.000Z",
  createdAt: "2026-11-23T12:00:00.000Z",
  answers: [
    { questionId: 1, answerId: 11, questionCode: "display", answerCode: "display_light_scratches" },
    { questionId: 2, answerId: 22, questionCode: "accessories", answerCode: "accessories_missing" },
  ],
  breakdown: {
    basePriceCents: 38000,
    lines: [
      {
        questionId: 1,
        questionCode: "display",
        question: "Display?",
        answerId: 11,
        answerCode: "display_light_scratches",
        answer: "Light scratches",
        effect: { kind: "multiplier", value: 0.85 },
        deltaCents: -5700,
      },
      {
        questionId: 2,
        questionCode: "accessories",
        question: "Complete?",
        answerId: 22,
        answerCode: "accessories_missing",
        answer: "No",
        effect: { kind: "deduction", cents: 1027 },
        deltaCents: -1027,
      },
    ],
  },
  noOffer: null,
  condition: "good",
  variant: "display:display_light_scratches|accessories:accessories_missing",
  device: {
    id: 7,
    name: "Apple iPhone 15 128 GB",
    slug: "apple-iphone-15-128gb",
    url: "/produkte/apple-iphone-15-128gb",
    image: "/img/i15.webp",
    category: "Smartphones",
    categoryId: "smartphones",
    manufacturer: "Apple",
  },
  used: false,
};

// Two questions: the error tests below count the unanswered ones.
const questions: FormQuestion[] = offerQuestions.slice(0, 2);

describe("breakdown lines", () => {
  it("writes a multiplier as a signed percentage with its amount", () => {
    expect(effectText({ kind: "multiplier", value: 0.85 }, -5700, de)).toBe(
      'offer.effect.percent{"percent":"\u221215\u00a0%","amount":"\u221257,00\u00a0€"}',
    );
  });
  it("writes a deduction as its amount, and no change as such", () => {
    expect(effectText({ kind: "deduction", cents: 1027 }, -1027, de)).toBe("\u221210,27\u00a0€");
    expect(effectText({ kind: "multiplier", value: 1 }, 0, de)).toBe("offer.effect.noChange");
    expect(effectText({ kind: "deduction", cents: 0 }, 0, de)).toBe("offer.effect.noChange");
    expect(effectText({ kind: "noOffer", reason: "lock" }, 0, de)).toBe("offer.effect.noOffer");
  });
  it("signs money and percentages per locale", () => {
    expect(signedMoney(de.money, -1)).toBe("\u22120,01\u00a0€");
    expect(percentFormat("en-GB")(-0.125)).toBe("\u221212.5%");
    expect(percentFormat("fr-FR")(-0.2)).toBe("\u221220\u00a0%");
  });
  it("adds up base and lines to the price", () => {
    expect(breakdownTotalCents(offer)).toBe(offer.priceCents);
  });
});

describe("cart line and analytics item of an offer", () => {
  it("carries the spec's cart fields with the server price", () => {
    expect(offerCartLine(offer)).toEqual({
      offerId: offer.offerId,
      deviceId: "7",
      deviceName: "Apple iPhone 15 128 GB",
      deviceUrl: "/produkte/apple-iphone-15-128gb",
      image: "/img/i15.webp",
      price: 312.73,
      quantity: 1,
      validUntil: offer.validUntil,
      answers: [
        { questionCode: "display", answerCode: "display_light_scratches" },
        { questionCode: "accessories", answerCode: "accessories_missing" },
      ],
    });
  });
  it("makes the analytics item with condition and variant", () => {
    expect(offerAnalyticsItem(offer)).toEqual({
      item_id: "7",
      item_brand: "Apple",
      item_name: "Apple iPhone 15 128 GB",
      item_category: "Smartphones",
      item_category2: "good",
      item_variant: "display:display_light_scratches|accessories:accessories_missing",
      price: 312.73,
      quantity: 1,
    });
  });
  it("embeds JSON that cannot close its script element", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>&" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>&" });
  });
});

describe("form data", () => {
  it("reads posted answers of the device's questions only, ignoring junk", () => {
    const form = new URLSearchParams({ q1: "11", q2: "abc", q9: "5" });
    expect(answersFromForm(form, questions)).toEqual([{ questionId: 1, answerId: 11 }]);
    expect(valuesOf([{ questionId: 1, answerId: 11 }])).toEqual({ "1": "11" });
  });
  it("maps field errors to questions; unnamed errors mark the unanswered ones", () => {
    expect(errorsByQuestion([{ field: "answers.accessories", message: "offer.error.missing" }], questions, {})).toEqual({
      "2": "offer.error.missing",
    });
    expect(errorsByQuestion([{ field: "answers.0.questionId", message: "offer.error.unknownQuestion" }], questions, { "1": "10" })).toEqual(
      { "2": "offer.error.missing" },
    );
  });
  it("tells why an offer is not shown", () => {
    const now = Date.parse("2026-11-30T00:00:00Z");
    expect(offerNotice(null, 7, now)).toBe("unknown");
    expect(offerNotice(offer, 8, now)).toBe("otherDevice");
    expect(offerNotice(offer, 7, Date.parse("2026-12-08T00:00:00Z"))).toBe("expired");
    expect(offerNotice(offer, 7, now)).toBeNull();
  });
});

describe("stepper", () => {
  it("moves within bounds", () => {
    const s = { index: 0, count: 3 };
    expect(isFirstStep(s)).toBe(true);
    expect(previousStep(s).index).toBe(0);
    expect(nextStep(nextStep(nextStep(s))).index).toBe(2);
    expect(isLastStep({ index: 2, count: 3 })).toBe(true);
    expect(clampStep(9, 3)).toBe(2);
    expect(clampStep(Number.NaN, 3)).toBe(0);
  });
  it("starts at the first invalid, else the first unanswered question", () => {
    expect(startStep([true, false, false], [false, false, true])).toBe(2);
    expect(startStep([true, false, true], [false, false, false])).toBe(1);
    expect(startStep([true, true], [false, false])).toBe(0);
  });
});
