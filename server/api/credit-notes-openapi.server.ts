/**
 * OpenAPI paths of the business trades' credit notes (decision 0121), spread into openapi.server.ts,
 * generated from the schemas their handlers validate with (decision 0027).
 */
import { sellerInvoiceSchema, staffCreditNoteParams } from "./backoffice/credit-notes.server.ts";
import { creditNoteTradeParams } from "./b2b-credit-notes.server.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";

const pdf = { description: "PDF (private, no-store)", media: "application/pdf" };
const denied = { "401": "Missing or invalid staff bearer token", "403": "Not payout, support, account_manager or admin" };
const settlement =
  "{tradeNumber, state: document | pending | none | consumer, reason (none: no_vat_id | vat_id_invalid | outside_eu | vat_id_country), document: {kind: credit_note | seller_invoice, number, treatment: domestic | intra_eu, vatRatePercent, netCents, vatCents, grossCents, sellerVatId, buyerVatId, sellerInvoiceNumber, payoutWaits, issuedAt, pdf, page} | null}";

export const creditNotesOpenApiPaths = pathsFromZod({
  "/api/b2b/trades/{tradeNumber}/credit-note.pdf": {
    get: {
      summary:
        "The self-billing credit note (PDF, decision 0121) of a trade of the bearer's company: German VAT shown for a domestic seller, the tax-exempt intra-Community supply with reverse charge for a seller in another EU state; 60 an hour per member",
      auth: "customer",
      params: creditNoteTradeParams,
      responses: {
        "200": pdf,
        "401": "Missing, expired or invalid bearer token",
        "404": "Not a trade of the bearer's company, no credit note (yet), or an edition without business sellers (problem noCreditNote)",
        "429": "Too many downloads (Retry-After)",
      },
    },
  },
  "/api/backoffice/credit-notes/{tradeNumber}": {
    get: {
      summary:
        "A trade's settlement document: the credit note or the expected seller's invoice, or why there is none (payout, support, account_manager, admin)",
      auth: "staff",
      params: staffCreditNoteParams,
      responses: { "200": settlement, ...denied, "404": "No such trade", "429": "Too many calls (Retry-After)" },
    },
  },
  "/api/backoffice/credit-notes/{tradeNumber}/pdf": {
    get: {
      summary: "The trade's credit note (PDF), drawn again identically from its issued content when the stored file is missing",
      auth: "staff",
      params: staffCreditNoteParams,
      responses: { "200": pdf, ...denied, "404": "No such trade, or no credit note", "429": "Too many calls (Retry-After)" },
    },
  },
  "/api/backoffice/credit-notes/{tradeNumber}/seller-invoice": {
    post: {
      summary:
        "Records the number of the company's own invoice (a company that invoices us): the payout stops waiting; audited creditNote.sellerInvoice",
      auth: "staff",
      params: staffCreditNoteParams,
      body: sellerInvoiceSchema,
      responses: {
        "200": settlement,
        ...denied,
        "404": "No such trade",
        "409": "The trade expects no seller's invoice (problem noSellerInvoice)",
        "415": "Not JSON",
        "422": "No number, or longer than 60 characters",
        "429": "Too many calls (Retry-After)",
      },
    },
  },
});
