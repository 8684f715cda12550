/**
 * The offer reminders' job (decision 0127): hourly, whoever asks first (a unique key per UTC
 * hour), so a reminder goes within the hour it is due and several instances run it once.
 */
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import type { Mailer } from "../mail/index.server.ts";
import { sendDueReminders } from "./service.server.ts";

export const OFFER_REMINDER_JOB = "offer-mail.reminders";

/** Schedules this hour's run. */
export function scheduleOfferReminders(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueJob(db, { kind: OFFER_REMINDER_JOB, runAt: now, uniqueKey: `${OFFER_REMINDER_JOB}:${now.toISOString().slice(0, 13)}` });
}

export const offerMailJobHandlers: Record<
  string,
  (job: ClaimedJob, ctx: { db: Db; mailer: Mailer; originFor: (edition: EditionId) => string; now: Date }) => Promise<void>
> = {
  async [OFFER_REMINDER_JOB](_job, ctx) {
    await sendDueReminders(ctx);
  },
};
