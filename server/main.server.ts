/**
 * The Node entry: settings, database (migrate + seed on first start), the React Router build and
 * the API in one Hono server. Bundled into build/server/index.js by `react-router build`.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { checkEditions } from "../core/editions/check.ts";
import { createMailer } from "../core/mail/mailer.server.ts";
import { mailLogRecorder } from "../core/mail/log.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { listenForChanges } from "../core/changes/index.ts";
import { seedIfEmpty } from "../db/seed/index.server.ts";
import { createApp, type PageHandler } from "./app.server.ts";
import { fileClock } from "./clock-file.server.ts";
import { createJobWorker } from "./jobs/worker.server.ts";
import { configureCompanyFacts } from "../core/editions/index.ts";
import { loadCompanyFacts } from "./company.server.ts";
import { requireDebtorSettings } from "../core/payout/debtor.ts";
import { listenHost, loadConfig } from "./config.server.ts";
import type { AppEnv } from "./env.server.ts";
import { log, setLogLevel } from "./middleware/logging.server.ts";
import { pageContext } from "./page-context.server.ts";
import { SERVER_TIMEOUTS } from "./server-options.server.ts";
import { prepareStaff } from "./staff-startup.server.ts";
import { seedDevPartners } from "../db/seed/partners.server.ts";
import { loadSecrets } from "./secrets.server.ts";

async function start() {
  let config;
  try {
    config = loadConfig();
    checkEditions();
    configureCompanyFacts(loadCompanyFacts(config));
    requireDebtorSettings(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  setLogLevel(config.LOG_LEVEL);
  if (!process.version.startsWith("v24.")) log("warn", "Sellback expects Node 24", { version: process.version });

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  try {
    if ((await prepareStaff(database.db, config)) === "seeded") seeded.push("development staff");
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (config.NODE_ENV !== "production" && (await seedDevPartners(database.db, config.PORT))) seeded.push("development partners");
  if (seeded.length) log("info", "seeded", { parts: seeded });
  const secrets = loadSecrets(config.DATA_DIR, { sessionSecret: config.SESSION_SECRET });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, record: mailLogRecorder(database.db) });
  const deps = { database, config, secrets, buildVersion: build.assets.version, mailer, ...(config.CLOCK_FILE ? { clock: fileClock(config.CLOCK_FILE) } : {}) };

  const handler = createRequestHandler(build, "production");
  const pages: PageHandler = (request, vars) => {
    const context = new RouterContextProvider();
    context.set(pageContext, { deps, edition: vars.edition, mode: vars.mode, surface: vars.surface, locale: vars.locale, nonce: vars.nonce, clientKey: vars.clientKey });
    return handler(request, context);
  };

  // The client assets sit beside this bundle (build/server/index.js → build/client), whatever the build folder is called.
  const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "client");
  const staticFiles = new Hono<AppEnv>();
  staticFiles.use(
    "/assets/*",
    serveStatic({ root: clientDir, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
  );
  staticFiles.use("*", serveStatic({ root: clientDir, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }));

  const app = createApp(deps, { pages, staticFiles, before: [compress()] });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: listenHost(config), serverOptions: { ...SERVER_TIMEOUTS } }, (info) =>
    log("info", "listening", { host: info.address, port: info.port, database: database.kind, url: `http://localhost:${info.port}/` }),
  );

  // Changes announced by any instance clear this one's caches (core/changes, decision 0036).
  const stopListening = await listenForChanges(database);

  // Deadlines and mails (decision 0024); JOB_POLL_MS=0 leaves them to other instances.
  const worker = createJobWorker(deps);
  worker.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await worker.stop();
      await stopListening().catch(() => {});
      await mailer.flush();
      await database.close().catch(() => {});
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
