/**
 * A business trade's credit note (decision 0121) for a signed-in member of the trade's company:
 * `/b2b/files/trades/:tradeNumber/credit-note` on the de and en hosts (shop session cookie). Anyone
 * else (signed in without the company, another company's trade, no credit note, an edition without
 * business sellers) gets 404; signed out goes to the login page. Private, no-store.
 */
import type { Route } from "./+types/business-credit-note";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { companyTradeId, CREDIT_NOTE_PDF_LIMIT, creditNoteFile, creditNoteFileName } from "../../../core/credit-note/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { enforceRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { loggedInSession } from "../../../server/sessions/shop.server.ts";

const notFound = () => new Response("Not Found", { status: 404, headers: { "cache-control": "private, no-store" } });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = context.get(pageContext);
  if (!isBusinessEdition(ctx.edition)) throw notFound();
  const session = await loggedInSession(ctx, request);
  const db = ctx.deps.database.db;
  const member = await companyOfCustomer(db, session.customerId);
  if (!member || member.company.edition !== ctx.edition) throw notFound();
  await enforceRateLimit(db, `b2b-credit-note:${session.customerId}`, CREDIT_NOTE_PDF_LIMIT, nowFrom(ctx.deps));
  const tradeNumber = tradeNumberOf(params.tradeNumber);
  const tradeId = tradeNumber ? await companyTradeId(db, tradeNumber, member.company.id) : null;
  const file = tradeId !== null ? await creditNoteFile(db, storageOf(ctx.deps), tradeId) : null;
  if (!file) throw notFound();
  return pdfResponse(file.pdf, creditNoteFileName(file.number));
}
