/** Business quotes (issue 33, decision 0118): the shapes the API, the pages and the PDF share. Browser-safe. */
import type { BusinessGrade, EditionId } from "../editions/index.ts";

/** A volume tier: from `minUnits` priced units on, every priced unit gets `percent` on top. */
export interface VolumeTier {
  minUnits: number;
  percent: number;
}

/** A grade as the seller sees it; the texts are the messages business.grade.{grade}.title / .text. */
export interface GradeDefinition {
  grade: BusinessGrade;
  titleKey: string;
  textKey: string;
}

/** A catalog device a row may be: the same shape as b2b-list's RowCandidate. */
export interface QuoteCandidate {
  deviceId: number;
  name: string;
  confidence: number;
}

export type QuoteRowStatus = "matched" | "ask" | "unpriced";
export type QuoteState = "open" | "accepted" | "expired";

export interface QuoteRowView {
  row: number;
  status: QuoteRowStatus;
  deviceId: number | null;
  name: string | null;
  confidence: number | null;
  candidates: QuoteCandidate[];
  grade: BusinessGrade;
  quantity: number;
  imei: string | null;
  serial: string | null;
  identifierProblem: string | null;
  /** Who chose the device: match (the matcher was sure), seller (picked from the candidates or named), null (not chosen yet). */
  matchedBy: "match" | "seller" | "staff" | null;
  input: Record<string, string>;
  /** The catalog price of one unit for the grade's answers, before the volume rule; null when unpriced or unclear. */
  basePriceCents: number | null;
  /** One unit with the volume rule. */
  unitPriceCents: number | null;
  totalCents: number | null;
}

export interface QuoteView {
  /** The public, unguessable id (base64url, 128 bits or more). */
  quoteId: string;
  number: string;
  edition: EditionId;
  state: QuoteState;
  createdAt: string;
  validUntil: string;
  /** Priced units (rows that ask or are unpriced are not counted). */
  unitCount: number;
  totalCents: number;
  volume: { percent: number; units: number } | null;
  companyId: number | null;
  tradeNumber: string | null;
  sentAt: string | null;
  rows: QuoteRowView[];
}

/** A quote in a company's list (the seller's account page). */
export interface QuoteSummary {
  quoteId: string;
  number: string;
  state: QuoteState;
  createdAt: string;
  validUntil: string;
  unitCount: number;
  totalCents: number;
  tradeNumber: string | null;
}

/** A row of a JSON quote request (decisions.md "Business sellers"). */
export interface JsonQuoteRow {
  model: string;
  storage?: string | null;
  colour?: string | null;
  grade: BusinessGrade;
  quantity: number;
  imei?: string | null;
  serial?: string | null;
}

export type QuotePayout =
  | { method: "sepa"; iban: string; bic?: string | null; accountHolder: string }
  | { method: "paypal"; paypalEmail: string };

export interface QuoteCollection {
  day: string;
  windowFrom: string;
  windowTo: string;
  contactName: string;
  phone: string;
  notes?: string | null;
}
