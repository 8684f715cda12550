/**
 * A server of a spec's own: the same build on a free port with a fresh data folder (seeded on start),
 * its clock in a file (CLOCK_FILE) when the spec sets one, and the spec's settings (fake carriers,
 * registers, company facts), for specs whose subject depends on the server's time, settings or on
 * limits the shared server must not reach. Started in `beforeAll`, stopped in `afterAll`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.ts";

export interface OwnServer {
  port: number;
  dataDir: string;
  /** An address on this server, for the edition host (default de.localhost). */
  url(pathname?: string, host?: string): string;
  /** Sets the server's clock (it runs on from there); only for a server started with `at`. */
  setTime(at: Date): void;
  stop(): void;
}

/**
 * Starts the server (its clock at `at` if given, else the real one; `env` added to the settings)
 * and resolves when /api/health answers within `timeoutMs`.
 */
export async function startOwnServer(
  name: string,
  opts: { at?: Date; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sellback-${name}-`));
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
  const deadline = Date.now() + (opts.timeoutMs ?? 100_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server stopped (exit ${child.exitCode})`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`the ${name} server did not answer /api/health in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    port,
    dataDir,
    url: (pathname = "/", host = "de.localhost") => `http://${host}:${port}${pathname}`,
    setTime,
    stop: () => child.kill("SIGTERM"),
  };
}
