/**
 * `GET /api/backoffice/calibration?category=&series=&channel=` (issue 34 §6, decision 0131): where
 * customers and inspectors disagree, per question and answer, from the calibration job's tables;
 * the same core call as the `/calibration` page. Support and catalog (admin holds both); the
 * customers whose answers were overstated repeatedly only for support, for a conversation, never
 * for an automatic action. Private, never stored (`no-store`): it can name customers.
 */
import { Hono } from "hono";
import { CALIBRATION_CUSTOMER_ROLES, CALIBRATION_ROLES, calibrationQuerySchema } from "../../../core/calibration/index.ts";
import { calibrationView } from "../../../core/calibration/index.server.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { hasRole } from "../../../core/staff/index.ts";
import type { AppEnv } from "../../config/env.server.ts";
import { parseWith } from "../../http/problem.server.ts";
import { requireStaff } from "./auth.server.ts";

export const backofficeCalibrationApi = new Hono<AppEnv>().get("/", async (c) => {
  const staff = await requireStaff(c, ...CALIBRATION_ROLES);
  const filters = parseWith(calibrationQuerySchema, queryOf(new URL(c.req.url).searchParams));
  const view = await calibrationView(c.get("deps").database.db, filters, {
    language: c.get("locale") === "de" ? "de" : "en",
    customers: hasRole(staff.staff.roles, CALIBRATION_CUSTOMER_ROLES),
  });
  c.header("Cache-Control", "private, no-store");
  return c.json(view);
});
