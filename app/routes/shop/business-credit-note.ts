/**
 * A business trade's credit note (decision 0121) for a signed-in member of the trade's company:
 * `/b2b/files/trades/:tradeNumber/credit-note`, the same path on every business edition's host
 * (shop session cookie). Signed out: to the login; anyone else (no company, another company's
 * trade, a trade without a credit note, an edition without business sellers): 404.
 * CREDIT_NOTE_PDF_LIMIT an hour per member, shared with the API. Private, no-store.
 */
import type { Route } from "./+types/business-credit-note";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { companyTradeId, CREDIT_NOTE_PDF_LIMIT, creditNoteFile, creditNoteFileName } from "../../../core/credit-note/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { hitRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { headersOf, loggedInSession } from "../../../server/sessions/shop.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const ctx = context.get(pageContext);
  const url = new URL(request.url);
  if (!isBusinessEdition(ctx.edition)) throw pageNotFound(url.pathname, "noRoute");
  const session = await loggedInSession(ctx, request);
  const db = ctx.deps.database.db;
  const member = await companyOfCustomer(db, session.customerId);
  const tradeNumber = tradeNumberOf(params.tradeNumber);
  const tradeId =
    member && member.company.edition === ctx.edition && tradeNumber ? await companyTradeId(db, tradeNumber, member.company.id) : null;
  if (tradeId === null) throw pageNotFound(url.pathname, "noEntity");
  // the same key as the API's: one limit per member
  const hit = await hitRateLimit(
    db,
    `b2b-credit-note:${session.customerId}`,
    CREDIT_NOTE_PDF_LIMIT.perWindow,
    CREDIT_NOTE_PDF_LIMIT.windowSeconds,
    nowFrom(ctx.deps),
  );
  if (!hit.allowed)
    throw new Response("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(hit.retryAfterSeconds), "Cache-Control": "private, no-store" },
    });
  const file = await creditNoteFile(db, storageOf(ctx.deps), tradeId);
  if (!file) throw pageNotFound(url.pathname, "noEntity");
  const answer = pdfResponse(file.pdf, creditNoteFileName(file.number));
  for (const cookie of headersOf(session).getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
