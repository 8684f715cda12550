/**
 * The glossary (docs/glossary.md, decision 0033): no customer-facing text uses a synonym it forbids:
 * UI strings and mails (messages/*.json), contact subjects, content pages, catalog texts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGE_CATALOGS } from "../../messages/catalogs.ts";
import { CONTACT_SUBJECT_LABELS } from "../../core/editions/index.ts";
import { categories } from "./catalog-data/categories.ts";
import { manufacturers } from "./catalog-data/manufacturers.ts";
import { categoryQuestions } from "./catalog-data/questions.ts";
import { contentByEdition } from "./content-data/index.ts";

const { en, de, es, fr, it: itMessages } = MESSAGE_CATALOGS;
const catalogs = { en, de, es, fr, it: itMessages } as Record<string, Record<string, string>>;
const LANGUAGES = ["en", "de", "es", "fr", "it"] as const;

/** Pages for businesses and journalists: the company's service is rightly an "Ankauf" there (docs/glossary.md). */
const BUSINESS_PAGES = new Set(["partnerProgramme", "press", "imprint"]);

/** Every text of one language in the catalog seed (categories, manufacturers, questions and answers). */
function seedTexts(lang: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (!value || typeof value !== "object") return;
    const texts = value as Record<string, unknown>;
    if (typeof texts.en === "string" && typeof texts[lang] === "string") {
      // meta keywords are search terms people type ("Handy Ankauf"), not the shop's wording
      if (!path.endsWith("metaKeywords") && !path.endsWith("slug")) out.push([`catalog ${path}`, texts[lang]]);
      return;
    }
    for (const [key, inner] of Object.entries(texts)) walk(inner, `${path}.${key}`);
  };
  walk({ categories, manufacturers, categoryQuestions }, "seed");
  return out;
}

describe("glossary", () => {
  it("uses no synonym the glossary forbids (docs/glossary.md), in messages, contact subjects, content pages and catalog texts", () => {
    const glossary = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8");
    const section = glossary.slice(glossary.indexOf("## Forbidden synonyms"));
    const rules = [...section.matchAll(/^\| (en|de|es|fr|it) \| `(.+?)` \| (.+?) \|$/gm)].map(([, lang, pattern, use]) => ({
      lang: lang!,
      pattern: new RegExp(`(?<![\\p{L}])(?:${pattern!.replace(/\\\|/g, "|")})`, "iu"),
      use: use!,
    }));
    expect(rules.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const lang of LANGUAGES) {
      const texts: [string, string][] = [
        ...Object.entries(catalogs[lang]!).filter(([key]) => !key.startsWith("backoffice.")),
        ...Object.entries(CONTACT_SUBJECT_LABELS[lang]).map(([key, label]): [string, string] => [`contact subject ${key}`, label]),
        ...Object.entries(contentByEdition[lang])
          .filter(([key]) => !BUSINESS_PAGES.has(key))
          .map(([key, page]): [string, string] => [`content page ${key}`, `${page.title}\n${page.description}\n${page.markdown}`]),
        ...seedTexts(lang),
      ];
      for (const rule of rules.filter((r) => r.lang === lang)) {
        for (const [key, text] of texts) if (rule.pattern.test(text)) found.push(`${lang} ${key}: "${text}" (use ${rule.use})`);
      }
    }
    expect(found).toEqual([]);
  });

  it("content pages and catalog texts use the typographic apostrophe, as the messages do", () => {
    const straight: string[] = [];
    for (const [edition, pages] of Object.entries(contentByEdition)) {
      for (const [key, page] of Object.entries(pages)) {
        if (`${page.title}${page.description}${page.markdown}`.includes("'")) straight.push(`${edition} content page ${key}`);
      }
    }
    for (const lang of LANGUAGES)
      for (const [key, text] of seedTexts(lang)) if (text.includes("'")) straight.push(`${lang} ${key}: ${text.slice(0, 60)}`);
    expect(straight).toEqual([]);
  });
});
