/**
 * A server of a spec's own: the same build on a free port with a data folder of its own (a copy of
 * the run's seeded one, tests/e2e/seeded-data-dir.ts),
 * its clock in a file (CLOCK_FILE) when the spec sets one, and the spec's settings (fake carriers,
 * registers, company facts), for specs whose subject depends on the server's time, settings or on
 * limits the shared server must not reach. Started in `beforeAll`, stopped in `afterAll`.
 */
import type { APIRequestContext } from "@playwright/test";
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../scripts/free-port.ts";
import { seededDataDir } from "./seeded-data-dir.ts";
import { stopProcess, untilHealthy } from "./server-process.ts";

export interface OwnServer {
  port: number;
  dataDir: string;
  /** An address on this server, for the edition host (default de.localhost). */
  url(pathname?: string, host?: string): string;
  /** Sets the server's clock (it runs on from there); only for a server started with `at`. */
  setTime(at: Date): void;
  /** Stops the server; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server (its clock at `at` if given, else the real one; `env` added to the settings)
 * and resolves when /api/health answers within `timeoutMs`.
 */
export async function startOwnServer(
  name: string,
  opts: { at?: Date; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<OwnServer> {
  const dataDir = await seededDataDir(name);
  const port = await freePort();
  const clock = path.join(dataDir, "clock");
  const setTime = (when: Date) => writeFileSync(clock, when.toISOString());
  if (opts.at) setTime(opts.at);
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(opts.at ? { CLOCK_FILE: clock } : {}),
      LOG_LEVEL: "warn",
      JOB_POLL_MS: "0",
      TRUST_PROXY: "127.0.0.1/8,::1",
      ...opts.env,
    },
    stdio: "ignore",
  });
  try {
    await untilHealthy(child, port, `the ${name} server`, opts.timeoutMs ?? 100_000);
  } catch (err) {
    await stopProcess(child);
    throw err;
  }
  return {
    port,
    dataDir,
    url: (pathname = "/", host = "de.localhost") => `http://${host}:${port}${pathname}`,
    setTime,
    stop: () => stopProcess(child),
  };
}

/** The last client address handed out by `shopPoster`. */
let lastAddress = 0;

/**
 * Posts to the shop API of `own` (the de edition), each call from a client address of its own: the
 * offer and trade limits count per address, so a spec's many calls never reach them.
 */
export function shopPoster(own: OwnServer, request: APIRequestContext) {
  return (path: string, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`http://127.0.0.1:${own.port}${path}`, {
      headers: { host: `de.localhost:${own.port}`, "x-forwarded-for": `198.51.100.${(++lastAddress % 250) + 1}`, ...headers },
      data,
    });
}
