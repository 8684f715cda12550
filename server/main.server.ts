/**
 * The Node entry: settings, database (migrate + seed on first start), the React Router build and
 * the API in one Hono server. Bundled into build/server/index.js by `react-router build`.
 */
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { checkEditions, configureCompanyFacts } from "../core/editions/index.ts";
import { createMailer, mailLogRecorder } from "../core/mail/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { listenForChanges } from "../core/changes/index.ts";
import { createApp, type PageHandler } from "./app.server.ts";
import { fileClock } from "./config/clock-file.server.ts";
import { createJobWorker } from "./jobs/worker.server.ts";
import { loadCompanyFacts } from "./config/company.server.ts";
import { requireDebtorSettings } from "../core/payout/index.ts";
import { listenHost, loadConfig } from "./config/config.server.ts";
import { staticFileRoutes } from "./http/static-files.server.ts";
import { log, setLogLevel } from "./middleware/logging.server.ts";
import { buildRoutePatterns, registerPagePatterns } from "./http/log-path.ts";
import { pageContext } from "./http/page-context.server.ts";
import { SERVER_TIMEOUTS } from "./runtime/server-options.server.ts";
import { prepareDatabase } from "./runtime/startup.server.ts";
import { createLifecycle } from "./runtime/lifecycle.server.ts";
import { exitOnSignals } from "./runtime/shutdown.server.ts";
import { METRICS_HOST, metricsMode, startMetricsServer } from "./metrics/endpoint.server.ts";
import { loadSecrets } from "./config/secrets.server.ts";
import { createPageCache } from "./page-cache/cache.server.ts";
import { withPageCache } from "./page-cache/serve.server.ts";
import { nowFrom } from "../core/shared/index.ts";
import { configureContentSwitches } from "../core/content/index.server.ts";
import { registerCheckOn } from "../core/device-register/index.server.ts";
import { configureSellerRecordRetention } from "../core/seller-records/index.ts";

async function start() {
  let config;
  try {
    config = loadConfig();
    checkEditions();
    configureCompanyFacts(loadCompanyFacts(config));
    // the privacy page names the device register only while the check is on (decision 0096)
    configureContentSwitches({ registerCheck: registerCheckOn(config) });
    configureSellerRecordRetention(config.SELLER_RECORD_RETENTION_YEARS ?? {});
    requireDebtorSettings(config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  setLogLevel(config.LOG_LEVEL);
  if (!process.version.startsWith("v24.")) log("warn", "Sellback expects Node 24", { version: process.version });

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Migrations and the seed, once, under the start-up lock: other instances wait (decision 0053).
  let seeded: string[];
  try {
    seeded = await prepareDatabase(database, config);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  if (seeded.length) log("info", "seeded", { parts: seeded });
  const secrets = loadSecrets(config.DATA_DIR, { sessionSecret: config.SESSION_SECRET });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, record: mailLogRecorder(database.db) });
  const lifecycle = createLifecycle();
  const deps = {
    database,
    config,
    secrets,
    buildVersion: build.assets.version,
    mailer,
    lifecycle,
    ...(config.CLOCK_FILE ? { clock: fileClock(config.CLOCK_FILE) } : {}),
  };

  const handler = createRequestHandler(build, "production");
  // log lines name the back office's and portal's pages by route, not by path (decision 0070)
  registerPagePatterns(buildRoutePatterns(build.routes));
  const pages: PageHandler = (request, vars) => {
    const context = new RouterContextProvider();
    context.set(pageContext, {
      deps,
      edition: vars.edition,
      mode: vars.mode,
      surface: vars.surface,
      locale: vars.locale,
      nonce: vars.nonce,
      clientKey: vars.clientKey,
    });
    return handler(request, context);
  };

  // The client assets sit beside this bundle (build/server/index.js → build/client), whatever the build folder is called.
  const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "client");
  const staticFiles = staticFileRoutes(clientDir);

  // Anonymous pages from memory (decision 0048): stored by the app, answered before Hono.
  const pageCache =
    config.PAGE_CACHE_MB > 0
      ? createPageCache({
          budgetBytes: config.PAGE_CACHE_MB * 1024 * 1024,
          db: database.db,
          now: deps.clock ? () => nowFrom(deps).getTime() : Date.now,
        })
      : undefined;
  const app = createApp(deps, { pages, staticFiles, before: [compress()], ...(pageCache ? { pageCache } : {}) });
  const cachedFirst = ((options: ServerOptions, listener: RequestListener) =>
    createServer(
      options,
      pageCache ? withPageCache(pageCache, config.TRUST_PROXY, listener, { lifecycle }) : listener,
    )) as unknown as typeof createServer;
  const server = serve(
    { fetch: app.fetch, port: config.PORT, hostname: listenHost(config), serverOptions: { ...SERVER_TIMEOUTS }, createServer: cachedFirst },
    (info) =>
      log("info", "listening", { host: info.address, port: info.port, database: database.kind, url: `http://localhost:${info.port}/` }),
  );

  // Changes announced by any instance clear this one's caches (core/changes, decision 0036).
  const stopListening = await listenForChanges(database);

  // Deadlines and mails (decision 0024); JOB_POLL_MS=0 leaves them to other instances.
  const worker = createJobWorker(deps);
  worker.start();

  // Metrics on a loopback port of their own, when METRICS_PORT asks (decision 0053).
  const metricsServer = config.METRICS_PORT
    ? startMetricsServer(deps, config.METRICS_PORT, (port) => log("info", "metrics listening", { host: METRICS_HOST, port }))
    : null;
  if (!config.METRICS_PORT) log("info", "metrics", { mode: metricsMode(config) });

  // SIGTERM: not ready, no new connections, running requests finish within SHUTDOWN_GRACE_MS,
  // the worker after its job, then LISTEN, mails and the database close; exit 0 (decision 0053).
  exitOnSignals({
    lifecycle,
    servers: [server as Server, ...(metricsServer ? [metricsServer] : [])],
    stopWorker: () => worker.stop(),
    closers: [() => stopListening(), () => mailer.flush(), () => database.close()],
    graceMs: config.SHUTDOWN_GRACE_MS,
  });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
