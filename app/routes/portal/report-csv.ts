import { data } from "react-router";
import type { Route } from "./+types/report-csv";
import { monthReportCsv } from "../../../core/partner-users/report-csv.ts";
import { monthRange, monthReport } from "../../../core/partner-users/store.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";

/** The month's report as CSV (semicolons, German decimal comma): partner managers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const url = new URL(request.url);
  const { scope } = requirePartnerUser(page, url, "partner_manager");
  const month = url.searchParams.get("month") ?? "";
  if (!monthRange(month)) throw data(null, { status: 404 });
  const rows = await monthReport(page.ctx.deps.database.db, scope, month);
  return new Response(monthReportCsv(month, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="auswertung-${month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
