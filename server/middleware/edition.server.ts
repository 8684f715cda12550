import type { MiddlewareHandler } from "hono";
import { editions, resolveHost, surfaceOf } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";

/**
 * The host picks edition and shop mode once, here; everything below gets plain values. `Host` is
 * the browser's, or the one a trusted proxy forwarded (server/middleware/forwarding.server.ts).
 */
export const editionFromHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { edition, mode } = resolveHost(c.req.header("host"));
  c.set("edition", edition);
  c.set("mode", mode);
  c.set("surface", surfaceOf(c.req.header("host")));
  c.set("locale", editions[edition].messagesLocale);
  await next();
};
