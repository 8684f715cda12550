import { Hono } from "hono";
import { ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { log } from "../middleware/logging.server.ts";
import { problemResponse } from "../http/problem.server.ts";

/** How long the database may take to answer the readiness check before it counts as unreachable. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/**
 * Readiness (decision 0053), apart from liveness (`/api/health`): 200 when this instance takes
 * requests — the database answers within READY_CHECK_TIMEOUT_MS and every committed migration is
 * applied — else a 503 problem document without detail (the reason goes to the log only). While
 * the instance shuts down (SIGTERM) it answers 503 at once, without asking the database. Public
 * like /api/health: it says nothing but ready or not.
 */
export const readyApi = new Hono<AppEnv>().get("/", async (c) => {
  const { database, lifecycle } = c.get("deps");
  c.header("Cache-Control", "no-store");
  const notReady = (reason: string, err?: unknown) => {
    log("warn", "not ready", { reason, ...(err ? { err } : {}) });
    const res = problemResponse(c, new ProblemError(503, "not_ready"));
    res.headers.set("Cache-Control", "no-store");
    return res;
  };
  if (lifecycle?.draining) return notReady("shutting down");
  let timer: NodeJS.Timeout | undefined;
  try {
    const pending = await Promise.race([
      database.pendingMigrations(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the database within ${READY_CHECK_TIMEOUT_MS} ms`)),
          READY_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    if (pending > 0) return notReady("migrations pending", undefined);
  } catch (err) {
    return notReady("database unreachable", err);
  } finally {
    clearTimeout(timer);
  }
  return c.json({ status: "ready" });
});
