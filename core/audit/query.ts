import { inputString, z } from "../shared/index.ts";

const isoDay = inputString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.invalid")
  .refine((v) => !Number.isNaN(Date.parse(v)), "validation.invalid");

/** The audit log's filter (the page, its CSV export and the API read the same). */
export const auditQuerySchema = z.object({
  staff: inputString().trim().max(254, "validation.tooLong").optional(),
  action: inputString().trim().max(100, "validation.tooLong").optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  format: z.enum(["json", "csv"]).optional(),
});

export const auditCsvName = (now: Date) => `audit-${now.toISOString().slice(0, 10)}.csv`;
