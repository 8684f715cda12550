/** Business quotes (decision 0118): stored, priced, resolved, expired. */
import type { Db } from "../../db/client.server.ts";
import type { ColumnMap, ListTable } from "../b2b-list/index.ts";
import type { BusinessGrade, EditionId } from "../editions/index.ts";
import type { JsonQuoteRow, QuoteSummary, QuoteView, VolumeTier } from "./types.ts";

export interface CreateQuoteInput {
  edition: EditionId;
  /** The hash of the caller's address (never the address). */
  clientKey: string;
  now: Date;
  /** The business user who made it, if signed in (their company is stored with the quote). */
  customerId?: string | null;
  list: { table: ListTable; columns?: ColumnMap; source?: "csv" | "xlsx" | "ods" | "paste" } | { rows: JsonQuoteRow[] };
  /** The grade of rows whose condition cell is empty or unknown. */
  defaultGrade?: BusinessGrade;
  /** The volume tiers (settings); the edition's default when absent. */
  tiers?: VolumeTier[];
}

export async function createQuote(_db: Db, _input: CreateQuoteInput): Promise<QuoteView> {
  throw new Error("not implemented");
}

/** The quote by its public id; state "expired" once past validUntil. */
export async function quoteByPublicId(_db: Db, _quoteId: string, _now: Date): Promise<QuoteView | null> {
  throw new Error("not implemented");
}

export async function resolveQuoteRow(_db: Db, _quoteId: string, _row: number, _deviceId: number, _now: Date): Promise<QuoteView> {
  throw new Error("not implemented");
}

export async function quotesOfCompany(_db: Db, _companyId: number): Promise<QuoteSummary[]> {
  throw new Error("not implemented");
}

/** Marks open quotes past validUntil "expired"; returns how many. */
export async function expireQuotes(_db: Db, _now: Date): Promise<number> {
  throw new Error("not implemented");
}
