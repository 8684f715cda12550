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

type Lang = (typeof LANGUAGES)[number];

/**
 * The development shipping note's own texts (decision 0042): without carrier credentials the PDF is
 * a note that no carrier issued, and says so; the customer's texts name the shipping label.
 */
const DEVELOPMENT_NOTE_KEYS = new Set(["label.title", "label.instruction", "thankYou.downloadLabel", "tracking.stateHelp.created"]);

/** Lower case without accents and umlauts ("Ankäufe" → "ankaufe", "Aufträge" → "auftrage", "ß" → "ss"): text and rules alike. */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").toLowerCase();
}

/** Plural and case endings a word takes before its end (German Aufträge/Auftrags, English orders, French commandes…). */
const ENDINGS: Record<Lang, string> = { en: "s|es", de: "e|en|n|er|ern|s|es", es: "s|es", fr: "s|x", it: "i|e" };
/** The articles and possessives of a rule, with their plural and other-gender forms (tu pedido → tus pedidos). */
const ARTICLES: Partial<Record<Lang, Record<string, string>>> = {
  es: {
    tu: "tus?",
    su: "sus?",
    el: "el|los",
    la: "las?",
    un: "unos?",
    una: "unas?",
    este: "estos?",
    esta: "estas?",
    del: "del|de los|de las?",
  },
  // not "les"/"des": "les commandes" are also the controls of a page (the accessibility statement)
  fr: { votre: "votre|vos", cette: "cette|ces", ma: "ma|mes", sa: "sa|ses" },
  it: { il: "il|i|gli", la: "la|le", lo: "lo|gli", un: "un|uno|una|degli|delle", tuo: "tuo|tuoi", tua: "tua|tue" },
  en: { an: "an|a", your: "your", the: "the", this: "this|these" },
};

/**
 * A rule of docs/glossary.md as a matcher of folded text, at a word start, with the inflected forms
 * of its words: a trailing word boundary admits the language's endings, an Italian noun its other
 * final vowel (ordine → ordini, permuta → permute), an article its plural and other gender.
 */
export function inflectedRule(lang: Lang, pattern: string): RegExp {
  let p = folded(pattern.replace(/\\\|/g, "|"));
  p = p.replace(
    /\(\?:([^()]*)\)/g,
    (_, alts: string) =>
      `(?:${alts
        .split("|")
        .map((a) => ARTICLES[lang]?.[a] ?? a)
        .join("|")})`,
  );
  if (p.endsWith("\\b")) p = `${p.slice(0, -2)}(?:${ENDINGS[lang]})?\\b`;
  else if (lang === "it") p = p.replace(/([a-z])([aeo])$/, (_, c: string, v: string) => `${c}[${v}${{ a: "e", e: "i", o: "i" }[v]}]`);
  return new RegExp(`(?<![\\p{L}])(?:${p})`, "iu");
}

/** The forbidden synonyms of docs/glossary.md, each as an inflection-aware matcher. */
export function glossaryRules(): { lang: Lang; pattern: RegExp; use: string }[] {
  const glossary = readFileSync(new URL("../../docs/glossary.md", import.meta.url), "utf8");
  const section = glossary.slice(glossary.indexOf("## Forbidden synonyms"));
  return [...section.matchAll(/^\| (en|de|es|fr|it) \| `(.+?)` \| (.+?) \|$/gm)].map(([, lang, pattern, use]) => ({
    lang: lang as Lang,
    pattern: inflectedRule(lang as Lang, pattern!),
    use: use!,
  }));
}

/** The forbidden synonyms a text of a language uses (empty: none). */
export function forbiddenIn(lang: Lang, text: string): string[] {
  return glossaryRules()
    .filter((r) => r.lang === lang && r.pattern.test(folded(text)))
    .map((r) => r.use);
}

describe("glossary", () => {
  it("catches inflected, umlaut, plural and other-gender forms of a forbidden word (issue 30)", () => {
    expect(forbiddenIn("de", "Ihre Ankäufe")).not.toEqual([]);
    expect(forbiddenIn("de", "Ihre Aufträge")).not.toEqual([]);
    expect(forbiddenIn("de", "des Vorgangs")).not.toEqual([]);
    expect(forbiddenIn("it", "Permute")).not.toEqual([]);
    expect(forbiddenIn("it", "i tuoi ordini")).not.toEqual([]);
    expect(forbiddenIn("es", "tus consultas")).not.toEqual([]);
    expect(forbiddenIn("es", "Tus pedidos")).not.toEqual([]);
    expect(forbiddenIn("fr", "Transactions")).not.toEqual([]);
    expect(forbiddenIn("fr", "vos commandes")).not.toEqual([]);
    expect(forbiddenIn("en", "your orders")).not.toEqual([]);
    expect(forbiddenIn("en", "Coupons")).not.toEqual([]);
    // and not the words the glossary wants, nor words that merely begin alike
    expect(forbiddenIn("de", "Ihre Verkäufe und der Auftragsverarbeitungsvertrag")).toEqual([]);
    expect(forbiddenIn("it", "le tue vendite")).toEqual([]);
    expect(forbiddenIn("fr", "vos ventes")).toEqual([]);
    expect(forbiddenIn("en", "in order to")).toEqual([]);
  });

  it("uses no synonym the glossary forbids (docs/glossary.md), in messages, contact subjects, content pages and catalog texts", () => {
    const rules = glossaryRules();
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
        for (const [key, text] of texts) {
          if (DEVELOPMENT_NOTE_KEYS.has(key)) continue;
          if (rule.pattern.test(folded(text))) found.push(`${lang} ${key}: "${text}" (use ${rule.use})`);
        }
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
