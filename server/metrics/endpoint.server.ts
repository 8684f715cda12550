/**
 * Who may read /metrics (decision 0053). The figures are not public (route names, volumes, queue
 * depth): either `METRICS_TOKEN` is set and the main port answers `/metrics` to
 * `Authorization: Bearer <token>` only (401 otherwise), or `METRICS_PORT` opens a second listener
 * on 127.0.0.1 that serves nothing but `/metrics` (asking for the token too when it is set).
 * With neither, metrics are off: `/metrics` is 404 on the main port, in production too.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { Hono, type Context } from "hono";
import { ProblemError } from "../../core/shared/index.ts";
import { problemResponse } from "../http/problem.server.ts";
import type { AppConfig } from "../config/config.server.ts";
import type { AppDeps, AppEnv } from "../config/env.server.ts";
import { METRICS_CONTENT_TYPE, renderMetrics } from "./metrics.server.ts";

export const METRICS_PATH = "/metrics";
/** The metrics port listens on loopback only: Prometheus on the same machine (or through an SSH tunnel). */
export const METRICS_HOST = "127.0.0.1";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(header ?? "");
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/** How this configuration serves metrics, for the start-up log line. */
export function metricsMode(config: Pick<AppConfig, "METRICS_TOKEN" | "METRICS_PORT">): string {
  if (config.METRICS_PORT) return config.METRICS_TOKEN ? "metrics port with token" : "metrics port";
  return config.METRICS_TOKEN ? "main port with token" : "off";
}

async function answer(c: Context<AppEnv>, deps: AppDeps, token: string | undefined): Promise<Response> {
  if (token && !hasMetricsToken(c.req.header("authorization"), token)) {
    const res = problemResponse(c, new ProblemError(401, "unauthorized"));
    res.headers.set("WWW-Authenticate", 'Bearer realm="metrics"');
    return res;
  }
  return new Response(await renderMetrics(deps), { headers: { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" } });
}

/** `/metrics` on the main port (mounted by createApp): 404 without METRICS_TOKEN or with METRICS_PORT. */
export const mainPortMetrics = new Hono<AppEnv>().get("/", (c) => {
  const deps = c.get("deps");
  const { METRICS_TOKEN, METRICS_PORT } = deps.config;
  if (!METRICS_TOKEN || METRICS_PORT) return problemResponse(c, new ProblemError(404, "not_found"));
  return answer(c, deps, METRICS_TOKEN);
});

/** The metrics port's app: `/metrics` only. */
export function metricsPortApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get(METRICS_PATH, (c) => answer(c, deps, deps.config.METRICS_TOKEN));
  app.all("*", (c) => problemResponse(c, new ProblemError(404, "not_found")));
  return app;
}

/** Starts the metrics listener on 127.0.0.1:METRICS_PORT (main.server.ts). */
export function startMetricsServer(deps: AppDeps, port: number, onListening?: (port: number) => void): Server {
  return serve({ fetch: metricsPortApp(deps).fetch, port, hostname: METRICS_HOST }, (info) => onListening?.(info.port)) as Server;
}
