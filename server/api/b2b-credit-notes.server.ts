/**
 * A business trade's credit note for a member of the trade's company (issue 33, decision 0121):
 * `GET /api/b2b/trades/{n}/credit-note.pdf` with the customer's bearer access token. Anybody else
 * (no company, another company's trade, a trade without a credit note) gets the same 404; editions
 * without business sellers 404 too; no or a bad token 401. The PDF is the stored file (drawn again
 * identically from the issued content when missing). Each member may fetch CREDIT_NOTE_PDF_LIMIT an
 * hour (429 after). Private, no-store.
 */
import { Hono } from "hono";
import { z } from "zod";
import { companyOfCustomer, companyTradeId } from "../../core/company/index.server.ts";
import { CREDIT_NOTE_PDF_LIMIT, creditNoteFile, creditNoteFileName } from "../../core/credit-note/index.server.ts";
import { isBusinessEdition } from "../../core/editions/index.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, ProblemError } from "../../core/shared/index.ts";
import { tradeNumberOf } from "../../core/trade/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { storageOf } from "../config/storage.server.ts";
import { pdfResponse } from "../http/file-answers.server.ts";
import { requireCustomer } from "./account.server.ts";

export const creditNoteTradeParams = z.object({ tradeNumber: inputString().min(1).max(40) });

const noCreditNote = () => new ProblemError(404, "not_found", "problem.detail.noCreditNote");

export const b2bCreditNotesApi = new Hono<AppEnv>().get("/trades/:tradeNumber/credit-note.pdf", async (c) => {
  if (!isBusinessEdition(c.get("edition"))) throw noCreditNote();
  const customerId = await requireCustomer(c);
  const deps = c.get("deps");
  const db = deps.database.db;
  const member = await companyOfCustomer(db, customerId);
  if (!member || member.company.edition !== c.get("edition")) throw noCreditNote();
  await enforceRateLimit(db, `b2b-credit-note:${customerId}`, CREDIT_NOTE_PDF_LIMIT, nowFrom(deps));
  const tradeNumber = tradeNumberOf(c.req.param("tradeNumber"));
  const tradeId = tradeNumber ? await companyTradeId(db, tradeNumber, member.company.id) : null;
  const file = tradeId ? await creditNoteFile(db, storageOf(deps), tradeId) : null;
  if (!file) throw noCreditNote();
  return pdfResponse(file.pdf, creditNoteFileName(file.number));
});
