/**
 * Base prices in the back office (issue 14, decision 0038): the CSV export, the import's preview
 * (stored with the hash of the edition's prices it was made on) and its apply in one transaction,
 * the per-device edit, and the price history. Every write takes one advisory lock for prices, so
 * an edit and an apply never interleave, records history and audit in its transaction, and
 * announces "prices" there (core/changes).
 */
import { randomBytes } from "node:crypto";
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
            deviceId,
            edition,
            oldPriceCents: oldCents,
            newPriceCents: newCents,
            source: "import",
            importId: id,
            staffId: actor.staffId,
            staffEmail: actor.staffEmail,
            at: now,
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
  source: "import" | "edit";
  importId: string | null;
  staffEmail: string | null;
  at: string;
}

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
      source: h.source as "import" | "edit",
      importId: h.importId,
      staffEmail: h.staffEmail,
      at: h.at.toISOString(),
    })),
  };
}

/**
 * Sets one device's base price in one edition (euros as text or number, validated like an import's
 * price). The same price again changes nothing. Returns the old and new cents.
 */
export async function setDevicePrice(
  db: Db,
  deviceId: number,
  edition: EditionId,
  price: string | number,
  actor: PriceActor,
  now: Date,
): Promise<{ deviceId: number; edition: EditionId; oldCents: number | null; newCents: number; changed: boolean }> {
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
    if (oldCents === cents) return { deviceId, edition, oldCents, newCents: cents, changed: false };
    await tx
      .insert(devicePrices)
      .values({ deviceId, edition, basePriceCents: cents })
      .onConflictDoUpdate({ target: [devicePrices.deviceId, devicePrices.edition], set: { basePriceCents: cents } });
    await tx.insert(priceHistory).values({
      deviceId,
      edition,
      oldPriceCents: oldCents,
      newPriceCents: cents,
      source: "edit",
      staffId: actor.staffId,
      staffEmail: actor.staffEmail,
      at: now,
    });
    await auditPrices(tx, actor, now, {
      action: "prices.edit",
      target: `device:${deviceId}`,
      before: { edition, priceCents: oldCents },
      after: { edition, priceCents: cents },
    });
    await announceChange(tx, "prices");
    return { deviceId, edition, oldCents, newCents: cents, changed: true };
  });
}
