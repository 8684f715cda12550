/**
 * How long the records a used-goods dealer must keep of a paid trade are kept (issue 30, decision
 * 0097): per edition a number of years and the law that asks for them, in the edition's language
 * (the privacy page and the GDPR export name it). Pure: the server calls
 * configureSellerRecordRetention once at start with SELLER_RECORD_RETENTION_YEARS; everything else
 * reads sellerRecordRetention.
 *
 * Counting (every edition's law counts the same way): the period starts at the end of the calendar
 * year in which the trade was paid (§ 147 Abs. 4 AO, § 257 Abs. 5 HGB; § 132 Abs. 1 BAO; the
 * others from the closing of the financial year or the last entry of the year's books, which for a
 * calendar-year business is the same day), in the edition's business time zone. A trade paid on
 * 15 March 2026 in Germany (8 years) is kept up to and including 31 December 2034; keep_until is
 * 1 January 2035, 00:00 in Berlin, and the retention job deletes the record once that has passed.
 */
import { DEADLINE_TIME_ZONES, EDITIONS, localDate, zonedTime, type EditionId, type LocalDate } from "../editions/index.ts";

export interface SellerRecordRetention {
  /** Full calendar years after the year of payment. */
  years: number;
  /** The laws that ask for the record, as the edition's privacy page cites them. */
  legalBasis: string;
}

/**
 * The editions' defaults. The seller record is the purchase's voucher (the seller, the devices,
 * the amount paid) and the entry of the used-goods register where a country has one.
 * - de: a voucher (Buchungsbeleg), 8 years since 1 January 2025 (Viertes
 *   Bürokratieentlastungsgesetz: § 147 Abs. 1 Nr. 4, Abs. 3 AO and § 257 Abs. 1 Nr. 4, Abs. 4 HGB,
 *   shortened from 10; books and records stay at 10 years, but they are the trade row, kept anyway).
 * - at: 7 years for books, records and vouchers (§ 132 Abs. 1 BAO, § 212 Abs. 1 UGB).
 * - es: 6 years for books, correspondence and vouchers (art. 30 Código de Comercio); the
 *   libro-registro of dealers in used goods (Real Orden of 19 January 1924; art. 25 Ley Orgánica
 *   4/2015) sets no longer period.
 * - fr: 10 years for accounting documents and vouchers (art. L123-22 Code de commerce); the
 *   registre des objets mobiliers (art. 321-7 and R321-3 Code pénal) records the seller's identity
 *   and ID document and sets no longer period.
 * - it: 10 years (art. 2220 Codice civile); the daily register of dealers in used goods (art. 128
 *   TULPS, R.D. 773/1931) records the seller's identity and sets no longer period.
 * - en: the English edition is sold to Sellback GmbH, Berlin, under German law (its legal notice and
 *   terms; core/editions/company.ts), so the German rules apply: 8 years. The UK's six years (HMRC,
 *   VAT Notice 718's stock book) would apply to a UK operator; 8 years covers them too.
 */
export const SELLER_RECORD_RETENTION_DEFAULTS: Readonly<Record<EditionId, SellerRecordRetention>> = Object.freeze({
  de: { years: 8, legalBasis: "§ 147 AO, § 257 HGB" },
  at: { years: 7, legalBasis: "§ 132 BAO, § 212 UGB" },
  es: { years: 6, legalBasis: "art. 30 del Código de Comercio" },
  fr: { years: 10, legalBasis: "art. L123-22 du Code de commerce, art. 321-7 du Code pénal" },
  it: { years: 10, legalBasis: "art. 2220 del Codice civile, art. 128 TULPS" },
  en: { years: 8, legalBasis: "§ 147 of the German Fiscal Code (AO), § 257 of the German Commercial Code (HGB)" },
});

/** What SELLER_RECORD_RETENTION_YEARS may set: years per edition. */
export type SellerRecordRetentionOverrides = Partial<Record<EditionId, number>>;

/** The longest period a setting may ask for. */
export const MAX_RETENTION_YEARS = 30;

let configured: SellerRecordRetentionOverrides = {};

/** Sets the configured periods (the server, once at start; tests may call it with {} to reset). */
export function configureSellerRecordRetention(overrides: SellerRecordRetentionOverrides): void {
  configured = overrides;
}

/** An edition's period: the configured years over the default, with the default's legal basis. */
export function sellerRecordRetention(edition: EditionId): SellerRecordRetention {
  const base = SELLER_RECORD_RETENTION_DEFAULTS[edition];
  return { ...base, years: configured[edition] ?? base.years };
}

/** The end of the record's period: 1 January after the last kept year, 00:00 in the edition's zone. */
export function sellerRecordKeepUntil(paidAt: Date, edition: EditionId): Date {
  const zone = DEADLINE_TIME_ZONES[edition];
  const paidYear = localDate(paidAt, zone).year;
  return zonedTime({ year: paidYear + sellerRecordRetention(edition).years + 1, month: 1, day: 1 }, 0, zone);
}

/** The last calendar day a record is kept, in the edition's zone (keep_until is the midnight after it). */
export function sellerRecordLastDay(keepUntil: Date, edition: EditionId): LocalDate {
  return localDate(new Date(keepUntil.getTime() - 1), DEADLINE_TIME_ZONES[edition]);
}

/**
 * Reads the setting: "de=10,fr=10" (editions and whole years, 1 to MAX_RETENTION_YEARS); throws
 * an Error naming what is wrong.
 */
export function parseRetentionOverrides(value: string): SellerRecordRetentionOverrides {
  const out: SellerRecordRetentionOverrides = {};
  for (const part of value.split(",").map((p) => p.trim())) {
    if (!part) continue;
    const match = /^([a-z]{2})=(\d{1,2})$/.exec(part);
    if (!match) throw new Error(`"${part}" is not edition=years (e.g. de=10)`);
    const edition = match[1] as EditionId;
    if (!(EDITIONS as readonly string[]).includes(edition)) throw new Error(`"${match[1]}" is not an edition (${EDITIONS.join(", ")})`);
    const years = Number(match[2]);
    if (years < 1 || years > MAX_RETENTION_YEARS) throw new Error(`${edition}: years must be 1 to ${MAX_RETENTION_YEARS}`);
    if (edition in out) throw new Error(`${edition} is set twice`);
    out[edition] = years;
  }
  return out;
}
