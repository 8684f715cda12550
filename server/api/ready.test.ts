/**
 * /api/ready (decision 0053): 200 when the database answers and every migration is applied; a 503
 * problem document without detail when a migration is missing, the database is gone, or the
 * instance is shutting down. /api/health keeps its contract.
 */
import { sql } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "../../core/mail/index.server.ts";
import { openDatabase } from "../../db/client.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createApp } from "../app.server.ts";
import { loadConfig } from "../config/config.server.ts";
import { createLifecycle } from "../runtime/lifecycle.server.ts";

describeEachDatabase("readiness", (ctx) => {
  it("is ready on a migrated database; health keeps its contract", async () => {
    const res = await ctx().request("/api/ready");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
    const health = await ctx().request("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", version: "test", database: { ok: true } });
  });

  it("answers 503 without detail while a committed migration is not applied", async () => {
    const { db } = ctx().database;
    const [last] = (
      (await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const res = await ctx().request("/api/ready", { host: "de.localhost" });
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        type: "https://sellback.com/problems/not_ready",
        status: 503,
        title: "Der Dienst nimmt gerade keine Anfragen an.",
      });
      expect(body.detail).toBeUndefined();
      expect(JSON.stringify(body)).not.toMatch(/migration|drizzle|database|postgres|pglite/i);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ctx().request("/api/ready")).status).toBe(200);
  });

  it("answers 503 at once while the instance shuts down, and ready again for a fresh lifecycle", async () => {
    const lifecycle = createLifecycle();
    ctx().deps.lifecycle = lifecycle;
    try {
      expect((await ctx().request("/api/ready")).status).toBe(200);
      lifecycle.drain();
      const res = await ctx().request("/api/ready");
      expect(res.status).toBe(503);
      expect(((await res.json()) as { title: string }).title).toBe("The service is not ready to take requests.");
      // liveness stays what it was: the process still answers
      expect((await ctx().request("/api/health")).status).toBe(200);
    } finally {
      delete ctx().deps.lifecycle;
    }
  });
});

describe("readiness without a database", () => {
  it("answers 503 without detail when PostgreSQL cannot be reached", async () => {
    // nothing listens on port 1: every connection is refused
    const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", poolSize: 1 });
    const app = createApp({
      database,
      config: loadConfig({ NODE_ENV: "test" }),
      secrets: { sessionSecret: "s".repeat(48), jwtSecret: "j".repeat(48) },
      buildVersion: "test",
      mailer: createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-mail-")) }),
    });
    try {
      const socket = { remoteAddress: "192.0.2.1", remotePort: 40000, remoteFamily: "IPv4" };
      const res = await app.request("http://localhost/api/ready", { headers: { host: "localhost" } }, { incoming: { socket } });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ type: "https://sellback.com/problems/not_ready", status: 503 });
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|connect/i);
    } finally {
      await database.close();
    }
  });
});
