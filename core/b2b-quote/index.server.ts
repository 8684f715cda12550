/**
 * Business quotes (issue 33, decision 0118), server door: createQuote, quoteByPublicId,
 * resolveQuoteRow, acceptQuote, quotesOfCompany, quotePdf, expireQuotes.
 */
export * from "./index.ts";
export {
  createQuote,
  quoteByPublicId,
  resolveQuoteRow,
  quotesOfCompany,
  expireQuotes,
  type CreateQuoteInput,
} from "./quotes.server.ts";
export { acceptQuote, type AcceptQuoteInput, type AcceptQuoteDeps } from "./accept.server.ts";
export { quotePdf } from "./pdf.server.ts";
