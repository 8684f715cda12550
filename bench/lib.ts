/** Shared benchmark plumbing: start the built server (BUILD_DIR, default build/) on a port, wait for health, stop it. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

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
  /** the server process's id (its CPU time is in /proc/<pid>) */
  pid: number;
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** True when nothing listens on the port (on any address). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });
}

export async function startServer(opts: { port: number; databaseUrl?: string; env?: Record<string, string> }): Promise<RunningServer> {
  // Otherwise the health check would succeed against whatever else answers on that port.
  if (!(await portFree(opts.port))) throw new Error(`port ${opts.port} is taken: pick another one`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-bench-"));
  const child: ChildProcess = spawn(process.execPath, [path.resolve(root, process.env.BUILD_DIR ?? "build", "server/index.js")], {
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
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`server exited with ${code} before it was healthy`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(`${base}/api/health`), exited]);
  return {
    port: opts.port,
    pid: child.pid!,
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

/** The PostgreSQL server the benchmarks use (the test server by default). */
export const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A fresh database on that server named `<prefix>_<pid>`, or null when the server is unreachable. */
export async function freshPgDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `${prefix}_${process.pid}`;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Grows the catalog of the database in `env` (DATA_DIR or DATABASE_URL) to `devices` through `npm run catalog:generate`'s script, in its own process. */
export function generateCatalog(devices: number, env: Record<string, string>): void {
  const r = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/catalog-generate.ts", "--devices", String(devices)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: "inherit",
    },
  );
  if (r.status !== 0) throw new Error("catalog generation failed");
}

/**
 * Adds `count` trades to the database in `env` (DATA_DIR or DATABASE_URL) through
 * `npm run trades:generate`'s script, in its own process as an operator runs it; answers the seconds it took.
 */
export function generateTrades(count: number, env: Record<string, string>): number {
  const started = performance.now();
  const r = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/trades-generate.ts", "--trades", String(count)], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")),
      NODE_ENV: "development",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (r.status !== 0) throw new Error(`trades:generate failed with ${r.status}`);
  return (performance.now() - started) / 1000;
}

/** The p-th percentile (nearest rank) of ascending `sorted` times. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The shop API's registration body (POST /api/account/register) of a de customer with a bank account, for benches that log in. */
export function registrationBody(email: string, password: string, name: { firstName: string; lastName: string }) {
  return {
    enabled: true,
    ...name,
    username: email,
    email,
    credentials: [{ type: "password", value: password, temporary: false }],
    attributes: { locale: "de" },
    Address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
    Payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: `${name.firstName} ${name.lastName}` },
  };
}
