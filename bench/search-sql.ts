/**
 * The typeahead's database time per keystroke, without HTTP (decision 0059): runs the search code
 * (core/search) for every keystroke bench/search.ts sends, records the statements it issues, and
 * runs each again under `EXPLAIN (ANALYZE, BUFFERS)`. Prints, per kind of prefix (two letters, a
 * word, two words, a typo), the statements per search, the in-process time (median over rounds)
 * and PostgreSQL's execution time (the fastest of three `EXPLAIN ANALYZE` runs, summed over the search's statements; less noisy than wall time on
 * a shared machine), then the slowest keystrokes with their plans' top node.
 *
 * Uses a prepared database: `--database-url` (default: TEST_DATABASE_URL's server, database
 * `sellback_bench_big`), grown to `--devices` (default 100,000) only when it has fewer, and kept,
 * so repeated runs are cheap. Usage:
 * npm run bench:search-sql [-- --database-url postgres://…/db --devices 100000 --rounds 5 --cached --plans]
 */
import { drizzle } from "drizzle-orm/node-postgres";
import { loadavg } from "node:os";
import pg from "pg";
import type { Db } from "../db/client.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { generateDevices } from "../db/seed/generate.server.ts";
import { seedIfEmpty } from "../db/seed/index.server.ts";
import * as schema from "../db/schema/index.ts";
import * as search from "../core/search/index.server.ts";
import { fmt, percentile, pgUrl } from "./lib.ts";
import { keystrokes, prefixKind } from "./search-keystrokes.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const devices = args.number("devices", 100_000);
const rounds = args.number("rounds", 5);
/** Keep the in-process short-prefix cache (the server's behaviour); by default every search reaches the database. */
const cached = args.flag("cached");
const showPlans = args.flag("plans");
const url =
  args.text("database-url") ??
  (() => {
    const u = new URL(pgUrl);
    u.pathname = "/sellback_bench_big";
    return u.toString();
  })();

// The prepared database: created when missing, grown when smaller than asked.
{
  const u = new URL(url);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, "")}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await database.migrate();
  await seedIfEmpty(database.db);
  const started = performance.now();
  const r = await generateDevices(database.db, devices);
  if (r.added > 0) console.log(`generated ${r.added} devices in ${Math.round(performance.now() - started)} ms`);
  await database.close();
}

// One connection, so that EXPLAIN runs where the search ran; the logger records the statements.
const client = new pg.Client({ connectionString: url });
await client.connect();
let recorded: { query: string; params: unknown[] }[] = [];
const db = drizzle(client, { schema, logger: { logQuery: (query, params) => void recorded.push({ query, params }) } }) as unknown as Db;
const [{ count }] = (await client.query<{ count: number }>("select count(*)::int as count from devices")).rows as [{ count: number }];

interface Sample {
  text: string;
  kind: string;
  statements: number;
  wall: number[];
  exec: number;
  plan: number;
  /** Pages the statements touched (shared hit + read): the work itself, whatever the machine's load. */
  buffers: number;
  top: string;
  hits: number;
}
const samples: Sample[] = [];
for (const text of keystrokes.slice(0, 20)) await search.searchDevicesText(db, "de", text, 8); // warm-up
for (const text of keystrokes) {
  const wall: number[] = [];
  let hits = 0;
  for (let r = 0; r < rounds; r++) {
    if (!cached) (search as { clearTypeaheadCache?: () => void }).clearTypeaheadCache?.();
    recorded = [];
    const t = performance.now();
    hits = (await search.searchDevicesText(db, "de", text, 8)).hits.length;
    wall.push(performance.now() - t);
  }
  // the statements of the last round, explained one by one (transaction control and set_config as they are)
  let exec = 0;
  let plan = 0;
  let buffers = 0;
  let top = "";
  const statements = recorded.filter((s) => /^\s*(select|with)\b/i.test(s.query));
  for (const s of statements) {
    if (/^\s*select set_config/.test(s.query)) continue;
    const res = await client.query<{
      "QUERY PLAN": [
        {
          Plan: { "Node Type": string; "Actual Total Time": number; "Shared Hit Blocks"?: number; "Shared Read Blocks"?: number };
          "Execution Time": number;
          "Planning Time": number;
        },
      ];
    }>(`explain (analyze, buffers, format json) ${s.query}`, s.params as unknown[]);
    // the fastest of three runs: what the statement costs, less the machine's other work
    let p = res.rows[0]!["QUERY PLAN"][0];
    for (let i = 0; i < 2; i++) {
      const again = (await client.query<(typeof res.rows)[0]>(`explain (analyze, buffers, format json) ${s.query}`, s.params as unknown[]))
        .rows[0]!["QUERY PLAN"][0];
      if (again["Execution Time"] < p["Execution Time"]) p = again;
    }
    exec += p["Execution Time"];
    plan += p["Planning Time"];
    buffers += (p.Plan["Shared Hit Blocks"] ?? 0) + (p.Plan["Shared Read Blocks"] ?? 0);
    if (showPlans) {
      const text = await client.query(`explain (analyze, buffers) ${s.query}`, s.params as unknown[]);
      console.log(`\n-- ${JSON.stringify(textOf(s.params))}\n${text.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}`);
    }
    top ||= p.Plan["Node Type"];
  }
  wall.sort((a, b) => a - b);
  samples.push({ text, kind: prefixKind(text), statements: recorded.length, wall, exec, plan, buffers, top, hits });
}
await client.end();

function textOf(params: unknown[]) {
  return params.filter((p) => typeof p === "string").slice(0, 2);
}
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;

console.log(
  `\nTypeahead statements at ${count.toLocaleString("en")} devices (PostgreSQL, ${rounds} rounds, ${cached ? "in-process cache on" : "no in-process cache"})\n`,
);
console.log(
  "| kind of prefix | keystrokes | statements | in-process median / max ms | EXPLAIN execution median / max ms | pages read median / max |\n|---|---|---|---|---|---|",
);
for (const kind of [...new Set(samples.map((s) => s.kind))]) {
  const of = samples.filter((s) => s.kind === kind);
  const walls = of.map((s) => median(s.wall)).sort((a, b) => a - b);
  const execs = of.map((s) => s.exec).sort((a, b) => a - b);
  const stm = [...new Set(of.map((s) => s.statements))].sort().join("–");
  const pages = of.map((s) => s.buffers).sort((a, b) => a - b);
  console.log(
    `| ${kind} | ${of.length} | ${stm} | ${fmt(median(walls), 2)} / ${fmt(walls.at(-1)!, 2)} | ${fmt(median(execs), 2)} / ${fmt(execs.at(-1)!, 2)} | ${median(pages)} / ${pages.at(-1)} |`,
  );
}
const allWall = samples.flatMap((s) => s.wall).sort((a, b) => a - b);
const allExec = samples.map((s) => s.exec).sort((a, b) => a - b);
const allPages = samples.map((s) => s.buffers).sort((a, b) => a - b);
console.log(
  `\nall: in-process p50 ${fmt(percentile(allWall, 50), 2)} ms, p95 ${fmt(percentile(allWall, 95), 2)} ms; EXPLAIN execution p95 ${fmt(percentile(allExec, 95), 2)} ms; pages p95 ${percentile(allPages, 95)}, total ${allPages.reduce((a, b) => a + b, 0)}`,
);
console.log("\nslowest keystrokes (EXPLAIN execution):");
for (const s of [...samples].sort((a, b) => b.exec - a.exec).slice(0, 8))
  console.log(
    `  ${JSON.stringify(s.text).padEnd(18)} ${s.kind.padEnd(12)} exec ${fmt(s.exec, 2)} ms, ${s.buffers} pages, plan ${fmt(s.plan, 2)} ms, in-process ${fmt(median(s.wall), 2)} ms, ${s.statements} statements, ${s.hits} hits, top node ${s.top}`,
  );
console.log(
  `\nload average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
