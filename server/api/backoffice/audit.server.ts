/** `GET /api/backoffice/audit` (admin only): the audit log, filtered, as JSON pages or CSV (`format=csv`). */
import { Hono } from "hono";
import { auditCsv, exportAudit, listAudit } from "../../../core/audit/index.server.ts";
import { AUDIT_PAGE_SIZE } from "../../../core/staff/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { auditCsvName, auditQuerySchema } from "../../../core/audit/index.ts";
import { csvResponse } from "../../http/file-answers.server.ts";

export const backofficeAuditApi = new Hono<AppEnv>().get("/", async (c) => {
  await requireStaff(c, "admin");
  const { page = 1, format = "json", ...filter } = parseWith(auditQuerySchema, queryOf(new URL(c.req.url).searchParams));
  const db = c.get("deps").database.db;
  if (format === "csv") {
    return csvResponse(auditCsv(await exportAudit(db, filter)), auditCsvName(new Date()));
  }
  const { entries, total } = await listAudit(db, filter, page, AUDIT_PAGE_SIZE);
  return c.json({ entries, total, page, pageSize: AUDIT_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) });
});
