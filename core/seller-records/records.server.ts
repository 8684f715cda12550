/**
 * The seller records (issue 30, decision 0097): written in the transaction that pays a trade,
 * kept apart from the account and the trade's own copy (account deletion and the support erasure
 * anonymise those, never this), and deleted by a daily job once `keep_until` has passed.
 *
 * The sealed ID document number is copied as it is stored in seller_identifications: nothing here
 * opens it, and no function here logs a record's fields.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { sellerIdentifications, sellerRecords, tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import { isEditionId } from "../editions/index.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { deletePurchaseRecordFiles, enqueuePurchaseRecord } from "../purchase-record/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { sellerRecordKeepUntil } from "./retention.ts";

/** One device of a record: the line's name and quantity, the identifiers as inspected (else as the store clerk read them), the amount paid for the line. */
export interface SellerRecordDevice {
  name: string;
  imei: string | null;
  serial: string | null;
  quantity: number;
  amountCents: number;
}

/**
 * Writes the record of trade `tradeId`, paid at `paidAt`, from the trade as it is now (call it
 * inside the paying transaction). Idempotent per trade number: a second call leaves the record's
 * seller and devices as first written and only moves `paid_at` (and `keep_until`, never earlier)
 * when the trade was paid again later (a returned transfer paid anew). Answers false when the trade
 * does not exist.
 */
export async function keepSellerRecord(db: Db, args: { tradeId: number; paidAt: Date }): Promise<boolean> {
  const [trade] = await db.select().from(trades).where(eq(trades.id, args.tradeId)).limit(1);
  if (!trade || !isEditionId(trade.edition)) return false;
  const lines = await db
    .select({
      name: tradeLines.deviceName,
      quantity: tradeLines.quantity,
      amountCents: tradeLines.lineTotalCents,
      lineImei: tradeLines.imei,
      lineSerial: tradeLines.serial,
      inspectedImei: tradeInspections.imei,
      inspectedSerial: tradeInspections.serial,
    })
    .from(tradeLines)
    .leftJoin(tradeInspections, eq(tradeInspections.tradeLineId, tradeLines.id))
    .where(eq(tradeLines.tradeId, trade.id))
    .orderBy(asc(tradeLines.position));
  const devices: SellerRecordDevice[] = lines.map((l) => ({
    name: l.name,
    imei: l.inspectedImei ?? l.lineImei,
    serial: l.inspectedSerial ?? l.lineSerial,
    quantity: l.quantity,
    amountCents: l.amountCents,
  }));
  const [id] = await db
    .select({ documentType: sellerIdentifications.documentType, sealed: sellerIdentifications.documentNumberSealed })
    .from(sellerIdentifications)
    .where(and(eq(sellerIdentifications.tradeId, trade.id), isNull(sellerIdentifications.erasedAt)))
    .limit(1);
  const keepUntil = sellerRecordKeepUntil(args.paidAt, trade.edition);
  const [written] = await db
    .insert(sellerRecords)
    .values({
      tradeId: trade.id,
      tradeNumber: trade.tradeNumber,
      edition: trade.edition,
      firstName: trade.firstName,
      lastName: trade.lastName,
      street: trade.street,
      houseNumber: trade.houseNumber,
      zip: trade.zip,
      city: trade.city,
      country: trade.country,
      documentType: id?.documentType ?? null,
      documentNumberSealed: id?.sealed ?? null,
      devices,
      totalCents: trade.totalCents,
      paidAt: args.paidAt,
      keepUntil,
      createdAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: sellerRecords.tradeNumber,
      set: { paidAt: sql`excluded.paid_at`, keepUntil: sql`greatest(${sellerRecords.keepUntil}, excluded.keep_until)` },
      setWhere: sql`excluded.paid_at > ${sellerRecords.paidAt}`,
    })
    .returning({ paidAt: sellerRecords.paidAt });
  // the purchase record's PDF for this payment (decision 0115), in the same transaction
  if (written) await enqueuePurchaseRecord(db, { tradeNumber: trade.tradeNumber, paidAt: written.paidAt });
  return true;
}

/** What the GDPR export says of a kept record (never the sealed number). */
export interface KeptSellerRecord {
  tradeId: number | null;
  tradeNumber: string;
  edition: string;
  documentType: string | null;
  paidAt: Date;
  keepUntil: Date;
}

/** The records kept of these trades. */
export async function sellerRecordsOfTrades(db: Db, tradeIds: readonly number[]): Promise<KeptSellerRecord[]> {
  if (!tradeIds.length) return [];
  return db
    .select({
      tradeId: sellerRecords.tradeId,
      tradeNumber: sellerRecords.tradeNumber,
      edition: sellerRecords.edition,
      documentType: sellerRecords.documentType,
      paidAt: sellerRecords.paidAt,
      keepUntil: sellerRecords.keepUntil,
    })
    .from(sellerRecords)
    .where(inArray(sellerRecords.tradeId, [...tradeIds]))
    .orderBy(asc(sellerRecords.paidAt));
}

export const SELLER_RECORD_RETENTION_JOB = "sellerRecords.retention";

/**
 * Deletes the records whose keep_until has passed by `now`, and their purchase records' PDFs
 * (decision 0115): the files first, so a run that stops half-way leaves rows whose files the next
 * run deletes again, never a file without its row. Answers how many records went.
 */
export async function deleteExpiredSellerRecords(db: Db, now: Date, storage: FileStorage): Promise<number> {
  const expired = await db
    .select({ id: sellerRecords.id, key: sellerRecords.purchaseRecordKey })
    .from(sellerRecords)
    .where(lt(sellerRecords.keepUntil, now));
  if (!expired.length) return 0;
  await deletePurchaseRecordFiles(
    storage,
    expired.map((r) => r.key),
  );
  const ids = expired.map((r) => r.id);
  const deleted = await db
    .delete(sellerRecords)
    .where(inArray(sellerRecords.id, ids))
    .returning({ id: sellerRecords.id, key: sellerRecords.purchaseRecordKey });
  // a PDF written between the two statements goes too
  await deletePurchaseRecordFiles(
    storage,
    deleted.map((r) => r.key),
  );
  return deleted.length;
}

/** Schedules today's retention run (once per UTC day, whoever asks first). */
export function scheduleSellerRecordRetention(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, SELLER_RECORD_RETENTION_JOB, now);
}

export const sellerRecordJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date; storage: FileStorage }) => Promise<void>> =
  {
    async [SELLER_RECORD_RETENTION_JOB](_job, ctx) {
      await deleteExpiredSellerRecords(ctx.db, ctx.now, ctx.storage);
    },
  };
