/**
 * Bank files back in (issue 32, decision 0113): a camt.053 statement or camt.054 notification,
 * uploaded by a payout clerk or dropped into the watched folder, is read (camt.ts) and applied in
 * one transaction: a booked debit of a run's SEPA batch marks the run executed, a returned
 * transfer goes through applyReturn (the one returned-payment path), everything else is listed
 * for a person. The file's SHA-256 makes the same file twice change nothing.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { bankFileEntries, bankFiles, payoutRunItems, payoutRuns } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { translator } from "../shared/index.server.ts";
import type { StaffActor } from "../trade/index.server.ts";
import { sumCents } from "./amount.ts";
import { CamtFileError, isBooked, MAX_BANK_FILE_BYTES, parseCamt, type CamtEntry, type CamtTransaction } from "./camt.ts";
import { returnReasonKey, staffReasonMessage } from "./return-reasons.ts";
import { applyReturn } from "./returns.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why an entry matched nothing of ours. */
export const BANK_ENTRY_NOTES = [
  "noReference",
  "unknownRun",
  "runNotConfirmed",
  "batchDiffers",
  "unknownEndToEndId",
  "amountDiffers",
  "notPaid",
  "currency",
] as const;
export type BankEntryNote = (typeof BANK_ENTRY_NOTES)[number];

/** What a bank_file_entries row says of an entry (one per returned transaction). */
interface BankEntryFields {
  kind: "executed" | "returned" | "known" | "unmatched";
  creditDebit: "CRDT" | "DBIT";
  amountCents: number;
  bookingDate: string | null;
  bankReference: string | null;
  endToEndId: string | null;
  batchReference: string | null;
  reasonCode: string | null;
  runId: number | null;
}

/** One entry of an imported file as staff see it. */
export interface BankEntryView extends BankEntryFields {
  id: number;
  fileId: number;
  /** Why it matched nothing (unmatched entries): a BankEntryNote, words under `backoffice.bankFiles.note.<note>`. */
  note: BankEntryNote | null;
  /** The counterparty's name, the remittance text and the bank's words, for a person. */
  counterparty: string | null;
  remittance: string | null;
  info: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolvedNote: string | null;
}

export interface BankFileImport {
  /** camt.054.001.02 | camt.054.001.08 | camt.053.001.02 | camt.053.001.08 */
  format: string;
  /** The number of entries in the file (booked or not). */
  entries: number;
  executedRuns: number[];
  returned: { tradeNumber: string; reason: string; code: string }[];
  unmatched: BankEntryView[];
  /** Entries not booked (PDNG, INFO): read, changed nothing. */
  ignored: { index: number; status: string; creditDebit: "CRDT" | "DBIT"; amountCents: number }[];
  duplicate: boolean;
  fileId: number;
}

export interface ImportBankFileArgs {
  bytes: Uint8Array;
  fileName: string;
  source: "upload" | "folder";
  staff: StaffActor | null;
  now: Date;
  locale?: MessagesLocale;
}

/** An imported file as the list shows it. */
export interface BankFileView {
  id: number;
  fileName: string;
  format: string;
  messageId: string | null;
  source: "upload" | "folder";
  importedAt: string;
  importedBy: string | null;
  entries: number;
  executedRuns: number[];
  returned: number;
  unmatched: number;
}

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Our run's ids as a bank echoes them: the message id, and the PmtInfId `sepa` writes (message id + ".0"). */
function runMessageIdsOf(ref: string | null): string[] {
  if (!ref) return [];
  return ref.endsWith(".0") ? [ref, ref.slice(0, -2)] : [ref];
}

interface EntryRow extends BankEntryFields {
  runItemId: number | null;
  details: { note: BankEntryNote | null; counterparty: string | null; remittance: string | null; info: string | null; currency: string };
}

function rowFor(
  entry: CamtEntry,
  tx: CamtTransaction | null,
  kind: EntryRow["kind"],
  more: Partial<EntryRow> & { note?: BankEntryNote },
): EntryRow {
  const { note, ...rest } = more;
  return {
    kind,
    creditDebit: entry.creditDebit,
    amountCents: tx?.amountCents ?? entry.amountCents,
    bookingDate: entry.bookingDate,
    bankReference: entry.bankReference,
    endToEndId: tx?.endToEndId ?? null,
    batchReference: entry.batch?.paymentInfoId ?? entry.batch?.messageId ?? null,
    reasonCode: tx?.returnCode ?? null,
    runId: null,
    runItemId: null,
    details: {
      note: note ?? null,
      counterparty: tx?.counterparty ?? null,
      remittance: tx?.remittance ?? null,
      info: tx?.returnInfo ?? entry.additionalInfo,
      currency: entry.currency,
    },
    ...rest,
  };
}

/** A run's SEPA batch debit: matched by message / payment information id, then by total and count. */
async function batchEntry(db: Db, entry: CamtEntry, fileId: number, now: Date): Promise<EntryRow> {
  const batch = entry.batch!;
  const refs = [...runMessageIdsOf(batch.paymentInfoId), ...runMessageIdsOf(batch.messageId)];
  if (!refs.length) return rowFor(entry, null, "unmatched", { note: "noReference" });
  const [run] = await db.select().from(payoutRuns).where(inArray(payoutRuns.sepaMessageId, refs)).for("update");
  if (!run) return rowFor(entry, null, "unmatched", { note: "unknownRun" });
  if (run.state !== "confirmed") return rowFor(entry, null, "unmatched", { note: "runNotConfirmed", runId: run.id });
  const items = await db
    .select({ amountCents: payoutRunItems.amountCents })
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, run.id), eq(payoutRunItems.method, "sepa")));
  const total = sumCents(items.map((i) => Number(i.amountCents)));
  if (entry.currency !== "EUR") return rowFor(entry, null, "unmatched", { note: "currency", runId: run.id });
  if (entry.amountCents !== total || (batch.count !== null && batch.count !== items.length))
    return rowFor(entry, null, "unmatched", { note: "batchDiffers", runId: run.id });
  if (run.executedAt) return rowFor(entry, null, "known", { runId: run.id });
  await db
    .update(payoutRuns)
    .set({ executedAt: now, executedFileId: fileId })
    .where(and(eq(payoutRuns.id, run.id), isNull(payoutRuns.executedAt)));
  return rowFor(entry, null, "executed", { runId: run.id });
}

interface ReturnContext {
  staff: StaffActor | null;
  source: "upload" | "folder";
  now: Date;
  locale: MessagesLocale;
  t: (key: string) => string;
}

/** The item's stored reason: the code, staff's words, the bank's words. */
function reasonText(t: ReturnContext["t"], tx: CamtTransaction): string {
  const code = tx.returnCode ?? "";
  const words = t(staffReasonMessage(code));
  return [code, words].filter(Boolean).join(" – ") + (tx.returnInfo ? ` (${tx.returnInfo})` : "");
}

/** One returned transfer: matched by end-to-end id and its original amount to a paid item, never guessed. */
async function returnEntry(
  db: Db,
  entry: CamtEntry,
  tx: CamtTransaction,
  ctx: ReturnContext,
): Promise<{ row: EntryRow; returned?: BankFileImport["returned"][number] }> {
  if (!tx.endToEndId) return { row: rowFor(entry, tx, "unmatched", { note: "noReference" }) };
  const [item] = await db.select().from(payoutRunItems).where(eq(payoutRunItems.endToEndId, tx.endToEndId)).for("update");
  if (!item) return { row: rowFor(entry, tx, "unmatched", { note: "unknownEndToEndId" }) };
  const ids = { runId: item.runId, runItemId: item.id };
  const original = tx.originalAmountCents ?? (entry.transactions.length === 1 ? entry.amountCents : null);
  if (entry.currency !== "EUR") return { row: rowFor(entry, tx, "unmatched", { ...ids, note: "currency" }) };
  if (original !== Number(item.amountCents)) return { row: rowFor(entry, tx, "unmatched", { ...ids, note: "amountDiffers" }) };
  if (item.state === "returned") return { row: rowFor(entry, tx, "known", ids) };
  if (item.state !== "paid") return { row: rowFor(entry, tx, "unmatched", { ...ids, note: "notPaid" }) };
  const reason = reasonText(ctx.t, tx);
  await applyReturn(db, {
    item,
    runId: item.runId,
    code: tx.returnCode ? tx.returnCode.toUpperCase().slice(0, 40) : null,
    reason,
    source: "bank_file",
    staff: ctx.staff,
    now: ctx.now,
    locale: ctx.locale,
  });
  return {
    row: rowFor(entry, tx, "returned", ids),
    returned: { tradeNumber: item.tradeNumber, reason, code: tx.returnCode ?? returnReasonKey(null) },
  };
}

/** A return is a transaction with RtrInf, or any transaction of an entry that books our debit back (RvslInd). */
const returnsOf = (entry: CamtEntry) => entry.transactions.filter((tx) => tx.returnCode !== null || entry.reversal);

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

const entryView = (r: typeof bankFileEntries.$inferSelect): BankEntryView => {
  const details = (r.details ?? {}) as Partial<EntryRow["details"]>;
  return {
    id: r.id,
    fileId: r.fileId,
    kind: r.kind as BankEntryView["kind"],
    creditDebit: r.creditDebit as BankEntryView["creditDebit"],
    amountCents: Number(r.amountCents),
    bookingDate: r.bookingDate ?? null,
    bankReference: r.bankReference,
    endToEndId: r.endToEndId,
    batchReference: r.batchReference,
    reasonCode: r.reasonCode,
    runId: r.runId,
    note: details.note ?? null,
    counterparty: details.counterparty ?? null,
    remittance: details.remittance ?? null,
    info: details.info ?? null,
    resolvedAt: r.resolvedAt ? r.resolvedAt.toISOString() : null,
    resolvedBy: r.resolvedByEmail,
    resolvedNote: r.resolvedNote,
  };
};

async function duplicateOf(db: Db, sha256: string): Promise<BankFileImport | null> {
  const [known] = await db.select().from(bankFiles).where(eq(bankFiles.sha256, sha256));
  if (!known) return null;
  return {
    format: known.format,
    entries: known.entryCount,
    executedRuns: [],
    returned: [],
    unmatched: [],
    ignored: [],
    duplicate: true,
    fileId: known.id,
  };
}

/**
 * Reads and applies a bank file in one transaction. The same bytes again (SHA-256) answer
 * `duplicate: true` and change nothing; a file that cannot be read throws CamtFileError (nothing
 * changed). Booked entries only: a run's batch debit → `executed`, a returned transfer of a paid
 * item → applyReturn (`returned`), one already returned → `known`, anything else → `unmatched`.
 */
export async function importBankFile(db: Db, args: ImportBankFileArgs): Promise<BankFileImport> {
  if (args.bytes.byteLength > MAX_BANK_FILE_BYTES)
    throw new CamtFileError("tooLarge", `${args.bytes.byteLength} bytes (at most ${MAX_BANK_FILE_BYTES})`);
  const sha256 = sha256Hex(args.bytes);
  const known = await duplicateOf(db, sha256);
  if (known) return known;
  const doc = parseCamt(args.bytes);
  const locale = args.locale ?? "en";
  // the item's reason in the back office's language (en or de), as staff read it in the run
  const staffT = translator(locale === "de" ? "de" : "en");
  const ctx: ReturnContext = { staff: args.staff, source: args.source, now: args.now, locale, t: (k) => staffT(k) };
  try {
    return await db.transaction(async (outer: Tx) => {
      const tx = outer as unknown as Db;
      const fileName = args.fileName.replace(/[\u0000-\u001f\u007f]/g, "").slice(-200) || "bank-file.xml";
      const [file] = await tx
        .insert(bankFiles)
        .values({
          sha256,
          fileName,
          format: doc.format,
          messageId: doc.messageId.slice(0, 200),
          source: args.source,
          importedAt: args.now,
          importedByStaffId: args.staff?.id ?? null,
          importedByEmail: args.staff?.email ?? null,
          entryCount: doc.entries.length,
          summary: {},
        })
        .returning({ id: bankFiles.id });
      const fileId = file!.id;
      const rowsToWrite: EntryRow[] = [];
      const returned: BankFileImport["returned"] = [];
      const ignored: BankFileImport["ignored"] = [];
      for (const entry of doc.entries) {
        if (!isBooked(entry)) {
          ignored.push({ index: entry.index, status: entry.status, creditDebit: entry.creditDebit, amountCents: entry.amountCents });
          continue;
        }
        const returns = returnsOf(entry);
        if (returns.length) {
          for (const r of returns) {
            const done = await returnEntry(tx, entry, r, ctx);
            rowsToWrite.push(done.row);
            if (done.returned) returned.push(done.returned);
          }
        } else if (entry.batch && entry.creditDebit === "DBIT" && !entry.reversal) {
          rowsToWrite.push(await batchEntry(tx, entry, fileId, args.now));
        } else {
          rowsToWrite.push(
            rowFor(entry, entry.transactions[0] ?? null, "unmatched", {
              note: entry.transactions[0]?.endToEndId ? "unknownEndToEndId" : "noReference",
            }),
          );
        }
      }
      const written = rowsToWrite.length
        ? await tx
            .insert(bankFileEntries)
            .values(
              rowsToWrite.map((r) => ({
                fileId,
                kind: r.kind,
                creditDebit: r.creditDebit,
                amountCents: r.amountCents,
                bookingDate: r.bookingDate,
                bankReference: r.bankReference?.slice(0, 200) ?? null,
                endToEndId: r.endToEndId?.slice(0, 200) ?? null,
                batchReference: r.batchReference?.slice(0, 200) ?? null,
                reasonCode: r.reasonCode?.slice(0, 40) ?? null,
                runId: r.runId,
                runItemId: r.runItemId,
                details: r.details,
              })),
            )
            .returning()
        : [];
      const executedRuns = [...new Set(rowsToWrite.filter((r) => r.kind === "executed").map((r) => r.runId!))];
      const answer: BankFileImport = {
        format: doc.format,
        entries: doc.entries.length,
        executedRuns,
        returned,
        unmatched: written.filter((w) => w.kind === "unmatched").map(entryView),
        ignored,
        duplicate: false,
        fileId,
      };
      const summary = {
        format: answer.format,
        entries: answer.entries,
        executedRuns,
        returned: returned.map((r) => ({ tradeNumber: r.tradeNumber, code: r.code })),
        unmatched: answer.unmatched.length,
        known: written.filter((w) => w.kind === "known").length,
        ignored: ignored.length,
      };
      await tx.update(bankFiles).set({ summary }).where(eq(bankFiles.id, fileId));
      await recordAudit(tx, {
        ...(args.staff ? byStaff(args.staff, args.now) : { at: args.now, staffId: null, staffEmail: null, clientKey: null }),
        action: "payout.bankFile.import",
        target: `bankFile:${fileId}`,
        before: null,
        after: { ...summary, source: args.source, messageId: doc.messageId.slice(0, 80) },
      });
      return answer;
    });
  } catch (err) {
    // another import of the same bytes won the unique index: theirs stands, ours changed nothing
    if (isUniqueViolation(err)) {
      const again = await duplicateOf(db, sha256);
      if (again) return again;
    }
    throw err;
  }
}

/** The newest imported files first (at most `limit`). */
export async function listBankFiles(db: Db, limit = 50): Promise<BankFileView[]> {
  const list = await db.select().from(bankFiles).orderBy(desc(bankFiles.importedAt), desc(bankFiles.id)).limit(limit);
  return list.map((f) => {
    const s = (f.summary ?? {}) as { executedRuns?: number[]; returned?: unknown[]; unmatched?: number };
    return {
      id: f.id,
      fileName: f.fileName,
      format: f.format,
      messageId: f.messageId,
      source: f.source as BankFileView["source"],
      importedAt: f.importedAt.toISOString(),
      importedBy: f.importedByEmail,
      entries: f.entryCount,
      executedRuns: s.executedRuns ?? [],
      returned: s.returned?.length ?? 0,
      unmatched: s.unmatched ?? 0,
    };
  });
}

/** The entries that matched nothing and no one has resolved yet, oldest first. */
export async function openBankEntries(db: Db, limit = 200): Promise<BankEntryView[]> {
  const list = await db
    .select()
    .from(bankFileEntries)
    .where(and(eq(bankFileEntries.kind, "unmatched"), isNull(bankFileEntries.resolvedAt)))
    .orderBy(asc(bankFileEntries.id))
    .limit(limit);
  return list.map(entryView);
}

/** A person has dealt with an unmatched entry (booked by hand, a foreign payment, …): their note closes it. */
export async function resolveBankEntry(
  db: Db,
  args: { entryId: number; note: string; staff: StaffActor; now: Date },
): Promise<BankEntryView> {
  const note = args.note.trim().slice(0, 500);
  return db.transaction(async (outer: Tx) => {
    const tx = outer as unknown as Db;
    const [entry] = await tx.select().from(bankFileEntries).where(eq(bankFileEntries.id, args.entryId)).for("update");
    if (!entry || entry.kind !== "unmatched") throw new ProblemError(404, "not_found", "backoffice.bankFiles.error.noEntry");
    if (entry.resolvedAt) throw new ProblemError(409, "bank_entry_resolved", "backoffice.bankFiles.error.alreadyResolved");
    const [updated] = await tx
      .update(bankFileEntries)
      .set({ resolvedAt: args.now, resolvedByEmail: args.staff.email, resolvedNote: note })
      .where(eq(bankFileEntries.id, entry.id))
      .returning();
    await recordAudit(tx, {
      ...byStaff(args.staff, args.now),
      action: "payout.bankEntry.resolve",
      target: `bankEntry:${entry.id}`,
      before: { kind: entry.kind, fileId: entry.fileId, amountCents: Number(entry.amountCents) },
      after: { resolved: true, note: note.slice(0, 200) },
    });
    return entryView(updated!);
  });
}

/** How many unmatched entries wait for a person (for a dashboard count). */
export async function openBankEntryCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bankFileEntries)
    .where(and(eq(bankFileEntries.kind, "unmatched"), isNull(bankFileEntries.resolvedAt)));
  return Number(row?.n ?? 0);
}
