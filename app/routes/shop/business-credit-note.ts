/**
 * A business trade's credit note (decision 0121) for a signed-in member of the trade's company:
 * `/b2b/files/trades/:tradeNumber/credit-note`, the same path on every business edition's host
 * (shop session cookie). Signed out: to the login; anyone else (no company, another company's
 * trade, a trade without a credit note, an edition without business sellers): 404.
 * CREDIT_NOTE_PDF_LIMIT an hour per member, shared with the API. Private, no-store.
 */
import type { Route } from "./+types/business-credit-note";
import { CREDIT_NOTE_PDF_LIMIT, creditNoteFile, creditNoteFileName } from "../../../core/credit-note/index.server.ts";
import { storageOf } from "../../../server/config/storage.server.ts";
import { businessFileRequest, businessPdfAnswer, countBusinessPdf } from "./business-files.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const req = await businessFileRequest(args);
  const tradeId = await req.tradeId(args.params.tradeNumber);
  // the same key as the API's: one limit per member
  await countBusinessPdf(req, "b2b-credit-note", CREDIT_NOTE_PDF_LIMIT);
  const file = (await creditNoteFile(req.ctx.deps.database.db, storageOf(req.ctx.deps), tradeId)) ?? req.notFound();
  return businessPdfAnswer(req, file.pdf, creditNoteFileName(file.number));
}
