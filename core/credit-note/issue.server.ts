/**
 * Issuing a business trade's settlement document (decision 0121), in the transaction that makes
 * the trade's amount final (the trade reaching payout_pending: core/trade's creditNoteHook).
 *
 * The number comes from `document_counters`: `insert … on conflict (series) do update set last =
 * last + 1 returning last` locks the series' row until the transaction ends, so concurrent issues
 * wait for each other and a rolled-back issue gives its number back: no gap, no duplicate.
 *
 * Reads the trade's tables itself (trades, trade_lines, trade_events) rather than through core/trade
 * (which calls in here); the company through core/company's companyById.
 */
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { creditNotes, tradeEvents, tradeInspections, tradeLines, tradeReturns, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { companyById } from "../company/index.server.ts";
import { companyFacts, editions, isEditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob } from "../jobs/index.server.ts";
import { rows, translator } from "../shared/index.server.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { creditNoteDocument, recipientOf, type CreditNoteContent, type CreditNoteFacts, type CreditNoteLine } from "./content.ts";
import { CREDIT_NOTE_JOB, creditNoteKey } from "./paths.ts";
import { renderCreditNotePdf } from "./render.server.ts";
import {
  creditNoteNumber,
  creditNoteSeries,
  settlementOf,
  vatAmounts,
  type Settlement,
  type SettlementKind,
  type VatTreatment,
} from "./vat.ts";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The next number of `series`, taken in the caller's transaction (the counter's row stays locked until it ends). */
export async function nextDocumentNumber(tx: Db, series: string): Promise<number> {
  const [row] = await rows<{ last: number }>(
    tx,
    sql`insert into document_counters (series, last) values (${series}, 1)
      on conflict (series) do update set last = document_counters.last + 1 returning last`,
  );
  return Number(row!.last);
}

/** What a trade's settlement is (for pages): the stored document, or why there is none. */
export type TradeSettlement =
  | { state: "document"; note: CreditNoteView }
  | { state: "none"; settlement: Settlement }
  | { state: "consumer" };

export interface CreditNoteView {
  id: number;
  tradeId: number;
  companyId: number;
  kind: SettlementKind;
  number: string | null;
  treatment: VatTreatment;
  vatRateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  sellerVatId: string | null;
  buyerVatId: string;
  sellerInvoiceNumber: string | null;
  issuedAt: Date;
  /** The payout waits: a seller's invoice whose number is not recorded yet. */
  payoutWaits: boolean;
}

export function creditNoteView(r: CreditNoteRow): CreditNoteView {
  return {
    id: r.id,
    tradeId: r.tradeId,
    companyId: r.companyId,
    kind: r.kind as SettlementKind,
    number: r.number,
    treatment: r.vatTreatment as VatTreatment,
    vatRateBp: r.vatRateBp,
    netCents: r.netCents,
    vatCents: r.vatCents,
    grossCents: r.grossCents,
    sellerVatId: r.sellerVatId,
    buyerVatId: r.buyerVatId,
    sellerInvoiceNumber: r.sellerInvoiceNumber,
    issuedAt: r.issuedAt,
    payoutWaits: r.kind === "seller_invoice" && r.sellerInvoiceNumber === null,
  };
}

/** The trade's settlement document row, or null. */
export async function creditNoteRowOfTrade(db: Db, tradeId: number): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.tradeId, tradeId)).limit(1);
  return row ?? null;
}

/** The trade's settlement document, or null (not a company trade, not final yet, or none due). */
export async function creditNoteOfTrade(db: Db, tradeId: number): Promise<CreditNoteView | null> {
  const row = await creditNoteRowOfTrade(db, tradeId);
  return row ? creditNoteView(row) : null;
}

/** For the back office's trade page: the document, or why a company trade has none, or "consumer" (no company). */
export async function settlementOfTrade(db: Db, tradeId: number): Promise<TradeSettlement> {
  const row = await creditNoteRowOfTrade(db, tradeId);
  if (row) return { state: "document", note: creditNoteView(row) };
  const [trade] = await db.select({ companyId: trades.companyId }).from(trades).where(eq(trades.id, tradeId)).limit(1);
  if (!trade?.companyId) return { state: "consumer" };
  const company = await companyById(db, trade.companyId);
  if (!company) return { state: "consumer" };
  return { state: "none", settlement: settlementOf(company) };
}

/**
 * Issues the settlement document of a company's trade whose amount became final: a numbered
 * self-billing credit note, or the record that the company's own invoice is expected. Answers the
 * stored document; the one issued before when there is one (a second call changes nothing); null
 * for a trade of no company or a company that gets no VAT document (settled like a consumer's).
 * Call it inside the transaction that makes the amount final.
 */
export async function issueCreditNote(tx: Db, args: { tradeId: number; now: Date }): Promise<CreditNoteView | null> {
  const [trade] = await tx
    .select({ id: trades.id, tradeNumber: trades.tradeNumber, edition: trades.edition, companyId: trades.companyId })
    .from(trades)
    .where(eq(trades.id, args.tradeId))
    .limit(1);
  if (!trade?.companyId) return null;
  const before = await creditNoteRowOfTrade(tx, trade.id);
  if (before) return creditNoteView(before);
  if (!isEditionId(trade.edition)) throw new Error(`trade of unknown edition ${trade.edition}`);
  const company = await companyById(tx, trade.companyId);
  if (!company) return null;
  const settlement = settlementOf(company);
  if (settlement.kind === null) return null;
  const edition = trade.edition;

  const lineRows = await tx
    .select({
      lineId: tradeLines.id,
      device: tradeLines.deviceName,
      grade: tradeLines.grade,
      imei: tradeLines.imei,
      serial: tradeLines.serial,
      quantity: tradeLines.quantity,
      unitNetCents: tradeLines.priceCents,
      netCents: tradeLines.lineTotalCents,
    })
    .from(tradeLines)
    // a unit going back to the company (declined or without an offer in the clarification) is not bought
    .where(
      and(
        eq(tradeLines.tradeId, trade.id),
        notExists(tx.select({ one: sql`1` }).from(tradeReturns).where(eq(tradeReturns.tradeLineId, tradeLines.id))),
      ),
    )
    .orderBy(asc(tradeLines.position), asc(tradeLines.id));
  // the identifiers the inspection recorded win over the seller's (the latest inspection of a unit)
  const inspected = await tx
    .select({ lineId: tradeInspections.tradeLineId, imei: tradeInspections.imei, serial: tradeInspections.serial })
    .from(tradeInspections)
    .where(eq(tradeInspections.tradeId, trade.id))
    .orderBy(asc(tradeInspections.id));
  const found = new Map(inspected.map((i) => [i.lineId, i]));
  const lines: CreditNoteLine[] = lineRows.map(({ lineId, ...l }) => ({
    ...l,
    imei: found.get(lineId)?.imei ?? l.imei,
    serial: found.get(lineId)?.serial ?? l.serial,
    quantity: Number(l.quantity),
    unitNetCents: Number(l.unitNetCents),
    netCents: Number(l.netCents),
  }));
  const amounts = vatAmounts(
    lines.reduce((s, l) => s + l.netCents, 0),
    settlement.vatRateBp,
  );
  const [received] = await tx
    .select({ at: sql<Date | string | null>`max(${tradeEvents.at})` })
    .from(tradeEvents)
    .where(and(eq(tradeEvents.tradeId, trade.id), eq(tradeEvents.state, "received")));

  let series: string | null = null;
  let seq: number | null = null;
  let number: string | null = null;
  if (settlement.kind === "credit_note") {
    series = creditNoteSeries(args.now);
    seq = await nextDocumentNumber(tx, series);
    number = creditNoteNumber(series, seq);
  }
  const ours = companyFacts(edition);
  const facts: CreditNoteFacts = {
    kind: settlement.kind,
    number,
    edition,
    tradeNumber: trade.tradeNumber,
    issuedAt: args.now.toISOString(),
    suppliedAt: received?.at ? new Date(received.at).toISOString() : null,
    treatment: settlement.treatment,
    vatRateBp: settlement.vatRateBp,
    recipient: recipientOf(ours),
    supplier: {
      name: company.name,
      street: company.street,
      houseNumber: company.houseNumber,
      zip: company.zip,
      city: company.city,
      country: company.country,
      vatId: company.vatId,
    },
    lines,
    ...amounts,
  };
  const content: CreditNoteContent = {
    version: 1,
    facts,
    document: creditNoteDocument(facts, translator(editions[edition].messagesLocale)),
  };
  const [row] = await tx
    .insert(creditNotes)
    .values({
      tradeId: trade.id,
      companyId: company.id,
      kind: settlement.kind,
      number,
      series,
      seq,
      vatTreatment: settlement.treatment,
      vatRateBp: settlement.vatRateBp,
      ...amounts,
      sellerVatId: company.vatId,
      buyerVatId: ours.vatId,
      content,
      issuedAt: args.now,
    })
    .returning();
  if (number)
    await enqueueJob(tx, {
      kind: CREDIT_NOTE_JOB,
      payload: { creditNoteId: row!.id },
      runAt: args.now,
      uniqueKey: `${CREDIT_NOTE_JOB}:${row!.id}`,
    });
  return creditNoteView(row!);
}

/** The stored content of a note (as issued). */
export const contentOf = (row: CreditNoteRow) => row.content as CreditNoteContent;

/** The note's PDF drawn from its stored content (the same bytes each time). */
export const drawCreditNote = (row: CreditNoteRow, opts: { compress?: boolean } = {}) =>
  renderCreditNotePdf(contentOf(row).document, row.issuedAt, opts);

/** Writes the note's PDF to the file store unless it is there: "written" | "kept" | "none" (no such note, or no credit note to draw). */
export async function writeCreditNotePdf(db: Db, storage: FileStorage, creditNoteId: number): Promise<"written" | "kept" | "none"> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).limit(1);
  if (!row?.number) return "none";
  const key = creditNoteKey(row.number);
  if (row.documentKey === key && (await storage.get(key))) return "kept";
  await storage.put(key, await drawCreditNote(row), "application/pdf");
  await db.update(creditNotes).set({ documentKey: key }).where(eq(creditNotes.id, row.id));
  return "written";
}

/**
 * The PDF of the trade's credit note: the stored file, or (missing: not written yet, or lost) drawn
 * again from the stored content, identically, and stored. Null when the trade has no credit note.
 */
export async function creditNoteFile(db: Db, storage: FileStorage, tradeId: number): Promise<{ pdf: Uint8Array; number: string } | null> {
  const row = await creditNoteRowOfTrade(db, tradeId);
  if (!row?.number) return null;
  if (row.documentKey) {
    const stored = await storage.get(row.documentKey);
    if (stored) return { pdf: stored, number: row.number };
  }
  await writeCreditNotePdf(db, storage, row.id);
  const key = creditNoteKey(row.number);
  const pdf = (await storage.get(key)) ?? (await drawCreditNote(row));
  return { pdf, number: row.number };
}

/**
 * Records the number of the seller's own invoice (a company that invoices us), audited: the payout
 * stops waiting. Answers the updated document; null when the trade has no seller-invoice record.
 */
export async function recordSellerInvoice(
  db: Db,
  args: { tradeId: number; number: string; staff: { id: string; email: string; clientKey?: string | null }; now: Date },
): Promise<CreditNoteView | null> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(creditNotes).where(eq(creditNotes.tradeId, args.tradeId)).for("update").limit(1);
    if (!row || row.kind !== "seller_invoice") return null;
    const [updated] = await tx.update(creditNotes).set({ sellerInvoiceNumber: args.number }).where(eq(creditNotes.id, row.id)).returning();
    const [trade] = await tx.select({ tradeNumber: trades.tradeNumber }).from(trades).where(eq(trades.id, row.tradeId)).limit(1);
    await recordAudit(tx, {
      ...byStaff(args.staff, args.now),
      action: "creditNote.sellerInvoice",
      target: `trade:${trade?.tradeNumber ?? row.tradeId}`,
      before: { sellerInvoiceNumber: row.sellerInvoiceNumber },
      after: { sellerInvoiceNumber: args.number },
    });
    return creditNoteView(updated!);
  });
}

/** The trade's id by its number, or null. */
export async function tradeIdOf(db: Db, tradeNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, tradeNumber)).limit(1);
  return row?.id ?? null;
}

export const creditNoteJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date; storage: FileStorage }) => Promise<void>> = {
  async [CREDIT_NOTE_JOB](job, ctx) {
    const id = job.payload.creditNoteId;
    if (typeof id !== "number") throw new Error("credit note job without a credit note id");
    await writeCreditNotePdf(ctx.db, ctx.storage, id);
  },
};
