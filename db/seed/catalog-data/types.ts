/**
 * Types of the shipped seed catalog (category → manufacturer → series → device, plus the
 * condition questions per category). Pure data, no database code.
 */
export type Lang = "en" | "de" | "es" | "fr" | "it";
export type Texts = Record<Lang, string> & { "de-AT"?: string }; // de-AT only where Austrian wording differs
export type CategoryKey = "smartphones" | "tablets" | "laptops" | "cameras" | "lenses" | "consoles" | "monitors";
export type EditionId = "en" | "de" | "at" | "es" | "fr" | "it";
export interface SeedCategory {
  key: CategoryKey;
  name: Texts; // "Smartphones", "Handys & Smartphones"...
  slug: Record<Lang, string>; // url slug per language, translated; ASCII, lowercase, hyphens only
  content: Texts; // 2–4 sentence intro text shown on the category page (how selling this category works, what we accept)
  metaDescription: Texts; // ≤ 155 chars
  metaKeywords: Texts; // comma separated
  topManufacturers: string[]; // manufacturer keys, most popular first (3–5)
  sortOrder: number;
}
export interface SeedManufacturer {
  key: string /* "apple" */;
  name: string /* "Apple" */;
  slug: string /* "apple" */;
  content: Texts;
  metaDescription: Texts;
  metaKeywords: Texts;
}
export interface SeedSeries {
  key: string; // unique, e.g. "apple-iphone-15"
  name: string; // "iPhone 15"
  slug: string; // "apple-iphone-15"
  category: CategoryKey;
  manufacturer: string; // manufacturer key
  content: Texts;
  metaDescription: Texts;
  metaKeywords: Texts;
  top?: boolean; // one of the manufacturer's top series in that category
}
export interface SeedDevice {
  slug: string; // unique url slug shared by all editions, e.g. "apple-iphone-15-128gb"
  name: string; // "Apple iPhone 15 128 GB"
  model: string; // "iPhone 15 128 GB"
  series: string; // series key
  releaseYear: number; // REAL release year
  releaseMonth: number; // REAL release month 1–12
  basePriceEur: number; // plausible trade-in price for a flawless used unit in Germany today (Nov 2026), whole euros
  searchTerms: string[]; // extra terms people type: "iphone15", "a3090", model numbers, nicknames
}
export type PriceEffect = { kind: "multiplier"; value: number } | { kind: "deduction"; eur: number } | { kind: "noOffer"; reason: Texts };
export interface SeedAnswer {
  code: string;
  text: Texts;
  help: Texts /* one short sentence telling the seller how to judge */;
  effect: PriceEffect;
}
export interface SeedQuestion {
  code: string;
  question: Texts;
  description: Texts;
  answers: SeedAnswer[];
}
