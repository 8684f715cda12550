/**
 * Every unit's erasure certificate of a company's trade in one PDF (decision 0122), for a signed-in
 * member of the company (the shop's session cookie): `/b2b/files/trades/{n}/certificates`, the same
 * path on every business edition's host. Signed out: to the login; anyone else (no company, another
 * company's trade, an edition without business sellers): 404. PDFs are CPU: REPORT_PDF_LIMIT an
 * hour per member, shared with the API. Private, no-store.
 */
import type { Route } from "./+types/business-certificates";
import { certificatesPdf, REPORT_PDF_LIMIT } from "../../../core/b2b-report/index.server.ts";
import { certificateVerifyOf } from "../../../server/config/certificate-key.server.ts";
import { businessFileRequest, businessPdfAnswer, countBusinessPdf } from "./business-files.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const req = await businessFileRequest(args);
  const tradeId = await req.tradeId(args.params.tradeNumber);
  await countBusinessPdf(req, "b2b-report-pdf", REPORT_PDF_LIMIT);
  const verify = certificateVerifyOf(req.ctx.deps, req.ctx.edition);
  const bundle = (await certificatesPdf(req.ctx.deps.database.db, tradeId, req.now, { verify })) ?? req.notFound();
  return businessPdfAnswer(req, bundle.pdf, `certificates-${bundle.tradeNumber}.pdf`);
}
