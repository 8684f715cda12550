/**
 * Typeahead latency: a realistic sequence of keystrokes (every prefix of what people type, from
 * two characters on, as the header search sends them) against POST /api/trade/searches, on the
 * seed catalog and on 100,000 generated devices, embedded database and PostgreSQL.
 * Prints p50, p95 and p99 per setup (and p95 of the queries longer than three characters, which
 * the server never answers from memory: decision 0059), then the typeahead p95 at the big catalog
 * on PostgreSQL against its target (≤ 20 ms, issue 16) with the machine's load.
 * `--database-url` runs the PostgreSQL big-catalog setup on a prepared database instead of a fresh
 * one (grown to `--devices` only when smaller, and kept), so repeated runs skip the generation.
 * Usage:
 * npm run bench:search [-- --rounds 5 --devices 100000 --port 3500 --kinds embedded,postgres --sizes seed,big --database-url postgres://…/sellback_bench_big]
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fmt, freshPgDatabase, generateCatalog, percentile, pgUrl, startServer } from "./lib.ts";
import { keystrokes } from "./search-keystrokes.ts";
import { SHORT_PREFIX_MAX } from "../core/search/index.server.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const rounds = args.number("rounds", 5);
const kinds = args.list("kinds", ["embedded", "postgres"] as const);
const sizes = args.list("sizes", ["seed", "big"] as const);
/** The typeahead's target at the big catalog on PostgreSQL (issue 16). */
const TARGET_P95_MS = 20;
const bigCatalog = args.number("devices", 100_000);

const preparedUrl = args.text("database-url");

async function measure(base: string): Promise<{ p50: number; p95: number; p99: number; longP95: number; n: number; errors: number }> {
  const times: number[] = [];
  const long: number[] = [];
  let errors = 0;
  const send = async (text: string) => {
    const started = performance.now();
    const body = JSON.stringify({ search: { type: "devicesText", text }, application: "devices-de", resultSize: 8 });
    const { status, hits } = await post(`${base}/api/trade/searches`, body);
    if (status !== 200) errors++;
    void hits;
    return performance.now() - started;
  };
  for (const text of keystrokes.slice(0, 20)) await send(text); // warm-up
  for (let r = 0; r < rounds; r++)
    for (const text of keystrokes) {
      const t = await send(text);
      times.push(t);
      if (text.trim().length > SHORT_PREFIX_MAX) long.push(t);
    }
  times.sort((a, b) => a - b);
  long.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    longP95: percentile(long, 95),
    n: times.length,
    errors,
  };
}

/** Devices in a prepared database (0 when it does not exist yet: the generation creates nothing, so create it first). */
async function deviceCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return (await client.query<{ n: number }>("select count(*)::int as n from devices")).rows[0]!.n;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

const agent = new http.Agent({ keepAlive: true });
/** Node's fetch drops the Host header, which picks the edition; node:http keeps it. */
function post(url: string, body: string): Promise<{ status: number; hits: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { host: "de.localhost", "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          let hits = 0;
          try {
            hits = (JSON.parse(Buffer.concat(chunks).toString()) as { hits?: unknown[] }).hits?.length ?? 0;
          } catch {
            /* a problem document */
          }
          resolve({ status: res.statusCode ?? 0, hits });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const results: { kind: string; size: string; setup: string; r: Awaited<ReturnType<typeof measure>> }[] = [];
const loadBefore = loadavg()
  .map((n) => n.toFixed(2))
  .join(" ");
let port = args.number("port", 3500);
for (const kind of kinds) {
  for (const size of sizes) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-bench-search-"));
    const prepared = kind === "postgres" && size === "big" && preparedUrl ? preparedUrl : null;
    const pgDb = prepared ? { url: prepared, drop: async () => {} } : kind === "postgres" ? await freshPgDatabase("sellback_bench") : null;
    if (kind === "postgres" && !pgDb) {
      console.log(`PostgreSQL not reachable at ${pgUrl}: skipping the PostgreSQL runs`);
      break;
    }
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
    if (size === "big" && !(prepared && (await deviceCount(prepared)) >= bigCatalog)) generateCatalog(bigCatalog, env);
    const server = await startServer({ port: port++, databaseUrl: pgDb?.url, env: { DATA_DIR: dataDir } });
    try {
      results.push({
        kind,
        size,
        setup: `${kind}, ${size === "seed" ? "seed catalog" : `${bigCatalog.toLocaleString("en")} devices`}`,
        r: await measure(server.base),
      });
    } finally {
      await server.stop();
      await pgDb?.drop();
    }
  }
}

console.log(`\nTypeahead latency over HTTP (${keystrokes.length} keystrokes × ${rounds} rounds, one client, loopback)\n`);
console.log(
  `| setup | requests | p50 ms | p95 ms | p99 ms | p95 ms, longer than ${SHORT_PREFIX_MAX} characters | errors |\n|---|---|---|---|---|---|---|`,
);
for (const { setup, r } of results)
  console.log(`| ${setup} | ${r.n} | ${fmt(r.p50, 2)} | ${fmt(r.p95, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.longP95, 2)} | ${r.errors} |`);
const pgBig = results.find((x) => x.kind === "postgres" && x.size === "big");
console.log(
  `\nload average before: ${loadBefore}; after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
if (pgBig) {
  const ok = pgBig.r.p95 <= TARGET_P95_MS;
  console.log(
    `typeahead p95 at ${bigCatalog.toLocaleString("en")} devices on PostgreSQL: ${fmt(pgBig.r.p95, 2)} ms (target ≤ ${TARGET_P95_MS} ms: ${ok ? "met" : "missed"})`,
  );
}
