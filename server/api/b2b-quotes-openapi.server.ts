/**
 * OpenAPI paths of business quotes (decisions.md "Business sellers", decision 0118; spread into
 * openapi.server.ts), from the schemas the handlers validate with. The create call takes JSON or
 * a multipart file: the multipart form is added next to the JSON body.
 */
import { acceptQuoteSchema } from "../../core/b2b-quote/index.server.ts";
import { BUSINESS_COLLECTION_MIN_UNITS, BUSINESS_LIST_MAX_ROWS, BUSINESS_QUOTE_VALID_DAYS } from "../../core/editions/index.ts";
import { QUOTE_LIMITS } from "../../core/b2b-quote/index.server.ts";
import { pathsFromZod } from "../http/openapi-zod.server.ts";
import { createQuoteJsonSchema, QUOTE_READ_LIMIT, quoteParams, quoteRowParams, resolveRowSchema } from "./b2b-quotes.server.ts";

const row =
  "{row, status (matched|ask|unpriced), deviceId?, name?, confidence?, candidates?: [{deviceId, name, confidence}] (up to three), grade (A|B|C|D), quantity, imei?, serial?, identifierProblem? (imei_check_digit|imei_format|serial_format), matchedBy? (match: the matcher was sure | seller: picked or named by the seller), input: {cells as read}, unitPriceCents?, totalCents?}";
const quote = `{quoteId, number, state (open|accepted|expired), createdAt, validUntil, unitCount (priced units), totalCents (priced rows only), volume: {percent, units} | null, tradeNumber, rows: [${row}]}`;
const noQuote = "Unknown quote (or one of another edition's), or the edition has no business sellers";
const reads = `${QUOTE_READ_LIMIT.perWindow} reads per address in ${QUOTE_READ_LIMIT.windowSeconds / 60} minutes (Retry-After)`;
const writes = `${QUOTE_LIMITS.resolvePerAddress.perWindow} changes per address an hour (Retry-After)`;
const closed = "The quote has expired (quote_expired) or was accepted already (quote_accepted)";

const paths = pathsFromZod({
  "/api/b2b/quotes": {
    post: {
      summary: `A binding quote for a device list (valid ${BUSINESS_QUOTE_VALID_DAYS} days; no account needed): JSON {rows} or multipart/form-data with \`file\` (CSV or XLSX; optional \`columns\`: JSON {field: 0-based column}, else recognised by header; optional \`defaultGrade\` for rows without a condition). Each row is matched to the catalog (matched | ask: choose a candidate | unpriced: priced by us on request), priced for its grade with the volume rule on the priced units. With a business user's bearer the quote is stored for their company. Business editions only; private, no-store`,
      auth: "optional",
      body: createQuoteJsonSchema,
      responses: {
        "201": quote,
        "400": "A multipart body that cannot be read",
        "401": "An invalid or expired bearer token (none is fine)",
        "404": "The edition has no business sellers",
        "413": "Over the form body limit",
        "415": "Neither JSON nor multipart/form-data, or a file format that cannot be read",
        "422": `Invalid fields; a file that cannot be read, is empty or has more than ${BUSINESS_LIST_MAX_ROWS} rows; rows that cannot be read (list_problems, each in \`problems\`: {row, field, code}); nothing is stored`,
        "429": `${QUOTE_LIMITS.perAddress.perWindow} quotes per address an hour (Retry-After)`,
      },
    },
  },
  "/api/b2b/quotes/{quoteId}": {
    get: {
      summary: "A quote by its unguessable id; open quotes past validUntil read as expired. Private, no-store",
      params: quoteParams,
      responses: { "200": quote, "404": noQuote, "429": reads },
    },
  },
  "/api/b2b/quotes/{quoteId}/pdf": {
    get: {
      summary: "The quote as a PDF: number, date, binding until, company when known, rows, volume line, total, the grades' definitions",
      params: quoteParams,
      responses: { "200": { description: "PDF", media: "application/pdf" }, "404": noQuote, "429": reads },
    },
  },
  "/api/b2b/quotes/{quoteId}/rows/{row}": {
    post: {
      summary:
        "Names a row's device (a row that asks, or any row to correct a match): one of its candidates or any shop device of the edition; the row is priced for its grade by today's catalog, the volume percent follows the new unit count",
      params: quoteRowParams,
      body: resolveRowSchema,
      responses: {
        "200": quote,
        "404": `${noQuote}, or no such row`,
        "409": closed,
        "422": "No such device in this edition",
        "429": writes,
      },
    },
  },
  "/api/b2b/quotes/{quoteId}/accept": {
    post: {
      summary: `Accepts the quote into one trade (a business user's bearer; the company's billing address, the payout details given): one line per priced row at its unit price, unpriced rows left out; from ${BUSINESS_COLLECTION_MIN_UNITS} units a collection window (core/pickup's request) is required and a pickup is requested, below the trade's label is the shop's. The trade's confirmation mail goes to the user`,
      auth: "customer",
      params: quoteParams,
      body: acceptQuoteSchema,
      responses: {
        "201": "{tradeNumber}",
        "401": "Missing, expired or invalid bearer token",
        "403": "The bearer is in no company, or the quote belongs to another company",
        "404": noQuote,
        "409": `${closed}; rows still ask for their device (quote_rows_ask, rowsAsking); no row is priced`,
        "422": `Invalid payout details (the checkout's rules) or collection; no collection window from ${BUSINESS_COLLECTION_MIN_UNITS} units, or one not offered`,
        "429": writes,
      },
    },
  },
  "/api/b2b/quotes/{quoteId}/send": {
    post: {
      summary:
        "Mails the quote (its link and its PDF) to the business user's own address and marks it sent (the pipeline's \"sent\"); the quote is then the user's company's",
      auth: "customer",
      params: quoteParams,
      responses: {
        "202": "{sentAt}",
        "401": "Missing, expired or invalid bearer token",
        "403": "The bearer is in no company, or the quote belongs to another company",
        "404": noQuote,
        "409": "The quote has expired (quote_expired)",
        "429": `${writes}; 3 quote mails an hour to one address`,
      },
    },
  },
});

const create = (paths["/api/b2b/quotes"] as { post: { requestBody: { content: Record<string, unknown> } } }).post;
create.requestBody.content["multipart/form-data"] = {
  schema: {
    type: "object",
    required: ["file"],
    properties: {
      file: { type: "string", format: "binary", description: "The device list: CSV or XLSX, the first row names the columns" },
      columns: {
        type: "string",
        description:
          'JSON {field: column}, fields model, storage, colour, condition, quantity, imei, serial; e.g. {"model": 0, "condition": 2}',
      },
      defaultGrade: {
        type: "string",
        enum: ["A", "B", "C", "D"],
        description: "The grade of rows whose condition is empty or not understood",
      },
    },
  },
};

export const b2bQuotesOpenApiPaths = paths;
