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
import { businessFileRequest, businessPdfAnswer, countBusinessPdf } from "./business-files.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const req = await businessFileRequest(args);
  const scope = parseReportScope(args.params.scope, req.now) ?? req.notFound();
  const companyId = req.member.company.id;
  const report =
    (await sustainabilityReport(
      req.ctx.deps.database.db,
      scope.kind === "year" ? { companyId, year: scope.year } : { quoteId: scope.quoteId, companyId },
    )) ?? req.notFound();
  await countBusinessPdf(req, "b2b-report-pdf", REPORT_PDF_LIMIT);
  const pdf = await sustainabilityReportPdf(report, req.now);
  return businessPdfAnswer(
    req,
    pdf,
    `sustainability-report-${report.scope.kind === "year" ? report.scope.year : report.scope.quoteNumber}.pdf`,
  );
}
