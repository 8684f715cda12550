/**
 * POST /api/controlling/controlling (spec §7): stores one controlling event → 201 {id}.
 * Validated with zod (unknown event names, wrong types, over-long strings, malformed JSON → 4xx
 * problem details). Rate limited per client address with a generous ceiling, since it is an
 * anonymous write (decision 0008).
 */
import { Hono } from "hono";
import { controllingEventSchema } from "../../core/marketing/index.ts";
import { insertControllingEvent } from "../../core/marketing/index.server.ts";
import { enforceRateLimit } from "../../core/rate-limit/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

export const CONTROLLING_LIMIT = { perWindow: 600, windowSeconds: 10 * 60 };

export const controllingApi = new Hono<AppEnv>().post("/controlling", async (c) => {
  const input = await readJson(c, controllingEventSchema);
  const deps = c.get("deps");
  const { database } = deps;
  await enforceRateLimit(database.db, `controlling:${c.get("clientKey")}`, CONTROLLING_LIMIT, nowFrom(deps));
  const { id } = await insertControllingEvent(database.db, c.get("edition"), input);
  return c.json({ id }, 201);
});
