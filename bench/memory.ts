/**
 * Memory of one instance (issue 35 item 4, decision 0134): the resident set (RSS) of the built
 * server's process tree, read from /proc as the operating system counts it (no forced garbage
 * collection, nothing a production instance would not do), on each database:
 *
 * 1. first start: the instance creates and seeds its database (the embedded one under a fresh
 *    DATA_DIR, PostgreSQL a fresh database on the machine's server), then rests for --settle s;
 * 2. restart (what every deploy does): stopped with SIGTERM, started on the seeded database, rests:
 *    this is the idle figure the targets are about (embedded ≤ 350 MB, PostgreSQL ≤ 200 MB);
 * 3. bench:load's visitors (bench/visits.ts: --vus, default 100, for --duration s) through nginx;
 *    the peak while they walk, the RSS when they stop, and after --settle s of rest; the target is
 *    after-load ≤ 1.5 × idle.
 *
 * The instance is started the way production starts it (scripts/cluster-lib.ts: the node flags of
 * server/runtime/node-flags.ts, as the systemd unit has them). Each figure's anonymous and
 * file-backed parts (RssAnon, RssFile: mostly the node binary's pages) are printed beside it.
 *
 * Usage: npm run bench:memory [-- --databases embedded,postgres --settle 15 --duration 60 --vus 100 --think 1000]
 * Needs a build (BUILD_DIR, default build/), Debian's nginx and the machine's PostgreSQL (127.0.0.1:5432).
 */
import { readdirSync, readFileSync } from "node:fs";
import { startCluster, type Cluster } from "../scripts/cluster-lib.ts";
import { registerActivated } from "../tests/cluster/shop.ts";
import { benchArgs } from "./args.ts";
import { fmt } from "./lib.ts";
import { appCpuMs, cpuSince, databaseCpu, loadAverage, loadTable, runQueueWaitMs, runVisitors, shopDataOf } from "./visits.ts";

const DATABASES = ["embedded", "postgres"] as const;
type Kind = (typeof DATABASES)[number];
const args = benchArgs();
const databases = args.list("databases", DATABASES);
const settleMs = args.number("settle", 15) * 1000;
const durationMs = args.number("duration", 60) * 1000;
const vus = args.number("vus", 100);
const thinkMs = args.number("think", 1000);
if (!databases.length || !(settleMs >= 0) || !(durationMs > 0) || !(vus > 0) || !(thinkMs >= 0)) {
  console.error("usage: npm run bench:memory -- [--databases embedded,postgres] [--settle s] [--duration s] [--vus n] [--think ms]");
  process.exit(2);
}
const IDLE_TARGET_MB: Record<Kind, number> = { embedded: 350, postgres: 200 };
const AFTER_LOAD_FACTOR = 1.5;

interface Rss {
  total: number;
  anon: number;
  file: number;
}

/** A process and its descendants (photo decodes are threads, counted in their process). */
function tree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`))
      for (const c of readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean))
        children.push(...tree(Number(c)));
  } catch {
    /* gone */
  }
  return [pid, ...children];
}

/** The RSS of the instance's process tree in MB, with its anonymous and file-backed parts. */
function rssOf(cluster: Cluster): Rss {
  const pid = cluster.instances[0]!.pid;
  const sum: Rss = { total: 0, anon: 0, file: 0 };
  if (!pid) return sum;
  for (const p of tree(pid)) {
    try {
      const status = readFileSync(`/proc/${p}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
      sum.total += kb("VmRSS") / 1024;
      sum.anon += kb("RssAnon") / 1024;
      sum.file += kb("RssFile") / 1024 + kb("RssShmem") / 1024;
    } catch {
      /* ended meanwhile */
    }
  }
  return sum;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (r: Rss) => `${fmt(r.total, 0)} MB (anon ${fmt(r.anon, 0)}, file ${fmt(r.file, 0)})`;

async function measure(kind: Kind): Promise<string> {
  const cluster = await startCluster({ instances: 1, embedded: kind === "embedded", env: { LOG_LEVEL: "error" } });
  try {
    await sleep(settleMs);
    const first = rssOf(cluster);
    // a restart on the seeded database; the visitors' devices are read meanwhile (the embedded
    // database is readable only while no instance holds it)
    const shop = await shopDataOf(cluster);
    if (kind === "postgres") {
      await cluster.kill(0, "SIGTERM");
      await cluster.start(0);
    }
    await sleep(settleMs);
    const idle = rssOf(cluster);

    const customers: string[] = [];
    for (let i = 0; i < 5; i++) customers.push(await registerActivated(cluster.port, cluster.port, cluster.dataDir));
    let peak = rssOf(cluster);
    const sampler = setInterval(() => {
      const now = rssOf(cluster);
      if (now.total > peak.total) peak = now;
    }, 1000);
    const before = loadAverage();
    const cpuBefore = appCpuMs(cluster);
    const waitBefore = runQueueWaitMs(cluster);
    const dbBefore = await databaseCpu(cluster);
    const clientBefore = process.cpuUsage();
    const result = await runVisitors(cluster, { users: vus, ms: durationMs, thinkMs, ...shop, customers, record: true });
    clearInterval(sampler);
    const end = rssOf(cluster);
    const clientUsage = process.cpuUsage(clientBefore);
    const table = loadTable(
      `${kind === "embedded" ? "embedded database" : "PostgreSQL"}: ${vus} visitors, ${durationMs / 1000} s (load average ${before} → ${loadAverage()})`,
      result,
      appCpuMs(cluster) - cpuBefore,
      kind === "embedded" ? null : cpuSince(dbBefore, await databaseCpu(cluster)),
      (clientUsage.user + clientUsage.system) / 1000,
      runQueueWaitMs(cluster) - waitBefore,
    );
    await sleep(settleMs);
    const after = rssOf(cluster);
    const ratio = after.total / idle.total;
    const met = idle.total <= IDLE_TARGET_MB[kind] && ratio <= AFTER_LOAD_FACTOR;
    console.log(`${table.text}\n`);
    return (
      `| ${kind} | ${mb(first)} | ${mb(idle)} | ${mb(peak)} | ${mb(end)} | ${mb(after)} | ${fmt(ratio, 2)} | ` +
      `${met ? "met" : "NOT met"} (idle ≤ ${IDLE_TARGET_MB[kind]} MB, after load ≤ ${AFTER_LOAD_FACTOR}×) |`
    );
  } finally {
    await cluster.stop();
  }
}

console.log(
  `# bench:memory — RSS of one instance's processes, settle ${settleMs / 1000} s, ${vus} visitors for ${durationMs / 1000} s (load average before: ${loadAverage()})\n`,
);
const rowsOut: string[] = [];
for (const kind of databases) rowsOut.push(await measure(kind));
console.log(
  [
    `### RSS (load average ${loadAverage()})`,
    "",
    "| database | first start, rested | restart, rested (idle) | peak under load | end of load | after load, rested | after load / idle | target |",
    "|---|---:|---:|---:|---:|---:|---:|---|",
    ...rowsOut,
  ].join("\n"),
);
