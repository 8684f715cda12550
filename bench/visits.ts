/**
 * The virtual visitors of bench:load (issue 17, decision 0055), shared with bench:memory (decision
 * 0134): a visit walks home → (half of them) typeahead → sell category → device page → offer →
 * (two in five) checkout page → trade → tracking page, one in ten logs a customer in, through the
 * cluster's nginx with think time between steps; the figures per step as a markdown table with the
 * CPU per request. bench/load.ts's header describes the visit and the client addresses in full.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { deviceById } from "../core/catalog/index.server.ts";
import { rows } from "../core/shared/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { hostRequest, type Cluster, type HostResponse } from "../scripts/cluster-lib.ts";
import { PASSWORD } from "../tests/cluster/shop.ts";
import { fmt } from "./lib.ts";

const SHOP = "de.localhost";
export const TARGET_P95_MS = 200;
export const STEPS = [
  "home",
  "typeahead",
  "category",
  "device page",
  "offer",
  "checkout page",
  "trade submit",
  "tracking page",
  "login",
] as const;
type Step = (typeof STEPS)[number];
const TYPED = ["iphone 15", "galaxy s2", "macbook a", "playstatio", "pixel 8", "ipad air", "thinkpad", "sony a7"];

export interface Device {
  id: number;
  slug: string;
  answers: { questionId: number | string; answerId: number | string }[];
}

interface StepStats {
  times: number[];
  errors: number;
  examples: string[];
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 when gone. */
export function cpuMs(pid: number | null): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}
export const appCpuMs = (cluster: Cluster) => cluster.instances.reduce((n, i) => n + cpuMs(i.pid), 0);
/**
 * How long the instances' main threads (their event loops) were runnable but waited for a core, in
 * ms (/proc/<pid>/schedstat, second field): on a shared machine this, not the shop, is often the latency.
 */
export function runQueueWaitMs(cluster: Cluster): number {
  return cluster.instances.reduce((n, i) => {
    try {
      return n + Number(readFileSync(`/proc/${i.pid}/schedstat`, "utf8").split(" ")[1]) / 1e6;
    } catch {
      return n;
    }
  }, 0);
}
/** The CPU time of the PostgreSQL backends serving the cluster's database (same machine; per pid, so a backend that ends between two readings drops out). */
export async function databaseCpu(cluster: Cluster): Promise<Map<number, number>> {
  if (!cluster.databaseUrl) return new Map(); // the embedded database: inside the instance, in its figure
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows: backends } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return new Map(backends.map((b) => [b.pid, cpuMs(b.pid)]));
  } finally {
    await client.end();
  }
}
export const cpuSince = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((n, [pid, ms]) => n + Math.max(0, ms - (before.get(pid) ?? 0)), 0);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * The devices (the 24 dearest with questions) and categories the visitors pick from, read from the
 * database itself: PostgreSQL by URL, or the embedded database's DATA_DIR while no instance holds it.
 */
export async function shopData(where: { databaseUrl?: string; dataDir?: string }): Promise<{ devices: Device[]; categories: string[] }> {
  const database = await openDatabase(where.databaseUrl ? { databaseUrl: where.databaseUrl, poolSize: 2 } : { dataDir: where.dataDir });
  try {
    const ids = await rows<{ id: number }>(
      database.db,
      sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de'
           where not d.generated and not d.hidden order by p.base_price_cents desc limit 24`,
    );
    const devices: Device[] = [];
    for (const { id } of ids) {
      const d = await deviceById(database.db, "de", Number(id));
      if (d?.questions?.length)
        devices.push({ id: d.id, slug: d.slug, answers: d.questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })) });
    }
    const cats = await rows<{ slug: string }>(database.db, sql`select slug from category_texts where edition = 'de' order by 1`);
    return { devices, categories: cats.map((c) => c.slug) };
  } finally {
    await database.close();
  }
}

export type VisitResult = Awaited<ReturnType<typeof runVisitors>>;

/** `users` visitors walk the shop through the cluster's nginx for `ms`; the times per step when `record`. */
export async function runVisitors(
  cluster: Cluster,
  opts: { users: number; ms: number; thinkMs: number; devices: Device[]; categories: string[]; customers: string[]; record: boolean },
) {
  const think = () => sleep(opts.thinkMs * (0.5 + Math.random()));
  const stats = new Map<Step, StepStats>(STEPS.map((s) => [s, { times: [], errors: 0, examples: [] }]));
  const started = Date.now();
  const over = () => Date.now() - started >= opts.ms;
  let addressSeq = 0;

  async function timed(
    step: Step,
    address: string,
    req: { path: string; json?: unknown; headers?: Record<string, string> },
    ok = (s: number) => s >= 200 && s < 400,
  ): Promise<HostResponse> {
    const t0 = performance.now();
    const res = await hostRequest(cluster.port, {
      host: SHOP,
      path: req.path,
      json: req.json,
      headers: { "x-forwarded-for": address, ...req.headers },
    });
    const ms = performance.now() - t0;
    if (opts.record) {
      const s = stats.get(step)!;
      s.times.push(ms);
      if (!ok(res.status)) {
        s.errors++;
        // the path without its query: a tracking link's token stays out of the output
        if (s.examples.length < 3)
          s.examples.push(`${res.status} ${req.path.split("?")[0]}: ${res.text.slice(0, 160).replace(/\s+/g, " ")}`);
      }
    }
    return res;
  }

  async function visitor(v: number) {
    await sleep((v / opts.users) * Math.min(5000, opts.ms / 4)); // ramp up
    const n = ++addressSeq;
    const address = `10.88.${(n >> 8) & 255}.${n & 255}`;
    let trades = 0;
    while (!over()) {
      await timed("home", address, { path: "/" });
      await think();
      if (Math.random() < 0.5) {
        const q = pick(TYPED);
        for (const len of [3, 5, q.length]) {
          await timed("typeahead", address, {
            path: "/api/trade/searches",
            json: { search: { type: "devicesText", text: q.slice(0, len) }, application: "devices-de", resultSize: 8 },
          });
          await sleep(150);
        }
        await think();
      }
      if (over()) break;
      await timed("category", address, { path: `/verkaufen/${pick(opts.categories)}` });
      await think();
      const device = pick(opts.devices);
      await timed("device page", address, { path: `/produkte/${device.slug}` });
      await think();
      const offer = await timed("offer", address, { path: "/api/trade/offers", json: { deviceId: device.id, answers: device.answers } });
      await think();
      if (offer.status === 201 && trades < 15 && Math.random() < 0.4 && !over()) {
        trades++;
        await timed("checkout page", address, { path: "/checkout" });
        await think();
        const key = `bench-${v}-${randomBytes(6).toString("hex")}`;
        const body = {
          offers: [{ offerId: offer.json<{ offerId: string }>().offerId, quantity: 1 }],
          customer: {
            email: `bench-${process.pid}-${v}-${randomBytes(4).toString("hex")}@example.com`,
            firstName: "Inge",
            lastName: "Prüfer",
          },
          address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
          payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
        };
        let res: HostResponse | null = null;
        for (let attempt = 0; attempt < 4; attempt++) {
          res = await timed("trade submit", address, { path: "/api/trade/trades", json: body, headers: { "idempotency-key": key } });
          if (![0, 502, 503, 504].includes(res.status)) break;
          await sleep(200);
        }
        await think();
        if (res && (res.status === 201 || res.status === 200)) {
          const { tradeNumber, trackingToken } = res.json<{ tradeNumber: string; trackingToken: string }>();
          await timed("tracking page", address, { path: `/trade/${tradeNumber}?token=${encodeURIComponent(trackingToken)}` });
          await think();
        }
      }
      if (Math.random() < 0.1 && opts.customers.length && !over()) {
        await timed("login", address, { path: "/api/account/login", json: { username: pick(opts.customers), password: PASSWORD } });
        await think();
      }
    }
  }

  await Promise.all(Array.from({ length: opts.users }, (_, v) => visitor(v)));
  return { stats, seconds: (Date.now() - started) / 1000 };
}

/** The figures per step as a markdown table, with CPU per request; `dbCpu` null: the embedded database (inside the app's figure). */
export function loadTable(
  title: string,
  result: VisitResult,
  cpu: number,
  dbCpu: number | null,
  clientCpu: number,
  waited: number,
): { p95: number; errors: number; text: string } {
  const lines = [
    `### ${title}`,
    "",
    "| step | requests | req/s | p50 ms | p95 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  const all: number[] = [];
  let errors = 0;
  for (const step of STEPS) {
    const s = result.stats.get(step)!;
    const sorted = [...s.times].sort((a, b) => a - b);
    all.push(...sorted);
    errors += s.errors;
    if (!sorted.length) continue;
    lines.push(
      `| ${step} | ${sorted.length} | ${fmt(sorted.length / result.seconds)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} | ${s.errors} |`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 95);
  lines.push(
    `| **all** | ${all.length} | ${fmt(all.length / result.seconds)} | ${fmt(percentile(all, 50))} | ${fmt(p95)} | ${fmt(percentile(all, 99))} | ${errors} |`,
  );
  lines.push(
    "",
    `CPU per request (user + system, /proc): app instances ${fmt(cpu / all.length)} ms (${fmt(cpu / 1000)} s in ${fmt(result.seconds)} s), ` +
      (dbCpu === null
        ? "the embedded database inside the instance (in its figure); "
        : `PostgreSQL backends of this database ${fmt(dbCpu / all.length)} ms (${fmt(dbCpu / 1000)} s); `) +
      `this load client ${fmt(clientCpu / all.length)} ms (${fmt(clientCpu / 1000)} s); nginx not counted. ` +
      `The instances' event loops waited ${fmt(waited / 1000)} s for a core (run queue; ${fmt(waited / all.length)} ms per request).`,
  );
  for (const step of STEPS) for (const e of result.stats.get(step)!.examples) lines.push(`- ${step} error: ${e}`);
  return { p95, errors, text: lines.join("\n") };
}

/** The shop's devices and categories for the visitors; the embedded database is read while its one instance is stopped for a moment (a restart). */
export async function shopDataOf(cluster: Cluster): Promise<{ devices: Device[]; categories: string[] }> {
  if (cluster.databaseUrl) return shopData({ databaseUrl: cluster.databaseUrl });
  await cluster.kill(0, "SIGTERM");
  try {
    return await shopData({ dataDir: cluster.dataDir });
  } finally {
    await cluster.start(0);
  }
}

/** The machine's load average (1, 5, 15 minutes). */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
