import { Hono } from "hono";
import type { AppEnv } from "../config/env.server.ts";

export const healthApi = new Hono<AppEnv>().get("/", async (c) => {
  const { database, buildVersion } = c.get("deps");
  const started = performance.now();
  try {
    await database.ping();
  } catch (err) {
    return c.json({ status: "unavailable", database: { kind: database.kind, ok: false, error: String(err) } }, 503);
  }
  return c.json({
    status: "ok",
    version: buildVersion,
    database: { kind: database.kind, ok: true, ms: Math.round((performance.now() - started) * 10) / 10 },
  });
});
