/**
 * The device register at inspection (issue 30, decision 0096). recordInspection asks the register
 * before its transaction (a slow register never holds the trade's lock) and hands the outcome to
 * `applyRegisterOutcome` inside it:
 * - clear → register_status clear;
 * - blocked → the device gets no offer (outcome no_offer, price 0, no new offer) with a reason the
 *   customer reads in the clarification (what the register says and what they can do), in the
 *   trade's language;
 * - the register did not answer → register_status pending and a job that asks again with backoff
 *   (Retry-After when the register sent one); completeInspection refuses while any device is
 *   pending; the retry that gets an answer updates the inspection (blocked → no_offer).
 * Every answer is stored in device_register_checks (context inspection).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { tradeInspections, tradeLines, trades } from "../../db/schema/index.ts";
import {
  lookUp,
  recordRegisterAnswer,
  type DeviceRegister,
  type RegisterFinding,
  type RegisterOutcome,
  type RegisterStatus,
} from "../device-register/index.server.ts";
import { editions, type EditionId } from "../editions/index.ts";
import { enqueueJob, retryDelaySeconds, type ClaimedJob, type JobExecutor } from "../jobs/index.server.ts";
import { translator } from "../shared/index.server.ts";

export const REGISTER_RETRY_JOB = "device-register.retry";
/** Lookups the job makes before it gives up and stays dead for a person to look at (about a day with the backoff's 1 h cap). */
export const REGISTER_RETRY_ATTEMPTS = 30;

/** The customer's reason for a device the register lists: what it says and what they can do (trade's language). */
export function registerNoOfferReason(edition: EditionId, finding: RegisterFinding): string {
  return translator(editions[edition].messagesLocale)("register.noOffer.reason", { finding });
}

/** How a lookup's outcome changes the device's inspection values (pure). */
export function registerEffect(
  outcome: RegisterOutcome | null,
  edition: EditionId,
): { status: RegisterStatus | null; noOfferReason: string | null } {
  if (!outcome) return { status: null, noOfferReason: null };
  if (outcome.kind === "failure") return { status: "pending", noOfferReason: null };
  if (outcome.result === "clear") return { status: "clear", noOfferReason: null };
  return { status: "blocked", noOfferReason: registerNoOfferReason(edition, outcome.finding) };
}

/** Asks the register about an IMEI when the check is on; null when it is off or there is no IMEI (no call). */
export async function registerOutcomeFor(
  register: DeviceRegister | null | undefined,
  imei: string | null,
): Promise<RegisterOutcome | null> {
  return register && imei ? lookUp(register, imei) : null;
}

/** Seconds until the next lookup after failed attempt `attempt`: the job's backoff, or longer when the register asked for it. */
export const nextLookupSeconds = (attempt: number, retryAfter: number | null) => Math.max(retryDelaySeconds(attempt), retryAfter ?? 0);

/** In the inspection's transaction: stores an answer, or schedules the retry of a failed lookup. */
export async function applyRegisterOutcome(
  tx: Db,
  args: { tradeId: number; tradeLineId: number; imei: string; outcome: RegisterOutcome; now: Date },
): Promise<void> {
  const { outcome } = args;
  if (outcome.kind === "answer") {
    await recordRegisterAnswer(tx, {
      tradeId: args.tradeId,
      tradeLineId: args.tradeLineId,
      context: "inspection",
      imei: args.imei,
      provider: outcome.provider,
      answer: outcome,
      checkedAt: args.now,
    });
    return;
  }
  await scheduleRetry(tx as unknown as JobExecutor, { tradeLineId: args.tradeLineId, imei: args.imei, attempt: 1 }, outcome, args.now);
}

async function scheduleRetry(
  db: JobExecutor,
  payload: { tradeLineId: number; imei: string; attempt: number },
  outcome: Extract<RegisterOutcome, { kind: "failure" }>,
  now: Date,
): Promise<void> {
  await enqueueJob(db, {
    kind: REGISTER_RETRY_JOB,
    payload,
    runAt: new Date(now.getTime() + nextLookupSeconds(payload.attempt, outcome.retryAfterSeconds) * 1000),
    // one retry per device, IMEI and attempt: a second inspection of the device schedules its own
    uniqueKey: `${REGISTER_RETRY_JOB}:${payload.tradeLineId}:${payload.imei}:${now.getTime()}:${payload.attempt}`,
    maxAttempts: 3,
  });
}

export interface RegisterJobContext {
  db: Db;
  now: Date;
  /** The register (null: the check was switched off since; the device stays pending for a person to look at). */
  deviceRegister?: DeviceRegister | null;
}

/**
 * Asks the register again for a device whose inspection is pending. A device inspected again since
 * (another IMEI, or no longer pending) is left alone. A failure schedules the next lookup (backoff,
 * Retry-After) until REGISTER_RETRY_ATTEMPTS; then the job fails and ends dead.
 */
export async function retryRegisterLookup(job: ClaimedJob, ctx: RegisterJobContext): Promise<void> {
  const tradeLineId = Number(job.payload.tradeLineId);
  const imei = typeof job.payload.imei === "string" ? job.payload.imei : "";
  const attempt = Number(job.payload.attempt) || 1;
  if (!Number.isSafeInteger(tradeLineId) || !imei) return;
  const stillPending = async (db: Db, lock: boolean) => {
    const q = db
      .select({ id: tradeInspections.id, tradeId: tradeInspections.tradeId, edition: trades.edition })
      .from(tradeInspections)
      .innerJoin(trades, eq(trades.id, tradeInspections.tradeId))
      .where(
        and(eq(tradeInspections.tradeLineId, tradeLineId), eq(tradeInspections.imei, imei), eq(tradeInspections.registerStatus, "pending")),
      );
    const [row] = lock ? await q.for("update", { of: tradeInspections }) : await q;
    return row ?? null;
  };
  if (!(await stillPending(ctx.db, false))) return;
  if (!ctx.deviceRegister) throw new Error("device register is off; the device stays pending");
  const outcome = await lookUp(ctx.deviceRegister, imei);
  if (outcome.kind === "failure") {
    if (attempt >= REGISTER_RETRY_ATTEMPTS) throw new Error(`device register: ${outcome.failure} after ${attempt} lookups`);
    await scheduleRetry(ctx.db as unknown as JobExecutor, { tradeLineId, imei, attempt: attempt + 1 }, outcome, ctx.now);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await stillPending(t, true);
    if (!row) return;
    await applyRegisterOutcome(t, { tradeId: row.tradeId, tradeLineId, imei, outcome, now: ctx.now });
    const effect = registerEffect(outcome, row.edition as EditionId);
    const [current] = await t
      .select({ noOfferReasons: tradeInspections.noOfferReasons })
      .from(tradeInspections)
      .where(eq(tradeInspections.id, row.id));
    const blocked = effect.status === "blocked";
    await t
      .update(tradeInspections)
      .set({
        registerStatus: effect.status,
        ...(blocked
          ? {
              outcome: "no_offer",
              priceCents: 0,
              newOfferId: null,
              noOfferReasons: [...(current?.noOfferReasons ?? []), effect.noOfferReason!],
            }
          : {}),
      })
      .where(eq(tradeInspections.id, row.id));
  });
}

export const inspectionJobHandlers: Record<string, (job: ClaimedJob, ctx: RegisterJobContext) => Promise<void>> = {
  [REGISTER_RETRY_JOB]: retryRegisterLookup,
};

/** The line of a trade (for the pre-check before a lookup): null when the trade has no such line. */
export async function lineOfTrade(db: Db, tradeNumber: string, itemId: number) {
  if (!Number.isSafeInteger(itemId)) return null;
  const [row] = await db
    .select({ state: trades.state })
    .from(tradeLines)
    .innerJoin(trades, eq(trades.id, tradeLines.tradeId))
    .where(and(eq(trades.tradeNumber, tradeNumber), eq(tradeLines.id, itemId)));
  return row ?? null;
}
