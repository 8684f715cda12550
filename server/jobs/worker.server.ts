/**
 * The job worker (decision 0024): claims due jobs from the `jobs` table (core/jobs, row locks, so
 * several instances never run the same job), runs their handlers, completes or retries them.
 * Every JOB_POLL_MS it drains what is due; every SWEEP_INTERVAL_MS it schedules the deadline jobs
 * of trades made before jobs existed, and today's run of the recurring jobs (contact retention,
 * stale offers, seller records). Time comes from deps.clock. On PostgreSQL it runs JOB_CONCURRENCY
 * due jobs at once (decision 0138). stop() lets the running jobs finish and then resolves (SIGTERM).
 */
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { claimJobs, completeJob, failJob, releaseJobs, type ClaimedJob } from "../../core/jobs/index.server.ts";
import { nowFrom, describeError } from "../../core/shared/index.ts";
import { scheduleTrackingRun, trackingJobHandlers, trackingSetupFor, type TrackingSetup } from "../../core/carrier/index.server.ts";
import { clarificationJobHandlers } from "../../core/clarification/index.server.ts";
import { deviceRegisterFor, type DeviceRegister } from "../../core/device-register/index.server.ts";
import { inspectionJobHandlers } from "../../core/inspection/index.server.ts";
import { contactJobHandlers, scheduleContactRetention } from "../../core/contact/index.server.ts";
import { offerJobHandlers, scheduleOfferCleanup } from "../../core/offer/index.server.ts";
import { calibrationJobHandlers, scheduleCalibration } from "../../core/calibration/index.server.ts";
import { priceAlertJobHandlers, schedulePriceAlertCheck } from "../../core/price-alert/index.server.ts";
import { offerMailJobHandlers, scheduleOfferReminders } from "../../core/offer-mail/index.server.ts";
import { quoteJobHandlers, scheduleQuoteExpiry } from "../../core/b2b-quote/index.server.ts";
import {
  bankFolderJobHandlers,
  instantLimitCents,
  payoutJobHandlers,
  payoutSchedule,
  paypalPayoutsFor,
  scheduleBankFolderScans,
  scheduleRunProposals,
  type InstantProposals,
  type PaypalPayouts,
  type PayoutSchedule,
} from "../../core/payout/index.server.ts";
import { reviewJobHandlers } from "../../core/reviews/index.server.ts";
import { scheduleSellerRecordRetention, sellerRecordJobHandlers } from "../../core/seller-records/index.server.ts";
import { purchaseRecordJobHandlers } from "../../core/purchase-record/index.server.ts";
import { creditNoteJobHandlers } from "../../core/credit-note/index.server.ts";
import { companyJobHandlers, scheduleVatChecks, viesSettingsFor, type ViesSettings } from "../../core/company/index.server.ts";
import { modelFiguresJobHandlers, scheduleModelFigures } from "../../core/model-facts/index.server.ts";
import type { FileStorage } from "../../core/storage/index.server.ts";
import { storageOf } from "../config/storage.server.ts";
import { scheduleMissingDeadlines, tradeJobHandlers, type TradeJobContext } from "../../core/trade/index.server.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppDeps } from "../config/env.server.ts";
import { log } from "../middleware/logging.server.ts";
import { certificateJobHandlers, scheduleCertificateBackfill, type CertificateKey } from "../../core/certificate-check/index.server.ts";
import { certificateKeyOf } from "../config/certificate-key.server.ts";

/** What every handler gets: the trade jobs' context and the settings some kinds read. */
export type JobContext = TradeJobContext & {
  reviewInviteDelayDays: number;
  deviceRegister: DeviceRegister | null;
  tracking?: TrackingSetup;
  /** PayPal's Payouts API (decision 0112); null without its credentials. */
  paypal?: PaypalPayouts | null;
  /** The payout schedule and SEPA Instant for the proposal job (decision 0110). */
  payoutSchedule: PayoutSchedule;
  payoutInstant: InstantProposals;
  /** The file store (purchase records, decision 0115). */
  storage: FileStorage;
  /** The VIES lookup of VAT IDs (decision 0116); null while VIES_CHECK is off. */
  vies: ViesSettings | null;
  /** The session secret: links a job mails whose tokens are stored only as hashes are derived from it (a price alert's unsubscribe link, decision 0128). */
  secret: string;
  /** The erasure certificates' signing key: the back-fill job signs with it (decision 0130). */
  certificateKey: CertificateKey;
};
export type JobHandler = (job: ClaimedJob, ctx: JobContext) => Promise<void>;

/** Every job kind the app knows. A claimed job of an unknown kind fails (and ends dead). */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  ...tradeJobHandlers,
  ...clarificationJobHandlers,
  ...contactJobHandlers,
  ...reviewJobHandlers,
  ...payoutJobHandlers,
  ...offerJobHandlers,
  ...calibrationJobHandlers,
  ...offerMailJobHandlers,
  ...quoteJobHandlers,
  ...inspectionJobHandlers,
  ...trackingJobHandlers,
  ...sellerRecordJobHandlers,
  ...bankFolderJobHandlers,
  ...purchaseRecordJobHandlers,
  ...creditNoteJobHandlers,
  ...companyJobHandlers,
  ...certificateJobHandlers,
  ...priceAlertJobHandlers,
  ...modelFiguresJobHandlers,
};

/** How often the sweep for trades without deadline jobs runs (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 20;

export interface JobWorker {
  readonly id: string;
  /** Runs every due job once (claiming batches until none is due); answers how many ran and failed. */
  runDue(): Promise<{ done: number; failed: number }>;
  /** The sweep: deadline jobs for trades that have none; answers how many trades it scheduled. */
  sweep(): Promise<number>;
  /** Starts polling every `intervalMs` (default config.JOB_POLL_MS); a no-op at 0. */
  start(intervalMs?: number): void;
  /** Stops polling and waits for the jobs that are running; claimed jobs not yet started go back to the queue. */
  stop(): Promise<void>;
}

export function createJobWorker(deps: AppDeps, opts: { handlers?: Readonly<Record<string, JobHandler>> } = {}): JobWorker {
  const handlers = opts.handlers ?? JOB_HANDLERS;
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const db = deps.database.db;
  const context = (): JobContext => ({
    db,
    mailer: deps.mailer,
    originFor: (edition) => mailOrigin(deps.config, edition),
    now: nowFrom(deps),
    reviewInviteDelayDays: deps.config.REVIEW_INVITE_DELAY_DAYS,
    deviceRegister: deviceRegisterFor(deps.config),
    paypal: paypalPayoutsFor(deps.config),
    tracking: trackingSetupFor(deps.config, { log }),
    payoutSchedule: payoutSchedule(deps.config.PAYOUT_RUN_TIMES, deps.config.PAYOUT_RUN_TIMES_BY_EDITION),
    payoutInstant: { enabled: deps.config.PAYOUT_INSTANT === "on", limitCents: instantLimitCents(deps.config.SEPA_INSTANT_LIMIT_EUR) },
    storage: storageOf(deps),
    vies: viesSettingsFor(deps.config),
    secret: deps.secrets.sessionSecret,
    certificateKey: certificateKeyOf(deps),
  });
  // jobs at once (decision 0138): on PostgreSQL each lane has a connection of the pool; the embedded
  // database has one connection, where lanes would only queue
  const lanes = deps.database.kind === "postgres" ? deps.config.JOB_CONCURRENCY : 1;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let lastSweep = -Infinity;

  async function runOne(job: ClaimedJob): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, context());
      await completeJob(db, job, id, nowFrom(deps));
      return true;
    } catch (err) {
      const outcome = await failJob(db, job, id, JSON.stringify(describeError(err)), nowFrom(deps));
      log(outcome === "dead" ? "error" : "warn", "job failed", { jobId: job.id, kind: job.kind, attempt: job.attempt, outcome, err });
      return false;
    }
  }

  const worker: JobWorker = {
    id,
    async runDue() {
      let done = 0;
      let failed = 0;
      // the claimed jobs not started yet; `lanes` jobs run at once, each lane taking the next one
      // when its own is done and claiming the next batch when none is left (one claim at a time)
      const queue: ClaimedJob[] = [];
      let more = true;
      let claiming: Promise<void> | null = null;
      const claim = () =>
        (claiming ??= claimJobs(db, { now: nowFrom(deps), workerId: id, limit: BATCH })
          .then((jobs) => {
            queue.push(...jobs);
            if (jobs.length < BATCH) more = false;
          })
          .finally(() => (claiming = null)));
      const lane = async () => {
        while (!stopped) {
          const job = queue.shift();
          if (job) {
            if (await runOne(job)) done++;
            else failed++;
          } else if (more) await claim();
          else return;
        }
      };
      await Promise.all(Array.from({ length: lanes }, lane));
      // stopping (SIGTERM): the running jobs have finished; the claimed rest go back for other instances
      if (queue.length)
        await releaseJobs(
          db,
          queue.map((j) => j.id),
          id,
        );
      return { done, failed };
    },
    async sweep() {
      // the recurring jobs: today's run of each (unique per day, so every instance may ask)
      await scheduleContactRetention(db, nowFrom(deps));
      await scheduleOfferCleanup(db, nowFrom(deps));
      // codes and signatures for certificates issued before they existed, daily (decision 0130)
      await scheduleCertificateBackfill(db, nowFrom(deps));
      // where customers and inspectors disagree, recomputed daily (decision 0131)
      await scheduleCalibration(db, nowFrom(deps));
      // offer reminders due this hour, sent once each (decision 0127)
      await scheduleOfferReminders(db, nowFrom(deps));
      // open quotes past their validity marked expired, hourly (decision 0118)
      await scheduleQuoteExpiry(db, nowFrom(deps));
      await scheduleTrackingRun(db, trackingSetupFor(deps.config, { log }), nowFrom(deps));
      await scheduleSellerRecordRetention(db, nowFrom(deps));
      // the payout schedule's proposal jobs at each slot of today and the next working day (decision 0110)
      await scheduleRunProposals(db, nowFrom(deps), payoutSchedule(deps.config.PAYOUT_RUN_TIMES, deps.config.PAYOUT_RUN_TIMES_BY_EDITION));
      // the watched folder for bank files, every 10 minutes of the coming hour (decision 0113; off without BANK_FILES_DIR)
      await scheduleBankFolderScans(db, nowFrom(deps), deps.config.BANK_FILES_DIR);
      // the VAT IDs' VIES check, hourly while VIES_CHECK is on (decision 0116)
      await scheduleVatChecks(db, nowFrom(deps), viesSettingsFor(deps.config));
      // price alerts: fire those today's prices reach, expire unconfirmed ones, hourly (decision 0128)
      await schedulePriceAlertCheck(db, nowFrom(deps));
      // the open figures per model from the paid trades, once a day (decision 0129)
      await scheduleModelFigures(db, nowFrom(deps));
      return scheduleMissingDeadlines(db, nowFrom(deps));
    },
    start(intervalMs = deps.config.JOB_POLL_MS) {
      if (intervalMs <= 0 || timer) return;
      stopped = false;
      const tick = async () => {
        const now = nowFrom(deps).getTime();
        if (now - lastSweep >= SWEEP_INTERVAL_MS) {
          lastSweep = now;
          const scheduled = await worker.sweep();
          if (scheduled) log("info", "scheduled deadline jobs for older trades", { trades: scheduled });
        }
        await worker.runDue();
      };
      const loop = () => {
        running = tick()
          .catch((err: unknown) => log("error", "job worker pass failed", { err }))
          .finally(() => {
            if (!stopped) timer = setTimeout(loop, intervalMs);
          });
      };
      timer = setTimeout(loop, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return worker;
}
