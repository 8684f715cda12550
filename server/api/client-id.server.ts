/**
 * GET /api/client-id (spec §7): the affiliate client id → {hash}, kept in the `clientId` cookie
 * for 31,536,000 s. A request that already carries a stored id gets the same id back (and the
 * cookie renewed); otherwise a new unguessable id is made and stored. The cookie is readable by
 * the page script (not HttpOnly) because the controlling calls send it in their body.
 */
import { Hono } from "hono";
import { CLIENT_ID_COOKIE_MAX_AGE_S } from "../../core/editions/index.ts";
import { CLIENT_ID_COOKIE } from "../../core/marketing/index.ts";
import { clientIdExists, createClientId } from "../../core/marketing/index.server.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readCookie } from "../http/cookies.server.ts";

export const CLIENT_ID_LIMIT = { perWindow: 300, windowSeconds: 10 * 60 };

export const clientIdApi = new Hono<AppEnv>().get("/", async (c) => {
  const deps = c.get("deps");
  const { database, config } = deps;
  const db = database.db;
  const existing = readCookie(c.req.header("cookie"), CLIENT_ID_COOKIE);
  let hash = existing && (await clientIdExists(db, existing)) ? existing : null;
  if (!hash) {
    await enforceRateLimit(db, `client-id:${c.get("clientKey")}`, CLIENT_ID_LIMIT, nowFrom(deps));
    hash = await createClientId(db);
  }
  c.header(
    "Set-Cookie",
    `${CLIENT_ID_COOKIE}=${hash}; Max-Age=${CLIENT_ID_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${config.NODE_ENV === "production" ? "; Secure" : ""}`,
  );
  c.header("Cache-Control", "no-store");
  return c.json({ hash });
});
