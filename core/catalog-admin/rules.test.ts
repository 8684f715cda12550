/**
 * The catalog editor's input rules (decision 0039): slugs, effects (only what core/offer's pricing
 * reads), search terms and texts, and the extra search terms read back from a stored search text.
 */
import { describe, expect, it } from "vitest";
import { priceOffer } from "../offer/index.ts";
import type { AnswerView } from "../catalog/index.ts";
import {
  deviceCreateSchema,
  deviceUpdateSchema,
  effectSchema,
  extraTermsOf,
  hasFourDecimals,
  isSlug,
  questionCreateSchema,
  searchTextOf,
  seriesCreateSchema,
  type StoredEffect,
} from "./rules.ts";

const device = {
  name: "Apple iPhone 15 128 GB",
  model: "iPhone 15 128 GB",
  slug: "apple-iphone-15-128gb",
  seriesId: "apple-iphone-15",
  releaseYear: 2023,
  releaseMonth: 9,
};

describe("slugs", () => {
  it("takes lower-case ASCII words joined by single hyphens", () => {
    for (const s of ["a", "apple", "apple-iphone-15-128gb", "x1", "2024-model"]) expect(isSlug(s), s).toBe(true);
  });
  it("refuses upper case, spaces, accents, double, leading or trailing hyphens, slashes and over-long slugs", () => {
    for (const s of ["", "Apple", "apple iphone", "äpfel", "a--b", "-a", "a-", "a/b", "a_b", "a.b", "%2e", "x".repeat(121)])
      expect(isSlug(s), s).toBe(false);
  });
  it("is the rule of the device, series and manufacturer forms", () => {
    expect(deviceCreateSchema.safeParse(device).success).toBe(true);
    const bad = deviceCreateSchema.safeParse({ ...device, slug: "Apple iPhone" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe("backoffice.catalog.error.slug");
    expect(seriesCreateSchema.safeParse({ name: "S", slug: "s--s", categoryId: "smartphones", manufacturerId: "apple" }).success).toBe(
      false,
    );
  });
});

describe("effects", () => {
  const valid: StoredEffect[] = [
    { kind: "multiplier", value: 1 },
    { kind: "multiplier", value: 0.85 },
    { kind: "multiplier", value: 0.0001 },
    { kind: "deduction", cents: 1 },
    { kind: "deduction", cents: 2500 },
    { kind: "deduction", cents: 1_000_000 },
    { kind: "noOffer" },
  ];
  it("takes multipliers 0 < m ≤ 1 with four decimals, whole-cent deductions up to 10,000 EUR, and no offer", () => {
    for (const e of valid) expect(effectSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
  });
  it("refuses what pricing cannot read or should not get", () => {
    const bad = [
      { kind: "multiplier", value: 0 },
      { kind: "multiplier", value: -0.5 },
      { kind: "multiplier", value: 1.01 },
      { kind: "multiplier", value: 0.12345 },
      { kind: "multiplier", value: "0.5" },
      { kind: "multiplier" },
      { kind: "deduction", cents: 0 },
      { kind: "deduction", cents: -100 },
      { kind: "deduction", cents: 12.5 },
      { kind: "deduction", cents: 1_000_001 },
      { kind: "deduction", eur: 10 },
      { kind: "noOffer", reason: "x" },
      { kind: "bonus", cents: 100 },
      {},
    ];
    for (const e of bad) expect(effectSchema.safeParse(e).success, JSON.stringify(e)).toBe(false);
  });
  it("counts decimals exactly enough for numeric(6,4)", () => {
    expect(hasFourDecimals(0.1 + 0.2)).toBe(true); // binary noise, stored as 0.3000
    expect(hasFourDecimals(0.30001)).toBe(false);
    expect(hasFourDecimals(0.3)).toBe(true);
    expect(hasFourDecimals(0.9999)).toBe(true);
    expect(hasFourDecimals(0.99995)).toBe(false);
  });
  it("every valid effect prices with core/offer's priceOffer as the editor means it", () => {
    for (const effect of valid) {
      const stored: AnswerView["effect"] = effect.kind === "noOffer" ? { ...effect, reason: "Locked" } : effect;
      const priced = priceOffer(
        { basePrice: 500, questions: [{ id: 1, code: "q", question: "Q", answers: [{ id: 11, code: "a", text: "A", effect: stored }] }] },
        [{ questionId: 1, answerId: 11 }],
      );
      const expected =
        effect.kind === "multiplier"
          ? Math.floor(50_000 * effect.value)
          : effect.kind === "deduction"
            ? Math.max(0, 50_000 - effect.cents)
            : 0;
      expect(priced.priceCents, JSON.stringify(effect)).toBe(expected);
      expect(priced.noOffer !== null).toBe(effect.kind === "noOffer");
    }
  });
});

describe("devices, questions, search terms", () => {
  it("checks release dates, editions of texts and unknown fields", () => {
    expect(deviceCreateSchema.safeParse({ ...device, releaseMonth: 0 }).success).toBe(false);
    expect(deviceCreateSchema.safeParse({ ...device, releaseYear: 1969 }).success).toBe(false);
    expect(deviceUpdateSchema.safeParse({ texts: { de: { name: "Apple iPhone 15 128 GB" }, at: { name: null } } }).success).toBe(true);
    expect(deviceUpdateSchema.safeParse({ texts: { xx: { name: "A" } } }).success).toBe(false);
    expect(deviceUpdateSchema.safeParse({ hidden: true }).success).toBe(false);
    expect(deviceUpdateSchema.safeParse({ name: "a\u0000b" }).success).toBe(false);
  });
  it("lower-cases search terms and refuses punctuation and too many", () => {
    expect(deviceUpdateSchema.parse({ searchTerms: ["A3090", "iPhone15"] }).searchTerms).toEqual(["a3090", "iphone15"]);
    for (const t of ["", "two words", "<b>", "-x", "x".repeat(41)])
      expect(deviceUpdateSchema.safeParse({ searchTerms: [t] }).success, t).toBe(false);
    expect(deviceUpdateSchema.safeParse({ searchTerms: Array.from({ length: 41 }, (_, i) => `t${i}`) }).success).toBe(false);
  });
  it("a question belongs to a category or a device, and has two answers or more", () => {
    const answers = [
      { code: "good", effect: { kind: "multiplier", value: 1 } },
      { code: "bad", effect: { kind: "deduction", cents: 100 } },
    ];
    expect(questionCreateSchema.safeParse({ categoryId: "smartphones", code: "screen", answers }).success).toBe(true);
    expect(questionCreateSchema.safeParse({ deviceId: 4, code: "screen", answers }).success).toBe(true);
    expect(questionCreateSchema.safeParse({ code: "screen", answers }).success).toBe(false);
    expect(questionCreateSchema.safeParse({ categoryId: "smartphones", deviceId: 4, code: "screen", answers }).success).toBe(false);
    expect(questionCreateSchema.safeParse({ categoryId: "smartphones", code: "screen", answers: answers.slice(0, 1) }).success).toBe(false);
    expect(questionCreateSchema.safeParse({ categoryId: "smartphones", code: "Screen!", answers }).success).toBe(false);
  });
  it("reads the extra terms back from a stored search text", () => {
    const parts = {
      model: "iPhone 15 128 GB",
      name: "Apple iPhone 15 128 GB",
      names: ["Apple iPhone 15 Kirschblüte 128 GB"],
      series: "iPhone 15",
      manufacturer: "Apple",
    };
    const text = searchTextOf({ ...parts, terms: ["a3090", "iphone15"] });
    expect(text).toBe("iphone 15 128 gb apple kirschblüte a3090 iphone15");
    expect(extraTermsOf(text, parts)).toEqual(["a3090", "iphone15"]);
  });
});
