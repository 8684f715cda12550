/**
 * PayPal runs through PayPal's Payouts API (issue 32, decision 0112): the submit job posts a
 * confirmed run's `sent` PayPal items as one batch (sender_batch_id = the run's message id,
 * sender_item_id = the trade number), the poll job reads the batch every 15 minutes and then less
 * often while items are unfinished, and a verified webhook applies the same item status at once.
 * One status path for both (applyPaypalItemStatus, idempotent under the item's row lock):
 * SUCCESS → the item and the trade `paid` with the paid mail and the audit row; UNCLAIMED (first
 * cancelled at PayPal so the money comes back), RETURNED, FAILED, BLOCKED → the one returned-payment
 * path (applyReturn, source `paypal`); PENDING, ONHOLD, … → wait.
 *
 * Never paying twice: PayPal pays a sender_batch_id once. A retry after a time-out or a 5xx posts
 * the same batch again; if the first one went through, PayPal refuses it as a duplicate with a link
 * to the original batch, whose id is then stored and polled. A duplicate refusal without that link
 * marks the run NEEDS_CHECK for a person (PayPal finds batches by payout_batch_id only); a refused
 * batch (validation) is REFUSED: nothing was paid, a person decides.
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, payoutRuns } from "../../db/schema/index.ts";
import { recordAudit } from "../audit/index.server.ts";
import { enqueueJob, type ClaimedJob } from "../jobs/index.server.ts";
import { PaypalError, type PaypalPayouts } from "./paypal-api.server.ts";
import { PAYPAL_POLL_JOB, PAYPAL_SUBMIT_JOB } from "./paypal-queue.server.ts";
import {
  MAX_PAYPAL_POLLS,
  PAYPAL_BATCH_REFUSED,
  PAYPAL_BATCH_UNKNOWN,
  paypalOutcome,
  paypalPollDelayMinutes,
  paypalSenderBatchId,
} from "./paypal-status.ts";
import { payItemTrade } from "./paid.server.ts";
import { applyReturn, isReturnable } from "./returns.server.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the PayPal jobs need: the database, the clock and the adapter (null when the API is off). */
export interface PaypalJobContext {
  db: Db;
  now: Date;
  paypal?: PaypalPayouts | null;
}

const SYSTEM = { staffId: null, staffEmail: null, clientKey: null } as const;

/** The audit row of a batch step (sent, duplicate found, needs a person, refused), with PayPal's words, never an address. */
async function auditBatch(db: Db, runId: number, now: Date, after: Record<string, unknown>) {
  await recordAudit(db, { ...SYSTEM, at: now, action: "payout.paypal.batch", target: `payout-run:${runId}`, before: null, after });
}

async function schedulePoll(db: Db, runId: number, poll: number, now: Date) {
  await enqueueJob(db, {
    kind: PAYPAL_POLL_JOB,
    payload: { runId, poll },
    runAt: new Date(now.getTime() + paypalPollDelayMinutes(poll) * 60_000),
    uniqueKey: `${PAYPAL_POLL_JOB}:${runId}:${poll}`,
  });
}

/** Stores the batch PayPal made (once: a batch id already stored stays) and schedules the first poll. */
async function recordBatch(db: Db, runId: number, batchId: string, status: string, now: Date, how: "created" | "duplicate") {
  await db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    const updated = await inner
      .update(payoutRuns)
      .set({ paypalBatchId: batchId, paypalBatchStatus: status, paypalSubmittedAt: now })
      .where(and(eq(payoutRuns.id, runId), isNull(payoutRuns.paypalBatchId)))
      .returning({ id: payoutRuns.id });
    if (!updated.length) return;
    await auditBatch(inner, runId, now, { paypalBatchId: batchId, batchStatus: status, how });
    await schedulePoll(inner, runId, 1, now);
  });
}

async function markRun(db: Db, runId: number, status: string, now: Date, error: PaypalError) {
  await db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    await inner.update(payoutRuns).set({ paypalBatchStatus: status, paypalCheckedAt: now }).where(eq(payoutRuns.id, runId));
    await auditBatch(inner, runId, now, { batchStatus: status, error: error.message.slice(0, 300) });
  });
}

/** The submit job: posts the run's sent PayPal items as one batch (see the module's note on duplicates). */
export async function submitPaypalBatch(ctx: PaypalJobContext, runId: number): Promise<void> {
  if (!ctx.paypal) throw new Error("PayPal API credentials are not set: the batch waits until they are");
  const [run] = await ctx.db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run || run.state !== "confirmed") return;
  if (run.paypalBatchId || run.paypalBatchStatus === PAYPAL_BATCH_UNKNOWN || run.paypalBatchStatus === PAYPAL_BATCH_REFUSED) return;
  const items = await ctx.db
    .select()
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.method, "paypal"), eq(payoutRunItems.state, "sent")))
    .orderBy(asc(payoutRunItems.id));
  if (!items.length) return;
  try {
    const batch = await ctx.paypal.createBatch({
      senderBatchId: paypalSenderBatchId(run.sepaMessageId),
      emailSubject: "Sellback payout",
      emailMessage: "Your Sellback payout has arrived.",
      items: items.map((i) => ({
        senderItemId: i.tradeNumber,
        receiver: i.paypalEmail ?? "",
        amountCents: Number(i.amountCents),
        note: `Sellback ${i.tradeNumber}`,
      })),
    });
    await recordBatch(ctx.db, runId, batch.payoutBatchId, batch.batchStatus, ctx.now, "created");
  } catch (err) {
    if (!(err instanceof PaypalError)) throw err;
    if (err.failure === "duplicate") {
      if (err.duplicateBatchId) return recordBatch(ctx.db, runId, err.duplicateBatchId, "PENDING", ctx.now, "duplicate");
      return markRun(ctx.db, runId, PAYPAL_BATCH_UNKNOWN, ctx.now, err);
    }
    // a refused batch paid nothing; too little balance is worth the retries (someone tops it up)
    if (err.failure === "rejected" && err.errorName !== "INSUFFICIENT_FUNDS")
      return markRun(ctx.db, runId, PAYPAL_BATCH_REFUSED, ctx.now, err);
    throw err; // time-out, 429, 5xx, credentials: the job tries again with the same sender_batch_id
  }
}

/** One item's status as PayPal reported it (by the poll or a webhook). */
export interface PaypalItemReport {
  runId: number;
  /** Our item, when known; else found by PayPal's item id, else by the trade number within the run. */
  payoutItemId: string | null;
  senderItemId: string | null;
  status: string;
  errorText: string | null;
}

async function findItem(db: Db, report: PaypalItemReport) {
  const byPaypal = report.payoutItemId ? eq(payoutRunItems.paypalItemId, report.payoutItemId) : undefined;
  const byTrade = report.senderItemId ? eq(payoutRunItems.tradeNumber, report.senderItemId) : undefined;
  const which = byPaypal && byTrade ? or(byPaypal, byTrade) : (byPaypal ?? byTrade);
  if (!which) return null;
  const [item] = await db
    .select()
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, report.runId), eq(payoutRunItems.method, "paypal"), which));
  return item ?? null;
}

/**
 * Applies an item's status: paid, returned (an UNCLAIMED one cancelled at PayPal first) or
 * nothing yet; idempotent (an item already paid or returned stays as it is, a later RETURNED or
 * REFUNDED of a paid item is a return). Answers what it did.
 */
export async function applyPaypalItemStatus(
  ctx: PaypalJobContext,
  report: PaypalItemReport,
): Promise<"paid" | "returned" | "waiting" | "unchanged" | "unknown"> {
  const found = await findItem(ctx.db, report);
  if (!found) return "unknown";
  const outcome = paypalOutcome(report.status);
  const payoutItemId = report.payoutItemId || found.paypalItemId;
  if (outcome.kind === "returned" && outcome.cancelFirst && found.state === "sent" && payoutItemId && ctx.paypal) {
    try {
      await ctx.paypal.cancelItem(payoutItemId);
    } catch (err) {
      // no longer UNCLAIMED (claimed meanwhile, or cancelled already): the next report says what it became
      if (err instanceof PaypalError && err.failure === "rejected") return "waiting";
      throw err;
    }
  }
  const now = ctx.now;
  return ctx.db.transaction(async (tx: Tx) => {
    const inner = tx as unknown as Db;
    const [item] = await inner.select().from(payoutRunItems).where(eq(payoutRunItems.id, found.id)).for("update");
    if (!item) return "unknown";
    await inner
      .update(payoutRunItems)
      .set({ paypalItemId: item.paypalItemId ?? payoutItemId ?? null, providerStatus: report.status.slice(0, 40) })
      .where(eq(payoutRunItems.id, item.id));
    if (outcome.kind === "wait") return "waiting";
    if (outcome.kind === "paid") {
      if (item.state !== "sent") return "unchanged";
      await inner.update(payoutRunItems).set({ state: "paid" }).where(eq(payoutRunItems.id, item.id));
      await payItemTrade(inner, {
        item,
        runId: report.runId,
        actor: { kind: "system" },
        by: { ...SYSTEM, at: now },
        now,
        transfer: { paypalItemId: payoutItemId ?? null },
      });
      return "paid";
    }
    if (!isReturnable(item)) return "unchanged";
    await applyReturn(inner, {
      item,
      runId: report.runId,
      code: outcome.code,
      reason: report.errorText ?? `PayPal: ${report.status}`,
      source: "paypal",
      staff: null,
      now,
    });
    return "returned";
  });
}

/** The poll job: reads the batch, applies each item's status, and polls again later while items are unfinished. */
export async function pollPaypalBatch(ctx: PaypalJobContext, runId: number, poll: number): Promise<void> {
  if (!ctx.paypal) throw new Error("PayPal API credentials are not set: the batch is polled when they are");
  const [run] = await ctx.db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run?.paypalBatchId) return;
  const batch = await ctx.paypal.getBatch(run.paypalBatchId);
  await ctx.db
    .update(payoutRuns)
    .set({ paypalBatchStatus: batch.batchStatus || run.paypalBatchStatus, paypalCheckedAt: ctx.now })
    .where(eq(payoutRuns.id, runId));
  for (const item of batch.items)
    await applyPaypalItemStatus(ctx, {
      runId,
      payoutItemId: item.payoutItemId || null,
      senderItemId: item.senderItemId,
      status: item.transactionStatus,
      errorText: item.errorText,
    });
  const open = await ctx.db
    .select({ id: payoutRunItems.id })
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.method, "paypal"), eq(payoutRunItems.state, "sent")))
    .limit(1);
  if (open.length && poll < MAX_PAYPAL_POLLS) await schedulePoll(ctx.db, runId, poll + 1, ctx.now);
}

/** The run a webhook's item belongs to: by PayPal's batch id, else by our sender_batch_id (the run's message id). */
export async function runOfPaypalItem(db: Db, batchId: string | null, senderBatchId: string | null): Promise<number | null> {
  const conditions = [
    ...(batchId ? [eq(payoutRuns.paypalBatchId, batchId)] : []),
    ...(senderBatchId ? [eq(payoutRuns.sepaMessageId, senderBatchId)] : []),
  ];
  if (!conditions.length) return null;
  const [run] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(conditions.length === 1 ? conditions[0] : or(...conditions))
    .limit(1);
  return run?.id ?? null;
}

export interface PaypalRunView {
  batchId: string | null;
  batchStatus: string | null;
  submittedAt: string | null;
  checkedAt: string | null;
  /** PayPal's status per trade number (null before PayPal reported the item). */
  items: Record<string, string | null>;
}

/** The run's PayPal batch as the run page shows it with the API on. */
export async function payoutRunPaypalView(db: Db, runId: number): Promise<PaypalRunView | null> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) return null;
  const items = await db
    .select({ tradeNumber: payoutRunItems.tradeNumber, providerStatus: payoutRunItems.providerStatus })
    .from(payoutRunItems)
    .where(and(eq(payoutRunItems.runId, runId), eq(payoutRunItems.method, "paypal")));
  return {
    batchId: run.paypalBatchId,
    batchStatus: run.paypalBatchStatus,
    submittedAt: run.paypalSubmittedAt?.toISOString() ?? null,
    checkedAt: run.paypalCheckedAt?.toISOString() ?? null,
    items: Object.fromEntries(items.map((i) => [i.tradeNumber, i.providerStatus])),
  };
}

/** The PayPal jobs, spread into payoutJobHandlers (mail.server.ts). */
export const paypalJobHandlers: Record<string, (job: ClaimedJob, ctx: PaypalJobContext) => Promise<void>> = {
  [PAYPAL_SUBMIT_JOB]: (job, ctx) => submitPaypalBatch(ctx, Number(job.payload.runId)),
  [PAYPAL_POLL_JOB]: (job, ctx) => pollPaypalBatch(ctx, Number(job.payload.runId), Number(job.payload.poll ?? 1)),
};
