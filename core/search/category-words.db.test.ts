/**
 * Category words and whole words (decision 0105), on PGlite and PostgreSQL with the seed catalog:
 * the words people use for a phone find the phones in all six editions ("Samsung Handy": Samsung's
 * phones); "airpods" finds nothing rather than the Air devices, which "air" still finds; no
 * category word is a word of a device outside its category.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { CATEGORY_WORDS } from "./category-words.ts";
import { normalizeSearchText, tokens } from "./query.ts";
import { clearShortPrefixCache, searchDevices, searchDevicesText } from "./index.server.ts";

/** What people type for a phone, per edition. */
const PHONE_WORDS: Record<EditionId, string[]> = {
  de: ["Handy", "Smartphone", "Mobiltelefon", "Handys"],
  at: ["Handy", "Telefon"],
  en: ["mobile phone", "cell phone", "smartphone", "phone"],
  es: ["móvil", "teléfono", "celular", "movil"],
  fr: ["portable", "téléphone", "téléphone portable", "mobile"],
  it: ["cellulare", "telefonino", "telefono", "smartphone"],
};

/** Other categories' words, with the category they name. */
const OTHER_WORDS: [EditionId, string, string][] = [
  ["de", "Tablet", "tablets"],
  ["fr", "tablette", "tablets"],
  ["de", "Notebook", "laptops"],
  ["fr", "ordinateur portable", "laptops"],
  ["es", "portátil", "laptops"],
  ["de", "Kamera", "cameras"],
  ["fr", "appareil photo", "cameras"],
  ["fr", "objectif", "lenses"],
  ["de", "Objektiv", "lenses"],
  ["de", "Konsole", "consoles"],
  ["it", "console", "consoles"],
  ["de", "Bildschirm", "monitors"],
  ["fr", "écran", "monitors"],
  ["en", "monitor", "monitors"],
  ["it", "schermo", "monitors"],
];

describeEachDatabase("category words and whole words", (ctx) => {
  const db = () => ctx().database.db;
  const typeahead = async (edition: EditionId, text: string, limit = 8) => {
    clearShortPrefixCache();
    return searchDevicesText(db(), edition, text, limit);
  };
  const results = (edition: EditionId, text: string) => searchDevices(db(), edition, { text, sort: "relevance", limit: 500 });

  it("finds the phones for the words people use in every edition, on the results page and in the suggestions", async () => {
    const [phoneCount] = await rows<{ phones: number }>(
      db(),
      sql`select count(*)::int as phones from devices where category_id = 'smartphones' and not hidden`,
    );
    for (const [edition, words] of Object.entries(PHONE_WORDS) as [EditionId, string[]][]) {
      for (const text of words) {
        const page = await results(edition, text);
        expect(page.total, `${edition}: ${text}`).toBe(Math.min(Number(phoneCount?.phones), 500));
        expect(new Set(page.hits.map((h) => h.categoryId)), `${edition}: ${text}`).toEqual(new Set(["smartphones"]));
        const suggested = await typeahead(edition, text);
        expect(suggested.hits.length, `${edition}: ${text}`).toBe(8);
        expect(
          suggested.hits.every((h) => h.categoryId === "smartphones"),
          `${edition}: ${text}`,
        ).toBe(true);
      }
    }
  });

  it("finds Samsung's phones for a brand and a category word", async () => {
    const [samsung] = await rows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from devices where category_id = 'smartphones' and manufacturer_id = 'samsung' and not hidden`,
    );
    expect(Number(samsung?.count)).toBeGreaterThan(5);
    for (const [edition, text] of [
      ["de", "Samsung Handy"],
      ["at", "handy samsung"],
      ["en", "samsung mobile phone"],
      ["es", "móvil samsung"],
      ["fr", "téléphone Samsung"],
      ["it", "cellulare samsung"],
    ] as [EditionId, string][]) {
      const page = await results(edition, text);
      expect(page.total, `${edition}: ${text}`).toBe(Number(samsung?.count));
      expect(
        page.hits.every((h) => h.categoryId === "smartphones" && h.manufacturerId === "samsung"),
        text,
      ).toBe(true);
      const suggested = await typeahead(edition, text);
      expect(suggested.hits.length).toBe(8);
      expect(
        suggested.hits.every((h) => h.manufacturerId === "samsung" && h.categoryId === "smartphones"),
        text,
      ).toBe(true);
    }
  });

  it("finds the other categories by their words", async () => {
    for (const [edition, text, category] of OTHER_WORDS) {
      const page = await results(edition, text);
      expect(page.total, `${edition}: ${text}`).toBeGreaterThan(0);
      expect(new Set(page.hits.map((h) => h.categoryId)), `${edition}: ${text}`).toEqual(new Set([category]));
    }
  });

  it("says nothing matches 'airpods' instead of showing the Air devices, which 'air' still finds", async () => {
    for (const edition of ["de", "en", "fr"] as EditionId[]) {
      expect((await results(edition, "airpods")).total).toBe(0);
      expect((await typeahead(edition, "airpods")).hits).toEqual([]);
      expect((await typeahead(edition, "AirPods Pro")).hits).toEqual([]);
    }
    const air = await results("de", "air");
    expect(air.total).toBeGreaterThan(5);
    expect(
      air.hits.every((h) => /\bair\b/i.test(h.name)),
      air.hits.map((h) => h.name).join(", "),
    ).toBe(true);
    expect(air.hits.some((h) => /MacBook Air/.test(h.name))).toBe(true);
    expect(air.hits.some((h) => /iPad Air/.test(h.name))).toBe(true);
    // while typing, the last word is a prefix; a plural or a stray letter is still corrected
    expect((await typeahead("de", "iph")).hits.every((h) => /iphone/i.test(h.name))).toBe(true);
    expect((await typeahead("de", "iph")).hits.length).toBe(8);
    expect((await results("de", "iphones")).hits.every((h) => /iphone/i.test(h.name))).toBe(true);
    expect((await results("de", "iphones")).total).toBeGreaterThan(5);
  });

  it("does not take a word that only shares a beginning with 'airpods' for a typo of it", async () => {
    // like the generated catalog's model numbers ("iPhone 13 Air 0 R7" → "air0r7"): trigram similarity 0.25 to "airpods"
    await db().execute(sql`insert into devices (slug, name, model, category_id, manufacturer_id, series_id, release_year, release_month, image, thumbnail, search_text)
      select 'words-test-air0r7', 'Apple iPhone 13 Air 0 R7', 'iPhone 13 Air 0 R7', category_id, manufacturer_id, series_id, 2021, 9, image, thumbnail,
        'iphone 13 air 0 r7 apple iphone 13 air0r7' from devices where slug = 'apple-iphone-13-128gb'`);
    await db().execute(sql`insert into search_terms (term) values ('air0r7') on conflict do nothing`);
    expect((await results("de", "airpods")).total).toBe(0);
    expect((await typeahead("de", "airpods")).hits).toEqual([]);
    // a real typo of it is still corrected
    expect((await results("de", "air0r8")).hits.map((h) => h.name)).toEqual(["Apple iPhone 13 Air 0 R7"]);
    await db().execute(sql`delete from devices where slug = 'words-test-air0r7'`);
  });

  it("has no category word that is a word of a device outside its category", async () => {
    for (const [edition, categories] of Object.entries(CATEGORY_WORDS)) {
      for (const [category, words] of Object.entries(categories)) {
        for (const w of words) {
          const query = tokens(normalizeSearchText(w)).join(" & ");
          const found = await rows<{ category_id: string; model: string }>(
            db(),
            sql`select category_id, model from devices where search_vector @@ to_tsquery('simple', ${query}) and category_id <> ${category} limit 3`,
          );
          expect(found, `${edition}: ${w} (${category})`).toEqual([]);
        }
      }
    }
  });
});
