/**
 * The back office's trade queue at 100,000 trades: `GET /api/backoffice/trades` through the whole
 * Hono app in-process (`app.request()`: host check, staff bearer check, zod validation, the queue's
 * three queries, JSON), on a fresh embedded database (PGlite under a temporary DATA_DIR) and on a
 * fresh scratch database on PostgreSQL. HTTP parsing is left out: the queries dominate and a load
 * generator would share the same cores. The trades come from `npm run trades:generate` (run as a
 * child process against that database); a staff user made through core/staff logs in through the
 * API. Requests run one at a time (a staff member clicks; no concurrency).
 * Prints p50/p95/p99 per query kind and database, and whether the target p95 ≤ 100 ms is met.
 * Then the dashboard (decision 0043): `GET /api/backoffice/dashboard`, every edition and one at a
 * time, computed at each request (no cache), against the same target (decision 0092; it had 500 ms).
 * Then every back-office page as staff open it (issue 29): the built server (BUILD_DIR, default
 * build/; `npm run build` first) on the same database, an admin signed in through the login page,
 * each list (with its filters and a search), the trade page of trades in every state, the
 * inspection form, the support view of a trade's customer, a device's prices and a partner, one at
 * a time over HTTP; p50/p95/p99 per page against p95 ≤ 100 ms.
 * `--database-url` measures a PostgreSQL database generated before (kept), such as the 1,000,000
 * trades of decision 0136 (with `--only postgres`).
 * Usage: npm run bench:backoffice [-- --trades 100000 --rounds 30 --only pglite|postgres --skip-pages --data-dir <a generated folder> --database-url <postgres url>]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { TEST_HASHING } from "../core/credentials/index.server.ts";
import { rows } from "../core/shared/index.server.ts";
import { createStaffUser } from "../core/staff/index.server.ts";
import { openDatabase, type Database } from "../db/client.server.ts";
import { request as httpRequest } from "node:http";
import { fmt, freshPgDatabase, generateTrades, percentile, pgUrl, startServer } from "./lib.ts";
import { benchArgs } from "./args.ts";
import { inProcessApp } from "./in-process.ts";

const args = benchArgs();
const tradeCount = args.number("trades", 100_000);
const rounds = args.number("rounds", 30);
const TARGET_P95_MS = 100;
const DASHBOARD_TARGET_P95_MS = 100;
const HOST = "backoffice.localhost";
const PASSWORD = "Bench-Staff-Passwort-2026";
/** Temporary folders (data, mail) removed at the end. */
const scratch: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratch.push(dir);
  return dir;
};
/** Fills the database through the generator script itself (its own process, as an operator runs it). */
const generate = (env: Record<string, string>) => generateTrades(tradeCount, env);

/** One realistic query kind: a name and the query string (sampled from the data where it needs a value). */
interface QueryKind {
  name: string;
  queries: string[];
}

async function queryKinds(database: Database): Promise<QueryKind[]> {
  const sample = await rows<{ trade_number: string; email: string; last_name: string }>(
    database.db,
    sql`select trade_number, email, last_name from trades order by random() limit ${rounds}`,
  );
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;
  const many = (f: (i: number) => string) => Array.from({ length: rounds }, (_, i) => f(i));
  const states = ["created", "received", "clarification", "payout_pending", "paid"];
  const editions = ["de", "at", "es", "fr", "it", "en"];
  return [
    { name: "no filter", queries: many(() => "") },
    { name: "by state", queries: many((i) => `state=${pick(states, i)}`) },
    { name: "by edition", queries: many((i) => `edition=${pick(editions, i)}`) },
    { name: "by age", queries: many((i) => `age=${pick([7, 14, 30, 90], i)}`) },
    { name: "state + edition", queries: many((i) => `state=${pick(states, i)}&edition=${pick(editions, i)}`) },
    { name: "full trade number", queries: many((i) => `q=${encodeURIComponent(pick(sample, i).trade_number)}`) },
    { name: "e-mail", queries: many((i) => `q=${encodeURIComponent(pick(sample, i).email)}`) },
    { name: "name prefix (4 letters)", queries: many((i) => `q=${encodeURIComponent(pick(sample, i).last_name.slice(0, 4))}`) },
    { name: "page 20", queries: many(() => "page=20") },
    { name: "state, page 20", queries: many((i) => `state=${pick(states, i)}&page=20`) },
  ];
}

async function run(label: string, database: Database, dataDir: string) {
  const { request } = inProcessApp({
    database,
    dataDir,
    mailDir: tempDir("sellback-bench-mail-"),
    host: HOST,
    remoteAddress: "192.0.2.77",
  });

  const email = `bench-${randomBytes(4).toString("hex")}@staff.example`;
  await createStaffUser(
    database.db,
    { email, roles: ["inspector"], password: PASSWORD, mustChangePassword: false },
    { hashing: TEST_HASHING, now: new Date() },
  );
  const login = await request("/api/backoffice/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };

  const [{ total }] = (await rows<{ total: number }>(database.db, sql`select count(*)::int as total from trades`)) as [{ total: number }];
  const kinds = await queryKinds(database);
  const get = async (query: string) => {
    const started = performance.now();
    const res = await request(`/api/backoffice/trades${query ? `?${query}` : ""}`, { headers: auth });
    const body = (await res.json()) as { items?: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.items))
      throw new Error(`GET ?${query}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - started;
  };
  for (const k of kinds) await get(k.queries[0]!); // warm-up: plans and caches

  console.log(`\n${label}: ${total} trades; ${rounds} requests per kind, one at a time, in-process (app.request)`);
  console.log(`${"query".padEnd(26)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  p95 ≤ ${TARGET_P95_MS} ms`);
  const all: number[] = [];
  let worst = 0;
  for (const k of kinds) {
    const times: number[] = [];
    for (const q of k.queries) times.push(await get(q));
    times.sort((a, b) => a - b);
    all.push(...times);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    console.log(
      `${k.name.padEnd(26)} ${fmt(percentile(times, 50)).padStart(8)} ${fmt(p95).padStart(8)} ${fmt(percentile(times, 99)).padStart(8)}  ${p95 <= TARGET_P95_MS ? "yes" : "NO"}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${"all (mix)".padEnd(26)} ${fmt(percentile(all, 50)).padStart(8)} ${fmt(percentile(all, 95)).padStart(8)} ${fmt(percentile(all, 99)).padStart(8)}  ${percentile(all, 95) <= TARGET_P95_MS ? "yes" : "NO"}`,
  );
  console.log(
    `${label}: target p95 ≤ ${TARGET_P95_MS} ms for every kind: ${worst <= TARGET_P95_MS ? "met" : `NOT met (worst p95 ${fmt(worst)} ms)`}`,
  );

  // the dashboard: five aggregated queries per request over the last 30 days' events
  const dashboard = async (query: string) => {
    const started = performance.now();
    const res = await request(`/api/backoffice/dashboard${query}`, { headers: auth });
    const body = (await res.json()) as { days?: unknown[] };
    if (res.status !== 200 || !Array.isArray(body.days))
      throw new Error(`GET dashboard${query}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - started;
  };
  await dashboard("");
  let dashboardWorst = 0;
  for (const [name, queries] of [
    ["dashboard, all editions", Array.from({ length: rounds }, () => "")],
    ["dashboard, one edition", Array.from({ length: rounds }, (_, i) => `?edition=${["de", "at", "es", "fr", "it", "en"][i % 6]}`)],
  ] as const) {
    const times: number[] = [];
    for (const q of queries) times.push(await dashboard(q));
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    dashboardWorst = Math.max(dashboardWorst, p95);
    console.log(
      `${name.padEnd(26)} ${fmt(percentile(times, 50)).padStart(8)} ${fmt(p95).padStart(8)} ${fmt(percentile(times, 99)).padStart(8)}  ${p95 <= DASHBOARD_TARGET_P95_MS ? "yes" : "NO"} (≤ ${DASHBOARD_TARGET_P95_MS} ms)`,
    );
  }
  console.log(
    `${label}: dashboard target p95 ≤ ${DASHBOARD_TARGET_P95_MS} ms: ${dashboardWorst <= DASHBOARD_TARGET_P95_MS ? "met" : `NOT met (worst p95 ${fmt(dashboardWorst)} ms)`}`,
  );
}

/** What the pages need from the data: sampled while the database is open in this process. */
interface PageSamples {
  email: string;
  trades: { trade_number: string; state: string }[];
  received: string[];
  lastNames: string[];
  deviceIds: number[];
  partnerIds: string[];
}

async function pageSamples(database: Database): Promise<PageSamples> {
  const email = `bench-admin-${randomBytes(4).toString("hex")}@staff.example`;
  await createStaffUser(
    database.db,
    { email, roles: ["admin"], password: PASSWORD, mustChangePassword: false },
    { hashing: TEST_HASHING, now: new Date() },
  );
  const trades = await rows<{ trade_number: string; state: string }>(
    database.db,
    // the same number of trades of each state, so every state's page is measured
    sql`select trade_number, state from (
          select trade_number, state, row_number() over (partition by state order by random()) as n from trades
        ) t where n <= ${Math.ceil(rounds / 5)}`,
  );
  const received = (
    await rows<{ trade_number: string }>(
      database.db,
      sql`select trade_number from trades where state = 'received' order by random() limit ${rounds}`,
    )
  ).map((r) => r.trade_number);
  const lastNames = (
    await rows<{ last_name: string }>(database.db, sql`select last_name from trades order by random() limit ${rounds}`)
  ).map((r) => r.last_name);
  const deviceIds = (await rows<{ id: number }>(database.db, sql`select id from devices order by random() limit ${rounds}`)).map(
    (r) => r.id,
  );
  const partnerIds = (await rows<{ id: string }>(database.db, sql`select id from partners order by id`)).map((r) => r.id);
  return { email, trades, received, lastNames, deviceIds, partnerIds };
}

/** One HTTP request to the server with the back office's Host; answers status, Set-Cookie and the body's length. */
function staffRequest(port: number, method: string, p: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; cookies: string[]; location?: string; bytes: number }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: p, headers: { host: `${HOST}:${port}`, ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, cookies: res.headers["set-cookie"] ?? [], location: res.headers.location, bytes }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function pages(label: string, server: { port: number }, samples: PageSamples) {
  const login = await staffRequest(
    server.port,
    "POST",
    "/login",
    { "content-type": "application/x-www-form-urlencoded" },
    new URLSearchParams({ email: samples.email, password: PASSWORD, next: "/trades" }).toString(),
  );
  const cookie = login.cookies.map((c) => c.split(";")[0]).join("; ");
  if (!cookie) throw new Error(`page login failed: ${login.status}`);
  const many = (f: (i: number) => string) => Array.from({ length: rounds }, (_, i) => f(i));
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  const states = ["created", "received", "inspected", "clarification", "payout_pending", "paid"];
  const kinds: { name: string; paths: string[] }[] = [
    { name: "trade queue", paths: many(() => "/trades") },
    { name: "queue by state", paths: many((i) => `/trades?state=${pick(states, i)}`) },
    { name: "queue search (name)", paths: many((i) => `/trades?q=${encodeURIComponent(pick(samples.lastNames, i).slice(0, 4))}`) },
    { name: "trade page (any state)", paths: many((i) => `/trades/${pick(samples.trades, i).trade_number}`) },
    { name: "inspection form", paths: samples.received.length ? many((i) => `/trades/${pick(samples.received, i)}/inspection`) : [] },
    { name: "receiving", paths: many(() => "/receive") },
    { name: "dashboard", paths: many(() => "/dashboard") },
    { name: "dashboard, one edition", paths: many((i) => `/dashboard?edition=${pick(["de", "at", "es", "fr", "it", "en"], i)}`) },
    { name: "payouts", paths: many(() => "/payouts") },
    { name: "payouts: bank files", paths: many(() => "/payouts/bank-files") },
    { name: "payouts: books", paths: many(() => "/payouts/books") },
    { name: "business sellers", paths: many(() => "/b2b") },
    { name: "collections", paths: many(() => "/b2b/pickups") },
    { name: "calibration", paths: many(() => "/calibration") },
    { name: "security", paths: many(() => "/security") },
    { name: "audit log", paths: many(() => "/audit") },
    { name: "reviews", paths: many(() => "/reviews") },
    { name: "support search", paths: many((i) => `/support?q=${encodeURIComponent(pick(samples.lastNames, i))}`) },
    { name: "support: a trade's guest", paths: many((i) => `/support/guests/${pick(samples.trades, i).trade_number}`) },
    { name: "inbox", paths: many(() => "/inbox") },
    { name: "campaigns", paths: many(() => "/campaigns") },
    { name: "vouchers", paths: many(() => "/vouchers") },
    { name: "pages", paths: many(() => "/pages") },
    { name: "redirects", paths: many(() => "/redirects") },
    { name: "prices", paths: many(() => "/prices") },
    { name: "a device's prices", paths: many((i) => `/prices/devices/${pick(samples.deviceIds, i)}`) },
    { name: "catalog", paths: many(() => "/catalog") },
    { name: "catalog questions", paths: many(() => "/catalog/questions") },
    { name: "manufacturers", paths: many(() => "/catalog/manufacturers") },
    { name: "partners", paths: many(() => "/partners") },
    { name: "a partner", paths: samples.partnerIds.length ? many((i) => `/partners/${pick(samples.partnerIds, i)}`) : [] },
  ];
  const get = async (p: string) => {
    const started = performance.now();
    const res = await staffRequest(server.port, "GET", p, { cookie, accept: "text/html" });
    if (res.status !== 200) throw new Error(`GET ${p}: ${res.status}${res.location ? ` → ${res.location}` : ""}`);
    return performance.now() - started;
  };
  for (const k of kinds) if (k.paths.length) await get(k.paths[0]!); // warm-up
  console.log(`\n${label} pages: ${rounds} requests per page, one at a time, over HTTP from the built server, signed in as an admin`);
  console.log(`${"page".padEnd(26)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  p95 ≤ ${TARGET_P95_MS} ms`);
  let worst = 0;
  const slow: string[] = [];
  for (const k of kinds) {
    if (!k.paths.length) {
      console.log(`${k.name.padEnd(26)} (no data to open it with)`);
      continue;
    }
    const times: number[] = [];
    for (const p of k.paths) times.push(await get(p));
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    if (p95 > TARGET_P95_MS) slow.push(k.name);
    console.log(
      `${k.name.padEnd(26)} ${fmt(percentile(times, 50)).padStart(8)} ${fmt(p95).padStart(8)} ${fmt(percentile(times, 99)).padStart(8)}  ${p95 <= TARGET_P95_MS ? "yes" : "NO"}`,
    );
  }
  console.log(
    `${label} pages: target p95 ≤ ${TARGET_P95_MS} ms for every page: ${slow.length ? `NOT met (${slow.join(", ")}; worst p95 ${fmt(worst)} ms)` : "met"}`,
  );
}

async function withServer(env: Record<string, string>, samples: PageSamples, label: string) {
  if (args.flag("skip-pages")) return;
  const server = await startServer({ port: 4190 + Math.floor(Math.random() * 50), env: { LOG_LEVEL: "error", JOB_POLL_MS: "0", ...env } });
  try {
    await pages(label, server, samples);
  } finally {
    await server.stop();
  }
}

const only = args.text("only", "both");

if (only !== "postgres") {
  // --data-dir: a folder generated before (kept), to measure again without generating again
  const kept = args.text("data-dir", "");
  const dataDir = kept || tempDir("sellback-bench-bo-");
  try {
    if (!kept) {
      const seconds = generate({ DATA_DIR: dataDir });
      console.log(`pglite: ${tradeCount} trades generated in ${fmt(seconds)} s`);
    }
    const database = await openDatabase({ dataDir });
    let samples: PageSamples;
    try {
      await run("pglite", database, dataDir);
      samples = await pageSamples(database);
    } finally {
      await database.close();
    }
    // the embedded database has one owner: the server opens it once this process has let go
    await withServer({ DATA_DIR: dataDir }, samples, "pglite");
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== "pglite") {
  // --database-url: a database generated before (kept), e.g. the 1,000,000 trades of decision 0136
  const keptUrl = args.text("database-url", "");
  const pgDb = keptUrl ? { url: keptUrl, drop: async () => {} } : await freshPgDatabase("sellback_bench_backoffice");
  if (!pgDb) {
    console.log(`postgres skipped: no server at ${pgUrl}`);
  } else {
    try {
      if (!keptUrl) {
        const seconds = generate({ DATABASE_URL: pgDb.url, DATA_DIR: tempDir("sellback-bench-bo-") });
        console.log(`postgres: ${tradeCount} trades generated in ${fmt(seconds)} s`);
      }
      const database = await openDatabase({ databaseUrl: pgDb.url, poolSize: 10 });
      let samples: PageSamples;
      try {
        await run("postgres", database, tempDir("sellback-bench-bo-"));
        samples = await pageSamples(database);
      } finally {
        await database.close();
      }
      await withServer({ DATABASE_URL: pgDb.url, DATA_DIR: tempDir("sellback-bench-bo-") }, samples, "postgres");
    } finally {
      await pgDb.drop();
    }
  }
}

for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
