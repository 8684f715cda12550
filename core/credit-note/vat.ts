/**
 * The VAT rules of a business trade's settlement document (decision 0121), pure.
 *
 * Sellback GmbH, a German company, buys from companies. Business quote prices are NET prices: a
 * seller registered for VAT in Germany supplies with German VAT on top (19 %), which we show on a
 * self-billing credit note ("Gutschrift", § 14 (2) sentence 2 UStG) and pay with the price. A seller
 * registered in another EU member state makes a tax-exempt intra-Community supply to us (Art. 138
 * Directive 2006/112/EC); we tax the acquisition in Germany: no VAT on the document, both VAT IDs
 * and the exemption / reverse-charge wording on it. A seller outside the EU, or without a VAT ID,
 * gets no VAT document: the trade is settled like a consumer's (the price as quoted, the purchase
 * record of decision 0115). A company that chose to invoice us itself gets no credit note: a
 * `seller_invoice` row records that their invoice is expected, and the payout waits for its number.
 */

/** Our country: the VAT treatment is decided from here. */
export const OUR_COUNTRY = "DE";
/** German standard VAT rate in basis points (§ 12 (1) UStG): 1900 = 19 %. */
export const GERMAN_VAT_RATE_BP = 1900;

/**
 * The EU member states (ISO 3166-1 alpha-2) and the prefix of their VAT IDs (Greece writes EL).
 * Northern Ireland's XI prefix covers goods only and is left out here: such a seller is asked to
 * invoice us (see the decision).
 */
export const EU_VAT_PREFIXES: Readonly<Record<string, string>> = Object.freeze({
  AT: "AT",
  BE: "BE",
  BG: "BG",
  CY: "CY",
  CZ: "CZ",
  DE: "DE",
  DK: "DK",
  EE: "EE",
  GR: "EL",
  ES: "ES",
  FI: "FI",
  FR: "FR",
  HR: "HR",
  HU: "HU",
  IE: "IE",
  IT: "IT",
  LT: "LT",
  LU: "LU",
  LV: "LV",
  MT: "MT",
  NL: "NL",
  PL: "PL",
  PT: "PT",
  RO: "RO",
  SE: "SE",
  SI: "SI",
  SK: "SK",
});

export type VatTreatment = "domestic" | "intra_eu" | "non_eu";
export type SettlementKind = "credit_note" | "seller_invoice";

export interface SellerTaxFacts {
  /** Normalized ("ATU12345678"), or null. */
  vatId: string | null;
  /** ISO 3166-1 alpha-2 of the company's address. */
  country: string;
  /** credit_note (default) | invoice: the company invoices us itself. */
  invoicing: "credit_note" | "invoice";
  /** The VIES lookup's last answer (decision 0116): an ID found invalid counts as none. */
  vatStatus?: "unchecked" | "valid" | "invalid";
}

/** What the trade's settlement is: a document (credit note or the seller's own invoice) with its VAT treatment, or none (settled like a consumer's). */
export type Settlement =
  | { kind: SettlementKind; treatment: "domestic" | "intra_eu"; vatRateBp: number }
  | { kind: null; treatment: "non_eu"; vatRateBp: 0; reason: SettlementGap };

/** Why a company's trade gets no VAT document. */
export type SettlementGap = "no_vat_id" | "vat_id_invalid" | "outside_eu" | "vat_id_country";

/** The member state a VAT ID belongs to (by its prefix), or null when it is no EU VAT ID. */
export function vatIdCountry(vatId: string): string | null {
  const prefix = vatId.slice(0, 2).toUpperCase();
  for (const [country, p] of Object.entries(EU_VAT_PREFIXES)) if (p === prefix) return country;
  return null;
}

/**
 * The treatment of a company's supply to us. The VAT ID decides the member state the supply is
 * taxed from; it must be the country of the company's address too (a VAT ID of another state
 * than the address is a case for a person: no document, settled without VAT, until corrected).
 */
export function settlementOf(seller: SellerTaxFacts): Settlement {
  const vatId = seller.vatId?.trim().toUpperCase() || null;
  if (!vatId) return { kind: null, treatment: "non_eu", vatRateBp: 0, reason: "no_vat_id" };
  if (seller.vatStatus === "invalid") return { kind: null, treatment: "non_eu", vatRateBp: 0, reason: "vat_id_invalid" };
  const country = seller.country.toUpperCase();
  const idCountry = vatIdCountry(vatId);
  if (!(country in EU_VAT_PREFIXES) || idCountry === null) return { kind: null, treatment: "non_eu", vatRateBp: 0, reason: "outside_eu" };
  if (idCountry !== country) return { kind: null, treatment: "non_eu", vatRateBp: 0, reason: "vat_id_country" };
  const kind: SettlementKind = seller.invoicing === "invoice" ? "seller_invoice" : "credit_note";
  return country === OUR_COUNTRY
    ? { kind, treatment: "domestic", vatRateBp: GERMAN_VAT_RATE_BP }
    : { kind, treatment: "intra_eu", vatRateBp: 0 };
}

export interface VatAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** VAT on the net total, rounded half up to the cent (integer arithmetic only): 10000 at 1900 bp → 1900; 1 at 1900 → 0; 3 at 1900 → 1. */
export function vatAmounts(netCents: number, vatRateBp: number): VatAmounts {
  if (!Number.isSafeInteger(netCents) || netCents < 0) throw new RangeError(`net must be a non-negative integer of cents, got ${netCents}`);
  if (!Number.isInteger(vatRateBp) || vatRateBp < 0)
    throw new RangeError(`rate must be a non-negative integer of basis points, got ${vatRateBp}`);
  const vatCents = Math.floor((netCents * vatRateBp + 5000) / 10000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

/** The year of `at` in Berlin (our books' time zone): 31 Dec 23:30 UTC is already the next year there. */
export function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", year: "numeric" }).format(at));
}

/** The credit notes' number series of the calendar year (Berlin) of `at`: "GS-2026". */
export const creditNoteSeries = (at: Date) => `GS-${berlinYear(at)}`;

/** The number printed on the document: series and the gapless sequence, "GS-2026-000042". */
export const creditNoteNumber = (series: string, seq: number) => `${series}-${String(seq).padStart(6, "0")}`;

/** The rate as the document prints it: 1900 → "19". */
export const vatRatePercent = (bp: number) => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2));
