import { Hono } from "hono";
import { z } from "zod";
import { contentBySlug } from "../../core/content/index.server.ts";
import { ProblemError, inputString } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith } from "../http/problem.server.ts";

export const contentParams = z.object({
  slug: inputString()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/),
});

export const contentApi = new Hono<AppEnv>().get("/:slug", async (c) => {
  const { slug } = parseWith(contentParams, { slug: c.req.param("slug") });
  const page = await contentBySlug(c.get("deps").database.db, c.get("edition"), slug);
  if (!page) throw new ProblemError(404, "not_found", "problem.detail.noContentPage");
  c.header("Cache-Control", "public, max-age=60");
  return c.json(page);
});
