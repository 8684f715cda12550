/**
 * The worker's daily jobs at 1,000,000 trades (issue 35 §5, decision 0136): on PostgreSQL, a
 * database filled by `npm run trades:generate` (`--database-url` of one generated before, kept; or a
 * fresh scratch database filled with `--trades`), the job worker (server/jobs/worker.server.ts) with
 * its real handlers in this process, the clock at the moment the bench starts:
 * 1. the sweep (`worker.sweep()`): today's run of every recurring job and the deadline jobs of
 *    created trades that have none;
 * 2. one day's deadlines: the expiry jobs of the earliest day still pending are brought forward to
 *    now (the generator's created trades are at most 25 days old, so none is due yet), beside the
 *    parcel reminders due now (trades created 7 days ago: one day's worth);
 * 3. `worker.runDue()`: every due job, the recurring ones included (contact and seller-record
 *    retention, stale offers, calibration, model figures, offer reminders, payout proposals, price
 *    alerts, certificate back-fill …), each kind's jobs timed through its handler.
 * Prints the seconds per job kind and in all, against the issue's ≤ 60 s for the nightly jobs.
 * Mails go to a temporary folder. The database is changed by the run (trades expire, offers go):
 * a second run measures a day with nothing left to do, so generate again for a second figure.
 * `--lanes n` runs n jobs at once (JOB_CONCURRENCY, default its setting's 4; decision 0138); a
 * kind's seconds are then the sum of its jobs' handler times, which overlap, and the last line the
 * wall-clock time.
 * Usage: npm run bench:jobs [-- --database-url <postgres url> | --trades 1000000] [--lanes 4]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rows } from "../core/shared/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { createJobWorker, JOB_HANDLERS, type JobHandler } from "../server/jobs/worker.server.ts";
import { benchArgs } from "./args.ts";
import { inProcessApp } from "./in-process.ts";
import { fmt, freshPgDatabase, generateTrades, pgUrl } from "./lib.ts";

const args = benchArgs();
const TARGET_SECONDS = 60;
const scratch: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};

let url = args.text("database-url", "");
let drop: (() => Promise<void>) | null = null;
if (!url) {
  const tradeCount = args.number("trades", 1_000_000);
  const fresh = await freshPgDatabase("sellback_bench_jobs");
  if (!fresh) {
    console.log(`no PostgreSQL at ${pgUrl}`);
    process.exit(0);
  }
  ({ url, drop } = fresh);
  console.log(
    `postgres: ${tradeCount} trades generated in ${fmt(generateTrades(tradeCount, { DATABASE_URL: url, DATA_DIR: tempDir("sellback-bench-jobs-") }))} s`,
  );
}

const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
try {
  const now = new Date();
  const { deps } = inProcessApp({
    database,
    dataDir: tempDir("sellback-bench-jobs-"),
    mailDir: tempDir("sellback-bench-mail-"),
    host: "backoffice.localhost",
    remoteAddress: "192.0.2.77",
  });
  deps.clock = () => now;
  // jobs at once (decision 0138): --lanes, or the setting's default
  const lanes = args.number("lanes", deps.config.JOB_CONCURRENCY);
  deps.config = { ...deps.config, JOB_CONCURRENCY: lanes };
  const db = database.db;
  const [{ total }] = (await rows<{ total: number }>(db, sql`select count(*)::int as total from trades`)) as [{ total: number }];

  // each kind's time spent in its handler, and how many of its jobs ran
  const spent = new Map<string, { seconds: number; jobs: number }>();
  const timed: Record<string, JobHandler> = Object.fromEntries(
    Object.entries(JOB_HANDLERS).map(([kind, handler]) => [
      kind,
      (async (job, ctx) => {
        const started = performance.now();
        try {
          await handler(job, ctx);
        } finally {
          const s = spent.get(kind) ?? { seconds: 0, jobs: 0 };
          s.seconds += (performance.now() - started) / 1000;
          s.jobs += 1;
          spent.set(kind, s);
        }
      }) satisfies JobHandler,
    ]),
  );
  const worker = createJobWorker(deps, { handlers: timed });

  console.log(
    `\npostgres: ${total} trades; the worker's day at ${now.toISOString()}, ${lanes} job(s) at once (load ${loadavg()[0]!.toFixed(1)})`,
  );
  let started = performance.now();
  const scheduled = await worker.sweep();
  const sweepSeconds = (performance.now() - started) / 1000;
  console.log(
    `${"sweep (recurring jobs, deadlines)".padEnd(36)} ${fmt(sweepSeconds, 2).padStart(8)} s  (${scheduled} trades given deadline jobs)`,
  );

  const moved = await rows<{ id: number }>(
    db,
    sql`with first as (select min(run_at) as at from jobs where kind = 'trade.expire' and state = 'pending')
        update jobs set run_at = ${now.toISOString()}::timestamptz
        where kind = 'trade.expire' and state = 'pending' and run_at < (select at + interval '1 day' from first)
        returning id`,
  );
  console.log(`one day's expiries brought forward: ${moved.length}`);

  started = performance.now();
  const ran = await worker.runDue();
  const runSeconds = (performance.now() - started) / 1000;
  // with several lanes a kind's seconds are the sum of its jobs' times, which overlap
  console.log(`${"job kind".padEnd(36)} ${"seconds".padStart(8)}    jobs`);
  for (const [kind, s] of [...spent.entries()].sort((a, b) => b[1].seconds - a[1].seconds))
    console.log(`${kind.padEnd(36)} ${fmt(s.seconds, 2).padStart(8)} ${String(s.jobs).padStart(7)}`);
  const all = sweepSeconds + runSeconds;
  console.log(
    `${"all (sweep + every due job)".padEnd(36)} ${fmt(all, 2).padStart(8)} ${String(ran.done + ran.failed).padStart(7)}  ${ran.failed} failed; target ≤ ${TARGET_SECONDS} s: ${all <= TARGET_SECONDS ? "met" : "NOT met"}`,
  );
} finally {
  await database.close();
  if (drop) await drop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
