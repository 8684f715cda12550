/**
 * The back-fill job (decision 0130): once a day (and at the worker's first sweep) the inspections
 * recorded before verification codes existed, or whose signing failed, get their code and
 * signature. A recurring job in the jobs table, unique per UTC day, so several instances run it once.
 */
import type { Db } from "../../db/client.server.ts";
import { enqueueDailyJob, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { backfillCertificateChecks } from "./issue.server.ts";
import type { CertificateKey } from "./signing.server.ts";

export const CERTIFICATE_BACKFILL_JOB = "certificate.backfill";

/** Schedules today's back-fill (once per UTC day, whoever asks first). */
export function scheduleCertificateBackfill(db: JobExecutor, now: Date): Promise<boolean> {
  return enqueueDailyJob(db, CERTIFICATE_BACKFILL_JOB, now);
}

export const certificateJobHandlers: Record<string, (job: ClaimedJob, ctx: { db: Db; certificateKey: CertificateKey }) => Promise<void>> = {
  async [CERTIFICATE_BACKFILL_JOB](_job, ctx) {
    await backfillCertificateChecks(ctx.db, ctx.certificateKey);
  },
};
