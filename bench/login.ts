/**
 * Login throughput and latency with the production argon2id parameters (m=19456 KiB, t=2, p=1):
 * POST /api/account/login through the whole Hono app in-process (`app.request()`: middleware,
 * validation, rate-limit store, argon2 verify, token issue), on the embedded database and on
 * PostgreSQL when reachable. HTTP parsing is left out on purpose: argon2 dominates (≈ 60 ms of
 * CPU per login) and the load generator would share the same cores.
 * Prints logins per second (total, per core, and per CPU-second this process used: the figure
 * that does not depend on what else runs on the machine) and p50/p95 per concurrency.
 * Usage: npm run bench:login [-- --logins 200 --concurrency 1,2,4]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PRODUCTION_HASHING } from "../core/credentials/index.server.ts";
import { createMailer } from "../core/mail/index.server.ts";
import { openDatabase, type Database } from "../db/client.server.ts";
import { createApp } from "../server/app.server.ts";
import { loadConfig } from "../server/config/config.server.ts";
import type { AppDeps } from "../server/config/env.server.ts";
import { setLogLevel } from "../server/middleware/logging.server.ts";
import { fmt, freshPgDatabase, percentile, pgUrl, registrationBody } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const logins = args.number("logins", 200);
const concurrencies = args.text("concurrency", "1,2,4").split(",").map(Number);
const cores = availableParallelism();
const PASSWORD = "Bench-Passwort-123";

async function setup(database: Database) {
  setLogLevel("silent");
  await database.migrate();
  const deps: AppDeps = {
    database,
    config: loadConfig({ NODE_ENV: "test" }),
    secrets: { sessionSecret: randomBytes(32).toString("hex"), jwtSecret: randomBytes(32).toString("hex") },
    buildVersion: "bench",
    mailer: createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-bench-mail-")) }),
    // passwordHashing unset: the production parameters.
  };
  const app = createApp(deps);
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const reg = await app.request("http://de.localhost/api/account/register", {
    method: "POST",
    headers: { host: "de.localhost", "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
    body: JSON.stringify(registrationBody(email, PASSWORD, { firstName: "Bench", lastName: "Mark" })),
  });
  if (reg.status !== 202) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  await database.db.execute(sql`update customers set activated_at = now() where email = ${email}`);
  const hash = (await database.db.execute(sql`select password_hash from customers where email = ${email}`)) as unknown as {
    rows: { password_hash: string }[];
  };
  if (!hash.rows[0]!.password_hash.includes(`m=${PRODUCTION_HASHING.memoryCost},t=${PRODUCTION_HASHING.timeCost}`))
    throw new Error("not the production parameters");
  return { app, email };
}

async function run(label: string, database: Database) {
  const { app, email } = await setup(database);
  const login = async () => {
    const started = performance.now();
    const res = await app.request("http://de.localhost/api/account/login", {
      method: "POST",
      headers: { host: "de.localhost", "content-type": "application/json", "x-forwarded-for": "10.1.1.1" },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const ok = res.status === 200 && typeof ((await res.json()) as { access_token?: string }).access_token === "string";
    return { ms: performance.now() - started, ok };
  };
  for (let i = 0; i < 5; i++) await login(); // warm-up
  for (const concurrency of concurrencies) {
    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < logins) {
          const r = await login();
          times.push(r.ms);
          if (!r.ok) errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    times.sort((a, b) => a - b);
    const perSecond = times.length / seconds;
    console.log(
      `${label.padEnd(10)} concurrency ${String(concurrency).padStart(2)}: ${fmt(perSecond)} logins/s (${fmt(perSecond / cores)} per core of ${cores}; ` +
        `${fmt(times.length / cpuSeconds)} per CPU-second used by this process), ` +
        `p50 ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, ${times.length} logins, ${errors} errors`,
    );
  }
  await database.close();
}

console.log(
  `argon2id m=${PRODUCTION_HASHING.memoryCost} KiB t=${PRODUCTION_HASHING.timeCost} p=${PRODUCTION_HASHING.parallelism}; ${logins} logins per concurrency; target ≥ 15 logins/s per core`,
);
await run("pglite", await openDatabase({ dataDir: "memory://" }));

const pgDb = await freshPgDatabase("sellback_bench_login");
if (!pgDb) {
  console.log(`postgres   skipped: no server at ${pgUrl}`);
  process.exit(0);
}
try {
  await run("postgres", await openDatabase({ databaseUrl: pgDb.url, poolSize: 10 }));
} finally {
  await pgDb.drop();
}
