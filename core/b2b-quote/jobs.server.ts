/**
 * The quotes' expiry job (decision 0118): every hour the worker marks open quotes past their
 * validity "expired", so the back office's pipeline lists them as such. Readers never wait for
 * it: a quote past validUntil reads as expired at once (quoteStateAt) and is marked on the way.
 */
import type { Db } from "../../db/client.server.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { expireQuotes } from "./quotes.server.ts";

export const QUOTE_EXPIRY_JOB = "b2b-quote.expire";

/** Schedules this hour's run (unique per hour, whoever asks first). */
export function scheduleQuoteExpiry(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueJob(db, { kind: QUOTE_EXPIRY_JOB, runAt: now, uniqueKey: `${QUOTE_EXPIRY_JOB}:${now.toISOString().slice(0, 13)}` });
}

export const quoteJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [QUOTE_EXPIRY_JOB](_job, ctx) {
    await expireQuotes(ctx.db, ctx.now);
  },
};
