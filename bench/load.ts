/**
 * Mixed load (issue 17, decision 0055): virtual visitors with think time walk the shop's typical
 * paths on PostgreSQL, against one instance and against two, each behind nginx
 * (scripts/cluster-lib.ts startCluster, the production proxy rules), and the figures per step are
 * printed as a markdown table: requests, requests/s, p50/p95/p99 in ms, errors.
 *
 * A visit: home → (half of them) search typeahead, three keystrokes → sell category → device page
 * → offer (POST /api/trade/offers) → (two in five) checkout page → trade submit with an
 * Idempotency-Key (sent again with the same key after a 502/503/504 or no answer) → tracking page;
 * one visit in ten logs a test customer in. Between steps each visitor waits its think time
 * (uniform 0.5–1.5 × --think ms; 150 ms between keystrokes).
 *
 * Client addresses: each visitor sends its own X-Forwarded-For. nginx appends the address it saw
 * (127.0.0.1: the bench runs on nginx's host) and the app trusts 127.0.0.1 (TRUST_PROXY), so the
 * visitor's address counts for the per-address limits. This works only because the bench's
 * connections come from a trusted address; a real client's own X-Forwarded-For entries sit left of
 * an untrusted address and are ignored (decision 0018). Nothing in the production config is
 * relaxed for it. Each visitor stays under the shop's limits (at most 15 trades per address an
 * hour; logins succeed, and only failed ones count).
 *
 * `--database embedded` (decision 0134): one instance on the embedded database (PGlite under a
 * fresh DATA_DIR, seeded by its first start; the bench reads the devices while it restarts once),
 * the issue 35 target being p95 ≤ 200 ms and no errors at 100 visitors.
 *
 * Usage: npm run bench:load [-- --duration 60 --vus 200 --instances 1,2 --think 1000 --warmup 5 --database postgres]
 * Needs a build (BUILD_DIR, default build/), Debian's nginx and the machine's PostgreSQL.
 */
import { startCluster } from "../scripts/cluster-lib.ts";
import { registerActivated } from "../tests/cluster/shop.ts";
import { fmt } from "./lib.ts";
import { benchArgs } from "./args.ts";
import {
  appCpuMs,
  cpuSince,
  databaseCpu,
  loadAverage,
  loadTable,
  runQueueWaitMs,
  runVisitors,
  shopDataOf,
  TARGET_P95_MS,
} from "./visits.ts";

const args = benchArgs();
const durationMs = args.number("duration", 60) * 1000;
const vus = args.number("vus", 200);
const thinkMs = args.number("think", 1000);
const warmupMs = args.number("warmup", 5) * 1000;
const customerCount = args.number("customers", 5);
const embedded = args.text("database", "postgres") === "embedded";
const setups = args
  .text("instances", embedded ? "1" : "1,2")
  .split(",")
  .map(Number);
if (!(durationMs > 0) || !(vus > 0) || !(thinkMs >= 0) || setups.some((n) => !Number.isInteger(n) || n < 1 || n > (embedded ? 1 : 8))) {
  console.error(
    "usage: npm run bench:load -- [--duration s] [--vus n] [--instances 1,2] [--think ms] [--warmup s] [--customers n] [--database postgres|embedded]",
  );
  process.exit(2);
}

console.log(
  `# bench:load — ${vus} virtual users, ${durationMs / 1000} s, think ${thinkMs} ms, ${embedded ? "embedded database (PGlite)" : "PostgreSQL"}, nginx in front (load average before: ${loadAverage()})\n`,
);
const summary: string[] = [];
for (const instances of setups) {
  const cluster = await startCluster({ instances, embedded, env: { LOG_LEVEL: "error" } });
  try {
    const { devices, categories } = await shopDataOf(cluster);
    const customers: string[] = [];
    for (let i = 0; i < customerCount; i++) customers.push(await registerActivated(cluster.port, cluster.port, cluster.dataDir));
    const visits = { thinkMs, devices, categories, customers };
    if (warmupMs > 0) await runVisitors(cluster, { ...visits, users: Math.min(20, vus), ms: warmupMs, record: false });
    const before = loadAverage();
    const cpuBefore = appCpuMs(cluster);
    const dbBefore = await databaseCpu(cluster);
    const clientBefore = process.cpuUsage();
    const waitBefore = runQueueWaitMs(cluster);
    const result = await runVisitors(cluster, { ...visits, users: vus, ms: durationMs, record: true });
    const cpu = appCpuMs(cluster) - cpuBefore;
    const clientUsage = process.cpuUsage(clientBefore);
    const dbCpu = embedded ? null : cpuSince(dbBefore, await databaseCpu(cluster));
    const t = loadTable(
      `${instances} instance${instances > 1 ? "s" : ""}${embedded ? ", embedded database" : ""} (load average ${before} → ${loadAverage()})`,
      result,
      cpu,
      dbCpu,
      (clientUsage.user + clientUsage.system) / 1000,
      runQueueWaitMs(cluster) - waitBefore,
    );
    console.log(`${t.text}\n`);
    summary.push(`${instances} instance(s)${embedded ? " on the embedded database" : ""}: p95 ${fmt(t.p95)} ms, ${t.errors} errors`);
    if (instances >= 2 && vus >= 200 && !embedded)
      console.log(
        `target (p95 ≤ ${TARGET_P95_MS} ms, 0 errors at 200 virtual users, two instances): ${t.p95 <= TARGET_P95_MS && t.errors === 0 ? "met" : "NOT met"}\n`,
      );
    if (embedded && vus >= 100)
      console.log(
        `target (p95 ≤ ${TARGET_P95_MS} ms, 0 errors at 100 virtual users, one instance on the embedded database): ${t.p95 <= TARGET_P95_MS && t.errors === 0 ? "met" : "NOT met"}\n`,
      );
  } finally {
    await cluster.stop();
  }
}
console.log(summary.join("; "));
