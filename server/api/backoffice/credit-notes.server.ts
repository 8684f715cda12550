/**
 * Business trades' credit notes and sellers' invoices for staff (issue 33, decision 0121); roles
 * payout, support, account_manager (admin holds every role); others 403, no token 401:
 * - `GET /api/backoffice/credit-notes/{n}`: the trade's settlement (the document, or why there is none),
 * - `GET /api/backoffice/credit-notes/{n}/pdf`: the credit note's PDF (private, no-store),
 * - `POST /api/backoffice/credit-notes/{n}/seller-invoice` `{number}`: records the company's own
 *   invoice number (audited `creditNote.sellerInvoice`); the payout stops waiting.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  CREDIT_NOTE_ROLES,
  creditNoteFile,
  creditNoteFileName,
  recordSellerInvoice,
  settlementOfTrade,
  staffCreditNotePath,
  tradeIdOf,
  vatRatePercent,
  type TradeSettlement,
} from "../../../core/credit-note/index.server.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { storageOf } from "../../config/storage.server.ts";
import { pdfResponse } from "../../http/file-answers.server.ts";
import { readJson } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const staffCreditNoteParams = z.object({ tradeNumber: inputString().min(1).max(40) });
export const sellerInvoiceSchema = z.object({
  number: inputString({ error: "backoffice.creditNote.error.number" })
    .trim()
    .min(1, "backoffice.creditNote.error.number")
    .max(60, "backoffice.creditNote.error.number"),
});

/** Each staff member's calls an hour (429 after). */
export const STAFF_CREDIT_NOTE_LIMIT = { perWindow: 600, windowSeconds: 60 * 60 } as const;

/** The role check and the per-caller limit of every call here. */
async function staffOf(c: Context<AppEnv>) {
  const ctx = await requireStaff(c, ...CREDIT_NOTE_ROLES);
  await enforceRateLimit(c.get("deps").database.db, `credit-notes:${ctx.staff.id}`, STAFF_CREDIT_NOTE_LIMIT, nowFrom(c.get("deps")));
  return ctx;
}

const noTrade = () => new ProblemError(404, "not_found", "problem.detail.noTrade");
const noCreditNote = () => new ProblemError(404, "not_found", "problem.detail.noCreditNote");

/** The settlement as the API answers it. */
export function settlementJson(tradeNumber: string, s: TradeSettlement) {
  if (s.state === "consumer") return { tradeNumber, state: "consumer" as const, document: null, reason: null };
  if (s.state === "none")
    return {
      tradeNumber,
      state: s.settlement.kind === null ? ("none" as const) : ("pending" as const),
      document: null,
      reason: s.settlement.kind === null ? s.settlement.reason : null,
    };
  const n = s.note;
  return {
    tradeNumber,
    state: "document" as const,
    reason: null,
    document: {
      kind: n.kind,
      number: n.number,
      treatment: n.treatment,
      vatRatePercent: vatRatePercent(n.vatRateBp),
      netCents: n.netCents,
      vatCents: n.vatCents,
      grossCents: n.grossCents,
      sellerVatId: n.sellerVatId,
      buyerVatId: n.buyerVatId,
      sellerInvoiceNumber: n.sellerInvoiceNumber,
      payoutWaits: n.payoutWaits,
      issuedAt: n.issuedAt.toISOString(),
      pdf: n.number ? `/api/backoffice/credit-notes/${encodeURIComponent(tradeNumber)}/pdf` : null,
      page: n.number ? staffCreditNotePath(tradeNumber) : null,
    },
  };
}

async function tradeOf(c: { req: { param(name: "tradeNumber"): string } }, db: Parameters<typeof tradeIdOf>[0]) {
  const tradeNumber = tradeNumberOf(c.req.param("tradeNumber"));
  const tradeId = tradeNumber ? await tradeIdOf(db, tradeNumber) : null;
  if (!tradeNumber || tradeId === null) throw noTrade();
  return { tradeNumber, tradeId };
}

export const backofficeCreditNotesApi = new Hono<AppEnv>()
  .get("/:tradeNumber", async (c) => {
    await staffOf(c);
    const db = c.get("deps").database.db;
    const { tradeNumber, tradeId } = await tradeOf(c, db);
    c.header("cache-control", "private, no-store");
    return c.json(settlementJson(tradeNumber, await settlementOfTrade(db, tradeId)));
  })
  .get("/:tradeNumber/pdf", async (c) => {
    await staffOf(c);
    const deps = c.get("deps");
    const { tradeId } = await tradeOf(c, deps.database.db);
    const file = await creditNoteFile(deps.database.db, storageOf(deps), tradeId);
    if (!file) throw noCreditNote();
    return pdfResponse(file.pdf, creditNoteFileName(file.number));
  })
  .post("/:tradeNumber/seller-invoice", async (c) => {
    const { staff } = await staffOf(c);
    const deps = c.get("deps");
    const db = deps.database.db;
    const { tradeNumber, tradeId } = await tradeOf(c, db);
    const { number } = await readJson(c, sellerInvoiceSchema);
    const note = await recordSellerInvoice(db, {
      tradeId,
      number,
      staff: { id: staff.id, email: staff.email, clientKey: c.get("clientKey") },
      now: nowFrom(deps),
    });
    if (!note) throw new ProblemError(409, "no_seller_invoice", "problem.detail.noSellerInvoice");
    c.header("cache-control", "private, no-store");
    return c.json(settlementJson(tradeNumber, { state: "document", note }));
  });
