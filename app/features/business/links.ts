/**
 * The business seller's document links (issue 33's contract: the same paths in de and en, the shop's
 * session cookie). The quote's PDF is the quote API's (`/api/b2b/quotes/{quoteId}/pdf`).
 */
export const quotePdfHref = (quoteId: string) => `/api/b2b/quotes/${encodeURIComponent(quoteId)}/pdf`;
export const creditNoteHref = (tradeNumber: string) => `/b2b/files/trades/${encodeURIComponent(tradeNumber)}/credit-note`;
export const certificatesHref = (tradeNumber: string) => `/b2b/files/trades/${encodeURIComponent(tradeNumber)}/certificates`;
export const yearReportHref = (year: number) => `/b2b/files/report/${year}`;
export const quoteReportHref = (quoteId: string) => `/b2b/files/report/quote-${encodeURIComponent(quoteId)}`;
