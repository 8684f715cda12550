/**
 * The jobs queue on the `jobs` table (decision 0024): enqueue (once per unique key), claim due
 * jobs with `FOR UPDATE SKIP LOCKED` (so concurrent instances never take the same job), complete,
 * fail (retry with backoff, `dead` after max attempts). Every function takes the caller's `now`
 * (the app clock), never the database's, so tests move time by setting the clock.
 */
import { sql } from "drizzle-orm";
import { rows } from "../shared/index.server.ts";
import { DEFAULT_MAX_ATTEMPTS, JOB_LEASE_SECONDS, retryDelaySeconds } from "./backoff.ts";

/** A database handle or a transaction: jobs can be enqueued inside the transaction that needs them. */
export interface JobExecutor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  /** A job with this key is scheduled once: later enqueues with it do nothing (also after it ran). */
  uniqueKey?: string;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  runAt: Date;
}

/** Adds a job; false when a job with its unique key exists already. */
export async function enqueueJob(db: JobExecutor, job: NewJob): Promise<boolean> {
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into jobs (kind, payload, unique_key, run_at, max_attempts)
      values (${job.kind}::text, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.uniqueKey ?? null}::text,
        ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int)
      on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}

/**
 * Adds many jobs in one statement (a sweep's batch, decision 0136): the same as enqueueJob for
 * each, a job whose unique key exists already left out. Answers how many were added.
 */
export async function enqueueJobs(db: JobExecutor, jobs: readonly NewJob[]): Promise<number> {
  if (!jobs.length) return 0;
  const values = sql.join(
    jobs.map(
      (job) =>
        sql`(${job.kind}::text, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.uniqueKey ?? null}::text, ${job.runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int)`,
    ),
    sql`, `,
  );
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into jobs (kind, payload, unique_key, run_at, max_attempts) values ${values} on conflict do nothing returning id`,
  );
  return inserted.length;
}

/** Schedules today's run of a recurring job (once per UTC day of `now`, whoever asks first); false when it is scheduled already. */
export function enqueueDailyJob(db: JobExecutor, kind: string, now: Date): Promise<boolean> {
  return enqueueJob(db, { kind, runAt: now, uniqueKey: `${kind}:${now.toISOString().slice(0, 10)}` });
}

/**
 * Claims up to `limit` due jobs for `workerId`: pending ones whose `run_at` has come, and running
 * ones whose lease has run out (their instance died). Oldest due first. The row locks are skipped
 * by other instances' claims, and the claim marks them running with a lease, so each job goes to
 * exactly one caller.
 */
export async function claimJobs(
  db: JobExecutor,
  opts: { now: Date; workerId: string; limit: number; leaseSeconds?: number },
): Promise<ClaimedJob[]> {
  const now = opts.now.toISOString();
  const lockedUntil = new Date(opts.now.getTime() + (opts.leaseSeconds ?? JOB_LEASE_SECONDS) * 1000).toISOString();
  const claimed = await rows<{
    id: string | number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
    run_at: string | Date;
  }>(
    db,
    sql`update jobs set state = 'running', attempts = attempts + 1, locked_until = ${lockedUntil}::timestamptz, locked_by = ${opts.workerId}::text
      where id in (
        select id from jobs
        where (state = 'pending' and run_at <= ${now}::timestamptz) or (state = 'running' and locked_until <= ${now}::timestamptz)
        order by run_at, id
        limit ${opts.limit}::int
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts, run_at`,
  );
  return claimed
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload ?? {},
      attempt: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
      runAt: new Date(r.run_at),
    }))
    .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Marks a claimed job done (only while this worker still holds it). */
export async function completeJob(db: JobExecutor, job: Pick<ClaimedJob, "id">, workerId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update jobs set state = 'done', finished_at = ${now.toISOString()}::timestamptz, locked_until = null, last_error = null
      where id = ${job.id}::bigint and state = 'running' and locked_by = ${workerId}::text`,
  );
}

/**
 * Records a failed attempt: the job runs again after retryDelaySeconds(attempt), or is `dead`
 * after its last attempt. `error` is a short description without personal data.
 */
export async function failJob(
  db: JobExecutor,
  job: Pick<ClaimedJob, "id" | "attempt" | "maxAttempts">,
  workerId: string,
  error: string,
  now: Date,
): Promise<"retry" | "dead"> {
  const dead = job.attempt >= job.maxAttempts;
  const runAt = new Date(now.getTime() + retryDelaySeconds(job.attempt) * 1000).toISOString();
  await db.execute(
    sql`update jobs set state = ${dead ? "dead" : "pending"}::text, run_at = case when ${dead}::boolean then run_at else ${runAt}::timestamptz end,
        locked_until = null, last_error = ${error.slice(0, 500)}::text, finished_at = case when ${dead}::boolean then ${now.toISOString()}::timestamptz else null end
      where id = ${job.id}::bigint and state = 'running' and locked_by = ${workerId}::text`,
  );
  return dead ? "dead" : "retry";
}

/**
 * Gives claimed jobs this worker has not started back to the queue (a worker stopping on SIGTERM
 * after its current job, decision 0053): pending again at once, the claim's attempt not counted.
 */
export async function releaseJobs(db: JobExecutor, jobIds: readonly number[], workerId: string): Promise<void> {
  if (!jobIds.length) return;
  await db.execute(
    sql`update jobs set state = 'pending', attempts = greatest(attempts - 1, 0), locked_until = null, locked_by = null
      where id in (${sql.join(
        jobIds.map((id) => sql`${id}::bigint`),
        sql`, `,
      )}) and state = 'running' and locked_by = ${workerId}::text`,
  );
}
