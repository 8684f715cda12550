/**
 * The retention job (decision 0034): once a day the worker deletes the contact messages older
 * than CONTACT_RETENTION_YEARS. A recurring job in the jobs table: the worker's sweep enqueues
 * one per UTC day (unique key), so several instances run it once.
 */
import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { deleteMailLogBefore } from "../mail/index.server.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { contactRetentionCutoff } from "./retention.ts";

export const CONTACT_RETENTION_JOB = "contact.retention";

/** Deletes the messages sent before the cut-off for `now`; answers how many went. */
export async function deleteExpiredContactMessages(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, contactRetentionCutoff(now)))
    .returning({ id: contactMessages.id });
  return deleted.length;
}

/** Schedules today's retention run (once per UTC day, whoever asks first). */
export function scheduleContactRetention(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, CONTACT_RETENTION_JOB, now);
}

export const contactJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; now: Date }) => Promise<void>> = {
  async [CONTACT_RETENTION_JOB](_job, ctx) {
    await deleteExpiredContactMessages(ctx.db, ctx.now);
    // The mail log keeps the contact messages' two years (decision 0041).
    await deleteMailLogBefore(ctx.db, contactRetentionCutoff(ctx.now));
  },
};
