/**
 * Figures the shop promises come from the constants and settings the mechanisms run on (issue 30,
 * decision 0098). A text never types a figure beside a unit of time or an amount of money: messages
 * take it as an argument (`{days, plural, …}`, `{amount}`), content pages as a token
 * (`{{payout.workingDays}}`, `{{offer.validDays}}`, core/content/tokens.server.ts). This test reads
 * every message of the five languages, every seeded content page of the six editions and every
 * mail snapshot (core/mail/template/__snapshots__), and fails on
 * - a typed figure (digits or a number word) before a unit of time, or an amount with €, in a
 *   message or a content page, unless FIXED below names it with its reason and its one value;
 * - a figure in a mail that is none of the values its mechanisms run on.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MESSAGE_CATALOGS } from "../../messages/catalogs.ts";
import { CLARIFICATION_DAYS, CLARIFICATION_REMINDER_DAY } from "../../core/clarification/index.ts";
import { CONTACT_RETENTION_YEARS } from "../../core/contact/index.ts";
import { ACTIVATION_SECONDS, PASSWORD_RESET_SECONDS, REFRESH_REMEMBER_SECONDS } from "../../core/credentials/index.server.ts";
import { BIRTHDATE_AGE, CONFIRM_TOKEN_DAYS } from "../../core/newsletter/index.server.ts";
import { DEV_COMPANY_FACTS } from "../../core/editions/index.ts";
import { OFFER_VALIDITY_DAYS } from "../../core/offer/index.ts";
import { PAYOUT_CHANGE_HOLD_HOURS } from "../../core/trade/index.server.ts";
import { PARCEL_REMINDER_DAY, SHIPPING_DEADLINE_DAYS } from "../../core/trade/index.ts";
import { contentByEdition } from "./content-data/index.ts";

type Lang = "en" | "de" | "es" | "fr" | "it";
const LANGUAGES: readonly Lang[] = ["en", "de", "es", "fr", "it"];
const LANG_OF = { en: "en", de: "de", at: "de", es: "es", fr: "fr", it: "it" } as const;

/** Number words as the texts write them (1 to 30 as far as a promise goes), per language. */
const NUMBER_WORDS: Record<Lang, Record<string, number>> = {
  en: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, twelve: 12, fourteen: 14, thirty: 30 },
  de: {
    ein: 1,
    eine: 1,
    einen: 1,
    einem: 1,
    einer: 1,
    eines: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    zehn: 10,
    zwölf: 12,
    vierzehn: 14,
    dreißig: 30,
  },
  es: { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, diez: 10, doce: 12, catorce: 14, treinta: 30 },
  fr: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, dix: 10, douze: 12, quatorze: 14, trente: 30 },
  it: {
    un: 1,
    uno: 1,
    una: 1,
    due: 2,
    tre: 3,
    quattro: 4,
    cinque: 5,
    sei: 6,
    sette: 7,
    dieci: 10,
    dodici: 12,
    quattordici: 14,
    trenta: 30,
  },
};

/** Units of time a promise counts in (singular, plural and case forms), per language. */
const UNITS: Record<Lang, string> = {
  en: "(?:(?:working|business|banking|calendar) )?days?|hours?|weeks?|months?|years?|(?:working|business) days?",
  de: "(?:Werk|Bankarbeits|Kalender)?[Tt]ag(?:e|en|es|s)?|Werktags?|Stunden?|Wochen?|Monat(?:e|en|s)?|Jahr(?:e|en|es)?",
  es: "d[ií]as?(?: (?:h[aá]biles|laborables|naturales))?|horas?|semanas?|mes(?:es)?|años?",
  fr: "jours?(?: (?:ouvrés|ouvrables|calendaires))?|heures?|semaines?|mois|ans|années?",
  it: "giorn[oi](?: (?:lavorativ[oi]|feriali))?|or[ae]|settiman[ae]|mes[ei]|ann[oi]",
};

/** A figure typed before a unit ("3 working days", "drei Werktagen", "24-hour", "14-day"). */
function figurePattern(lang: Lang) {
  const words = Object.keys(NUMBER_WORDS[lang]).join("|");
  return new RegExp(`(?<![\\p{L}\\d{])(\\d+(?:[.,]\\d+)?|${words})(?:[\\s\\u00a0\\u202f-]+)(${UNITS[lang]})(?![\\p{L}])`, "giu");
}
/** An amount of money typed with the euro sign or EUR. */
const MONEY = /(?<![\p{L}\d])(\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})*(?:[.,]\d{2})?)[\s\u00a0\u202f]?(?:€|EUR\b|euros?\b)|€[\s\u00a0]?\d/giu;

const DAYS = /d[aií]|Tag|jour|giorn/i;
const WORKING_DAYS = /working|Werktag|h[aá]bil|laborable|ouvr|lavorativ|\bdía\b|\bun jour\b/i;
const HOURS = /hour|Stunde|hora|heure|\bor[ae]\b/i;
const YEARS = /year|Jahr|años?|\bans\b|ann[oi]/i;
const WEEKS = /week|Woche|semana|semaine|settiman/i;
const MONTH = /month|Monat|\bmes\b|mois|mese/i;

interface Found {
  where: string;
  figure: string;
  value: number;
}

/** Every typed figure of a text (ICU arguments and content tokens are not typed figures). */
export function typedFigures(lang: Lang, text: string, where: string): Found[] {
  const out: Found[] = [];
  for (const m of text.matchAll(figurePattern(lang))) {
    const raw = m[1]!;
    const word = NUMBER_WORDS[lang][raw.toLowerCase()];
    // "a day" / "un jour" reads as a figure only beside a deadline word; the articles are counted as 1 below
    out.push({ where, figure: m[0]!, value: word ?? Number(raw.replace(",", ".")) });
  }
  for (const m of text.matchAll(MONEY)) out.push({ where, figure: m[0]!, value: Number.NaN });
  return out;
}

/**
 * Figures a text may type, each with its reason and its one value. Everything here is either a
 * fact of law or nature (the text cannot take it from a setting) or a service target that no
 * mechanism runs on yet; either way every language states the same value (tested).
 */
const FIXED: { key: RegExp; figure: RegExp; value: number; why: string }[] = [
  // checked against the constant the mechanism runs on: change the constant and these texts fail
  { key: /error\.expired\.message/, figure: DAYS, value: CLARIFICATION_DAYS, why: "clarification links' lifetime" },
  { key: /newsletter\.error\.birthdate/, figure: YEARS, value: BIRTHDATE_AGE.min, why: "the newsletter's minimum age" },
  { key: /newsletter\.confirmUnknown/, figure: DAYS, value: CONFIRM_TOKEN_DAYS, why: "the confirmation link's lifetime" },
  { key: /account\.mail\.activation|account-activation/, figure: DAYS, value: ACTIVATION_SECONDS / 86_400, why: "the activation link" },
  {
    key: /account\.mail\.reset|accountUi\.forgot|account-reset/,
    figure: HOURS,
    value: PASSWORD_RESET_SECONDS / 3600,
    why: "the reset link",
  },
  { key: /accountUi\.login\.remember/, figure: DAYS, value: REFRESH_REMEMBER_SECONDS / 86_400, why: "stay logged in" },
  { key: /account\.mail\.payoutChanged|account-payoutChanged/, figure: HOURS, value: PAYOUT_CHANGE_HOLD_HOURS, why: "the payout hold" },
  { key: /^\w+ terms$/, figure: YEARS, value: 18, why: "legal capacity: the age of majority, a fact of law" },
  {
    key: /^\w+ privacy$/,
    figure: DAYS,
    value: 14,
    why: "server logs: kept by the operator's log rotation (deploy/), not by the shop's code",
  },
  // service targets that no mechanism enforces yet: one value in every language (decision 0098 lists them)
  {
    key: /thankYou\.step\.inspect|^\w+ (terms|howItWorks)$/,
    figure: WORKING_DAYS,
    value: 3,
    why: "inspection after arrival (the dashboard's median days received → paid watches it)",
  },
  {
    key: /page\.contact\.intro|contact\.ack|contact-ack|b2b\.form\.intro|b2b\.ack|b2b-ack/,
    figure: WORKING_DAYS,
    value: 1,
    why: "the first answer to a message",
  },
  {
    key: /page\.newsletterSubscribe\.intro|newsletter\.form\.intro/,
    figure: MONTH,
    value: 1,
    why: "the newsletter's rhythm (“twice a month”), sent by hand",
  },
  { key: /^\w+ accessibility$/, figure: WEEKS, value: 2, why: "the answer to accessibility feedback" },
];

function allowed(f: Found): boolean {
  return FIXED.some((x) => x.key.test(f.where) && x.figure.test(f.figure) && (Number.isNaN(f.value) || x.value === f.value));
}

describe("figures from constants (decision 0098)", () => {
  it("no message types a figure beside a unit of time or an amount (all five languages)", () => {
    const typed: string[] = [];
    for (const lang of LANGUAGES) {
      const catalog = MESSAGE_CATALOGS[lang] as Record<string, string>;
      for (const [key, text] of Object.entries(catalog)) {
        // customers' texts: the back office and the partner portal speak to staff and partners (decision 0098)
        if (/^(backoffice|portal)\./.test(key)) continue;
        // placeholders' plural branches ("# working days") are no typed figures
        for (const f of typedFigures(lang, text, `${lang} ${key}`)) if (!allowed(f)) typed.push(`${f.where}: “${f.figure}”`);
      }
    }
    expect(typed).toEqual([]);
  });

  it("no content page types a figure beside a unit of time or an amount (all six editions)", () => {
    const typed: string[] = [];
    for (const [edition, pages] of Object.entries(contentByEdition)) {
      const lang = LANG_OF[edition as keyof typeof LANG_OF];
      for (const [key, page] of Object.entries(pages)) {
        const text = `${page.title}\n${page.description}\n${page.markdown}`;
        for (const f of typedFigures(lang, text, `${edition} ${key}`)) if (!allowed(f)) typed.push(`${f.where}: “${f.figure}”`);
      }
    }
    expect(typed).toEqual([]);
  });

  it("every figure a mail states is a value its mechanism runs on (mail snapshots, six editions)", () => {
    const dir = path.resolve(import.meta.dirname, "../../core/mail/template/__snapshots__");
    const values = new Set<number>([
      ...Object.values(DEV_COMPANY_FACTS).map((f) => f.payoutDays),
      SHIPPING_DEADLINE_DAYS,
      PARCEL_REMINDER_DAY,
      CLARIFICATION_DAYS,
      CLARIFICATION_REMINDER_DAY,
      OFFER_VALIDITY_DAYS,
      PAYOUT_CHANGE_HOLD_HOURS,
      CONTACT_RETENTION_YEARS,
    ]);
    const wrong: string[] = [];
    for (const mail of readdirSync(dir)) {
      for (const file of readdirSync(path.join(dir, mail)).filter((f) => f.endsWith(".txt"))) {
        const edition = file.replace(/\.txt$/, "") as keyof typeof LANG_OF;
        const text = readFileSync(path.join(dir, mail, file), "utf8");
        for (const f of typedFigures(LANG_OF[edition], text, `${mail}/${file}`)) {
          if (Number.isNaN(f.value) || allowed(f)) continue;
          if (!values.has(f.value)) wrong.push(`${f.where}: “${f.figure}”`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
