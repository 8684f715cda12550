/**
 * GET /api/trade/devices/{id}/facts (issue 34, decision 0129): the device page's price history and
 * open figures as JSON, public and cacheable; the figures null below MODEL_FIGURES_MIN_PAID and
 * there from it; 422 for what is no id, 404 for an unknown or hidden device.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { modelFigures } from "../../db/schema/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { topSmartphone } from "../../tests/helpers/trades.ts";

describeEachDatabase(
  "device facts API",
  (ctx) => {
    const get = (path: string, host = "de.localhost") => ctx().request(`/api/trade/devices${path}`, { host, method: "GET" });

    it("answers the price history and no figures below the threshold, the figures from it; public and cacheable", async () => {
      const device = await topSmartphone(ctx());
      const db = ctx().database.db;
      await db.delete(modelFigures).where(sql`device_id = ${device.id}`);
      await db.insert(modelFigures).values({
        deviceId: device.id,
        paidCount: 4,
        atOfferCount: 3,
        medianDaysToMoney: "1.5",
        computedAt: new Date("2026-06-01T03:00:00Z"),
      });
      const below = await get(`/${device.id}/facts`);
      expect(below.status).toBe(200);
      expect(below.headers.get("cache-control")).toBe("public, max-age=300");
      const body = (await below.json()) as {
        deviceId: number;
        priceHistory: { points: { day: string; price: number }[] };
        figures: unknown;
      };
      expect(body.deviceId).toBe(device.id);
      expect(body.priceHistory.points).toHaveLength(90);
      expect(body.priceHistory.points.every((p) => p.price > 0)).toBe(true);
      expect(body.figures).toBeNull();

      await db.update(modelFigures).set({ paidCount: 5 }).where(sql`device_id = ${device.id}`);
      const from = (await (await get(`/${device.id}/facts`)).json()) as { figures: unknown };
      expect(from.figures).toEqual({
        paidCount: 5,
        atOfferShare: 0.6,
        medianDaysToMoney: 1.5,
        topDeduction: null,
        computedAt: "2026-06-01T03:00:00.000Z",
      });
    });

    it("422 for what is no device id, 404 for an unknown or hidden device", async () => {
      for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
        const res = await get(`/${bad}/facts`);
        expect(res.status, bad).toBe(422);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
      expect((await get("/2000000000/facts")).status).toBe(404);
      const [hidden] = await rows<{ id: number }>(ctx().database.db, sql`select id from devices where not hidden order by id desc limit 1`);
      await ctx().database.db.execute(sql`update devices set hidden = true where id = ${hidden!.id}`);
      expect((await get(`/${hidden!.id}/facts`)).status).toBe(404);
      await ctx().database.db.execute(sql`update devices set hidden = false where id = ${hidden!.id}`);
    });
  },
  { env: { MODEL_FIGURES_MIN_PAID: "5" } },
);
