import type { Route } from "./+types/audit-export";
import { auditCsv, exportAudit } from "../../../core/audit/index.ts";
import { auditCsvName, auditQuerySchema } from "../../../server/api/backoffice/audit.server.ts";
import { queryOf } from "../../../server/api/backoffice/trades.server.ts";
import { parseWith } from "../../../server/api/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";

/** The audit page's CSV export (admin only): the filtered log, newest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "admin");
  const { page: _p, format: _f, ...filter } = parseWith(auditQuerySchema, queryOf(url.searchParams));
  return new Response(auditCsv(await exportAudit(page.ctx.deps.database.db, filter)), {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${auditCsvName(new Date())}"` },
  });
}
