/**
 * POST /api/controlling/controlling (spec §7): stores one controlling event → 201 {id}.
 * Validated with zod (unknown event names, wrong types, over-long strings, malformed JSON → 4xx
 * problem details). Rate limited per client address with a generous ceiling, since it is an
 * anonymous write (decision 0008).
 */
import { Hono } from "hono";
import { controllingEventSchema, insertControllingEvent } from "../../core/marketing/index.ts";
import { hitRateLimit } from "../../core/rate-limit/limit.server.ts";
import { ProblemError } from "../../core/shared/problem.ts";
import type { AppEnv } from "../env.server.ts";
import { readJson } from "./problem.server.ts";

export const CONTROLLING_LIMIT = { perWindow: 600, windowSeconds: 10 * 60 };

export const controllingApi = new Hono<AppEnv>().post("/controlling", async (c) => {
  const input = await readJson(c, controllingEventSchema);
  const { database } = c.get("deps");
  const limit = await hitRateLimit(database.db, `controlling:${c.get("clientKey")}`, CONTROLLING_LIMIT.perWindow, CONTROLLING_LIMIT.windowSeconds);
  if (!limit.allowed) throw new ProblemError(429, "rate_limited", undefined, undefined, { retryAfter: limit.retryAfterSeconds });
  const { id } = await insertControllingEvent(database.db, c.get("edition"), input);
  return c.json({ id }, 201);
});
