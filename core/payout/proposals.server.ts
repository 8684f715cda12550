/**
 * Runs that make themselves (issue 32, decision 0110). At each slot of the payout schedule
 * (schedule.ts) on an edition's working day (calendar.ts), a job proposes that edition's runs:
 * one per method of its `payout_pending` trades, taken as createPayoutRun takes them (holds,
 * corrected accounts and invalid accounts left out), `proposed` and made by no person
 * (PAYOUT_SCHEDULE). Each run carries its slot's `proposal_key`; the unique index on it makes a
 * slot propose once, also when two instances run its job at the same moment. With SEPA Instant on
 * (decision 0111) the SEPA proposal is an instant run, and the SEPA trades above the instant limit
 * get a normal run in the same slot. An empty slot makes no run. A payout clerk releases a
 * proposal (`open`, theirs); another person confirms it as sent (confirmPayoutRun: the confirmer
 * is neither its maker nor its releaser).
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRuns } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { EDITIONS, type EditionId } from "../editions/index.ts";
import { enqueueJob, type ClaimedJob } from "../jobs/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import type { StaffActor } from "../trade/index.server.ts";
import type { PayoutMethod } from "./rules.ts";
import { createPayoutRun, getPayoutRun, PAYOUT_SCHEDULE, type PayoutRunSummary } from "./runs.server.ts";
import { DEFAULT_PAYOUT_SCHEDULE, dueSlot, proposalKey, upcomingSlots, type PayoutSchedule } from "./schedule.ts";

export const PAYOUT_PROPOSE_JOB = "payout.proposeRuns";

/** SEPA Instant for the schedule's SEPA proposals (settings PAYOUT_INSTANT, SEPA_INSTANT_LIMIT_EUR). */
export interface InstantProposals {
  enabled: boolean;
  /** The highest transfer an instant run takes, in cents. */
  limitCents: number;
}

export interface ProposedRun {
  runId: number;
  edition: EditionId;
  method: PayoutMethod;
  instant: boolean;
  trades: number;
}

type Proposal = { method: PayoutMethod; instant: boolean };

async function proposalExists(db: Db, key: string): Promise<boolean> {
  const [found] = await db.select({ id: payoutRuns.id }).from(payoutRuns).where(eq(payoutRuns.proposalKey, key));
  return !!found;
}

/** One run of a slot, or null when the slot has it already or there is nothing to pay. */
async function propose(
  db: Db,
  args: { edition: EditionId; proposal: Proposal; key: string; now: Date; limitCents: number },
): Promise<ProposedRun | null> {
  const { edition, proposal, key, now } = args;
  if (await proposalExists(db, key)) return null;
  try {
    const run = await createPayoutRun(db, {
      filter: { edition, method: proposal.method },
      staff: PAYOUT_SCHEDULE,
      now,
      proposalKey: key,
      ...(proposal.instant ? { instant: true, instantLimitCents: args.limitCents } : {}),
    });
    return { runId: run.runId, edition, method: proposal.method, instant: proposal.instant, trades: run.trades };
  } catch (err) {
    if (err instanceof ProblemError && err.code === "payout_run_empty") return null;
    // the unique proposal key: another instance proposed this slot at the same moment
    if (err instanceof ProblemError && err.code === "payout_run_busy" && (await proposalExists(db, key))) return null;
    throw err;
  }
}

/**
 * Proposes the runs of every edition whose slot has come today (its zone, a working day) and that
 * were not proposed yet: per method, SEPA before PayPal; with instant on, the instant SEPA run
 * first, then a normal SEPA run of the trades above the limit. Answers the runs it made.
 */
export async function proposePayoutRuns(
  db: Db,
  opts: { now: Date; schedule: PayoutSchedule; instant?: InstantProposals },
): Promise<ProposedRun[]> {
  const { now, schedule, instant } = opts;
  const proposals: Proposal[] = [
    ...(instant?.enabled ? [{ method: "sepa" as const, instant: true }] : []),
    { method: "sepa", instant: false },
    { method: "paypal", instant: false },
  ];
  const made: ProposedRun[] = [];
  for (const edition of EDITIONS) {
    const slot = dueSlot(edition, now, schedule);
    if (!slot) continue;
    for (const proposal of proposals) {
      const key = proposalKey(slot, edition, proposal.method, proposal.instant);
      const run = await propose(db, { edition, proposal, key, now, limitCents: instant?.limitCents ?? 0 });
      if (run) made.push(run);
    }
  }
  return made;
}

/**
 * A payout clerk (payout or admin; the route checks the role) releases a proposed run: it is
 * `open` and `released_by` them, audited as `payout.run.release`. 404 without the run, 409
 * `payout_run_not_proposed` when it is not a proposal (any more).
 */
export async function releasePayoutRun(db: Db, args: { runId: number; staff: StaffActor; now: Date }): Promise<PayoutRunSummary> {
  const { runId, staff, now } = args;
  await db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const [run] = await inner.select().from(payoutRuns).where(eq(payoutRuns.id, runId)).for("update");
    if (!run) throw new ProblemError(404, "not_found", "backoffice.payouts.error.noRun");
    if (run.state !== "proposed") throw new ProblemError(409, "payout_run_not_proposed", "backoffice.payoutSchedule.error.notProposed");
    await inner
      .update(payoutRuns)
      .set({ state: "open", releasedByStaffId: staff.id, releasedByEmail: staff.email, releasedAt: now })
      .where(and(eq(payoutRuns.id, runId), eq(payoutRuns.state, "proposed")));
    await recordAudit(inner, {
      ...byStaff(staff, now),
      action: "payout.run.release",
      target: `payout-run:${runId}`,
      before: { state: "proposed", proposalKey: run.proposalKey },
      after: { state: "open", trades: run.tradeCount, totalCents: Number(run.totalCents) },
    });
  });
  return (await getPayoutRun(db, runId))!.run;
}

/**
 * The sweep's part (the worker, hourly): a proposal job at each slot of today and of the next
 * working day, per edition (unique per slot, so every instance may ask). Answers how many it added.
 */
export async function scheduleRunProposals(db: Db, now: Date, schedule: PayoutSchedule): Promise<number> {
  let added = 0;
  for (const edition of EDITIONS)
    for (const slot of upcomingSlots(edition, now, schedule)) {
      const key = proposalKey(slot, edition, "runs");
      if (
        await enqueueJob(db, {
          kind: PAYOUT_PROPOSE_JOB,
          payload: { slot: key },
          runAt: slot.at,
          uniqueKey: `${PAYOUT_PROPOSE_JOB}:${key}`,
        })
      )
        added++;
    }
  return added;
}

/** What the proposal job needs: the job context with the schedule and the instant settings (defaults without them). */
export interface ProposalJobContext {
  db: Db;
  now: Date;
  payoutSchedule?: PayoutSchedule;
  payoutInstant?: InstantProposals;
}

export const proposalJobHandlers: Record<string, (job: ClaimedJob, ctx: ProposalJobContext) => Promise<void>> = {
  async [PAYOUT_PROPOSE_JOB](_job, ctx) {
    await proposePayoutRuns(ctx.db, {
      now: ctx.now,
      schedule: ctx.payoutSchedule ?? DEFAULT_PAYOUT_SCHEDULE,
      ...(ctx.payoutInstant ? { instant: ctx.payoutInstant } : {}),
    });
  },
};
