/**
 * The ids a payout run writes into its files (decision 0037). The message id names the run (a bank
 * refuses a file whose message id it has seen, so uploading the same run twice is caught there);
 * the end-to-end id names one transfer of one run and travels back with a returned transfer.
 */
import { isSepaId } from "./text.ts";

/** "SELLBACK-PR000042": the SEPA message id of run 42 (short, so the instruction ids built on it stay within 35). */
export function messageIdFor(runId: number): string {
  if (!Number.isSafeInteger(runId) || runId < 1) throw new RangeError(`run id must be a positive integer, got ${runId}`);
  return `SELLBACK-PR${String(runId).padStart(6, "0")}`;
}

/** "PR42-SB-1000042": run and trade, unique per transfer, at most 35 characters of the SEPA set. */
export function endToEndIdFor(runId: number, tradeNumber: string): string {
  const id = `PR${runId}-${tradeNumber}`;
  if (!isSepaId(id)) throw new RangeError(`end-to-end id not possible for run ${runId} and trade ${tradeNumber}`);
  return id;
}
