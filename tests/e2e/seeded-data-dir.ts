/**
 * A data folder for a server of a spec's own, copied from one the build seeded once in this run
 * (decision 0146). A start on an empty folder migrates and seeds the embedded database (about
 * 7.5 s of CPU on the Intel machine); a start on the copy finds both done (about 2.3 s). The first
 * spec that asks builds the seeded folder (the other worker waits for a lock folder): the build on
 * a free port with the browser tests' settings (TEST_ID_OFFSETS=1 from playwright.config.ts), no
 * clock file, no job polling, stopped once /api/health answers. Only its database is copied: each
 * server makes its own secrets, and the development partners' origin follows each server's port
 * on its start (db/seed/partners.server.ts).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../../scripts/free-port.ts";
import { stopProcess, untilHealthy } from "./server-process.ts";

/** A new folder (`sellback-{name}-…` under the system's temporary folder) holding a copy of the seeded database. */
export async function seededDataDir(name: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sellback-${name}-`));
  const seeded = await seededTemplate();
  cpSync(path.join(seeded, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/** The run's seeded folder beside the shared server's (E2E_DATA_DIR), built by the first caller. */
async function seededTemplate(): Promise<string> {
  const shared = process.env.E2E_DATA_DIR;
  if (!shared) throw new Error("E2E_DATA_DIR is unset: run the browser tests through playwright.config.ts");
  const folder = `${shared}-seeded`;
  const lock = `${folder}.lock`;
  const started = Date.now();
  while (!existsSync(folder)) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() - started > 180_000) throw new Error(`the seeded data folder ${folder} was not built within 3 minutes (lock ${lock})`);
      await sleep(200);
      continue;
    }
    try {
      if (!existsSync(folder)) await seedInto(folder);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return folder;
}

/** Starts the build on an empty folder until /api/health answers, stops it, and moves the folder to `folder`. */
async function seedInto(folder: string): Promise<void> {
  const building = `${folder}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { mode: 0o700 });
  const port = await freePort();
  const child = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")),
      PORT: String(port),
      DATA_DIR: building,
      LOG_LEVEL: "warn",
      JOB_POLL_MS: "0",
    },
    stdio: "ignore",
  });
  try {
    await untilHealthy(child, port, "the seeding server", 150_000);
  } finally {
    // PGlite writes its last pages as it closes: the folder is complete once the process has exited
    await stopProcess(child);
  }
  renameSync(building, folder);
}
