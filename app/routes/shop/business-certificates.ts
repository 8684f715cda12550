/**
 * Every unit's erasure certificate of a company's trade in one PDF (decision 0122), for a signed-in
 * member of the company (the shop's session cookie): `/b2b/files/trades/{n}/certificates`, the same
 * path on every business edition's host. Signed out: to the login; anyone else (no company, another
 * company's trade, an edition without business sellers): 404. PDFs are CPU: REPORT_PDF_LIMIT an
 * hour per member, shared with the API. Private, no-store.
 */
import type { Route } from "./+types/business-certificates";
import { certificatesPdf, companyTradeId, REPORT_PDF_LIMIT } from "../../../core/b2b-report/index.server.ts";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { hitRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
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
  if (!tradeId) throw pageNotFound(url.pathname, "noEntity");
  const now = nowFrom(ctx.deps);
  const hit = await hitRateLimit(
    db,
    `b2b-report-pdf:${session.customerId}`,
    REPORT_PDF_LIMIT.perWindow,
    REPORT_PDF_LIMIT.windowSeconds,
    now,
  );
  if (!hit.allowed)
    throw new Response("Too Many Requests", {
      status: 429,
      headers: { "Retry-After": String(hit.retryAfterSeconds), "Cache-Control": "private, no-store" },
    });
  const bundle = await certificatesPdf(db, tradeId, now);
  if (!bundle) throw pageNotFound(url.pathname, "noEntity");
  const answer = pdfResponse(bundle.pdf, `certificates-${bundle.tradeNumber}.pdf`);
  for (const cookie of headersOf(session).getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
