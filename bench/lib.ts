/** Shared benchmark plumbing: start the built server on a free port, wait for health, stop it. */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export async function waitFor(url: string, headers: Record<string, string> = {}, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

export interface RunningServer {
  port: number;
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(opts: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-bench-"));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "build/server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  await waitFor(`${base}/api/health`);
  return {
    port: opts.port,
    base,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
