import { describe, expect, it } from "vitest";
import { EDITIONS } from "../editions/index.ts";
import { CATEGORY_WORDS, splitCategoryWords } from "./category-words.ts";
import { normalizeSearchText, tokens } from "./query.ts";

const split = (edition: Parameters<typeof splitCategoryWords>[0], text: string) =>
  splitCategoryWords(edition, tokens(normalizeSearchText(text)));

describe("category words (decision 0105)", () => {
  it("takes a category word out of the words and names its category", () => {
    expect(split("de", "Samsung Handy")).toEqual({ categories: ["smartphones"], words: ["samsung"] });
    expect(split("at", "handy")).toEqual({ categories: ["smartphones"], words: [] });
    expect(split("es", "Móvil Xiaomi")).toEqual({ categories: ["smartphones"], words: ["xiaomi"] });
    expect(split("it", "telefonino")).toEqual({ categories: ["smartphones"], words: [] });
    expect(split("en", "apple mobile phone")).toEqual({ categories: ["smartphones"], words: ["apple"] });
  });
  it("prefers the longest run of words", () => {
    expect(split("fr", "ordinateur portable")).toEqual({ categories: ["laptops"], words: [] });
    expect(split("fr", "portable")).toEqual({ categories: ["smartphones"], words: [] });
    expect(split("fr", "appareil photo canon")).toEqual({ categories: ["cameras"], words: ["canon"] });
    expect(split("es", "ordenador portátil")).toEqual({ categories: ["laptops"], words: [] });
  });
  it("matches whole words only, and only the edition's words", () => {
    expect(split("de", "handyhülle")).toEqual({ categories: [], words: ["handyhulle"] });
    expect(split("de", "hand")).toEqual({ categories: [], words: ["hand"] });
    expect(split("en", "handy")).toEqual({ categories: [], words: ["handy"] });
    expect(split("de", "air")).toEqual({ categories: [], words: ["air"] });
  });
  it("names only the catalog's categories and no word twice in an edition", () => {
    const known = ["smartphones", "tablets", "laptops", "cameras", "lenses", "consoles", "monitors"];
    for (const edition of EDITIONS) {
      const seen = new Set<string>();
      for (const [category, words] of Object.entries(CATEGORY_WORDS[edition])) {
        expect(known).toContain(category);
        for (const w of words) {
          const normalized = normalizeSearchText(w);
          expect(normalized.length, `${edition}: ${w}`).toBeGreaterThan(1);
          expect(seen.has(normalized), `${edition}: ${w} twice`).toBe(false);
          seen.add(normalized);
        }
      }
      expect(Object.keys(CATEGORY_WORDS[edition]).sort()).toEqual([...known].sort());
    }
  });
});
