import type { Route } from "./+types/purchase-record";
import { PURCHASE_RECORD_ROLES, purchaseRecordFileName } from "../../../core/purchase-record/index.ts";
import { tradeNumberOf } from "../../../core/trade/index.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { purchaseRecordPdf } from "../../../server/http/purchase-record.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

/** A trade's purchase record (decision 0115) for signed-in payout and support staff (admin too): the same PDF as the API's. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...PURCHASE_RECORD_ROLES);
  const tradeNumber = tradeNumberOf(params.tradeNumber);
  const pdf = tradeNumber ? await purchaseRecordPdf(page.ctx.deps, tradeNumber) : null;
  if (!tradeNumber || !pdf) throw pageNotFound(url.pathname, "noEntity");
  return pdfResponse(pdf, purchaseRecordFileName(tradeNumber));
}
