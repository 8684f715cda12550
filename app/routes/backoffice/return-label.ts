import type { Route } from "./+types/return-label";
import { returnsOf } from "../../../core/clarification/index.server.ts";
import { returnLabelFile } from "../../../server/carrier/carrier.server.ts";
import { getTradeByNumber, tradeNumberOf } from "../../../core/trade/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { pdfResponse } from "../../../server/http/file-answers.server.ts";

/** The return label (PDF) of a device going back, for inspector, support or admin: the same PDF as the API's (the carrier's, made once, or the development note; decision 0042). */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "inspector", "support");
  const db = page.ctx.deps.database.db;
  const trade = await getTradeByNumber(db, tradeNumberOf(params.tradeNumber) ?? params.tradeNumber);
  if (!trade || !(await returnsOf(db, trade.tradeId)).some((r) => r.itemId === Number(params.itemId)))
    throw pageNotFound(url.pathname, "noEntity");
  const { pdf } = await returnLabelFile(page.ctx.deps, trade, Number(params.itemId));
  return pdfResponse(pdf, `return-${trade.tradeNumber}-${params.itemId}.pdf`);
}
