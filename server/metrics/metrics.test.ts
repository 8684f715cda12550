/**
 * /metrics (decision 0053): not public (404 without METRICS_TOKEN, 401 without the bearer), the
 * Prometheus text format with the named series, counts that move with requests, trades, offers
 * and jobs, and labels that never carry a raw path or personal data.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enqueueJob } from "../../core/jobs/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { placeTestTrade, smartphoneOffer, uniqueTradeEmail } from "../../tests/helpers/trades.ts";
import { loadConfig } from "../config/config.server.ts";
import type { AppDeps } from "../config/env.server.ts";
import { hasMetricsToken, metricsMode, metricsPortApp } from "./endpoint.server.ts";
import { setPageCacheStatsSource } from "./metrics.server.ts";

const TOKEN = "m".repeat(24) + "-metrics-token-0053";

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A strict reader of Prometheus' text format 0.0.4: every line is a comment or a sample (NaN in any case, as Go's ParseFloat reads it). */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn]a[Nn]|\+Inf|-Inf)$/.exec(line);
    if (!m) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (m[2] ?? "").match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []) {
      const eq = pair.indexOf("=");
      labels[pair.slice(0, eq)] = JSON.parse(pair.slice(eq + 1)) as string;
    }
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

async function scrape(ctx: TestContext) {
  const res = await ctx.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return parseMetrics(await res.text());
}

describe("metrics settings", () => {
  it("the token is compared whole; the mode names where metrics are served", () => {
    expect(hasMetricsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const h of [undefined, "", TOKEN, `Bearer ${TOKEN}x`, `Bearer  ${TOKEN}`, `Basic ${TOKEN}`, `Bearer ${TOKEN.slice(1)}`])
      expect(hasMetricsToken(h, TOKEN)).toBe(false);
    expect(metricsMode({})).toBe("off");
    expect(metricsMode({ METRICS_TOKEN: TOKEN })).toBe("main port with token");
    expect(metricsMode({ METRICS_PORT: 9464 })).toBe("metrics port");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(loadConfig({}).SHUTDOWN_GRACE_MS).toBe(10_000);
  });
});

describeEachDatabase("metrics off (no METRICS_TOKEN)", (ctx) => {
  it("answers 404 on the main port, with or without a bearer", async () => {
    expect((await ctx().request("/metrics")).status).toBe(404);
    expect((await ctx().request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describeEachDatabase(
  "metrics with METRICS_TOKEN",
  (ctx, kind) => {
    it("refuses callers without the token (401, WWW-Authenticate) and answers the token holder", async () => {
      for (const authorization of [undefined, "Bearer wrong-token-wrong-token-wrong-token", `Basic ${TOKEN}`]) {
        const res = await ctx().request("/metrics", authorization ? { headers: { authorization } } : {});
        expect(res.status).toBe(401);
        expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
        expect(res.headers.get("content-type")).toContain("application/problem+json");
        expect(await res.text()).not.toContain("http_requests_total");
      }
      const { samples, types } = await scrape(ctx());
      expect(types.get("http_requests_total")).toBe("counter");
      expect(types.get("http_request_duration_seconds")).toBe("histogram");
      expect(types.get("sellback_trades_created_total")).toBe("counter");
      expect(types.get("sellback_offers_created_total")).toBe("counter");
      expect(types.get("sellback_jobs")).toBe("gauge");
      expect(types.get("sellback_page_cache_hit_ratio")).toBe("gauge");
      expect(types.get("sellback_page_cache_hits_total")).toBe("counter");
      expect(types.get("sellback_db_pool_connections")).toBe("gauge");
      expect(types.get("process_cpu_seconds_total")).toBe("counter");
      for (const state of ["due", "scheduled", "running", "dead"])
        expect(samples.some((s) => s.name === "sellback_jobs" && s.labels.state === state)).toBe(true);
      if (kind === "pglite") expect(value(samples, "sellback_db_pool_connections")).toBe(1);
      else expect(value(samples, "sellback_db_pool_connections")).toBeGreaterThanOrEqual(1);
    });

    it("request counts and latency move by route pattern and status", async () => {
      const route = { method: "GET", route: "/api/health", status: "200" };
      const before = (await scrape(ctx())).samples;
      await ctx().request("/api/health");
      await ctx().request("/api/health");
      await ctx().request("/api/trade/trades/SB-0000000001", { host: "de.localhost" });
      const after = (await scrape(ctx())).samples;
      expect(value(after, "http_requests_total", route) - value(before, "http_requests_total", route)).toBe(2);
      expect(value(after, "http_request_duration_seconds_count", route) - value(before, "http_request_duration_seconds_count", route)).toBe(
        2,
      );
      // the trade's request counts under its route's pattern, never under the number it named (the
      // registry is the process's: other suites of this worker may have counted other trade routes)
      const tradeRoute = { method: "GET", route: "/api/trade/trades/:tradeNumber" };
      expect(value(after, "http_requests_total", tradeRoute) - value(before, "http_requests_total", tradeRoute)).toBe(1);
      expect(after.filter((s) => s.labels.route?.includes("SB-")).map((s) => s.labels.route)).toEqual([]);
    });

    it("trades and offers made move their counters; an idempotent replay does not", async () => {
      const before = (await scrape(ctx())).samples;
      const offer = await smartphoneOffer(ctx());
      await placeTestTrade(ctx(), { offerIds: [offer.offerId] });
      const after = (await scrape(ctx())).samples;
      expect(
        value(after, "sellback_offers_created_total", { edition: "de" }) -
          value(before, "sellback_offers_created_total", { edition: "de" }),
      ).toBe(1);
      expect(
        value(after, "sellback_trades_created_total", { edition: "de" }) -
          value(before, "sellback_trades_created_total", { edition: "de" }),
      ).toBe(1);
    });

    it("the job queue depth is read from the jobs table on scrape", async () => {
      const before = (await scrape(ctx())).samples;
      const now = new Date();
      await enqueueJob(ctx().database.db, {
        kind: "metrics.test",
        runAt: new Date(now.getTime() - 60_000),
        uniqueKey: `metrics-due-${kind}-${now.getTime()}`,
      });
      await enqueueJob(ctx().database.db, {
        kind: "metrics.test",
        runAt: new Date(now.getTime() + 86_400_000),
        uniqueKey: `metrics-later-${kind}-${now.getTime()}`,
      });
      const after = (await scrape(ctx())).samples;
      expect(value(after, "sellback_jobs", { state: "due" }) - value(before, "sellback_jobs", { state: "due" })).toBe(1);
      expect(value(after, "sellback_jobs", { state: "scheduled" }) - value(before, "sellback_jobs", { state: "scheduled" })).toBe(1);
      await ctx().database.db.execute(sql`delete from jobs where kind = 'metrics.test'`);
    });

    it("the page cache's figures come from its source", async () => {
      setPageCacheStatsSource(() => ({ hits: 30, misses: 10, entries: 7, bytes: 12345 }));
      try {
        const { samples } = await scrape(ctx());
        expect(value(samples, "sellback_page_cache_hits_total")).toBe(30);
        expect(value(samples, "sellback_page_cache_misses_total")).toBe(10);
        expect(value(samples, "sellback_page_cache_hit_ratio")).toBe(0.75);
        expect(value(samples, "sellback_page_cache_entries")).toBe(7);
        expect(value(samples, "sellback_page_cache_bytes")).toBe(12345);
      } finally {
        setPageCacheStatsSource(null);
      }
    });

    it("labels never carry a raw path, a query, a trade number or an e-mail address", async () => {
      const email = uniqueTradeEmail("metrics");
      const paths = [
        `/verkaufen/${encodeURIComponent(email)}`,
        "/this/is/no/page/4711-secret",
        "/api/trade/trades/SB-9999999999?token=abcdef",
        "/produkte/apple-iphone-15-128gb?x=1",
        "/produkte/apple-iphone-15-128gb.data",
        `/api/does-not-exist/${encodeURIComponent(email)}`,
      ];
      for (const p of paths) await ctx().request(p, { host: "de.localhost" });
      const { samples } = await scrape(ctx());
      const labelValues = samples.flatMap((s) => Object.values(s.labels));
      // "token=", not "token": a route's pattern may name a parameter so (/api/b2b/invites/:token/accept,
      // counted by an earlier file of the same worker: decision 0142), its value never shows
      for (const v of labelValues) {
        expect(v).not.toMatch(/@|4711|SB-\d|token=|abcdef|\?|apple-iphone|does-not-exist|%40/);
      }
      const routes = new Set(samples.filter((s) => s.name === "http_requests_total").map((s) => s.labels.route));
      for (const r of routes) expect(r, r).toMatch(/^(\/[\w/:.*-]*|page:[\w-]+|api:unmatched|backoffice|other)$/);
      expect(routes).toContain("api:unmatched");
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describeEachDatabase("the metrics port", (ctx) => {
  it("serves /metrics only; asks for the token when one is set", async () => {
    const open = metricsPortApp({ ...ctx().deps, config: { ...ctx().deps.config, METRICS_PORT: 9464 } } as AppDeps);
    const res = await open.request("http://127.0.0.1:9464/metrics");
    expect(res.status).toBe(200);
    expect(parseMetrics(await res.text()).types.get("http_requests_total")).toBe("counter");
    expect((await open.request("http://127.0.0.1:9464/api/health")).status).toBe(404);
    const guarded = metricsPortApp({
      ...ctx().deps,
      config: { ...ctx().deps.config, METRICS_PORT: 9464, METRICS_TOKEN: TOKEN },
    } as AppDeps);
    expect((await guarded.request("http://127.0.0.1:9464/metrics")).status).toBe(401);
    expect((await guarded.request("http://127.0.0.1:9464/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    // with METRICS_PORT the main port has no /metrics, even for the token holder
    ctx().deps.config = { ...ctx().deps.config, METRICS_PORT: 9464, METRICS_TOKEN: TOKEN };
    expect((await ctx().request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
