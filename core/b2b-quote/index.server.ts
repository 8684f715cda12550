/**
 * Business quotes (issue 33, decision 0118), server door: createQuote, quoteByPublicId,
 * resolveQuoteRow, acceptQuote (and its body schema), quotesOfCompany, quotePdf, expireQuotes,
 * the per-address limits.
 */
export * from "./index.ts";
export {
  createQuote,
  quoteByPublicId,
  resolveQuoteRow,
  quotesOfCompany,
  expireQuotes,
  countQuote,
  gradePrice,
  quoteDevices,
  newQuotePublicId,
  QUOTE_LIMITS,
  QUOTE_PUBLIC_ID_PATTERN,
  QUOTE_RATE_LIMITED,
  type CreateQuoteInput,
  type QuoteDevice,
} from "./quotes.server.ts";
export {
  acceptQuote,
  acceptQuoteSchema,
  quotePayoutSchema,
  quoteCollectionSchema,
  type AcceptQuoteBody,
  type AcceptQuoteInput,
  type AcceptQuoteDeps,
} from "./accept.server.ts";
export { quotePdf, type QuotePdfCompany } from "./pdf.server.ts";
export { QUOTE_EXPIRY_JOB, quoteJobHandlers, scheduleQuoteExpiry } from "./jobs.server.ts";
export { companyPdfLines, quoteMail, sendQuote } from "./mail.server.ts";
