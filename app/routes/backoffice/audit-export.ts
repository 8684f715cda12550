import type { Route } from "./+types/audit-export";
import { auditCsv, exportAudit } from "../../../core/audit/index.server.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { auditCsvName, auditQuerySchema } from "../../../core/audit/index.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { csvResponse } from "../../../server/http/file-answers.server.ts";

/** The audit page's CSV export (admin only): the filtered log, newest first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "admin");
  const { page: _p, format: _f, ...filter } = parseWith(auditQuerySchema, queryOf(url.searchParams));
  return csvResponse(auditCsv(await exportAudit(page.ctx.deps.database.db, filter)), auditCsvName(new Date()));
}
