import { Hono } from "hono";
import { hitRateLimit } from "../../core/rate-limit/limit.server.ts";
import { ProblemError } from "../../core/shared/problem.ts";
import { createGuestAccountNumber } from "../../core/trade/index.ts";
import type { AppEnv } from "../env.server.ts";

/** Guest account numbers per client address and window (they are cheap, but rows all the same). */
export const GUEST_ACCOUNT_LIMIT = { perWindow: 30, windowSeconds: 15 * 60 };

/** POST /api/customers/guest_account_number → 201 {guestAccountNumber}. */
export const guestAccountApi = new Hono<AppEnv>().post("/guest_account_number", async (c) => {
  const db = c.get("deps").database.db;
  const limit = await hitRateLimit(db, `guest:${c.get("clientKey")}`, GUEST_ACCOUNT_LIMIT.perWindow, GUEST_ACCOUNT_LIMIT.windowSeconds);
  if (!limit.allowed) throw new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter: limit.retryAfterSeconds });
  const guestAccountNumber = await createGuestAccountNumber(db);
  c.header("Cache-Control", "no-store");
  return c.json({ guestAccountNumber }, 201);
});
