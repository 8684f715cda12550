/** `GET /api/backoffice/audit` (admin only): the audit log, filtered, as JSON pages or CSV (`format=csv`). */
import { Hono } from "hono";
import { auditCsv, exportAudit, listAudit } from "../../../core/audit/index.ts";
import { inputString } from "../../../core/shared/fields.ts";
import { z } from "../../../core/shared/zod.ts";
import { AUDIT_PAGE_SIZE } from "../../../core/staff/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith } from "../problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { queryOf } from "./trades.server.ts";

const isoDay = inputString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid")
  .refine((v) => !Number.isNaN(Date.parse(v)), "validation.invalid");

export const auditQuerySchema = z.object({
  staff: inputString().trim().max(254, "validation.tooLong").optional(),
  action: inputString().trim().max(100, "validation.tooLong").optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  format: z.enum(["json", "csv"]).optional(),
});

export const auditCsvName = (now: Date) => `audit-${now.toISOString().slice(0, 10)}.csv`;

export const backofficeAuditApi = new Hono<AppEnv>().get("/", async (c) => {
  await requireStaff(c, "admin");
  const { page = 1, format = "json", ...filter } = parseWith(auditQuerySchema, queryOf(new URL(c.req.url).searchParams));
  const db = c.get("deps").database.db;
  if (format === "csv") {
    return c.body(auditCsv(await exportAudit(db, filter)), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${auditCsvName(new Date())}"`,
    });
  }
  const { entries, total } = await listAudit(db, filter, page, AUDIT_PAGE_SIZE);
  return c.json({ entries, total, page, pageSize: AUDIT_PAGE_SIZE, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) });
});
