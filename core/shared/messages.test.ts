/**
 * The message catalogs' consistency (decision 0033): every language has every key, each message is
 * valid ICU MessageFormat with the same placeholders as English, plural messages offer every plural
 * category the language needs, one apostrophe style, a capital after the salutation. The glossary's
 * forbidden synonyms: db/seed/glossary.test.ts.
 */
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { MESSAGE_CATALOGS, MESSAGE_FILES, MESSAGE_PARTS } from "../../messages/catalogs.ts";
import { compiledMessagesFor, messagesFor, missingKeys, translator } from "./messages.server.ts";
import { formatMessage, messageFromData } from "./icu.ts";

const catalogs = MESSAGE_CATALOGS as Record<string, Record<string, string>>;
const { en } = MESSAGE_CATALOGS;

/** What a message asks for: each argument with its kind, and the plural arguments' categories. */
function signature(elements: MessageFormatElement[], out = new Map<string, string>(), plurals = new Map<string, string[]>()) {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.set(el.value, "argument");
    else if (el.type === TYPE.number) out.set(el.value, "number");
    else if (el.type === TYPE.date || el.type === TYPE.time) out.set(el.value, "date");
    else if (el.type === TYPE.select || el.type === TYPE.plural) {
      out.set(el.value, el.type === TYPE.plural ? "plural" : "select");
      if (el.type === TYPE.plural) plurals.set(el.value, Object.keys(el.options));
      for (const option of Object.values(el.options)) signature(option.value, out, plurals);
    } else if (el.type === TYPE.tag) signature(el.children, out, plurals);
  }
  return { args: out, plurals };
}

function parsed(text: string) {
  return parse(text, { ignoreTag: true });
}

describe("UI messages", () => {
  it("a key is defined in one file only (a language's main file or one part)", () => {
    const twice: string[] = [];
    for (const lang of ["en", "de", "es", "fr", "it"] as const) {
      const seen = new Map<string, string>(Object.keys(MESSAGE_FILES[lang]).map((k) => [k, `${lang}.json`]));
      for (const [part, files] of Object.entries(MESSAGE_PARTS)) {
        for (const key of Object.keys(files[lang])) {
          if (seen.has(key)) twice.push(`${lang} ${key}: ${seen.get(key)} and parts/${part}`);
          seen.set(key, `parts/${part}`);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  for (const locale of ["de", "es", "fr", "it"] as const) {
    it(`${locale} has every English key`, () => {
      expect(missingKeys(locale)).toEqual([]);
    });
  }

  it("every message of every language is valid ICU MessageFormat", () => {
    const broken: string[] = [];
    for (const [lang, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of Object.entries(catalog)) {
        try {
          parsed(text);
        } catch (e) {
          broken.push(`${lang} ${key}: ${(e as Error).message}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("every language uses the English message's placeholders, with the same kind (plural, number…)", () => {
    const differ: string[] = [];
    for (const [key, text] of Object.entries(en)) {
      const want = [...signature(parsed(text)).args].sort().join(", ");
      for (const [lang, catalog] of Object.entries(catalogs)) {
        if (lang === "en" || !(key in catalog)) continue;
        const got = [...signature(parsed(catalog[key]!)).args].sort().join(", ");
        if (got !== want) differ.push(`${lang} ${key}: {${got}} instead of {${want}}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("a plural message offers every plural category its language needs", () => {
    const lacking: string[] = [];
    for (const [lang, catalog] of Object.entries(catalogs)) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(catalog)) {
        for (const [arg, options] of signature(parsed(text)).plurals) {
          const missing = needed.filter((category) => !options.includes(category));
          if (missing.length) lacking.push(`${lang} ${key} {${arg}}: ${missing.join(", ")}`);
        }
      }
    }
    expect(lacking).toEqual([]);
  });

  it("a message that names a count of things is a plural message", () => {
    // "{count} devices" reads "1 devices": every count, days… placeholder goes through plural rules
    const COUNTS = /^(count|days|hours|minutes|months|years|devices|customers)$/;
    const bare: string[] = [];
    for (const [key, text] of Object.entries(en)) {
      for (const [arg, kind] of signature(parsed(text)).args) {
        // "Question {n} of {count}" and "{days} d" name no noun that agrees with the number
        if (COUNTS.test(arg) && kind !== "plural" && !/\{\w+\} of \{count\}|\{days\} d$|: \{count\}$|\(\{count\}\)/.test(text))
          bare.push(`${key}: ${text}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it("uses one apostrophe style: the typographic ’ (the straight one is ICU's quoting character)", () => {
    const straight: string[] = [];
    for (const [lang, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of Object.entries(catalog)) if (text.includes("'")) straight.push(`${lang} ${key}: ${text}`);
    }
    expect(straight).toEqual([]);
  });

  it("a mail's text after the salutation starts with a capital in en, es, fr and it (German goes on in lower case)", () => {
    const lower: string[] = [];
    for (const lang of ["en", "es", "fr", "it"] as const) {
      for (const [key, text] of Object.entries(catalogs[lang]!)) {
        if (!/\.(mail|ack)\./.test(key) || key.startsWith("backoffice.")) continue;
        if (/^\p{Ll}/u.test(text) || /[,:]\n\n\p{Ll}/u.test(text)) lower.push(`${lang} ${key}: ${text.slice(0, 60)}`);
      }
    }
    expect(lower).toEqual([]);
  });

  it("de-AT overrides German and falls back to it", () => {
    const at = messagesFor("de-AT");
    const de = messagesFor("de");
    expect(at["nav.contact"]).toBe(de["nav.contact"]);
    expect(at["brand"]).toBe("Sellback");
  });

  it("formats placeholders and falls back to the key", () => {
    const t = translator("fr");
    expect(t("footer.shipping", { carrier: "UPS", amount: "2 500,00 €" })).toContain("UPS");
    expect(t("no.such.key")).toBe("no.such.key");
  });

  it("formats plurals by the language's rules (server strings and the browser's parsed ones)", () => {
    const tEn = translator("en");
    expect(tEn("catalog.devices", { count: 1 })).toBe("1 device");
    expect(tEn("catalog.devices", { count: 2 })).toBe("2 devices");
    expect(tEn("catalog.devices", { count: 0 })).toBe("0 devices");
    const tDe = translator("de");
    expect(tDe("catalog.devices", { count: 1 })).toBe("1 Gerät");
    expect(tDe("catalog.devices", { count: 12480 })).toBe("12.480 Geräte");
    const tFr = translator("fr");
    // French counts 0 and 1 as singular, and groups thousands with a narrow no-break space
    expect(tFr("catalog.devices", { count: 0 })).toBe("0 appareil");
    expect(tFr("catalog.devices", { count: 1 })).toBe("1 appareil");
    expect(tFr("catalog.devices", { count: 1500 })).toBe("1\u202f500 appareils");
    const compiled = compiledMessagesFor("fr")["catalog.devices"]!;
    expect(Array.isArray(compiled)).toBe(true);
    expect(formatMessage("fr-FR", compiled, { count: 2 })).toBe("2 appareils");
    // an island reads the parsed message back from a data attribute
    expect(formatMessage("de", messageFromData(JSON.stringify(compiledMessagesFor("de")["nav.cartCount"])), { count: 1 })).toBe("1 Gerät");
    expect(messageFromData("not json")).toBe("");
    // plain texts stay strings (no parsing, no formatter in the browser)
    expect(typeof compiledMessagesFor("de")["nav.home"]).toBe("string");
  });

  it("shows a message it cannot format as its text instead of failing the page", () => {
    expect(formatMessage("en-GB", "{count, plural, one {# device} other {# devices}}")).toBe(
      "{count, plural, one {# device} other {# devices}}",
    );
    expect(formatMessage("en-GB", "Hello {name}", { name: "Ana" })).toBe("Hello Ana");
  });
});
