import { describe, it, expect } from "vitest";
import { allDevices, allSeries, categories, categoryQuestions, editionPriceFactor, manufacturers, popularDeviceSlugs } from "./index.ts";
import type { CategoryKey, Lang, Texts } from "./types.ts";

const LANGS: Lang[] = ["en", "de", "es", "fr", "it"];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORY_KEYS: CategoryKey[] = ["smartphones", "tablets", "laptops", "cameras", "lenses", "consoles", "monitors"];

const seriesByKey = new Map(allSeries.map((s) => [s.key, s]));
const manufacturerKeys = new Set(manufacturers.map((m) => m.key));
const categoryKeys = new Set(categories.map((c) => c.key));

function expectTexts(texts: Texts, where: string): void {
  for (const lang of LANGS) {
    expect(typeof texts[lang], `${where} [${lang}]`).toBe("string");
    expect(texts[lang].trim().length, `${where} [${lang}] is empty`).toBeGreaterThan(0);
  }
  if (texts["de-AT"] !== undefined) expect(texts["de-AT"].trim().length, `${where} [de-AT]`).toBeGreaterThan(0);
}

/** Every Texts object reachable from the catalog, with a label for failure messages. */
function allTexts(): Array<[Texts, string]> {
  const out: Array<[Texts, string]> = [];
  for (const c of categories) {
    out.push([c.name, `category ${c.key} name`], [c.content, `category ${c.key} content`]);
    out.push([c.metaDescription, `category ${c.key} metaDescription`], [c.metaKeywords, `category ${c.key} metaKeywords`]);
  }
  for (const m of manufacturers) {
    out.push([m.content, `manufacturer ${m.key} content`], [m.metaDescription, `manufacturer ${m.key} metaDescription`]);
    out.push([m.metaKeywords, `manufacturer ${m.key} metaKeywords`]);
  }
  for (const s of allSeries) {
    out.push([s.content, `series ${s.key} content`], [s.metaDescription, `series ${s.key} metaDescription`]);
    out.push([s.metaKeywords, `series ${s.key} metaKeywords`]);
  }
  for (const [cat, questions] of Object.entries(categoryQuestions)) {
    for (const q of questions) {
      out.push([q.question, `${cat}/${q.code} question`], [q.description, `${cat}/${q.code} description`]);
      for (const a of q.answers) {
        out.push([a.text, `${cat}/${q.code}/${a.code} text`], [a.help, `${cat}/${q.code}/${a.code} help`]);
        if (a.effect.kind === "noOffer") out.push([a.effect.reason, `${cat}/${q.code}/${a.code} reason`]);
      }
    }
  }
  return out;
}

describe("seed catalog", () => {
  it("has at least 400 devices", () => {
    expect(allDevices.length).toBeGreaterThanOrEqual(400);
  });

  it("has all seven categories, each with devices and questions", () => {
    expect([...categoryKeys].sort()).toEqual([...CATEGORY_KEYS].sort());
    for (const key of CATEGORY_KEYS) {
      const devices = allDevices.filter((d) => seriesByKey.get(d.series)?.category === key);
      expect(devices.length, `devices in ${key}`).toBeGreaterThan(0);
      expect(categoryQuestions[key].length, `questions in ${key}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("has unique, url-safe device slugs", () => {
    const slugs = allDevices.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug, slug).toMatch(SLUG);
  });

  it("has unique series keys and url-safe slugs for series and manufacturers", () => {
    expect(seriesByKey.size).toBe(allSeries.length);
    for (const s of allSeries) expect(s.slug, s.key).toMatch(SLUG);
    expect(manufacturerKeys.size).toBe(manufacturers.length);
    for (const m of manufacturers) expect(m.slug, m.key).toMatch(SLUG);
  });

  it("links every device to an existing series and every series to an existing manufacturer and category", () => {
    for (const d of allDevices) expect(seriesByKey.has(d.series), `${d.slug} → ${d.series}`).toBe(true);
    for (const s of allSeries) {
      expect(manufacturerKeys.has(s.manufacturer), `${s.key} → ${s.manufacturer}`).toBe(true);
      expect(categoryKeys.has(s.category), `${s.key} → ${s.category}`).toBe(true);
    }
  });

  it("has plausible release dates, prices and names", () => {
    for (const d of allDevices) {
      expect(Number.isInteger(d.releaseMonth) && d.releaseMonth >= 1 && d.releaseMonth <= 12, `${d.slug} month`).toBe(true);
      expect(Number.isInteger(d.releaseYear) && d.releaseYear >= 1990 && d.releaseYear <= 2026, `${d.slug} year`).toBe(true);
      expect(Number.isInteger(d.basePriceEur) && d.basePriceEur > 0, `${d.slug} price`).toBe(true);
      expect(d.name.trim().length, d.slug).toBeGreaterThan(0);
      expect(d.model.trim().length, d.slug).toBeGreaterThan(0);
    }
  });

  it("has every text in all five languages", () => {
    for (const [texts, where] of allTexts()) expectTexts(texts, where);
  });

  it("keeps category and manufacturer meta descriptions within 155 characters", () => {
    for (const c of categories)
      for (const lang of LANGS) expect(c.metaDescription[lang].length, `${c.key} ${lang}`).toBeLessThanOrEqual(155);
    for (const m of manufacturers)
      for (const lang of LANGS) expect(m.metaDescription[lang].length, `${m.key} ${lang}`).toBeLessThanOrEqual(155);
  });

  it("gives every question exactly one best answer (multiplier 1) and sane effects", () => {
    for (const [cat, questions] of Object.entries(categoryQuestions)) {
      expect(questions.length, cat).toBeLessThanOrEqual(7);
      expect(new Set(questions.map((q) => q.code)).size, `${cat} question codes`).toBe(questions.length);
      for (const q of questions) {
        expect(q.code).toMatch(/^[a-z0-9_]+$/);
        expect(q.answers.length, `${cat}/${q.code}`).toBeGreaterThanOrEqual(2);
        expect(q.answers.length, `${cat}/${q.code}`).toBeLessThanOrEqual(5);
        expect(new Set(q.answers.map((a) => a.code)).size, `${cat}/${q.code} answer codes`).toBe(q.answers.length);
        const best = q.answers.filter((a) => a.effect.kind === "multiplier" && a.effect.value === 1);
        expect(best.length, `${cat}/${q.code} best answers`).toBe(1);
        for (const a of q.answers) {
          expect(a.code).toMatch(/^[a-z0-9_]+$/);
          if (a.effect.kind === "multiplier") {
            expect(a.effect.value, `${cat}/${q.code}/${a.code}`).toBeGreaterThanOrEqual(0.2);
            expect(a.effect.value, `${cat}/${q.code}/${a.code}`).toBeLessThanOrEqual(1);
          } else if (a.effect.kind === "deduction") {
            expect(Number.isInteger(a.effect.eur) && a.effect.eur > 0, `${cat}/${q.code}/${a.code}`).toBe(true);
          }
        }
      }
    }
  });

  it("has category slugs that are url-safe and unique per language", () => {
    for (const lang of LANGS) {
      const slugs = categories.map((c) => c.slug[lang]);
      expect(new Set(slugs).size, lang).toBe(slugs.length);
      for (const s of slugs) expect(s).toMatch(SLUG);
    }
  });

  it("lists popular devices that exist", () => {
    const slugs = new Set(allDevices.map((d) => d.slug));
    expect(popularDeviceSlugs.length).toBeGreaterThanOrEqual(8);
    expect(popularDeviceSlugs.length).toBeLessThanOrEqual(12);
    for (const slug of popularDeviceSlugs) expect(slugs.has(slug), slug).toBe(true);
  });

  it("lists top manufacturers that exist and have series in the category", () => {
    for (const c of categories) {
      expect(c.topManufacturers.length, c.key).toBeGreaterThanOrEqual(1);
      for (const m of c.topManufacturers) {
        expect(manufacturerKeys.has(m), `${c.key} → ${m}`).toBe(true);
        expect(
          allSeries.some((s) => s.category === c.key && s.manufacturer === m),
          `${c.key} → ${m} series`,
        ).toBe(true);
      }
    }
  });

  it("has a price factor for every edition", () => {
    expect(editionPriceFactor).toEqual({ de: 1, at: 1, en: 1, fr: 0.98, es: 0.95, it: 0.96 });
  });
});
