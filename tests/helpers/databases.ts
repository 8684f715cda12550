/**
 * Runs an API suite against each database: PGlite in memory, and the PostgreSQL server at
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) in a fresh database that the
 * run drops at its end. Without a reachable server the PostgreSQL half is skipped with a clear line,
 * except under CI=true, where it fails. Each suite's database is a copy of the run's migrated and
 * seeded template (tests/helpers/template-database.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer, mailLogRecorder } from "../../core/mail/index.server.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { createApp } from "../../server/app.server.ts";
import { loadConfig } from "../../server/config/config.server.ts";
import type { AppDeps } from "../../server/config/env.server.ts";
import { setLogLevel } from "../../server/middleware/logging.server.ts";
import { COPY_PREFIX, pgliteTemplate, postgresTemplate, postgresUrl, TEST_DATABASE_URL, withAdmin } from "./template-database.ts";

export { TEST_DATABASE_URL };

let reachable: Promise<boolean> | null = null;
export function postgresReachable(): Promise<boolean> {
  reachable ??= withAdmin((admin) => admin.query("select 1")).then(
    () => true,
    () => false,
  );
  return reachable;
}

/** A fresh database copied from the run's template; the global setup drops it at the run's end (COPY_PREFIX). */
export async function createPostgresDatabase(): Promise<string> {
  const run = inject("testRun");
  const template = await postgresTemplate(run);
  const name = `${COPY_PREFIX}${run.id}_${randomBytes(4).toString("hex")}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${template}`));
  return postgresUrl(name);
}

export interface TestContext {
  database: Database;
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /**
   * A request as a client of an edition would send it (Host picks the edition). `clientAddress`
   * is the socket's remote address the server sees (as @hono/node-server passes it in
   * `env.incoming`); default 192.0.2.1. Rate-limit tests give each caller its own address here,
   * never through a forwarding header.
   */
  request(path: string, init?: RequestInit & { host?: string; json?: unknown; clientAddress?: string }): Promise<Response>;
  /** Sets the app's clock (deps.clock) to a fixed time; null returns it to the system clock. */
  setNow(now: Date | null): void;
}

export type DatabaseKind = "pglite" | "postgres";

const pgAvailable = await postgresReachable();
if (!pgAvailable) {
  if (process.env.CI === "true") throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable, and CI=true requires it`);
  console.warn(`SKIPPED: the PostgreSQL suites (no server at ${TEST_DATABASE_URL}); PGlite suites still run.`);
}

/**
 * Declares `suite` once per database kind. `env` adds settings to the app's configuration (e.g.
 * `{ TRUST_PROXY: "1" }`, or a production one: `NODE_ENV: "production"` with `DATABASE_URL` and
 * `SESSION_SECRET`, which only satisfy the settings check; the suite's database is still this kind).
 */
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext, kind: DatabaseKind) => void,
  opts: { env?: Record<string, string> } = {},
) {
  for (const kind of ["pglite", "postgres"] as const) {
    describe.skipIf(kind === "postgres" && !pgAvailable)(`${name} [${kind}]`, () => {
      let ctx: TestContext | null = null;
      beforeAll(async () => {
        setLogLevel("silent");
        const databaseUrl = kind === "postgres" ? await createPostgresDatabase() : undefined;
        const loadDataDir = kind === "pglite" ? await pgliteTemplate(inject("testRun")) : undefined;
        const database = await openDatabase({ databaseUrl, dataDir: "memory://", poolSize: 20, loadDataDir });
        let fixedNow: Date | null = null;
        const deps: AppDeps = {
          database,
          // one job at a time unless a test asks for more: the API tests read a batch's jobs in order (decision 0138)
          config: loadConfig({ NODE_ENV: "test", JOB_CONCURRENCY: "1", ...opts.env }),
          secrets: { sessionSecret: "s".repeat(48), jwtSecret: "j".repeat(48) },
          buildVersion: "test",
          mailer: createMailer({ dataDir: mkdtempSync(path.join(tmpdir(), "sellback-mail-")), record: mailLogRecorder(database.db) }),
          clock: () => (fixedNow ? new Date(fixedNow) : new Date()),
          // stored files (purchase records written by jobs, photos) in a folder of the run's own, never DATA_DIR
          storage: directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-files-"))),
        };
        const app = createApp(deps);
        ctx = {
          database,
          deps,
          app,
          setNow: (now) => {
            fixedNow = now;
          },
          request: (path, init = {}) => {
            const { host = "localhost", json, clientAddress = "192.0.2.1", ...rest } = init;
            const headers = new Headers(rest.headers);
            headers.set("host", host);
            if (json !== undefined) {
              if (!headers.has("content-type")) headers.set("content-type", "application/json");
              rest.body = typeof json === "string" ? json : JSON.stringify(json);
              rest.method ??= "POST";
            }
            const socket = { remoteAddress: clientAddress, remotePort: 40000, remoteFamily: clientAddress.includes(":") ? "IPv6" : "IPv4" };
            return Promise.resolve(app.request(`http://${host}${path}`, { ...rest, headers }, { incoming: { socket } }));
          },
        };
      }, 120_000);
      afterAll(async () => {
        // mails still being written to the mail log finish before the database closes
        await ctx?.deps.mailer.flush().catch(() => {});
        await ctx?.database.close();
      });
      suite(() => {
        if (!ctx) throw new Error("test database not ready");
        return ctx;
      }, kind);
    });
  }
}
