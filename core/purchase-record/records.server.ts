/**
 * The stored purchase records (decision 0115): a job writes the PDF of a paid trade from its
 * seller record (issue 30), keeps it in the file store and notes its key and time on the record;
 * the downloads read it back; the seller records' retention job deletes it with the record.
 *
 * The job is enqueued in the transaction that writes the seller record (core/seller-records), once
 * per payment (a trade paid anew after a returned transfer gets a new PDF under a new key). A run
 * finds the record's PDF for this payment already stored and does nothing.
 *
 * Reads the tables itself (seller_records, trade_lines, payout_run_items, trades) rather than
 * through core/trade or core/payout, which depend on core/seller-records, which enqueues here.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, payoutRuns, sellerRecords, tradeLines, trades } from "../../db/schema/index.ts";
import { companyFacts, editions, isEditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { rows, translator } from "../shared/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { purchaseRecordContent, type PurchaseRecordDevice, type PurchaseRecordPayout } from "./content.ts";
import { customerPurchaseRecordPath, PURCHASE_RECORD_JOB, purchaseRecordKey } from "./paths.ts";
import { renderPurchaseRecordPdf } from "./render.server.ts";

/** The trades' payment method for a store trade's voucher (core/trade's VOUCHER_PAYMENT_METHOD). */
const VOUCHER = "voucher";

/** Schedules the PDF of the record of `tradeNumber` paid at `paidAt` (call it in the transaction that writes the record). */
export function enqueuePurchaseRecord(db: JobExecutor, args: { tradeNumber: string; paidAt: Date }): Promise<boolean> {
  return enqueueJob(db, {
    kind: PURCHASE_RECORD_JOB,
    payload: { tradeNumber: args.tradeNumber },
    runAt: args.paidAt,
    uniqueKey: `${PURCHASE_RECORD_JOB}:${args.tradeNumber}:${args.paidAt.toISOString()}`,
  });
}

type RecordRow = typeof sellerRecords.$inferSelect;
interface StoredDevice {
  name: string;
  imei: string | null;
  serial: string | null;
  quantity: number;
  amountCents: number;
}

/** How the trade was paid: the run item that paid it last (its account as the file carried it), else the trade's own method. */
async function payoutOf(db: Db, record: RecordRow): Promise<PurchaseRecordPayout> {
  if (record.tradeId !== null) {
    const [item] = await db
      .select({
        method: payoutRunItems.method,
        iban: payoutRunItems.iban,
        paypalEmail: payoutRunItems.paypalEmail,
        confirmedAt: payoutRuns.confirmedAt,
      })
      .from(payoutRunItems)
      .innerJoin(payoutRuns, eq(payoutRuns.id, payoutRunItems.runId))
      .where(and(eq(payoutRunItems.tradeId, record.tradeId), eq(payoutRunItems.state, "paid")))
      .orderBy(desc(payoutRunItems.id))
      .limit(1);
    if (item) {
      const at = item.confirmedAt ?? record.paidAt;
      return item.method === "paypal" ? { method: "paypal", paypalEmail: item.paypalEmail, at } : { method: "sepa", iban: item.iban, at };
    }
    const [trade] = await db
      .select({ method: trades.paymentMethod, iban: trades.iban, paypalEmail: trades.paypalEmail })
      .from(trades)
      .where(eq(trades.id, record.tradeId))
      .limit(1);
    if (trade?.method === VOUCHER) return { method: "voucher", at: record.paidAt };
    if (trade?.method === "paypal") return { method: "paypal", paypalEmail: trade.paypalEmail, at: record.paidAt };
    if (trade) return { method: "sepa", iban: trade.iban, at: record.paidAt };
  }
  return { method: "sepa", iban: null, at: record.paidAt };
}

/** The record's devices with the condition the price was set for, where the trade's lines still say it. */
async function devicesOf(db: Db, record: RecordRow): Promise<PurchaseRecordDevice[]> {
  const stored = (record.devices as StoredDevice[] | null) ?? [];
  const conditions =
    record.tradeId === null
      ? []
      : await db
          .select({ condition: tradeLines.condition })
          .from(tradeLines)
          .where(eq(tradeLines.tradeId, record.tradeId))
          .orderBy(tradeLines.position);
  // the record's devices are the trade's lines in their order (keepSellerRecord)
  const sameLines = conditions.length === stored.length;
  return stored.map((d, i) => ({ ...d, condition: sameLines ? (conditions[i]?.condition ?? null) : null }));
}

/** The PDF of a record, in its edition's language. */
export async function renderPurchaseRecord(db: Db, record: RecordRow, now: Date, opts: { compress?: boolean } = {}): Promise<Uint8Array> {
  if (!isEditionId(record.edition)) throw new Error(`seller record of unknown edition ${record.edition}`);
  const edition = record.edition;
  const content = purchaseRecordContent(
    {
      edition,
      tradeNumber: record.tradeNumber,
      company: companyFacts(edition),
      seller: record,
      devices: await devicesOf(db, record),
      totalCents: record.totalCents,
      paidAt: record.paidAt,
      payout: await payoutOf(db, record),
    },
    translator(editions[edition].messagesLocale),
  );
  return renderPurchaseRecordPdf(content, now, opts);
}

/** Whether the trade is settled by a self-billing credit note (credit_notes of kind credit_note; read here, not imported, so no module cycle). */
async function hasCreditNote(db: Db, tradeNumber: string): Promise<boolean> {
  const found = await rows<{ one: number }>(
    db,
    sql`select 1 as one from credit_notes n join trades t on t.id = n.trade_id where t.trade_number = ${tradeNumber} and n.kind = 'credit_note'`,
  );
  return found.length > 0;
}

/**
 * Writes the PDF of the record of `tradeNumber` for its current payment, when it is not stored
 * yet: answers "written", "kept" (stored already: nothing done) or "none" (no record).
 */
export async function writePurchaseRecord(
  db: Db,
  storage: FileStorage,
  tradeNumber: string,
  now: Date,
): Promise<"written" | "kept" | "none"> {
  const [record] = await db.select().from(sellerRecords).where(eq(sellerRecords.tradeNumber, tradeNumber)).limit(1);
  if (!record) return "none";
  // a business seller's self-billing credit note (decision 0121) is that trade's purchase document: no margin-scheme record beside it
  if (await hasCreditNote(db, tradeNumber)) return "none";
  const key = purchaseRecordKey(record.tradeNumber, record.paidAt);
  if (record.purchaseRecordKey === key) return "kept";
  const pdf = await renderPurchaseRecord(db, record, now);
  await storage.put(key, pdf, "application/pdf");
  const saved = await db
    .update(sellerRecords)
    .set({ purchaseRecordKey: key, purchaseRecordAt: now })
    .where(and(eq(sellerRecords.id, record.id), eq(sellerRecords.paidAt, record.paidAt)))
    .returning({ id: sellerRecords.id });
  if (!saved.length) {
    // the record went (retention) or was paid anew meanwhile: this file belongs to nothing
    await storage.delete(key);
    return "none";
  }
  // the PDF of an earlier payment is replaced
  if (record.purchaseRecordKey) await storage.delete(record.purchaseRecordKey);
  return "written";
}

/** The stored PDF of the trade's record, or null while there is none (not paid, not written yet, or erased). */
export async function purchaseRecordFile(db: Db, storage: FileStorage, tradeNumber: string): Promise<Uint8Array | null> {
  const [record] = await db
    .select({ key: sellerRecords.purchaseRecordKey })
    .from(sellerRecords)
    .where(eq(sellerRecords.tradeNumber, tradeNumber))
    .limit(1);
  return record?.key ? storage.get(record.key) : null;
}

/** Which of these trades have a stored purchase record. */
export async function purchaseRecordsStored(db: Db, tradeNumbers: readonly string[]): Promise<Set<string>> {
  if (!tradeNumbers.length) return new Set();
  const found = await db
    .select({ tradeNumber: sellerRecords.tradeNumber })
    .from(sellerRecords)
    .where(and(inArray(sellerRecords.tradeNumber, [...tradeNumbers]), isNotNull(sellerRecords.purchaseRecordKey)));
  return new Set(found.map((r) => r.tradeNumber));
}

/** The customer pages' links (with the trade's tracking token, as the certificates' links) of the trades whose record is stored. */
export async function purchaseRecordLinks(db: Db, tradeNumbers: readonly string[]): Promise<Record<string, string>> {
  if (!tradeNumbers.length) return {};
  const found = await db
    .select({ tradeNumber: trades.tradeNumber, token: trades.trackingToken })
    .from(sellerRecords)
    .innerJoin(trades, eq(trades.id, sellerRecords.tradeId))
    .where(and(inArray(sellerRecords.tradeNumber, [...tradeNumbers]), isNotNull(sellerRecords.purchaseRecordKey)));
  return Object.fromEntries(found.map((r) => [r.tradeNumber, customerPurchaseRecordPath(r.tradeNumber, r.token)]));
}

/** The stored PDFs of these records go with them (the seller records' retention job). */
export async function deletePurchaseRecordFiles(storage: FileStorage, keys: readonly (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await storage.delete(key);
}

export const purchaseRecordJobHandlers: Record<
  string,
  (job: ClaimedJob, ctx: { db: Db; now: Date; storage: FileStorage }) => Promise<void>
> = {
  async [PURCHASE_RECORD_JOB](job, ctx) {
    const tradeNumber = job.payload.tradeNumber;
    if (typeof tradeNumber !== "string") throw new Error("purchase record job without a trade number");
    await writePurchaseRecord(ctx.db, ctx.storage, tradeNumber, ctx.now);
  },
};
