import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { redact, scrubText } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { countQueries } from "../../db/query-count.server.ts";
import { logPathOf } from "../http/log-path.ts";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
let threshold: Level | "silent" = "info";

export function setLogLevel(level: Level | "silent") {
  threshold = level;
}

/**
 * JSON log lines on stdout (info) and stderr (warn, error). Every field passes through `redact`
 * (core/shared/redact.ts): values of personal or secret fields (iban, email, phone, street, names,
 * token, password, authorization, cookie, SQL parameters, …) never reach the log, free text is
 * scrubbed, and an Error is logged as name, safe message, SQLSTATE, query text and stack frames.
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[threshold]) return;
  const requestId = requestContext.getStore()?.requestId;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: scrubText(msg),
    ...(requestId ? { requestId } : {}),
    ...(redact(fields) as Record<string, unknown>),
  });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

/** What every log line written while a request runs carries (decision 0053): its request id. */
export interface RequestContext {
  requestId: string;
}
const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it awaits) as part of a request: `log()` adds its request id. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return requestContext.run(context, fn);
}

/** The running request's id, if any (outside a request, e.g. in a job: undefined). */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const start = performance.now();
  // at debug, the number of SQL statements the request ran (db/query-count.server.ts, decision 0049)
  const queries = threshold === "debug" ? (await countQueries(next)).queries : undefined;
  if (queries === undefined) await next();
  if (new URL(c.req.url).pathname.startsWith("/assets/")) return;
  log("info", "request", {
    method: c.req.method,
    // the route, never a credential in the path nor the query string (decision 0070)
    path: logPathOf(c),
    status: c.res.status,
    ms: Math.round((performance.now() - start) * 10) / 10,
    edition: c.get("edition"),
    ...(queries === undefined ? {} : { queries }),
  });
};
