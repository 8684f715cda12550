import { Hono } from "hono";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { createGuestAccountNumber } from "../../core/trade/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";

/** Guest account numbers per client address and window (they are cheap, but rows all the same). */
export const GUEST_ACCOUNT_LIMIT = { perWindow: 30, windowSeconds: 15 * 60 };

/** POST /api/customers/guest_account_number → 201 {guestAccountNumber}. */
export const guestAccountApi = new Hono<AppEnv>().post("/guest_account_number", async (c) => {
  const deps = c.get("deps");
  const db = deps.database.db;
  await enforceRateLimit(db, `guest:${c.get("clientKey")}`, GUEST_ACCOUNT_LIMIT, nowFrom(deps));
  const guestAccountNumber = await createGuestAccountNumber(db);
  c.header("Cache-Control", "no-store");
  return c.json({ guestAccountNumber }, 201);
});
