/** Accepting a quote (decision 0118): one trade for the whole quote, in one transaction. */
import type { Db } from "../../db/client.server.ts";
import type { QuoteCollection, QuotePayout } from "./types.ts";

export interface AcceptQuoteDeps {
  /** The mailer of the trade's "created" mail. */
  mailer: unknown;
  origin: string;
}

export interface AcceptQuoteInput {
  quoteId: string;
  customerId: string;
  now: Date;
  payout: QuotePayout;
  collection?: QuoteCollection | null;
  clientKey: string;
}

export async function acceptQuote(_db: Db, _deps: AcceptQuoteDeps, _input: AcceptQuoteInput): Promise<{ tradeNumber: string }> {
  throw new Error("not implemented");
}
