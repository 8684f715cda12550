import { data } from "react-router";
import type { Route } from "./+types/report-csv";
import { monthReportCsv } from "../../../core/partner-users/index.ts";
import { monthRange, monthReport } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { csvResponse } from "../../../server/http/file-answers.server.ts";

/** The month's report as CSV (semicolons, German decimal comma): partner managers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { scope } = requirePartnerUser(page, url, "partner_manager");
  const month = url.searchParams.get("month") ?? "";
  if (!monthRange(month)) throw data(null, { status: 404 });
  const rows = await monthReport(page.ctx.deps.database.db, scope, month);
  return csvResponse(monthReportCsv(month, rows), `auswertung-${month}.csv`);
}
