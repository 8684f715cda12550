/**
 * A business seller's certificates and sustainability reports (issue 33, decision 0122), for a
 * member of the company (the customer's bearer access token):
 * - `GET /api/b2b/trades/{n}/certificates.pdf`: every unit's erasure certificate of the company's trade,
 * - `GET /api/b2b/reports/{scope}.pdf`: the sustainability report of a year ("2026") or a quote ("quote-{quoteId}").
 * Anyone else (no company, another company's trade or quote, a scope that does not parse) gets the
 * same 404 as for nothing; editions without business sellers 404 too. PDFs are CPU: each member
 * may render REPORT_PDF_LIMIT of them an hour (429 after). Answers are private, no-store.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  certificatesPdf,
  parseReportScope,
  REPORT_PDF_LIMIT,
  sustainabilityReport,
  sustainabilityReportPdf,
} from "../../core/b2b-report/index.server.ts";
import { companyOfCustomer, companyTradeId } from "../../core/company/index.server.ts";
import { isBusinessEdition } from "../../core/editions/index.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { inputString, nowFrom, ProblemError } from "../../core/shared/index.ts";
import { tradeNumberOf } from "../../core/trade/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { pdfResponse } from "../http/file-answers.server.ts";
import { certificateVerifyOf } from "../config/certificate-key.server.ts";
import { requireCustomer } from "./account.server.ts";

export const b2bTradeParams = z.object({ tradeNumber: inputString().min(1).max(40) });
export const b2bReportParams = z.object({
  scope: inputString().min(4).max(80).describe('"2026" (a calendar year, Berlin time, from 2026 to this year) or "quote-{quoteId}"'),
});

const noTrade = () => new ProblemError(404, "not_found", "problem.detail.noTrade");
const noReport = () => new ProblemError(404, "not_found", "problem.detail.noReport");

/** The bearer's company, or the 404 anybody else gets; counts the bearer's PDF against the limit. */
async function memberCompany(c: Context<AppEnv>, missing: () => ProblemError): Promise<number> {
  if (!isBusinessEdition(c.get("edition"))) throw missing();
  const customerId = await requireCustomer(c);
  const db = c.get("deps").database.db;
  const member = await companyOfCustomer(db, customerId);
  if (!member || member.company.edition !== c.get("edition")) throw missing();
  await enforceRateLimit(db, `b2b-report-pdf:${customerId}`, REPORT_PDF_LIMIT, nowFrom(c.get("deps")));
  return member.company.id;
}

export const b2bReportsApi = new Hono<AppEnv>()
  .get("/trades/:tradeNumber/certificates.pdf", async (c) => {
    const companyId = await memberCompany(c, noTrade);
    const db = c.get("deps").database.db;
    const tradeNumber = tradeNumberOf(c.req.param("tradeNumber"));
    const tradeId = tradeNumber ? await companyTradeId(db, tradeNumber, companyId) : null;
    const deps = c.get("deps");
    const bundle = tradeId
      ? await certificatesPdf(db, tradeId, nowFrom(deps), { verify: certificateVerifyOf(deps, c.get("edition")) })
      : null;
    if (!bundle) throw noTrade();
    return pdfResponse(bundle.pdf, `certificates-${bundle.tradeNumber}.pdf`);
  })
  .get("/reports/:scope.pdf", async (c) => {
    const companyId = await memberCompany(c, noReport);
    const deps = c.get("deps");
    const now = nowFrom(deps);
    const file = c.req.param("scope.pdf") ?? "";
    const scope = file.endsWith(".pdf") ? parseReportScope(file.slice(0, -".pdf".length), now) : null;
    if (!scope) throw noReport();
    const report = await sustainabilityReport(
      deps.database.db,
      scope.kind === "year" ? { companyId, year: scope.year } : { quoteId: scope.quoteId, companyId },
    );
    if (!report) throw noReport();
    const pdf = await sustainabilityReportPdf(report, now);
    const name = report.scope.kind === "year" ? String(report.scope.year) : report.scope.quoteNumber;
    return pdfResponse(pdf, `sustainability-report-${name}.pdf`);
  });
