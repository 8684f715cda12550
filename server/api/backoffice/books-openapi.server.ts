/**
 * OpenAPI entries of the books (decision 0114), from the schema the handler validates with
 * (decision 0027); spread into server/api/openapi.server.ts.
 */
import { journalQuerySchema } from "../../../core/books/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";

export const booksOpenApiPaths = pathsFromZod({
  "/api/backoffice/books/datev.csv": {
    get: {
      summary:
        "The payout journal of a period (from, to: YYYY-MM-DD, days in the operator's time zone, within one fiscal year and one calendar year) and an edition (or all) as a DATEV-Format Buchungsstapel (EXTF 700, category 21, format version 13; Windows-1252, CRLF): confirmed payouts (purchases to bank or PayPal), returned payments (the reverse booking, reason code in the text) and store trades' voucher settlements (purchases to the partners' clearing account); file name EXTF_Buchungsstapel_<from>_<to>_<edition>.csv; audited (books.datev.export); private, no-store; payout or admin",
      auth: "staff",
      tags: ["back office"],
      query: journalQuerySchema,
      responses: {
        "200": { description: "DATEV Buchungsstapel (Windows-1252)", media: "text/csv" },
        "401": "No valid staff bearer token",
        "403": "Not a payout or admin user",
        "409": "DATEV_CONSULTANT_NUMBER or DATEV_CLIENT_NUMBER is not set (the problem names them): DATEV refuses a batch without them",
        "422":
          "A date that is no day (YYYY-MM-DD), to before from, more than 366 days, a period crossing the fiscal year or the calendar year, an unknown edition",
      },
    },
  },
});
