/**
 * Bank files back in (issue 32, decision 0113): a camt.053 statement or camt.054 notification,
 * uploaded by a payout clerk or dropped into the watched folder, is read (camt.ts) and applied in
 * one transaction: a booked debit of a run's SEPA batch marks the run executed, a returned
 * transfer goes through applyReturn (the one returned-payment path), everything else is listed
 * for a person. The file's SHA-256 makes the same file twice change nothing.
 */
import type { Db } from "../../db/client.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import type { StaffActor } from "../trade/index.server.ts";

/** One entry of an imported file as staff see it. */
export interface BankEntryView {
  id: number;
  fileId: number;
  kind: "executed" | "returned" | "known" | "unmatched";
  creditDebit: "CRDT" | "DBIT";
  amountCents: number;
  bookingDate: string | null;
  bankReference: string | null;
  endToEndId: string | null;
  batchReference: string | null;
  reasonCode: string | null;
  runId: number | null;
  /** Why it matched nothing (for unmatched entries), e.g. "amount differs", "unknown end-to-end id". */
  note: string | null;
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

/** Reads and applies a bank file in one transaction (throws CamtFileError for a file it cannot read: nothing changed). */
export async function importBankFile(_db: Db, _args: ImportBankFileArgs): Promise<BankFileImport> {
  throw new Error("importBankFile: not built yet");
}
