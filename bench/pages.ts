/**
 * Anonymous page throughput and latency (issue 16), wrk as the load generator for every row, in one
 * run: the de home page, a device page and an overview, from the built server on the embedded
 * database and on the machine's PostgreSQL (a fresh database, dropped afterwards), cached (the
 * default) and with --uncached also PAGE_CACHE_MB=0; against nginx (Debian's package) serving the
 * same bytes as a file. Plus the uncached device page at one client (wrk -t1 -c1).
 * nginx runs beside the app for the whole run, and each cached row alternates with nginx serving
 * the same page (app, nginx, app, nginx, …, `--rounds` of each): on a shared machine how busy it is
 * moves both alike, so the ratio compares figures taken in the same minutes. Each row shows the
 * round with the median req/s.
 * Errors are socket errors plus answers ≥ 400 (wrk's count, summed over the rounds); every page is
 * checked for 200 first.
 * CPU µs/req (cached rows and nginx): the server's CPU time over the round (every thread, from
 * /proc/<pid>/task/<tid>/schedstat; nginx's master and worker) divided by the requests wrk counted.
 * Unlike req/s it holds on a busy machine: it is what one answer costs the server, whoever else runs.
 * Usage: npm run bench:pages [-- --uncached --seconds 5 --rounds 3 --connections 10 --threads 1]
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fmt, freshPgDatabase, startServer, waitFor } from "./lib.ts";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const seconds = args.number("seconds", 5);
const rounds = Math.max(1, args.number("rounds", 3));
const connections = args.number("connections", 10);
const threads = args.number("threads", 1);
const uncached = args.flag("uncached");
const HOST = "de.localhost";
const NGINX_PORT = 4158;

export interface WrkResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const work = mkdtempSync(path.join(tmpdir(), "sellback-bench-pages-"));
// wrk's done hook: one line of JSON, so the figures are not scraped from its human output
const doneScript = path.join(work, "done.lua");
writeFileSync(
  doneScript,
  `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRKJSON {"requests":%d,"duration_us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p99_us":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(50), latency:percentile(99)))
end
`,
);

/** The JSON line of the done hook in wrk's output. */
export function parseWrk(output: string): WrkResult {
  const line = output.split("\n").find((l) => l.startsWith("WRKJSON "));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const r = JSON.parse(line.slice("WRKJSON ".length)) as Record<string, number>;
  return {
    requests: r.requests!,
    rps: r.requests! / (r.duration_us! / 1e6),
    p50: r.p50_us! / 1000,
    p99: r.p99_us! / 1000,
    errors: r.connect! + r.read! + r.write! + r.status! + r.timeout!,
  };
}

function wrk(url: string, opts: { seconds: number; connections: number; threads: number; host?: string }): WrkResult {
  process.stderr.write(`wrk -c${opts.connections} -d${opts.seconds}s ${url}\n`);
  const out = execFileSync(
    "wrk",
    [
      `-t${opts.threads}`,
      `-c${opts.connections}`,
      `-d${opts.seconds}s`,
      "--latency",
      "-s",
      doneScript,
      ...(opts.host ? ["-H", `Host: ${opts.host}`] : []),
      url,
    ],
    { encoding: "utf8", maxBuffer: 10 * 1024 * 1024 },
  );
  return parseWrk(out);
}

/** CPU time (ns) of every thread of these processes so far, from the scheduler's own account. */
function cpuNs(pids: number[]): number {
  let ns = 0;
  for (const pid of pids) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // gone
    }
    for (const tid of tids) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return ns;
}

/** A wrk round, with the CPU µs per request the given processes spent on it. */
function wrkCpu(pids: number[], url: string, opts: Parameters<typeof wrk>[1]): WrkResult & { cpuUs: number } {
  const before = cpuNs(pids);
  const result = wrk(url, opts);
  return { ...result, cpuUs: (cpuNs(pids) - before) / 1000 / Math.max(1, result.requests) };
}

/** nginx's processes: the master and its workers. */
function nginxPids(master: ChildProcess): number[] {
  const children = readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return [master.pid!, ...children.map(Number)];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

function requireTool(bin: string, pkg: string) {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: apt-get install ${pkg}`);
}

/** GET with the edition's Host header, by curl (fetch would send the URL's own host); 200 or an error. */
function html(url: string): string {
  const out = execFileSync("curl", ["-sS", "-H", `Host: ${HOST}`, "-w", "\n%{http_code}", url], {
    encoding: "utf8",
    maxBuffer: 20 * 1024 * 1024,
  });
  const cut = out.lastIndexOf("\n");
  const status = out.slice(cut + 1);
  if (status !== "200") throw new Error(`${url} answered ${status}`);
  return out.slice(0, cut);
}

interface Row extends WrkResult {
  page: string;
  where: string;
  cache: string;
  /** nginx's median req/s over the rounds alternating with this row (cached rows) */
  nginxRps?: number;
  /** median CPU µs per request of the server (cached rows and nginx) */
  cpuUs?: number;
  nginxCpuUs?: number;
}

/** The round with the median req/s, with the errors of every round. */
export function medianRound(results: WrkResult[]): WrkResult {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...mid, errors: results.reduce((n, r) => n + r.errors, 0) };
}

requireTool("/usr/bin/wrk", "wrk");
requireTool("/usr/sbin/nginx", "nginx-light");

const pages: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "device page", path: "" }, // found on the sell category page below
  { name: "overview", path: "/produkte/uebersicht-smartphones" },
];
const fileOf = (page: { name: string }) => `${page.name.replace(/\W+/g, "-")}.html`;
const rows: Row[] = [];
const oneClient: { where: string; result: WrkResult }[] = [];
let nginx: ChildProcess | null = null;
const pg = await freshPgDatabase("bench_pages");
const databases: { where: string; databaseUrl?: string }[] = [
  { where: "embedded" },
  ...(pg ? [{ where: "PostgreSQL", databaseUrl: pg.url }] : []),
];
const root = path.join(work, "www");
let port = 4153;

/** nginx, one worker, serving `root` on loopback: started once the first server has given the pages' bytes. */
async function startNginx(): Promise<ChildProcess> {
  writeFileSync(
    path.join(work, "nginx.conf"),
    `worker_processes 1; daemon off; pid ${work}/nginx.pid; error_log ${work}/error.log;
events { worker_connections 1024; }
http { access_log off; types { text/html html; } default_type text/html;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}; } }`,
  );
  const child = spawn("/usr/sbin/nginx", ["-c", path.join(work, "nginx.conf"), "-p", work], { stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/${fileOf(pages[0]!)}`);
  return child;
}

try {
  for (const db of databases) {
    for (const cache of uncached ? ["cached", "uncached"] : ["cached"]) {
      const server = await startServer({
        port: port++,
        ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}),
        env: cache === "uncached" ? { PAGE_CACHE_MB: "0" } : {},
      });
      try {
        if (!pages[1]!.path) {
          const category = html(`${server.base}/verkaufen/smartphones`);
          const slug = /href="(\/produkte\/(?!uebersicht-)[^"]+)"/.exec(category)?.[1];
          if (!slug) throw new Error("no device link on /verkaufen/smartphones");
          pages[1]!.path = slug;
        }
        if (!nginx) {
          // the bytes of the first server's pages, as files
          mkdirSync(root, { recursive: true });
          for (const page of pages) writeFileSync(path.join(root, fileOf(page)), html(server.base + page.path));
          nginx = await startNginx();
        }
        for (const page of pages) {
          html(server.base + page.path);
          const app = server.base + page.path;
          const file = `http://127.0.0.1:${NGINX_PORT}/${fileOf(page)}`;
          wrk(app, { seconds: 2, connections, threads, host: HOST }); // warm-up (and the cache's first render)
          if (cache === "uncached") {
            rows.push({ page: page.name, where: db.where, cache, ...wrk(app, { seconds, connections, threads, host: HOST }) });
            continue;
          }
          wrk(file, { seconds: 2, connections, threads });
          const appRounds: (WrkResult & { cpuUs: number })[] = [];
          const nginxRounds: (WrkResult & { cpuUs: number })[] = [];
          const nginxProcesses = nginxPids(nginx);
          for (let r = 0; r < rounds; r++) {
            appRounds.push(wrkCpu([server.pid], app, { seconds, connections, threads, host: HOST }));
            nginxRounds.push(wrkCpu(nginxProcesses, file, { seconds, connections, threads }));
          }
          const nginxMedian = medianRound(nginxRounds);
          const nginxCpuUs = median(nginxRounds.map((r) => r.cpuUs));
          rows.push({
            page: page.name,
            where: db.where,
            cache,
            ...medianRound(appRounds),
            nginxRps: nginxMedian.rps,
            cpuUs: median(appRounds.map((r) => r.cpuUs)),
            nginxCpuUs,
          });
          rows.push({
            page: page.name,
            where: `nginx (same bytes, a file), beside ${db.where}`,
            cache: "–",
            ...nginxMedian,
            cpuUs: nginxCpuUs,
          });
        }
        if (cache === "uncached" || !uncached) {
          // the uncached device page at one client; without --uncached from a server with the cache off
          const target =
            cache === "uncached"
              ? server
              : await startServer({
                  port: port++,
                  ...(db.databaseUrl ? { databaseUrl: db.databaseUrl } : {}),
                  env: { PAGE_CACHE_MB: "0" },
                });
          try {
            wrk(target.base + pages[1]!.path, { seconds: 2, connections: 1, threads: 1, host: HOST });
            oneClient.push({
              where: db.where,
              result: wrk(target.base + pages[1]!.path, { seconds, connections: 1, threads: 1, host: HOST }),
            });
          } finally {
            if (target !== server) await target.stop();
          }
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  nginx?.kill("SIGTERM");
  await pg?.drop();
  rmSync(work, { recursive: true, force: true });
}

const load = execFileSync("uptime", { encoding: "utf8" }).trim();
console.log(
  `\nAnonymous pages (de), wrk -t${threads} -c${connections} -d${seconds}s, loopback, 2 cores shared by server, wrk and nginx; ${load}`,
);
console.log(
  `Cached rows: the median of ${rounds} rounds, each followed by a round of nginx serving the same bytes; × nginx compares those two medians.`,
);
console.log(
  "CPU µs/req: the server's CPU time (all threads) per request, median of the rounds; × nginx (CPU) is nginx's µs over the app's.\n",
);
console.log(
  "| page | served by | cache | req/s | p50 ms | p99 ms | errors | nginx req/s | × nginx | CPU µs/req | × nginx (CPU) |\n|---|---|---|---|---|---|---|---|---|---|---|",
);
for (const r of rows) {
  const ratio = r.nginxRps ? fmt(r.rps / r.nginxRps, 2) : r.cache === "–" ? "1.00" : "–";
  const cpuRatio = r.nginxCpuUs && r.cpuUs ? fmt(r.nginxCpuUs / r.cpuUs, 2) : r.cache === "–" ? "1.00" : "–";
  console.log(
    `| ${r.page} | ${r.where} | ${r.cache} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} | ${r.nginxRps ? fmt(r.nginxRps, 0) : "–"} | ${ratio} | ${r.cpuUs ? fmt(r.cpuUs, 1) : "–"} | ${cpuRatio} |`,
  );
}
console.log(`\nUncached device page (${pages[1]!.path}) at one client, wrk -t1 -c1 -d${seconds}s:\n`);
console.log("| database | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|");
for (const { where, result: r } of oneClient)
  console.log(`| ${where} | ${fmt(r.rps, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors} |`);
if (!pg) console.log("\n(PostgreSQL was not reachable: its rows are missing.)");
