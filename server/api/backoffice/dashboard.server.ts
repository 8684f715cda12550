/**
 * `GET /api/backoffice/dashboard?edition=` (issue 14, decision 0043): the dashboard's figures as
 * JSON, the same core call as the `/dashboard` page. Any staff role (the figures are counts and
 * sums of every edition, no customer's data; each role runs a part of the business they show),
 * computed from the database on every call and never cached (`private, no-store`).
 */
import { Hono } from "hono";
import { dashboardFigures } from "../../../core/dashboard/index.server.ts";
import { nowFrom, queryOf } from "../../../core/shared/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";
import { dashboardQuerySchema } from "../../../core/dashboard/index.ts";

export const backofficeDashboardApi = new Hono<AppEnv>().get("/", async (c) => {
  await requireStaff(c);
  const { edition } = parseWith(dashboardQuerySchema, queryOf(new URL(c.req.url).searchParams));
  const deps = c.get("deps");
  const figures = await dashboardFigures(deps.database.db, {
    edition: edition ?? null,
    now: nowFrom(deps),
    timeZone: deps.config.OPERATOR_TIME_ZONE,
  });
  c.header("Cache-Control", "private, no-store");
  return c.json(figures);
});
