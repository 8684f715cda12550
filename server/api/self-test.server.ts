/**
 * POST /api/self-test (issue 34, decision 0125): the island's result → the server's signed token.
 * Public (the seller has no account yet), at most 8 KB, SELF_TEST_RATE per client; the answer is
 * private and not stored anywhere until an offer is made with the token.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { enforceRateLimit, type RateLimitRule } from "../../core/rate-limit/index.server.ts";
import { selfTestKey, selfTestSubmissionSchema, signSelfTestResult } from "../../core/self-test/index.server.ts";
import { nowFrom, ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { problemResponse, readJson } from "../http/problem.server.ts";

export const SELF_TEST_MAX_BYTES = 8 * 1024;
/** A seller runs the test a few times at most; a client asking more often is not a seller. */
export const SELF_TEST_RATE: RateLimitRule = { perWindow: 20, windowSeconds: 60 * 60 };

export const selfTestApi = new Hono<AppEnv>().post(
  "/",
  bodyLimit({
    maxSize: SELF_TEST_MAX_BYTES,
    onError: (c) =>
      problemResponse(
        c,
        new ProblemError(413, "payload_too_large", "problem.detail.payloadTooLarge", undefined, { maxBytes: SELF_TEST_MAX_BYTES }),
      ),
  }),
  async (c) => {
    const deps = c.get("deps");
    const db = deps.database.db;
    const now = nowFrom(deps);
    await enforceRateLimit(db, `self-test:${c.get("clientKey")}`, SELF_TEST_RATE, now);
    const input = await readJson(c, selfTestSubmissionSchema);
    const answer = await signSelfTestResult(db, c.get("edition"), input, now, selfTestKey(deps.config, deps.secrets));
    c.header("Cache-Control", "private, no-store");
    return c.json(answer, 201);
  },
);
