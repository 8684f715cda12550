/**
 * The app in this process on a database (no HTTP server), for benches that time the handlers
 * themselves: requests on one host from one client address, with fresh secrets and a mail folder
 * of the caller's.
 */
import { randomBytes } from "node:crypto";
import { createMailer } from "../core/mail/index.server.ts";
import type { Database } from "../db/client.server.ts";
import { createApp } from "../server/app.server.ts";
import { loadConfig } from "../server/config/config.server.ts";
import type { AppDeps } from "../server/config/env.server.ts";
import { setLogLevel } from "../server/middleware/logging.server.ts";

export function inProcessApp(opts: { database: Database; dataDir: string; mailDir: string; host: string; remoteAddress: string }) {
  setLogLevel("silent");
  const deps: AppDeps = {
    database: opts.database,
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: opts.dataDir }),
    secrets: { sessionSecret: randomBytes(32).toString("hex"), jwtSecret: randomBytes(32).toString("hex") },
    buildVersion: "bench",
    mailer: createMailer({ dataDir: opts.mailDir }),
  };
  const app = createApp(deps);
  const socket = { remoteAddress: opts.remoteAddress, remotePort: 40000, remoteFamily: "IPv4" };
  const request = (p: string, init: RequestInit = {}) =>
    app.request(
      `http://${opts.host}${p}`,
      { ...init, headers: { host: opts.host, ...(init.headers as Record<string, string>) } },
      { incoming: { socket } },
    );
  return { deps, request };
}
