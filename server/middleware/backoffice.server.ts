import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/**
 * Every answer of the back-office host (decision 0023): never indexed, never framed, never kept
 * by a cache (built assets under /assets/ excepted: they hold no data and are immutable).
 */
export const backofficeHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.get("surface") !== "backoffice") return;
  const h = c.res.headers;
  h.set("X-Robots-Tag", "noindex, nofollow");
  h.set("X-Frame-Options", "DENY");
  if (!c.req.path.startsWith("/assets/")) h.set("Cache-Control", "private, no-store");
};
