/**
 * OpenAPI entries of the bank files read back (issue 32, decision 0113), from the schemas the
 * handlers validate with (decision 0027); spread into server/api/openapi.server.ts.
 */
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { bankEntryParams, resolveBankEntrySchema } from "./bank-files.server.ts";

const staff: { auth: "staff"; tags: string[] } = { auth: "staff", tags: ["back office"] };
const denied = { "401": "No valid staff bearer token", "403": "Not a payout or admin user" } as const;
const entry =
  "{id, fileId, kind (executed|returned|known|unmatched), creditDebit (CRDT|DBIT), amount (EUR), amountCents, bookingDate, bankReference, endToEndId, batchReference, reasonCode, runId, note (noReference|unknownRun|runNotConfirmed|batchDiffers|unknownEndToEndId|amountDiffers|notPaid|currency), counterparty, remittance, info, resolvedAt, resolvedBy, resolvedNote}";
const result = `{format (camt.053.001.02|camt.053.001.08|camt.054.001.02|camt.054.001.08), entries, executedRuns: [runId], returned: [{tradeNumber, reason, code}], unmatched: [${entry}], ignored: [{index, status, creditDebit, amount, amountCents}] (not booked), duplicate, fileId}`;

export const bankFilesOpenApiPaths = pathsFromZod({
  "/api/backoffice/bank-files": {
    get: {
      summary:
        "The imported bank files (newest first, at most 50) and the entries that matched nothing and wait for a person; payout or admin",
      ...staff,
      responses: {
        "200": `{files: [{id, fileName, format, messageId, source (upload|folder), importedAt, importedBy, entries, executedRuns, returned, unmatched}], openEntries: [${entry}]}`,
        ...denied,
      },
    },
    post: {
      summary:
        "Import a camt.053 statement or camt.054 notification (.001.02 or .001.08; multipart part `file`, at most 10 MB): a booked debit of a confirmed run's SEPA batch (PmtInfId or MsgId, total and count) marks the run executed; a returned transfer (RtrInf, matched by end-to-end id and amount to a paid item) takes its trade back to payout_pending with the reason and mails the customer; anything else is listed as unmatched, never guessed. One transaction; the same file again (SHA-256) answers duplicate and changes nothing; audited",
      ...staff,
      upload: { field: "file", description: "The camt XML file" },
      responses: {
        "201": result,
        "200": `The same file was imported before: ${result} with duplicate true and nothing changed`,
        ...denied,
        "400": "A multipart body that cannot be read",
        "413": "Over 10 MB",
        "415": "Not multipart/form-data",
        "422":
          "No file, or a file that cannot be read: not UTF-8, not well-formed XML, not camt.053/.054 .001.02/.001.08, a required element missing or a value unreadable (problem, place); nothing changed",
      },
    },
  },
  "/api/backoffice/bank-files/entries/{id}/resolve": {
    post: {
      summary: "Close an unmatched entry with a note on how it was dealt with (payout or admin); audited",
      ...staff,
      params: bankEntryParams,
      body: resolveBankEntrySchema,
      responses: {
        "200": entry,
        ...denied,
        "400": "Malformed JSON",
        "404": "No such unmatched entry",
        "409": "Already resolved",
        "415": "Not JSON",
        "422": "Invalid id, or the note missing, empty or over 500 characters",
      },
    },
  },
});
