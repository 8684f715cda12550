/**
 * Handing a confirmed run's PayPal items to PayPal's API (issue 32, decision 0112): in the
 * confirming transaction the run is marked QUEUED and the submit job is enqueued (once per run),
 * so the batch goes out after the commit and a crash between the two loses nothing. The job and
 * the polls live in paypal-payouts.server.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRuns } from "../../db/schema/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { PAYPAL_BATCH_QUEUED } from "./paypal-status.ts";

export const PAYPAL_SUBMIT_JOB = "payout.paypalSubmit";
export const PAYPAL_POLL_JOB = "payout.paypalPoll";

/** Retries of the submit (30 s, 1, 2, 4 … 60 min: about eight hours) before it is dead and left to a person. */
const SUBMIT_ATTEMPTS = 12;

/** Marks the run's batch QUEUED and enqueues its submit job (in the caller's transaction). */
export async function queuePaypalBatch(tx: Db, runId: number, now: Date): Promise<void> {
  await tx.update(payoutRuns).set({ paypalBatchStatus: PAYPAL_BATCH_QUEUED }).where(eq(payoutRuns.id, runId));
  await enqueueJob(tx, {
    kind: PAYPAL_SUBMIT_JOB,
    payload: { runId },
    runAt: now,
    uniqueKey: `${PAYPAL_SUBMIT_JOB}:${runId}`,
    maxAttempts: SUBMIT_ATTEMPTS,
  });
}
