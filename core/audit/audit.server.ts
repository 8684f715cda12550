/**
 * The audit log (decision 0023): every staff action, appended; there is no update or delete here
 * (and the table's trigger refuses both). Read by the admin page and `GET /api/backoffice/audit`.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { auditLog } from "../../db/schema/index.ts";
import { writeCsv, type CsvCell } from "../shared/index.ts";

export interface AuditEntry {
  at: Date;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  clientKey?: string | null;
}

/** Who wrote an entry and when, for an action of a signed-in staff member: `{ ...byStaff(staff, now), action, … }`. */
export function byStaff(
  staff: { id: string; email: string; clientKey?: string | null },
  at: Date,
): Pick<AuditEntry, "at" | "staffId" | "staffEmail" | "clientKey"> {
  return { at, staffId: staff.id, staffEmail: staff.email, clientKey: staff.clientKey ?? null };
}

/** `byStaff` for a back-office actor that carries its staff member flat, with the time of the action. */
export function byActor(actor: {
  staffId: string;
  staffEmail: string;
  clientKey?: string | null;
  now: Date;
}): Pick<AuditEntry, "at" | "staffId" | "staffEmail" | "clientKey"> {
  return byStaff({ id: actor.staffId, email: actor.staffEmail, clientKey: actor.clientKey }, actor.now);
}

/** Appends one entry; `db` may be a transaction, so the entry commits with the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    staffId: entry.staffId,
    staffEmail: entry.staffEmail,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientKey: entry.clientKey ?? null,
  });
}

export interface AuditFilter {
  /** A staff e-mail (case-insensitive, exact) or a staff id. */
  staff?: string | undefined;
  /** An action, or a prefix ending in "." ("auth." = every login action). */
  action?: string | undefined;
  /** From this day (inclusive) to this day (inclusive), ISO dates. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditRow {
  id: number;
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

function conditions(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.staff) where.push(sql`(lower(${auditLog.staffEmail}) = ${f.staff.toLowerCase()} or ${auditLog.staffId} = ${f.staff})`);
  if (f.action) where.push(f.action.endsWith(".") ? sql`starts_with(${auditLog.action}, ${f.action})` : eq(auditLog.action, f.action));
  if (f.from) where.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(auditLog.at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)));
  return where.length ? and(...where) : undefined;
}

const toRow = (r: typeof auditLog.$inferSelect): AuditRow => ({
  id: r.id,
  at: r.at.toISOString(),
  staffId: r.staffId,
  staffEmail: r.staffEmail,
  action: r.action,
  target: r.target,
  before: r.before,
  after: r.after,
});

/** Newest first, `pageSize` per page (1-based). */
export async function listAudit(db: Db, f: AuditFilter, page: number, pageSize: number): Promise<{ entries: AuditRow[]; total: number }> {
  const where = conditions(f);
  const [entries, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { entries: entries.map(toRow), total: Number(count?.n ?? 0) };
}

/** Every matching entry (at most `max`), newest first, for the CSV export. */
export async function exportAudit(db: Db, f: AuditFilter, max = 100_000): Promise<AuditRow[]> {
  const rowsFound = await db.select().from(auditLog).where(conditions(f)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(max);
  return rowsFound.map(toRow);
}

/** A before/after value as a cell: a number stays a number, a string is the string, anything else its JSON. */
const jsonCell = (value: unknown): CsvCell =>
  value === null || value === undefined ? null : typeof value === "number" || typeof value === "string" ? value : JSON.stringify(value);

/**
 * The entries as CSV (CRLF, every data cell quoted) by the one CSV writer: a value a spreadsheet
 * would run as a formula gets a leading quote (decision 0067).
 */
export function auditCsv(entries: readonly AuditRow[]): string {
  const header = ["id", "at", "staff_id", "staff_email", "action", "target", "before", "after"];
  const rows = entries.map((e) => [e.id, e.at, e.staffId, e.staffEmail, e.action, e.target, jsonCell(e.before), jsonCell(e.after)]);
  return writeCsv([header], { lineEnding: "\r\n" }) + writeCsv(rows, { lineEnding: "\r\n", quoteAll: true });
}
