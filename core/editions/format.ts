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
