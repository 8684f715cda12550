import type { MiddlewareHandler } from "hono";
import { isDevelopmentHost, isKnownHost } from "../../core/editions/index.ts";
import { ProblemError } from "../../core/shared/index.ts";
import { problemResponse } from "../http/problem.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { METRICS_PATH } from "../metrics/endpoint.server.ts";

/**
 * The health probes a load balancer, systemd or Prometheus sends, usually with an IP address as
 * Host (`curl http://127.0.0.1:3001/api/ready`): they answer on any host (decision 0072).
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(["/api/health", "/api/ready", METRICS_PATH]);

/** The development-only pages (server/dev/), which answer on development hosts only and 404 in production themselves. */
const DEV_PREFIX = "/dev/";

/**
 * Unknown hosts are misdirected (decision 0072): the shop, its API and its files answer only on
 * the hosts of the host map and the back office's (core/editions/hosts.ts `isKnownHost`, after a
 * trusted proxy's X-Forwarded-Host, decision 0018). Anything else gets a 421 problem, is never
 * rendered and never enters the page cache. Exceptions: the health probes on any host, and the
 * development pages on development hosts (`isDevelopmentHost`: the widget demo's partner.localhost).
 */
export const knownHostOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = c.req.header("host");
  if (isKnownHost(host) || HEALTH_PATHS.has(c.req.path) || (c.req.path.startsWith(DEV_PREFIX) && isDevelopmentHost(host))) return next();
  return problemResponse(c, new ProblemError(421, "misdirected_request"));
};
