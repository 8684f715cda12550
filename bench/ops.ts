/**
 * Operations figures (decision 0053):
 * 1. Start-up: migrations and the seed of a fresh PostgreSQL database by one instance, and by three
 *    instances starting at once under the start-up lock (the waiters' extra time is the price of
 *    the lock); PGlite once for comparison.
 * 2. A `/metrics` scrape through the whole app in-process (bearer check, the jobs query, the text
 *    format), with `--jobs` finished jobs (default 100,000) and 1,000 pending ones in the table:
 *    p50/p95 of `--rounds` scrapes per database.
 * Prints a table; run it with the machine otherwise idle and read the load printed beside it.
 * Usage: npx tsx bench/ops.ts [-- --jobs 100000 --rounds 30]
 */
import { loadavg, tmpdir } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { TEST_HASHING } from "../core/credentials/index.server.ts";
import { createMailer } from "../core/mail/index.server.ts";
import { openDatabase, type Database } from "../db/client.server.ts";
import { createApp } from "../server/app.server.ts";
import { loadConfig } from "../server/config/config.server.ts";
import { setLogLevel } from "../server/middleware/logging.server.ts";
import { prepareDatabase } from "../server/runtime/startup.server.ts";
import { fmt, freshPgDatabase } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const jobCount = args.number("jobs", 100_000);
const rounds = args.number("rounds", 30);
const TOKEN = "b".repeat(40);
const config = { NODE_ENV: "development" as const, PORT: 4165 };

setLogLevel("silent");
const lines: string[] = [];
const row = (...cells: string[]) => lines.push(cells.map((c, i) => (i ? c.padStart(14) : c.padEnd(44))).join(""));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

async function scrapeFigures(database: Database): Promise<[number, number]> {
  await database.db.execute(sql`insert into jobs (kind, state, run_at, attempts, finished_at, unique_key)
    select 'bench.done', 'done', now() - interval '1 day', 1, now(), 'bench-done-' || g from generate_series(1, ${jobCount}::int) g`);
  await database.db.execute(sql`insert into jobs (kind, state, run_at, unique_key)
    select 'bench.pending', 'pending', now() + (g || ' minutes')::interval, 'bench-pending-' || g from generate_series(1, 1000) g`);
  await database.db.execute(sql`analyze jobs`);
  const app = createApp({
    database,
    config: loadConfig({ NODE_ENV: "test", METRICS_TOKEN: TOKEN }),
    secrets: { sessionSecret: "s".repeat(48), jwtSecret: "j".repeat(48) },
    buildVersion: "bench",
    mailer: createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-bench-mail-")) }),
  });
  const socket = { remoteAddress: "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" };
  const scrape = async () => {
    const res = await app.request(
      "http://localhost/metrics",
      { headers: { host: "localhost", authorization: `Bearer ${TOKEN}` } },
      { incoming: { socket } },
    );
    if (res.status !== 200) throw new Error(`scrape answered ${res.status}`);
    await res.text();
  };
  for (let i = 0; i < 3; i++) await scrape();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push((await timed(scrape))[1]);
  times.sort((a, b) => a - b);
  return [pct(times, 50), pct(times, 95)];
}

row("", "ms");
lines.push(
  `load before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);

// 1. start-up
const dir = mkdtempSync(path.join(tmpdir(), "sellback-bench-ops-"));
const pglite = await openDatabase({ dataDir: dir });
const [, pgliteMs] = await timed(() => prepareDatabase(pglite, config, { hashing: TEST_HASHING }));
row("start, PGlite, one instance (migrate + seed)", fmt(pgliteMs, 0));
const [pgliteP50, pgliteP95] = await scrapeFigures(pglite);
await pglite.close();
rmSync(dir, { recursive: true, force: true });

const one = await freshPgDatabase("sellback_bench_ops_one");
if (!one) {
  lines.push("PostgreSQL unreachable: its rows are left out");
} else {
  const single = await openDatabase({ databaseUrl: one.url, poolSize: 3 });
  const [, singleMs] = await timed(() => prepareDatabase(single, config, { hashing: TEST_HASHING }));
  row("start, PostgreSQL, one instance", fmt(singleMs, 0));
  const [pgP50, pgP95] = await scrapeFigures(single);
  await single.close();
  await one.drop();

  const three = (await freshPgDatabase("sellback_bench_ops_three"))!;
  const instances = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: three.url, poolSize: 3 })));
  const t0 = performance.now();
  const done = await Promise.all(
    instances.map((d) => prepareDatabase(d, config, { hashing: TEST_HASHING }).then(() => performance.now() - t0)),
  );
  row("start, PostgreSQL, three at once: last ready", fmt(Math.max(...done), 0));
  row("start, PostgreSQL, three at once: first ready", fmt(Math.min(...done), 0));
  await Promise.all(instances.map((d) => d.close()));
  await three.drop();

  row(`scrape, PostgreSQL, ${jobCount} jobs: p50 / p95`, `${fmt(pgP50)} / ${fmt(pgP95)}`);
}
row(`scrape, PGlite, ${jobCount} jobs: p50 / p95`, `${fmt(pgliteP50)} / ${fmt(pgliteP95)}`);
lines.push(
  `load after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(lines.join("\n"));
