/**
 * The customer's pages at 1,000,000 trades (issue 35 §5, decision 0136): on PostgreSQL, a database
 * filled by `npm run trades:generate` (`--database-url` of one generated before, kept; or a fresh
 * scratch database filled with `--trades`), the built server (BUILD_DIR, default build/;
 * `npm run build` first) on it. Two customers register, activate and place a trade through the
 * shop's API (bench/lighthouse-forms-pages.ts); then `--many` generated trades of the de edition
 * become the first one's (a seller with many trades) and `--typical` the second one's. Timed over
 * HTTP, one request at a time, each signed in with its access cookie: the account overview of each,
 * the account's management page, and the tracking page (`/trade/<number>?token=`) of the
 * customers' own trades and of random trades in every state.
 * Prints p50/p95/p99 per page against p95 ≤ 100 ms.
 * Usage: npm run bench:account [-- --database-url <postgres url> | --trades 1000000] [--rounds 30 --many 500 --typical 3]
 */
import { request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rows } from "../core/shared/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { benchArgs } from "./args.ts";
import { prepare } from "./lighthouse-forms-pages.ts";
import { fmt, freshPgDatabase, generateTrades, percentile, pgUrl, startServer } from "./lib.ts";

const args = benchArgs();
const rounds = args.number("rounds", 30);
const many = args.number("many", 500);
const typical = args.number("typical", 3);
const TARGET_P95_MS = 100;

let url = args.text("database-url", "");
let drop: (() => Promise<void>) | null = null;
const scratch: string[] = [];
if (!url) {
  const tradeCount = args.number("trades", 1_000_000);
  const fresh = await freshPgDatabase("sellback_bench_account");
  if (!fresh) {
    console.log(`no PostgreSQL at ${pgUrl}`);
    process.exit(0);
  }
  ({ url, drop } = fresh);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-bench-account-"));
  scratch.push(dataDir);
  console.log(`postgres: ${tradeCount} trades generated in ${fmt(generateTrades(tradeCount, { DATABASE_URL: url, DATA_DIR: dataDir }))} s`);
}

/** One GET on the de shop; answers the time in ms (throws on anything but 200). */
function get(port: number, p: string, cookie: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(
      { host: "127.0.0.1", port, path: p, agent: false, headers: { host: `de.localhost:${port}`, cookie, accept: "text/html" } },
      (res) => {
        res.resume();
        res.on("end", () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`GET ${p}: ${res.statusCode}`)),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const server = await startServer({ port: 4250 + Math.floor(Math.random() * 50), databaseUrl: url, env: { JOB_POLL_MS: "0" } });
try {
  const db = database.db;
  /** A registered customer with `count` more generated trades of the de edition; answers its cookie and trades. */
  const customer = async (count: number) => {
    const prepared = await prepare(server.port, server.dataDir, "de");
    const placed = new URLSearchParams(prepared.thankYou.split("?")[1]).get("trade")!;
    const [{ customer_id: id }] = (await rows<{ customer_id: string }>(
      db,
      sql`select customer_id from trades where trade_number = ${placed}`,
    )) as [{ customer_id: string }];
    await db.execute(sql`update trades set customer_id = ${id} where id in (
        select id from trades where customer_id is null and edition = 'de' order by random() limit ${count}::int)`);
    const own = await rows<{ trade_number: string; tracking_token: string }>(
      db,
      sql`select trade_number, tracking_token from trades where customer_id = ${id} order by random() limit ${rounds}::int`,
    );
    return { cookie: await prepared.loginCookie(), own: own.map((t) => `/trade/${t.trade_number}?token=${t.tracking_token}`) };
  };
  const heavy = await customer(many);
  const light = await customer(typical);
  const anyTrades = await rows<{ trade_number: string; tracking_token: string }>(
    db,
    sql`select trade_number, tracking_token from (
          select trade_number, tracking_token, row_number() over (partition by state order by random()) as n from trades where edition = 'de'
        ) t where n <= ${Math.ceil(rounds / 10)}::int order by random() limit ${rounds}::int`,
  );
  const [{ total }] = (await rows<{ total: number }>(db, sql`select count(*)::int as total from trades`)) as [{ total: number }];
  const times = (list: string[]) => Array.from({ length: rounds }, (_, i) => list[i % list.length]!);
  const kinds: { name: string; cookie: string; paths: string[] }[] = [
    { name: `account, ${many + 1} trades`, cookie: heavy.cookie, paths: times(["/account"]) },
    { name: `account, ${typical + 1} trades`, cookie: light.cookie, paths: times(["/account"]) },
    { name: "account management", cookie: light.cookie, paths: times(["/account/management"]) },
    { name: "own trade's tracking page", cookie: heavy.cookie, paths: times(heavy.own) },
    {
      name: "tracking page (any state)",
      cookie: "",
      paths: times(anyTrades.map((t) => `/trade/${t.trade_number}?token=${t.tracking_token}`)),
    },
  ];
  for (const k of kinds) await get(server.port, k.paths[0]!, k.cookie); // warm-up
  console.log(
    `\npostgres: ${total} trades; ${rounds} requests per page, one at a time, over HTTP from the built server (load ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(`${"page".padEnd(28)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}  p95 ≤ ${TARGET_P95_MS} ms`);
  const slow: string[] = [];
  for (const k of kinds) {
    const measured: number[] = [];
    for (const p of k.paths) measured.push(await get(server.port, p, k.cookie));
    measured.sort((a, b) => a - b);
    const p95 = percentile(measured, 95);
    if (p95 > TARGET_P95_MS) slow.push(k.name);
    console.log(
      `${k.name.padEnd(28)} ${fmt(percentile(measured, 50)).padStart(8)} ${fmt(p95).padStart(8)} ${fmt(percentile(measured, 99)).padStart(8)}  ${p95 <= TARGET_P95_MS ? "yes" : "NO"}`,
    );
  }
  console.log(`postgres: target p95 ≤ ${TARGET_P95_MS} ms for every page: ${slow.length ? `NOT met (${slow.join(", ")})` : "met"}`);
} finally {
  await server.stop();
  await database.close();
  if (drop) await drop();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
