/**
 * A company's sustainability report as PDF (decision 0122), for a signed-in member of the company
 * (the shop's session cookie): `/b2b/files/report/{scope}` with scope a calendar year ("2026",
 * Berlin time) or "quote-{quoteId}", the same path on every business edition's host. Signed out: to
 * the login; anyone else (no company, another company's quote, a scope that does not parse, an
 * edition without business sellers): 404. PDFs are CPU: REPORT_PDF_LIMIT an hour per member, shared
 * with the API. Private, no-store.
 */
import type { Route } from "./+types/business-report";
import {
  parseReportScope,
  REPORT_PDF_LIMIT,
  sustainabilityReport,
  sustainabilityReportPdf,
} from "../../../core/b2b-report/index.server.ts";
import { companyOfCustomer } from "../../../core/company/index.server.ts";
import { isBusinessEdition } from "../../../core/editions/index.ts";
import { hitRateLimit } from "../../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
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
  const now = nowFrom(ctx.deps);
  const member = await companyOfCustomer(db, session.customerId);
  const scope = parseReportScope(params.scope, now);
  if (!member || member.company.edition !== ctx.edition || !scope) throw pageNotFound(url.pathname, "noEntity");
  const companyId = member.company.id;
  const report = await sustainabilityReport(
    db,
    scope.kind === "year" ? { companyId, year: scope.year } : { quoteId: scope.quoteId, companyId },
  );
  if (!report) throw pageNotFound(url.pathname, "noEntity");
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
  const pdf = await sustainabilityReportPdf(report, now);
  const answer = pdfResponse(
    pdf,
    `sustainability-report-${report.scope.kind === "year" ? report.scope.year : report.scope.quoteNumber}.pdf`,
  );
  for (const cookie of headersOf(session).getSetCookie()) answer.headers.append("Set-Cookie", cookie);
  return answer;
}
