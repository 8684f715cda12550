/**
 * `/api/backoffice/reviews` (decision 0034): support and admin decide on review comments before
 * they show in the slider (the rating counts in the seal either way). Every decision is audited.
 */
import { Hono } from "hono";
import { decideReview, pendingReviews } from "../../../core/reviews/index.server.ts";
import { nowFrom, z } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const reviewIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const reviewDecisionParams = reviewIdParams.extend({ decision: z.enum(["publish", "reject"]) });

export const backofficeReviewsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    await requireStaff(c, "support", "admin");
    return c.json({ reviews: await pendingReviews(c.get("deps").database.db) });
  })
  .post("/:id/:decision", async (c) => {
    const staff = await requireStaff(c, "support", "admin");
    const { id, decision } = parseWith(reviewDecisionParams, c.req.param());
    const deps = c.get("deps");
    const now = nowFrom(deps);
    const state = decision === "publish" ? "published" : "rejected";
    await decideReview(deps.database.db, { id, decision: state, staff: staff.staff, now, clientKey: c.get("clientKey") });
    return c.json({ id, commentStatus: state });
  });
