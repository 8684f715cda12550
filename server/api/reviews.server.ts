/**
 * `/api/reviews` (decision 0034): the edition's review seal and published comments (public, no
 * personal data beyond the first name and initial the reviewer agreed to show), and the
 * submission through the single-use link from the invitation mail (no login: the link's token is
 * the permission; rate limited per client address).
 */
import { Hono } from "hono";
import { reviewInputSchema } from "../../core/reviews/index.ts";
import { publishedReviews, reviewSummary, submitReview } from "../../core/reviews/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

export const reviewsApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const db = c.get("deps").database.db;
    const edition = c.get("edition");
    const [summary, reviews] = await Promise.all([reviewSummary(db, edition), publishedReviews(db, edition)]);
    return c.json({ ...summary, reviews });
  })
  .post("/", async (c) => {
    const input = await readJson(c, reviewInputSchema);
    const deps = c.get("deps");
    const { id } = await submitReview(deps.database.db, c.get("edition"), input, c.get("clientKey"), nowFrom(deps));
    return c.json({ id }, 201);
  });
