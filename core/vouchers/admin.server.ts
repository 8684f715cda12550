/**
 * The back office's voucher editor (decision 0040): list with the usage count (the trades that
 * carry the code, as the checkout's limits count them), create, change, delete. A used voucher is
 * never deleted (its trades name it): deactivate it instead. Every write is one transaction with
 * its audit entry and the change signal (topic `vouchers`).
 */
import { and, asc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { vouchers } from "../../db/schema/index.ts";
import { byActor, recordAudit } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { qualified, rows } from "../shared/index.server.ts";
import { VOUCHER_PAGE_SIZE, type VoucherCreate, type VoucherListQuery, type VoucherUpdate } from "./rules.ts";

export interface SiteActor {
  staffId: string;
  staffEmail: string;
  clientKey: string | null;
  now: Date;
}

export interface VoucherRow {
  code: string;
  edition: EditionId;
  kind: "percent" | "fixed";
  percent: number | null;
  bonusCents: number | null;
  validFrom: string;
  validUntil: string;
  active: boolean;
  maxUsesPerCustomer: number | null;
  maxUses: number | null;
  /** Trades that used the code. */
  uses: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const asDb = (tx: Tx) => tx as unknown as Db;
type Stored = typeof vouchers.$inferSelect;

const toRow = (v: Stored, uses: number): VoucherRow => ({
  code: v.code,
  edition: v.edition as EditionId,
  kind: v.kind === "fixed" ? "fixed" : "percent",
  percent: v.percent === null ? null : Number(v.percent),
  bonusCents: v.bonusCents,
  validFrom: v.validFrom.toISOString(),
  validUntil: v.validUntil.toISOString(),
  active: v.active,
  maxUsesPerCustomer: v.maxUsesPerCustomer,
  maxUses: v.maxUses,
  uses,
});

const usesOf = sql<number>`(select count(*)::int from trades t where t.edition = ${qualified(vouchers.edition)} and t.voucher_code = ${qualified(vouchers.code)})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listVouchers(db: Db, query: VoucherListQuery) {
  const where: SQL[] = [];
  if (query.edition) where.push(eq(vouchers.edition, query.edition));
  if (query.q) where.push(ilike(vouchers.code, `%${escapeLike(query.q)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from vouchers where ${condition ?? sql`true`}`);
  const total = Number(counted?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / VOUCHER_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const list = await db
    .select({ v: vouchers, uses: usesOf })
    .from(vouchers)
    .where(condition)
    .orderBy(asc(vouchers.edition), asc(vouchers.code))
    .limit(VOUCHER_PAGE_SIZE)
    .offset((page - 1) * VOUCHER_PAGE_SIZE);
  return { items: list.map((r) => toRow(r.v, Number(r.uses))), total, page, pages, pageSize: VOUCHER_PAGE_SIZE };
}

const keyOf = (edition: EditionId, code: string) => and(eq(vouchers.edition, edition), eq(vouchers.code, code.toUpperCase()));

export async function getVoucher(db: Db, edition: EditionId, code: string): Promise<VoucherRow | null> {
  const [r] = await db.select({ v: vouchers, uses: usesOf }).from(vouchers).where(keyOf(edition, code));
  return r ? toRow(r.v, Number(r.uses)) : null;
}

const notFound = () => new ProblemError(404, "not_found", "backoffice.vouchers.error.notFound");
const stored = (v: VoucherUpdate) => ({
  kind: v.kind,
  percent: v.kind === "percent" && v.percent !== null ? v.percent.toFixed(2) : null,
  bonusCents: v.kind === "fixed" ? v.bonusCents : null,
  validFrom: new Date(v.validFrom),
  validUntil: new Date(v.validUntil),
  active: v.active,
  maxUsesPerCustomer: v.maxUsesPerCustomer,
  maxUses: v.maxUses,
});
const auditView = (r: VoucherRow) => {
  const { uses: _uses, ...rest } = r;
  return rest;
};

async function audited(tx: Tx, actor: SiteActor, action: string, target: string, before: VoucherRow | null, after: VoucherRow | null) {
  await recordAudit(asDb(tx), {
    ...byActor(actor),
    action,
    target,
    before: before ? auditView(before) : null,
    after: after ? auditView(after) : null,
  });
  await announceChange(asDb(tx), "vouchers");
}

/** The voucher with its use count, locked for the change (404 when there is none). */
async function lockVoucher(tx: Tx, edition: EditionId, code: string) {
  const [found] = await tx.select({ v: vouchers, uses: usesOf }).from(vouchers).where(keyOf(edition, code)).for("update", { of: vouchers });
  if (!found) throw notFound();
  return found;
}

/** A new voucher; its code must be new in the edition (422 on `code` otherwise). */
export async function createVoucher(db: Db, input: VoucherCreate, actor: SiteActor): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(vouchers)
      .values({ code: input.code, edition: input.edition, ...stored(input) })
      .onConflictDoNothing()
      .returning();
    if (!made) throw new ProblemError(422, "validation", undefined, [{ field: "code", message: "backoffice.vouchers.error.codeTaken" }]);
    const row = toRow(made, 0);
    await audited(tx, actor, "voucher.create", `voucher:${row.edition}:${row.code}`, null, row);
    return row;
  });
}

export async function updateVoucher(db: Db, edition: EditionId, code: string, input: VoucherUpdate, actor: SiteActor): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    // the checkout locks the same row while it counts uses: a change waits for a running trade
    const before = await lockVoucher(tx, edition, code);
    const [after] = await tx.update(vouchers).set(stored(input)).where(keyOf(edition, code)).returning();
    const row = toRow(after!, Number(before.uses));
    await audited(tx, actor, "voucher.update", `voucher:${edition}:${row.code}`, toRow(before.v, Number(before.uses)), row);
    return row;
  });
}

/** Deletes an unused voucher; a used one answers 409 (deactivate it instead). */
export async function deleteVoucher(db: Db, edition: EditionId, code: string, actor: SiteActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockVoucher(tx, edition, code);
    if (Number(before.uses) > 0)
      throw new ProblemError(409, "conflict", "backoffice.vouchers.error.used", undefined, { uses: Number(before.uses) });
    await tx.delete(vouchers).where(keyOf(edition, code));
    await audited(tx, actor, "voucher.delete", `voucher:${edition}:${before.v.code}`, toRow(before.v, 0), null);
  });
}
