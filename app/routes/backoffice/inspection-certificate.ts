import type { Route } from "./+types/inspection-certificate";
import { certificatePdf } from "../../../core/inspection/index.server.ts";
import { getTradeByNumber } from "../../../core/trade/index.server.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";

/** A device's erasure certificate for signed-in staff (any role): the same PDF as the API's. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url);
  const db = page.ctx.deps.database.db;
  const trade = await getTradeByNumber(db, params.tradeNumber);
  const found = trade ? await certificatePdf(db, trade, Number(params.itemId)) : null;
  if (!found) throw pageNotFound(url.pathname, "noEntity");
  return pdfResponse(found.pdf, `${found.number}.pdf`);
}
