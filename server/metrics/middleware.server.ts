import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "../config/env.server.ts";
import { setResponseHeader } from "../middleware/request-id.server.ts";
import { observeRequest } from "./metrics.server.ts";

/**
 * Counts and times every answer by its route pattern (decision 0053), and while the instance
 * shuts down closes each connection after its answer (`Connection: close`), so keep-alive
 * clients and the proxy open a new connection, to another instance.
 */
export const requestMetrics: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  // after next(), the route index is the handler that answered
  observeRequest(c, routePath(c), (performance.now() - started) / 1000);
  if (c.get("deps").lifecycle?.draining) setResponseHeader(c, "Connection", "close");
};
