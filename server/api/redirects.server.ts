import { Hono } from "hono";
import { z } from "zod";
import { findRedirect } from "../../core/redirects/index.server.ts";
import { ProblemError, inputString } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith } from "../http/problem.server.ts";

export const redirectQuery = z.object({ path: inputString().min(1).max(2000).startsWith("/") });

export const redirectsApi = new Hono<AppEnv>().get("/", async (c) => {
  const { path } = parseWith(redirectQuery, { path: c.req.query("path") });
  const hit = await findRedirect(c.get("deps").database.db, c.get("edition"), path);
  if (!hit) throw new ProblemError(404, "not_found", "problem.detail.noRedirect");
  c.header("Cache-Control", "public, max-age=300");
  return c.json(hit);
});
