/**
 * OpenAPI entries of `/api/backoffice/b2b` (issue 33, decision 0123), from the zod schemas the
 * handlers validate with; spread into server/api/openapi.server.ts.
 */
import {
  companyParams,
  leadListQuery,
  leadParams,
  leadStatusSchema,
  managerSchema,
  quoteListQuery,
  quoteNumberParams,
  tradeListQuery,
} from "../../../core/b2b-pipeline/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";

const tags = ["back office", "business sellers"];
const staff = { auth: "staff" as const, tags };
const read = {
  "401": "No valid staff bearer token",
  "403": "Not an account manager, support or admin user (or a step is pending)",
  "429": "Too many calls by this staff user (Retry-After)",
};
const write = { ...read, "403": "Not an account manager or admin user (or a step is pending)" };
const page = "items, total, page, pages (25 a page), counts (per stage, under the same filters but the stage)";
const manager = "manager: {id, name, email} | null";
const lead = `{id, edition, company, contactName, email, deviceCount, status, createdAt, ${manager}, companyId, companyName}`;
const quote = `{number, edition, stage (open|sent|accepted|expired), state, createdAt, validUntil, sentAt, unitCount, totalCents, companyId, companyName, leadId, leadCompany, tradeNumber, ${manager}}`;
const trade = `{tradeNumber, edition, state, createdAt, units, totalCents, companyId, companyName, quoteNumber, ${manager} (the company's)}`;
const assign = (what: string) => ({
  summary: `Assign ${what} an account manager (a staff user holding account_manager or admin), or none with managerId null; audited`,
  ...staff,
  body: managerSchema,
});

export const b2bPipelineOpenApiPaths = pathsFromZod({
  "/api/backoffice/b2b/leads": {
    get: {
      summary: "The landing page's leads, newest first, with their account manager and the company registered from them",
      ...staff,
      query: leadListQuery,
      responses: { "200": `{${page}; items: [${lead}]}`, ...read, "422": "Unknown stage or edition, bad manager, search too long" },
    },
  },
  "/api/backoffice/b2b/quotes": {
    get: {
      summary:
        "Quotes, newest first: open (not yet sent), sent, accepted, expired (state expired or past valid_until), with company, lead, trade and account manager",
      ...staff,
      query: quoteListQuery,
      responses: { "200": `{${page}; items: [${quote}]}`, ...read, "422": "Unknown stage or edition, bad manager, search too long" },
    },
  },
  "/api/backoffice/b2b/trades": {
    get: {
      summary: "Companies' trades, newest first: state, units, total, company, quote and the company's account manager",
      ...staff,
      query: tradeListQuery,
      responses: { "200": `{${page}; items: [${trade}]}`, ...read, "422": "Unknown trade state or edition, bad manager" },
    },
  },
  "/api/backoffice/b2b/leads/{leadId}": {
    get: {
      summary:
        "One lead: its data, status, account manager and company; its quotes; its mails (the mail log to its address and the team's copy, and contact messages from its address)",
      ...staff,
      params: leadParams,
      responses: {
        "200": `{lead: ${lead} + {phone, categories, message}, quotes: [${quote}], mails: [{id, at, direction (out|in), kind, address, subject, status}]}`,
        ...read,
        "404": "No such lead",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/b2b/companies/{companyId}": {
    get: {
      summary: "One company: data, VAT ID and its status, members, account manager, quotes, trades, credit notes, collections",
      ...staff,
      params: companyParams,
      responses: {
        "200":
          "{company: {id, edition, name, vatId, vatStatus, street, houseNumber, zip, city, country, invoicing, accountManager}, vatCheckedAt, leadId, createdAt, members, quotes, trades, creditNotes: [{number, kind, tradeNumber, vatTreatment, netCents, vatCents, grossCents, issuedAt}], pickups: [{tradeNumber, day, windowFrom, windowTo, state, carrier, reference}]}",
        ...read,
        "404": "No such company",
        "422": "Invalid id",
      },
    },
  },
  "/api/backoffice/b2b/quotes/{quoteNumber}": {
    get: {
      summary: "One quote by its number: stage, validity, totals, account manager, trade, and its rows as matched and priced",
      ...staff,
      params: quoteNumberParams,
      responses: {
        "200": `{quote: ${quote} + {source, volume, acceptedAt}, rows: [{row, status, input, deviceId, deviceName, confidence, grade, quantity, imei, serial, unitPriceCents, totalCents}]}`,
        ...read,
        "404": "No such quote",
        "422": "Not a quote number",
      },
    },
  },
  "/api/backoffice/b2b/leads/{leadId}/status": {
    post: {
      summary: "Move a lead to another status (new, contacted, quoted, won, lost); audited with before and after",
      ...staff,
      params: leadParams,
      body: leadStatusSchema,
      responses: {
        "200": "{leadId, status, changed (false: it had that status already; nothing recorded)}",
        ...write,
        "400": "Malformed JSON",
        "404": "No such lead",
        "415": "Not JSON",
        "422": "Unknown status",
      },
    },
  },
  "/api/backoffice/b2b/leads/{leadId}/manager": {
    post: {
      ...assign("a lead"),
      params: leadParams,
      responses: {
        "200": `{leadId, ${manager}, changed}`,
        ...write,
        "400": "Malformed JSON",
        "404": "No such lead",
        "415": "Not JSON",
        "422": "b2b_manager_not_eligible: no active account manager or admin with that id",
      },
    },
  },
  "/api/backoffice/b2b/companies/{companyId}/manager": {
    post: {
      ...assign("a company (and its open quotes)"),
      params: companyParams,
      responses: {
        "200": `{companyId, ${manager}, changed, quotes (the numbers of the open quotes that moved with it)}`,
        ...write,
        "400": "Malformed JSON",
        "404": "No such company",
        "415": "Not JSON",
        "422": "b2b_manager_not_eligible",
      },
    },
  },
  "/api/backoffice/b2b/quotes/{quoteNumber}/manager": {
    post: {
      ...assign("one quote"),
      params: quoteNumberParams,
      responses: {
        "200": `{number, ${manager}, changed}`,
        ...write,
        "400": "Malformed JSON",
        "404": "No such quote",
        "415": "Not JSON",
        "422": "Not a quote number, or b2b_manager_not_eligible",
      },
    },
  },
});
