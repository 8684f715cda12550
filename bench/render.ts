/**
 * Uncached render cost per page type (decision 0049): p50 and p99 at one client (`wrk -t1 -c1`)
 * with the page cache off (PAGE_CACHE_MB=0), and the SQL statements each page runs (the request
 * log's `queries` at LOG_LEVEL=debug, db/query-count.server.ts). First the seed catalog on the
 * embedded database (and PostgreSQL with --postgres), then the catalog pages at 100,000 devices
 * (PostgreSQL when reachable, else the embedded database).
 * Usage: npm run bench:render [-- --seconds 5 --devices 100000 --port 4121 --postgres --no-big]
 * Builds nothing: run `npx react-router build` (BUILD_DIR honoured) first.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freshPgDatabase, generateCatalog, pgUrl, root, waitFor } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const seconds = args.number("seconds", 5);
const bigCatalog = args.number("devices", 100_000);
let port = args.number("port", 4121);

const HOST = "de.localhost";
/** One page of each type, de edition. */
const PAGES: { kind: string; path: string }[] = [
  { kind: "home", path: "/" },
  { kind: "sell category", path: "/verkaufen/smartphones" },
  { kind: "overview (category)", path: "/produkte/uebersicht-smartphones" },
  { kind: "overview (manufacturer)", path: "/produkte/uebersicht-smartphones-apple" },
  { kind: "product", path: "/produkte/apple-iphone-15-128gb" },
  { kind: "search results", path: "/suche?q=iphone" },
  { kind: "content", path: "/content/agb" },
  { kind: "B2B landing", path: "/b2b/ankaufsportal" },
];
/** The pages whose cost could grow with the catalog. */
const BIG_PAGES = PAGES.filter((p) =>
  ["sell category", "overview (category)", "overview (manufacturer)", "product", "search results"].includes(p.kind),
);

interface Row {
  setup: string;
  kind: string;
  path: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  queries: number | null;
}

/** The built server with the page cache off and the statement count in its log. */
async function start(
  env: Record<string, string>,
): Promise<{ base: string; stop: () => Promise<void>; queriesOf: (path: string) => Promise<number | null> }> {
  const p = port++;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(p), LOG_LEVEL: "debug", PAGE_CACHE_MB: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // the last `queries` the log showed per path (request lines only; nothing else is read)
  const last = new Map<string, number>();
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"msg":"request"')) continue;
      try {
        const entry = JSON.parse(line) as { path?: string; queries?: number };
        if (entry.path && typeof entry.queries === "number") last.set(entry.path, entry.queries);
      } catch {
        /* not a log line */
      }
    }
  });
  const base = `http://127.0.0.1:${p}`;
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`server exited with ${code}`))));
  exited.catch(() => {});
  await Promise.race([waitFor(`${base}/api/health`), exited]);
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
    // one more request after the warm-up: the count of a warm page (caches filled as in steady state)
    queriesOf: async (pagePath) => {
      await get(`${base}${pagePath}`);
      await new Promise((r) => setTimeout(r, 100));
      return last.get(new URL(pagePath, base).pathname) ?? null;
    },
  };
}

async function get(url: string): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host: HOST } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** wrk at one connection; its latency distribution in ms. */
function wrk(url: string): { p50: number; p99: number; rps: number; errors: number } {
  const r = spawnSync("wrk", ["-t1", "-c1", `-d${seconds}s`, "--latency", "-H", `Host: ${HOST}`, url], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const ms = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(r.stdout);
    if (!m) return NaN;
    const n = Number(m[1]);
    return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
  };
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(r.stdout)?.[1] ?? 0) + Number(/Socket errors: .*?(\d+)/.exec(r.stdout)?.[1] ?? 0);
  return { p50: ms("50"), p99: ms("99"), rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1] ?? 0), errors };
}

async function measure(setup: string, env: Record<string, string>, pages: typeof PAGES, rows: Row[]) {
  const server = await start(env);
  try {
    for (const page of pages) {
      const status = await get(`${server.base}${page.path}`);
      if (status !== 200) throw new Error(`${page.path}: ${status}`);
      for (let i = 0; i < 20; i++) await get(`${server.base}${page.path}`); // warm-up (JIT, caches)
      const queries = await server.queriesOf(page.path);
      rows.push({ setup, ...page, ...wrk(`${server.base}${page.path}`), queries });
    }
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const loadBefore = load();

await measure("embedded, seed catalog", { DATA_DIR: mkdtempSync(path.join(tmpdir(), "sellback-bench-render-")) }, PAGES, rows);

const wantPg = args.flag("postgres") || !args.flag("no-big");
const pg = wantPg ? await freshPgDatabase("sellback_bench_render") : null;
if (wantPg && !pg) console.log(`PostgreSQL not reachable at ${pgUrl}: the 100,000-device run uses the embedded database`);
try {
  if (pg && args.flag("postgres"))
    await measure(
      "PostgreSQL, seed catalog",
      { DATA_DIR: mkdtempSync(path.join(tmpdir(), "sellback-bench-render-")), DATABASE_URL: pg.url },
      PAGES,
      rows,
    );
  if (!args.flag("no-big")) {
    const env: Record<string, string> = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sellback-bench-render-")),
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    generateCatalog(bigCatalog, env);
    await measure(`${pg ? "PostgreSQL" : "embedded"}, ${bigCatalog.toLocaleString("en")} devices`, env, BIG_PAGES, rows);
  }
} finally {
  await pg?.drop();
}

console.log(`\nUncached pages (PAGE_CACHE_MB=0), one client (wrk -t1 -c1, ${seconds} s each), loopback, host ${HOST}`);
console.log(`load average before: ${loadBefore}; after: ${load()} (${process.env.BUILD_DIR ?? "build"}/)\n`);
console.log("| setup | page | path | p50 ms | p99 ms | req/s | errors | SQL statements |\n|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.setup} | ${r.kind} | ${r.path} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.queries ?? "?"} |`,
  );
}
