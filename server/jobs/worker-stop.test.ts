/**
 * SIGTERM and the job worker (decision 0053): stop() lets the running job finish, runs no further
 * job, and gives the jobs it had claimed but not started back to the queue (pending, the attempt
 * not counted), so another instance takes them at once instead of after the 5-minute lease.
 * Lanes (decision 0138): JOB_CONCURRENCY jobs at once on PostgreSQL, one at a time on the embedded database.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { enqueueJob } from "../../core/jobs/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createJobWorker } from "./worker.server.ts";

describeEachDatabase("job worker stop", (ctx, kind) => {
  it("finishes the current job, releases the claimed rest", async () => {
    const runAt = new Date("2000-01-01T00:00:00Z"); // first in the claim order
    for (const n of [1, 2, 3])
      await enqueueJob(ctx().database.db, { kind: "stop.test", payload: { n }, runAt, uniqueKey: `stop-test-${kind}-${n}` });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const ran: number[] = [];
    const worker = createJobWorker(ctx().deps, {
      handlers: {
        "stop.test": async (job) => {
          ran.push(job.payload.n as number);
          if (ran.length === 1) await gate;
        },
      },
    });
    worker.start(60_000);
    await expect.poll(() => ran.length, { timeout: 20_000 }).toBe(1);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(ran).toEqual([1]);
    const jobs = await rows<{ n: number; state: string; attempts: number; locked_by: string | null }>(
      ctx().database.db,
      sql`select (payload->>'n')::int as n, state, attempts, locked_by from jobs where kind = 'stop.test' order by n`,
    );
    expect(jobs.map((j) => ({ ...j, n: Number(j.n), attempts: Number(j.attempts) }))).toEqual([
      { n: 1, state: "done", attempts: 1, locked_by: worker.id },
      { n: 2, state: "pending", attempts: 0, locked_by: null },
      { n: 3, state: "pending", attempts: 0, locked_by: null },
    ]);
  });

  it("runs JOB_CONCURRENCY jobs at once on PostgreSQL and one at a time on the embedded database", async () => {
    const runAt = new Date("2000-01-01T00:00:00Z");
    for (const n of [1, 2, 3, 4])
      await enqueueJob(ctx().database.db, { kind: "lanes.test", payload: { n }, runAt, uniqueKey: `lanes-test-${kind}-${n}` });
    const deps = { ...ctx().deps, config: { ...ctx().deps.config, JOB_CONCURRENCY: 3 } };
    let running = 0;
    let most = 0;
    let started = 0;
    let allStarted!: () => void;
    const threeStarted = new Promise<void>((r) => (allStarted = r));
    const worker = createJobWorker(deps, {
      handlers: {
        "lanes.test": async () => {
          running++;
          most = Math.max(most, running);
          if (++started === 3) allStarted();
          // PostgreSQL: the first three wait for each other (they can only all start if they run at
          // once); the embedded database: a query lets another lane in if there were one
          if (kind === "postgres" && started <= 3) await threeStarted;
          else await ctx().database.db.execute(sql`select 1`);
          running--;
        },
      },
    });
    await worker.runDue();
    const states = await rows<{ state: string }>(ctx().database.db, sql`select state from jobs where kind = 'lanes.test'`);
    expect(states.map((j) => j.state)).toEqual(["done", "done", "done", "done"]);
    expect(started).toBe(4);
    expect(most).toBe(kind === "postgres" ? 3 : 1);
  });
});
