/**
 * Base prices in the back office (issue 14, decision 0038): the CSV export, the import's preview
 * (stored with the hash of the edition's prices it was made on) and its apply in one transaction,
 * the per-device edit, and the price history. Every write takes one advisory lock for prices, so
 * an edit and an apply never interleave, records history and audit in its transaction, and
 * announces "prices" there (core/changes).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devicePrices, devices, priceHistory, priceImports } from "../../db/schema/index.ts";
import { recordAudit, type AuditEntry } from "../audit/index.server.ts";
import { announceChange } from "../changes/index.ts";
import { EDITIONS, type EditionId } from "../editions/index.ts";
import { csvDecimal, writeCsv, ProblemError } from "../shared/index.ts";
import { rows as sqlRows } from "../shared/index.server.ts";
import { parsePriceCsv, parsePriceText, PRICE_CSV_COLUMNS, type FileError } from "./csv.ts";
import { changesOf, countDiff, diffRows, type CatalogDevice, type DiffCounts, type DiffRow } from "./diff.ts";
import { percentOf, type BulkFilter, type BulkInput } from "./bulk.ts";
import {
  bulkRows,
  missingForGuard,
  priceGuard,
  type BulkCounts,
  type BulkDevice,
  type BulkRow,
  type PriceGuard,
  type PriceGuardSettings,
} from "./guard.ts";

export interface PriceActor {
  staffId: string;
  staffEmail: string;
  clientKey?: string | null;
}

export const isEdition = (value: unknown): value is EditionId =>
  typeof value === "string" && (EDITIONS as readonly string[]).includes(value);

/** Writers of prices wait for each other (one lock for every edition: imports are rare). */
const lockPrices = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(hashtext('sellback:device_prices'))`);

/** sha256 of an edition's prices (device id and cents, in id order): any change in between changes it. */
/** Writes a price change to the audit log as the actor's, in the change's transaction. */
function auditPrices(tx: Db, actor: PriceActor, now: Date, change: Pick<AuditEntry, "action" | "target" | "before" | "after">) {
  return recordAudit(tx, { at: now, staffId: actor.staffId, staffEmail: actor.staffEmail, ...change, clientKey: actor.clientKey ?? null });
}

/** One price_history row of a change by the actor. */
function historyRow(
  actor: PriceActor,
  now: Date,
  c: { deviceId: number; edition: EditionId; oldCents: number | null; newCents: number; source: PriceSource; reason?: string | null },
) {
  return {
    deviceId: c.deviceId,
    edition: c.edition,
    oldPriceCents: c.oldCents,
    newPriceCents: c.newCents,
    source: c.source,
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    reason: c.reason ?? null,
    at: now,
  };
}

async function pricesHash(db: Db, edition: EditionId): Promise<string> {
  const [row] = await sqlRows<{ hash: string }>(
    db,
    sql`select encode(sha256(convert_to(coalesce(string_agg(device_id::text || ':' || base_price_cents::text, ',' order by device_id), ''), 'UTF8')), 'hex') as hash
        from device_prices where edition = ${edition}`,
  );
  return row!.hash;
}

/**
 * The edition's price list as CSV: every device, its price empty where it has none. Written by the
 * one CSV writer (a device name a spreadsheet would run as a formula gets a leading quote; the id
 * and the price are numbers; decision 0067).
 */
export async function exportPricesCsv(db: Db, edition: EditionId): Promise<string> {
  const list = await sqlRows<{ id: number; slug: string; name: string; cents: number | null }>(
    db,
    sql`select d.id, d.slug, d.name, p.base_price_cents as cents from devices d
        left join device_prices p on p.device_id = d.id and p.edition = ${edition} order by d.id`,
  );
  return writeCsv([
    PRICE_CSV_COLUMNS,
    ...list.map((d) => [Number(d.id), d.slug, d.name, edition, d.cents === null ? null : csvDecimal(Number(d.cents))]),
  ]);
}

export interface ImportPreview {
  id: string;
  edition: EditionId;
  fileName: string | null;
  createdAt: string;
  staffEmail: string | null;
  counts: DiffCounts;
  appliedAt: string | null;
}

/** A file the parser refused: 422 with the file error's message key. */
export class PriceFileError extends ProblemError {
  constructor(readonly fileError: FileError) {
    super(
      422,
      "validation",
      `backoffice.prices.fileError.${fileError.code}`,
      [{ field: "file", message: `backoffice.prices.fileError.${fileError.code}` }],
      {
        reason: fileError.code,
        ...(fileError.column ? { column: fileError.column } : {}),
        ...(fileError.line ? { line: fileError.line } : {}),
      },
    );
  }
}

/** Previews one staff user may store per hour (each keeps up to 20,000 rows): enough for any real work. */
export const PRICE_PREVIEWS_PER_HOUR = 30;

/** Reads a CSV, diffs it against the catalog and stores the preview (nothing else changes). */
export async function previewPriceImport(
  db: Db,
  edition: EditionId,
  file: string | Uint8Array,
  actor: PriceActor,
  now: Date,
  fileName: string | null = null,
): Promise<ImportPreview> {
  const [recent] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from price_imports where staff_id = ${actor.staffId} and created_at > ${new Date(now.getTime() - 3_600_000)}`,
  );
  if (Number(recent?.n ?? 0) >= PRICE_PREVIEWS_PER_HOUR)
    throw new ProblemError(429, "rate_limited", "backoffice.prices.problem.tooManyPreviews", undefined, { retryAfter: 3600 });
  const parsed = parsePriceCsv(file, edition);
  if (!parsed.ok) throw new PriceFileError(parsed.error);
  const ids = [...new Set(parsed.rows.map((r) => r.deviceId).filter((id): id is number => id !== null && id <= 2_147_483_647))];
  const known = new Map<number, CatalogDevice>();
  const current = new Map<number, number>();
  const hash = await pricesHash(db, edition);
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    const found = await db
      .select({ id: devices.id, slug: devices.slug, name: devices.name, cents: devicePrices.basePriceCents })
      .from(devices)
      .leftJoin(devicePrices, and(eq(devicePrices.deviceId, devices.id), eq(devicePrices.edition, edition)))
      .where(inArray(devices.id, chunk));
    for (const d of found) {
      known.set(d.id, { slug: d.slug, name: d.name });
      if (d.cents !== null) current.set(d.id, d.cents);
    }
  }
  const diff = diffRows(parsed.rows, known, current);
  const counts = countDiff(diff);
  const id = randomBytes(16).toString("base64url");
  const name = fileName ? fileName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) : null;
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.insert(priceImports).values({
      id,
      edition,
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
      fileName: name,
      createdAt: now,
      basisHash: hash,
      counts,
      rows: diff,
    });
    await auditPrices(tx, actor, now, {
      action: "prices.import_preview",
      target: `prices:${edition}`,
      after: { importId: id, counts },
    });
  });
  return { id, edition, fileName: name, createdAt: now.toISOString(), staffEmail: actor.staffEmail, counts, appliedAt: null };
}

type ImportRow = typeof priceImports.$inferSelect;
const previewOf = (row: ImportRow): ImportPreview => ({
  id: row.id,
  edition: row.edition as EditionId,
  fileName: row.fileName,
  createdAt: row.createdAt.toISOString(),
  staffEmail: row.staffEmail,
  counts: row.counts as DiffCounts,
  appliedAt: row.appliedAt ? row.appliedAt.toISOString() : null,
});

const IMPORT_ID = /^[A-Za-z0-9_-]{22}$/;

/** A stored preview and a page of its rows (of one kind, or all), or null. */
export async function priceImportOf(
  db: Db,
  id: string,
  opts: { kind?: DiffRow["kind"] | undefined; page?: number; pageSize?: number } = {},
): Promise<(ImportPreview & { rows: DiffRow[]; page: number; pages: number; shown: number }) | null> {
  if (!IMPORT_ID.test(id)) return null;
  const [row] = await db.select().from(priceImports).where(eq(priceImports.id, id));
  if (!row) return null;
  const all = (row.rows as DiffRow[]).filter((r) => !opts.kind || r.kind === opts.kind);
  const pageSize = opts.pageSize ?? 100;
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(Math.max(1, opts.page ?? 1), pages);
  return { ...previewOf(row), rows: all.slice((page - 1) * pageSize, page * pageSize), page, pages, shown: all.length };
}

/** Order of the kinds in a preview: what needs attention first. */
export const kindOrder = (r: DiffRow) => ["rejected", "changed", "new", "unknown", "unchanged", "blank"].indexOf(r.kind);

/**
 * Applies a previewed import: in one transaction, under the prices lock, only if it has no
 * rejected row, is not applied yet and the edition's prices are still those it was previewed on;
 * writes the changed and new prices, a history row each, the audit entry and the change signal.
 */
export async function applyPriceImport(db: Db, id: string, actor: PriceActor, now: Date): Promise<ImportPreview & { applied: number }> {
  if (!IMPORT_ID.test(id)) throw new ProblemError(404, "not_found", "backoffice.prices.problem.noImport");
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockPrices(tx);
      const [row] = await tx.select().from(priceImports).where(eq(priceImports.id, id)).for("update");
      if (!row) throw new ProblemError(404, "not_found", "backoffice.prices.problem.noImport");
      if (row.appliedAt) throw new ProblemError(409, "conflict", "backoffice.prices.problem.applied", undefined, { reason: "applied" });
      const counts = row.counts as DiffCounts;
      if (counts.rejected > 0)
        throw new ProblemError(422, "validation", "backoffice.prices.problem.rejectedRows", undefined, {
          reason: "rejected_rows",
          rejected: counts.rejected,
        });
      const edition = row.edition as EditionId;
      if ((await pricesHash(tx, edition)) !== row.basisHash)
        throw new ProblemError(409, "conflict", "backoffice.prices.problem.stale", undefined, { reason: "stale" });
      const changes = changesOf(row.rows as DiffRow[]);
      for (let i = 0; i < changes.length; i += 1000) {
        const chunk = changes.slice(i, i + 1000);
        await tx
          .insert(devicePrices)
          .values(chunk.map(([deviceId, , cents]) => ({ deviceId, edition, basePriceCents: cents })))
          .onConflictDoUpdate({
            target: [devicePrices.deviceId, devicePrices.edition],
            set: { basePriceCents: sql`excluded.base_price_cents` },
          });
        await tx.insert(priceHistory).values(
          chunk.map(([deviceId, oldCents, newCents]) => ({
            ...historyRow(actor, now, { deviceId, edition, oldCents, newCents, source: "import" }),
            importId: id,
          })),
        );
      }
      await tx.update(priceImports).set({ appliedAt: now, appliedBy: actor.staffEmail }).where(eq(priceImports.id, id));
      await auditPrices(tx, actor, now, {
        action: "prices.import",
        target: `prices:${edition}`,
        before: { importId: id, counts },
        after: { applied: changes.length, changed: counts.changed, new: counts.new },
      });
      if (changes.length) await announceChange(tx, "prices");
      return { ...previewOf({ ...row, appliedAt: now, appliedBy: actor.staffEmail }), applied: changes.length };
    });
  } catch (err) {
    // a device deleted since the preview (its new price has nothing to belong to): nothing applied
    if (pgCode(err) === "23503") throw new ProblemError(409, "conflict", "backoffice.prices.problem.stale", undefined, { reason: "stale" });
    throw err;
  }
}

function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++)
    if (typeof e.code === "string") return e.code;
  return undefined;
}

export interface PriceHistoryEntry {
  id: number;
  edition: string;
  oldCents: number | null;
  newCents: number;
  source: PriceSource;
  importId: string | null;
  staffEmail: string | null;
  /** Why a guarded change was made (decision 0087); null for the others. */
  reason: string | null;
  at: string;
}

/** Where a history row comes from: a CSV import, the per-device edit, a bulk change (decision 0087). */
export type PriceSource = "import" | "edit" | "bulk";

export interface DevicePrices {
  device: { id: number; slug: string; name: string };
  prices: { edition: EditionId; cents: number | null }[];
  history: PriceHistoryEntry[];
}

export const PRICE_HISTORY_LIMIT = 200;

/** A device's price in every edition and its latest history (newest first), or null. */
export async function devicePricesOf(db: Db, deviceId: number): Promise<DevicePrices | null> {
  const [device] = await db
    .select({ id: devices.id, slug: devices.slug, name: devices.name })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!device) return null;
  const prices = await db.select().from(devicePrices).where(eq(devicePrices.deviceId, deviceId));
  const history = await db
    .select()
    .from(priceHistory)
    .where(eq(priceHistory.deviceId, deviceId))
    .orderBy(desc(priceHistory.at), desc(priceHistory.id))
    .limit(PRICE_HISTORY_LIMIT);
  return {
    device,
    prices: EDITIONS.map((edition) => ({ edition, cents: prices.find((p) => p.edition === edition)?.basePriceCents ?? null })),
    history: history.map((h) => ({
      id: h.id,
      edition: h.edition,
      oldCents: h.oldPriceCents,
      newCents: h.newPriceCents,
      source: h.source as PriceSource,
      importId: h.importId,
      staffEmail: h.staffEmail,
      reason: h.reason,
      at: h.at.toISOString(),
    })),
  };
}

/** How a write meets the guard (decision 0087): the settings, whether the caller confirmed, and the reason (cleaned, null when none). */
export interface GuardAnswer {
  settings: PriceGuardSettings;
  confirmed: boolean;
  reason: string | null;
}

/**
 * A guarded change without its confirmation or reason (decision 0087): 409, naming what is missing
 * (`missing`, and a field error each) and restating the change (`guard`: old, new, percent, step, ceiling, reasons).
 */
export class PriceGuardError extends ProblemError {
  constructor(
    readonly guard: PriceGuard,
    readonly missing: ("confirm" | "reason")[],
    extra: Record<string, unknown> = {},
  ) {
    super(
      409,
      "price_guarded",
      "backoffice.prices.guard.problem",
      missing.map((field) => ({ field, message: `backoffice.prices.guard.missing.${field}` })),
      {
        missing,
        guard: {
          reasons: guard.reasons,
          oldCents: guard.oldCents,
          newCents: guard.newCents,
          changePercent: guard.changePercent,
          stepPercent: guard.stepPercent,
          ceilingCents: guard.ceilingCents,
        },
        ...extra,
      },
    );
  }
}

/**
 * Sets one device's base price in one edition (euros as text or number, validated like an import's
 * price). The same price again changes nothing. A guarded change (beyond the step or above the
 * ceiling, judged against the price read under the lock) needs `answer.confirmed` and a reason, else
 * PriceGuardError; the reason is kept in the history. Returns the old and new cents.
 */
export async function setDevicePrice(
  db: Db,
  deviceId: number,
  edition: EditionId,
  price: string | number,
  actor: PriceActor,
  now: Date,
  answer: GuardAnswer,
): Promise<{ deviceId: number; edition: EditionId; oldCents: number | null; newCents: number; changed: boolean; reason: string | null }> {
  const parsed = parsePriceText(typeof price === "number" ? (Number.isFinite(price) ? String(price) : "x") : price);
  if (!parsed.ok)
    throw new ProblemError(422, "validation", undefined, [{ field: "price", message: `backoffice.prices.reason.${parsed.reason}` }]);
  const cents = parsed.cents;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockPrices(tx);
    const [device] = await tx.select({ id: devices.id }).from(devices).where(eq(devices.id, deviceId));
    if (!device) throw new ProblemError(404, "not_found", "problem.detail.noDevice");
    const [current] = await tx
      .select()
      .from(devicePrices)
      .where(and(eq(devicePrices.deviceId, deviceId), eq(devicePrices.edition, edition)));
    const oldCents = current?.basePriceCents ?? null;
    if (oldCents === cents) return { deviceId, edition, oldCents, newCents: cents, changed: false, reason: null };
    const guard = priceGuard(oldCents, cents, answer.settings);
    const missing = missingForGuard(guard, answer.confirmed, answer.reason);
    if (missing.length) throw new PriceGuardError(guard, missing, { edition });
    await tx
      .insert(devicePrices)
      .values({ deviceId, edition, basePriceCents: cents })
      .onConflictDoUpdate({ target: [devicePrices.deviceId, devicePrices.edition], set: { basePriceCents: cents } });
    await tx
      .insert(priceHistory)
      .values(historyRow(actor, now, { deviceId, edition, oldCents, newCents: cents, source: "edit", reason: answer.reason }));
    await auditPrices(tx, actor, now, {
      action: "prices.edit",
      target: `device:${deviceId}`,
      before: { edition, priceCents: oldCents },
      after: { edition, priceCents: cents, ...(guard.guarded ? { guarded: guard.reasons, reason: answer.reason } : {}) },
    });
    await announceChange(tx, "prices");
    return { deviceId, edition, oldCents, newCents: cents, changed: true, reason: answer.reason };
  });
}

/** The most devices one bulk change may touch: a larger filter is refused (narrow it). */
export const BULK_MAX_ROWS = 5000;

export interface BulkPreview {
  filter: BulkFilter;
  percent: number;
  basisPoints: number;
  rows: BulkRow[];
  counts: BulkCounts;
  /** sha256 of the edition, the percentage and every row (device, old, new): the apply checks it. */
  basis: string;
  stepPercent: number;
  ceilingCents: number;
}

/** The filter's priced devices of the edition, by name. */
async function bulkDevices(db: Db, filter: BulkFilter): Promise<BulkDevice[]> {
  const list = await db
    .select({ deviceId: devices.id, slug: devices.slug, name: devices.name, oldCents: devicePrices.basePriceCents })
    .from(devices)
    .innerJoin(devicePrices, and(eq(devicePrices.deviceId, devices.id), eq(devicePrices.edition, filter.edition)))
    .where(
      and(
        filter.category ? eq(devices.categoryId, filter.category) : undefined,
        filter.manufacturer ? eq(devices.manufacturerId, filter.manufacturer) : undefined,
        filter.releaseYear ? eq(devices.releaseYear, filter.releaseYear) : undefined,
      ),
    )
    .orderBy(devices.name, devices.id)
    .limit(BULK_MAX_ROWS + 1);
  if (list.length > BULK_MAX_ROWS)
    throw new ProblemError(422, "validation", "backoffice.prices.bulk.problem.tooMany", undefined, {
      reason: "too_many",
      max: BULK_MAX_ROWS,
    });
  return list;
}

function bulkBasis(filter: BulkFilter, basisPoints: number, rows: readonly BulkRow[]): string {
  const hash = createHash("sha256").update(`${filter.edition}|${basisPoints}`);
  for (const r of rows) hash.update(`|${r.deviceId}:${r.oldCents}:${r.newCents}`);
  return hash.digest("base64url");
}

/** What a bulk change would do, row by row (nothing changes). Refused (422) when the filter matches more than BULK_MAX_ROWS devices. */
export async function previewBulkChange(db: Db, input: BulkInput, settings: PriceGuardSettings): Promise<BulkPreview> {
  const { rows, counts } = bulkRows(await bulkDevices(db, input.filter), input.basisPoints, settings);
  return {
    filter: input.filter,
    percent: percentOf(input.basisPoints),
    basisPoints: input.basisPoints,
    rows,
    counts,
    basis: bulkBasis(input.filter, input.basisPoints, rows),
    stepPercent: settings.stepPercent,
    ceilingCents: settings.ceilingCents,
  };
}

export const BULK_BASIS = /^[A-Za-z0-9_-]{43}$/;

/**
 * Applies a previewed bulk change in one transaction, under the prices lock: only when the rows
 * are still those of the preview (`basis`, else 409 stale), none is refused (422), and, when any
 * row is guarded, with the confirmation and a reason (PriceGuardError, the first guarded row
 * restated). Writes the prices, a history row each (source `bulk`, the reason on every row), one
 * audit entry and the change signal.
 */
export async function applyBulkChange(
  db: Db,
  input: BulkInput,
  basis: string,
  actor: PriceActor,
  now: Date,
  answer: GuardAnswer,
): Promise<{ edition: EditionId; percent: number; applied: number; guarded: number; reason: string | null }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockPrices(tx);
    const preview = await previewBulkChange(tx, input, answer.settings);
    if (preview.basis !== basis)
      throw new ProblemError(409, "conflict", "backoffice.prices.bulk.problem.stale", undefined, { reason: "stale" });
    if (preview.counts.refused)
      throw new ProblemError(422, "validation", "backoffice.prices.bulk.problem.refused", undefined, {
        reason: "refused_rows",
        refused: preview.counts.refused,
      });
    if (!preview.rows.length)
      throw new ProblemError(422, "validation", "backoffice.prices.bulk.problem.nothing", undefined, { reason: "nothing" });
    const first = preview.rows.find((r) => r.guards.length);
    if (first) {
      const guard = priceGuard(first.oldCents, first.newCents, answer.settings);
      const missing = missingForGuard(guard, answer.confirmed, answer.reason);
      if (missing.length) throw new PriceGuardError(guard, missing, { guardedRows: preview.counts.guarded });
    }
    const { edition } = input.filter;
    for (let i = 0; i < preview.rows.length; i += 1000) {
      const chunk = preview.rows.slice(i, i + 1000);
      await tx
        .insert(devicePrices)
        .values(chunk.map((r) => ({ deviceId: r.deviceId, edition, basePriceCents: r.newCents })))
        .onConflictDoUpdate({
          target: [devicePrices.deviceId, devicePrices.edition],
          set: { basePriceCents: sql`excluded.base_price_cents` },
        });
      await tx
        .insert(priceHistory)
        .values(chunk.map((r) => historyRow(actor, now, { ...r, edition, source: "bulk", reason: answer.reason })));
    }
    await auditPrices(tx, actor, now, {
      action: "prices.bulk",
      target: `prices:${edition}`,
      before: { filter: input.filter, percent: preview.percent },
      after: { applied: preview.rows.length, guarded: preview.counts.guarded, reason: answer.reason },
    });
    await announceChange(tx, "prices");
    return { edition, percent: preview.percent, applied: preview.rows.length, guarded: preview.counts.guarded, reason: answer.reason };
  });
}

/** The release years of the catalog's devices, newest first: the bulk change's year filter. */
export async function releaseYears(db: Db): Promise<number[]> {
  const list = await sqlRows<{ year: number }>(db, sql`select distinct release_year as year from devices order by 1 desc`);
  return list.map((r) => Number(r.year));
}
