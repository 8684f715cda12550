/**
 * The instance's metrics in Prometheus' text format (decision 0053), on prom-client. Labels are
 * bounded: a route is the matched route pattern, the page id or a fixed word (`routeLabel`),
 * never the raw path; editions and modes are the configured few; nothing personal.
 *
 * - `http_requests_total` and `http_request_duration_seconds` by method, route and status;
 * - `sellback_trades_created_total` and `sellback_offers_created_total` by edition (and mode),
 *   counted when core announces them (core/shared/business-events.ts);
 * - `sellback_jobs` by state (due, scheduled, running, dead), counted in the jobs table on scrape;
 * - the page cache (`sellback_page_cache_*`) from `pageCacheStats()` (server/page-cache);
 * - `sellback_db_pool_*` from the database's pool;
 * - Node's process metrics (`process_*`, `nodejs_*`).
 * Counters are per instance; Prometheus sums the instances.
 */
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric } from "prom-client";
import { matchPage } from "../../core/editions/index.ts";
import { onBusinessEvent, nowFrom } from "../../core/shared/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { AppDeps, AppEnv } from "../config/env.server.ts";
import { pageCacheStats, type PageCacheStats } from "../page-cache/cache.server.ts";
import { AnswerMetrics } from "./answer-metrics.ts";

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Requests and latency: counted in plain records on the hot path, rendered on scrape (answer-metrics.ts, decision 0060). */
export const answerMetrics = new AnswerMetrics(
  { requests: "http_requests_total", duration: "http_request_duration_seconds" },
  {
    requests: "HTTP requests answered, by method, route (pattern or page id) and status",
    duration: "Time from the request's arrival to its answer's headers, by method, route and status",
  },
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10],
);
for (const [name, samples] of [
  [answerMetrics.names.requests, () => answerMetrics.requests()],
  [answerMetrics.names.duration, () => answerMetrics.duration()],
] as const) {
  // the registry asks a metric for `get()` (and `reset()`); these answer from the records
  metricsRegistry.registerMetric({ name, get: async () => samples(), reset: () => answerMetrics.reset() } as unknown as Metric);
}

/** A counter or gauge in this instance's registry (without labels unless named). */
const counter = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [metricsRegistry] });

export const tradesCreated = counter(
  "sellback_trades_created_total",
  "Trades created on this instance (idempotent replays not counted), by edition and mode",
  ["edition", "mode"],
);

export const offersCreated = counter("sellback_offers_created_total", "Offers made on this instance, by edition", ["edition"]);

onBusinessEvent((event) => {
  if (event.kind === "trade.created") tradesCreated.inc({ edition: event.edition, mode: event.mode });
  else offersCreated.inc({ edition: event.edition });
});

const jobs = gauge(
  "sellback_jobs",
  "Jobs in the jobs table (all instances) by state: due (pending, time has come), scheduled (pending, later), running, dead",
  ["state"],
);

const poolTotal = gauge("sellback_db_pool_connections", "Database connections this instance holds (PGlite: 1)");
const poolIdle = gauge("sellback_db_pool_idle_connections", "Database connections idle in the pool");
const poolWaiting = gauge("sellback_db_pool_waiting", "Callers waiting for a database connection");

let pageCacheSource: () => PageCacheStats = pageCacheStats;

/** Where the page cache figures come from: every page cache of this process (default); tests set their own, null restores it. */
export function setPageCacheStatsSource(source: (() => PageCacheStats) | null): void {
  pageCacheSource = source ?? pageCacheStats;
}

// counters the cache keeps: copied on scrape (reset + inc keeps prom-client's counter type)
const cacheHits = counter("sellback_page_cache_hits_total", "Page cache hits since start");
const cacheMisses = counter("sellback_page_cache_misses_total", "Page cache misses since start");
const cacheRatio = gauge("sellback_page_cache_hit_ratio", "Page cache hits / (hits + misses) since start; 0 before the first lookup");
const cacheEntries = gauge("sellback_page_cache_entries", "Pages in the page cache");
const cacheBytes = gauge("sellback_page_cache_bytes", "Bytes the page cache holds");

/**
 * The route label of an answered request: the pattern of the Hono route that answered
 * (`/api/trade/trades/:tradeNumber`); for the pages' catch-all the page id (`page:product`,
 * `.data` requests too); else `backoffice`, `api:unmatched` or `other`. Never the raw path.
 */
export function routeLabel(c: Context<AppEnv>, pattern: string): string {
  if (pattern !== "*" && pattern !== "/*" && !pattern.endsWith("/*")) return pattern;
  const pathname = new URL(c.req.url).pathname;
  if (pattern.startsWith("/assets/")) return "/assets/*";
  if (pathname.startsWith("/api/")) return "api:unmatched";
  if (c.get("surface") === "backoffice") return "backoffice";
  const edition = c.get("edition");
  const page = edition ? matchPage(edition, pathname.endsWith(".data") ? pathname.slice(0, -5) || "/" : pathname) : null;
  return page ? `page:${page.page}` : "other";
}

/** Counts and times every request (mounted early in createApp). */
export function observeRequest(c: Context<AppEnv>, pattern: string, seconds: number): void {
  observeAnswer(c.req.method, routeLabel(c, pattern), c.res.status, seconds);
}

/**
 * Counts and times one answer. For answers written outside Hono (the page cache's node listener):
 * `route` must be a bounded label like routeLabel's (`page:<id>`), never a path.
 */
export function observeAnswer(method: string, route: string, status: number, seconds: number): void {
  answerMetrics.record(method, route, status, seconds);
}

/** Reads what is measured on scrape (jobs, pool, page cache) and renders the text format. */
export async function renderMetrics(deps: AppDeps): Promise<string> {
  const now = nowFrom(deps).toISOString();
  const [counts] = await rows<{ due: string | number; scheduled: string | number; running: string | number; dead: string | number }>(
    deps.database.db,
    sql`select
      (select count(*) from jobs where state = 'pending' and run_at <= ${now}::timestamptz) as due,
      (select count(*) from jobs where state = 'pending' and run_at > ${now}::timestamptz) as scheduled,
      (select count(*) from jobs where state = 'running') as running,
      (select count(*) from jobs where state = 'dead') as dead`,
  );
  for (const state of ["due", "scheduled", "running", "dead"] as const) jobs.set({ state }, Number(counts?.[state] ?? 0));
  const pool = deps.database.poolStats();
  poolTotal.set(pool.total);
  poolIdle.set(pool.idle);
  poolWaiting.set(pool.waiting);
  const cache = pageCacheSource();
  cacheHits.reset();
  cacheHits.inc(cache.hits);
  cacheMisses.reset();
  cacheMisses.inc(cache.misses);
  cacheRatio.set(cache.hits + cache.misses ? cache.hits / (cache.hits + cache.misses) : 0);
  cacheEntries.set(cache.entries);
  cacheBytes.set(cache.bytes);
  return metricsRegistry.metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
