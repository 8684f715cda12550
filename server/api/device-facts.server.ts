/**
 * A model's price history and open figures (issue 34, decision 0129):
 * `GET /api/trade/devices/{id}/facts`, what the device page shows, as JSON in the host's edition.
 * Public and cacheable: nothing personal, and the figures change once a day (the job). The figures
 * are null below MODEL_FIGURES_MIN_PAID, exactly as on the page.
 */
import { Hono } from "hono";
import { z } from "zod";
import { deviceFacts } from "../../core/model-facts/index.server.ts";
import { fromCents, nowFrom, ProblemError } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { parseWith } from "../http/problem.server.ts";

export const deviceFactsParams = z.object({
  id: z.coerce
    .number({ error: "validation.invalid" })
    .int("validation.invalid")
    .positive("validation.invalid")
    .max(2_147_483_647, "validation.invalid")
    .describe("The device's id"),
});

export const deviceFactsApi = new Hono<AppEnv>().get("/:id/facts", async (c) => {
  const { id } = parseWith(deviceFactsParams, c.req.param());
  const deps = c.get("deps");
  const facts = await deviceFacts(deps.database.db, c.get("edition"), id, nowFrom(deps), deps.config.MODEL_FIGURES_MIN_PAID);
  if (!facts) throw new ProblemError(404, "not_found", "problem.detail.noDevice");
  const { priceHistory, figures } = facts;
  c.header("Cache-Control", "public, max-age=300");
  return c.json({
    deviceId: id,
    priceHistory: priceHistory && {
      fromDay: priceHistory.fromDay,
      toDay: priceHistory.toDay,
      points: priceHistory.points.map((p) => ({ day: p.day, price: fromCents(p.cents) })),
    },
    figures,
  });
});
