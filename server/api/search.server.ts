import { Hono } from "hono";
import { z } from "zod";
import { devicesBySeries, deviceBySlug, listCategories } from "../../core/catalog/index.server.ts";
import { editions } from "../../core/editions/index.ts";
import { searchDevicesText } from "../../core/search/index.server.ts";
import { ProblemError, inputString } from "../../core/shared/index.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

/** A typed query, never a raw engine query (decisions.md "API contracts"). */
export const searchBody = z
  .object({
    search: z.discriminatedUnion("type", [
      z.object({ type: z.literal("deviceByUrl"), url: inputString().trim().min(1).max(200) }).strict(),
      z.object({ type: z.literal("devicesBySeries"), seriesId: inputString().trim().min(1).max(200) }).strict(),
      z.object({ type: z.literal("devicesText"), text: inputString().max(200) }).strict(),
      z.object({ type: z.literal("categories") }).strict(),
    ]),
    application: inputString().min(1).max(100),
    resultSize: z.number().int().min(1).max(100),
  })
  .strict();

export const searchApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = await readJson(c, searchBody);
  const edition = c.get("edition");
  const indexes = editions[edition].searchIndexes;
  const wanted = body.search.type === "categories" ? indexes.manufacturers : indexes.devices;
  if (body.application !== wanted)
    throw new ProblemError(422, "validation", "problem.detail.wrongIndex", [{ field: "application", message: "validation.invalid" }], {
      expectedApplication: wanted,
    });
  const db = c.get("deps").database.db;
  const size = body.resultSize;
  c.header("Cache-Control", "no-store");
  switch (body.search.type) {
    case "deviceByUrl": {
      const slug = body.search.url.replace(/^.*\//, "");
      const device = await deviceBySlug(db, edition, slug);
      return c.json({ total: device ? 1 : 0, hits: device ? [device] : [] });
    }
    case "devicesBySeries": {
      const hits = await devicesBySeries(db, edition, body.search.seriesId, size);
      return c.json({ total: hits.length, hits });
    }
    case "devicesText":
      return c.json(await searchDevicesText(db, edition, body.search.text, size));
    case "categories": {
      const hits = (await listCategories(db, edition)).slice(0, size);
      return c.json({ total: hits.length, hits });
    }
  }
});
