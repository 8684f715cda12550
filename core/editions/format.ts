/**
 * Display formatting per edition.
 *
 * Dates (spec §5): "dd.mm.yy" in Austria and Germany, "dd/mm/yy" in Spain, France, Italy and the
 * English edition. Every edition shows calendar dates in the business time zone Europe/Berlin
 * (DISPLAY_TIME_ZONE), consistently on server and client, so a trade created at 23:30 UTC on
 * 31 Dec is shown as 01.01 of the next year everywhere (Berlin is UTC+1 in winter, +2 in summer).
 *
 * Money: amounts are integer euro cents, formatted with Intl.NumberFormat in the edition's
 * localeCode and EUR (e.g. "1.234,56 €" in de). Separators are the ICU ones, which include
 * non-breaking spaces (U+00A0, and U+202F as the French group separator).
 */
import { editions, type EditionId } from "./config.ts";

export const DISPLAY_TIME_ZONE = "Europe/Berlin";

const dateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DISPLAY_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
});

/** Calendar date of `date` in Europe/Berlin as "dd.mm.yy" or "dd/mm/yy" per edition. */
export function formatDate(date: Date, edition: EditionId): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError("invalid date");
  let day = "";
  let month = "";
  let year = "";
  for (const part of dateParts.formatToParts(date)) {
    if (part.type === "day") day = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "year") year = part.value;
  }
  const separator = editions[edition].dateFormat === "dd.mm.yy" ? "." : "/";
  return [day, month, year].join(separator);
}

const moneyFormats = new Map<EditionId, Intl.NumberFormat>();

function moneyFormat(edition: EditionId): Intl.NumberFormat {
  let format = moneyFormats.get(edition);
  if (!format) {
    const config = editions[edition];
    format = new Intl.NumberFormat(config.localeCode, { style: "currency", currency: config.currency });
    moneyFormats.set(edition, format);
  }
  return format;
}

/** Formats an amount of euro cents (a safe integer) in the edition's locale, e.g. "1.234,56 €". */
export function formatMoney(cents: number, edition: EditionId): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be an integer number of cents, got ${cents}`);
  // `cents || 0` turns -0 into 0 so it is never shown as "-0,00 €".
  return moneyFormat(edition).format((cents || 0) / 100);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(edition: EditionId, style: "decimal" | "percent", maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${edition}:${style}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(editions[edition].localeCode, { style, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the edition's locale: "12.480" (de), "12 480" with a narrow no-break space (fr), "12,480" (en). */
export function formatNumber(value: number, edition: EditionId, maximumFractionDigits = 2): string {
  return numberFormat(edition, "decimal", maximumFractionDigits).format(value);
}

/**
 * A percentage given in percent (10 → "10 %" in de and fr, with the no-break space the locale puts
 * before the sign; "10%" in en, es, it).
 */
export function formatPercent(percent: number, edition: EditionId, maximumFractionDigits = 1): string {
  return numberFormat(edition, "percent", maximumFractionDigits).format(percent / 100);
}

/** Storage units as the edition's language writes them: French says Go and To (octets), the others GB and TB. */
const STORAGE_UNITS: Partial<Record<string, { GB: string; TB: string }>> = { fr: { GB: "Go", TB: "To" } };

/**
 * Every storage size in a text ("iPhone 13 128 GB", "8 GB / 256 GB", "1 TB") in the edition's
 * units: the one place storage is localized (device names come from the catalog in GB/TB).
 */
export function formatStorage(text: string, edition: EditionId): string {
  const units = STORAGE_UNITS[editions[edition].language];
  if (!units) return text;
  return text.replace(/(\d)(\s?)(GB|TB)\b/g, (_, digit: string, space: string, unit: "GB" | "TB") => `${digit}${space}${units[unit]}`);
}

const regionNames = new Map<EditionId, Intl.DisplayNames>();

/** A country's name in the edition's language ("DE" → "Allemagne" in fr); anything that is no ISO code is shown as it is. */
export function countryName(code: string, edition: EditionId): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  let names = regionNames.get(edition);
  if (!names) {
    names = new Intl.DisplayNames([editions[edition].localeCode], { type: "region", fallback: "code" });
    regionNames.set(edition, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Languages whose common nouns are lower case inside a sentence (German capitalizes nouns; English headings keep the name's case). */
const LOWER_IN_SENTENCE = new Set<string>(["fr", "es", "it"]);

/**
 * A category name as it reads inside a sentence or heading built around it: "Vendre vos
 * ordinateurs portables", not "Vendre vos Ordinateurs portables". An acronym or brand that starts
 * with two capitals ("PC", "TV") stays as it is.
 */
export function nameInSentence(name: string, edition: EditionId): string {
  if (!LOWER_IN_SENTENCE.has(editions[edition].language)) return name;
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase(editions[edition].localeCode) + name.slice(1) : name;
}
