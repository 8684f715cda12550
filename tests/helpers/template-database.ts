/**
 * One migrated and seeded database per test run, copied for each API suite instead of migrating and
 * seeding each suite's own (decision 0022):
 * - PostgreSQL: a template database `sellback_tpl_<run>_<hash>`; each suite's database is
 *   `create database … template …` (a file copy on the server).
 * - PGlite: a tar of a cleanly shut down data directory in the run's folder; each suite starts
 *   its in-memory PGlite from it (`loadDataDir`), which also skips PGlite's initdb.
 * The first suite that needs one builds it (the others wait: a PostgreSQL advisory lock, a lock
 * folder for the dump). `<hash>` covers db/migrations, db/seed and the id offsets, so a changed
 * migration or seed (vitest's watch mode) builds a new one. Between the migrations and the seed,
 * each table's id sequence moves to its own offset (db/id-offsets.server.ts, decision 0073), so
 * ids of two tables never coincide in a test. tests/helpers/global-setup.ts names the run and removes
 * both, and the suites' copies, at its end. Free of vitest imports: the global setup runs outside the test workers.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../db/client.server.ts";
import { applyIdOffsets } from "../../db/id-offsets.server.ts";
import { seedIfEmpty } from "../../db/seed/index.server.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** What the global setup hands to the workers: the run's id and its scratch folder. */
export interface TestRun {
  id: string;
  dir: string;
}

export const TEMPLATE_PREFIX = "sellback_tpl_";
/**
 * A suite's copy of the template: `sellback_test_<run>_<random>`. The copies stay until the run's
 * end, where the global setup drops them all: a copy dropped as its suite ends frees a thousand
 * files while the next suites create theirs, and on ext4 each new file then passes over every
 * recently freed one (decision 0148).
 */
export const COPY_PREFIX = "sellback_test_";

const root = path.resolve(import.meta.dirname, "../..");

/** A short hash of everything that shapes a fresh database: the migrations, the seed, the id offsets. */
export function databaseSourceHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(path.relative(root, full)).update("\0").update(readFileSync(full)).update("\0");
    }
  };
  walk(path.join(root, "db", "migrations"));
  walk(path.join(root, "db", "seed"));
  hash.update(readFileSync(path.join(root, "db", "id-offsets.server.ts")));
  return hash.digest("hex").slice(0, 12);
}

/** The URL of database `name` on the TEST_DATABASE_URL server. */
export function postgresUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * The run's PostgreSQL template, built by the first caller (an advisory lock keeps the others
 * waiting). It is built under another name and renamed when complete, so a half-built template
 * is never copied.
 */
export async function postgresTemplate(run: TestRun): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${run.id}_${databaseSourceHash()}`;
  await withAdmin(async (admin) => {
    // held until this connection ends
    await admin.query("select pg_advisory_lock(hashtext($1))", [name]);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ databaseUrl: postgresUrl(building), poolSize: 2 });
    try {
      await database.migrate();
      await applyIdOffsets(database.db);
      await seedIfEmpty(database.db);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
  });
  return name;
}

/**
 * A Blob over bytes already in memory: PGlite reads a `loadDataDir` with `arrayBuffer()`, which for
 * a Node Blob of 66 MB copied it in chunks (0.4–0.6 s a suite on the AMD machine, decision 0147).
 * PGlite copies each file out of the bytes, so the suites of a worker share them read-only.
 */
class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([], { type: "application/x-tar" });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** The worker's copy of each template file it has read. */
const templateBytes = new Map<string, Blob>();

/**
 * The run's PGlite data directory as an uncompressed tar, built by the first caller. It is the
 * folder of a PostgreSQL that was shut down cleanly, so a suite's PGlite starts without crash
 * recovery; a dump of the running database (`dumpDataDir`) made each start replay it and write a
 * new 16 MB WAL segment into PGlite's in-memory files, 0.7 s a suite on the AMD machine
 * (decision 0147).
 */
export async function pgliteTemplate(run: TestRun): Promise<Blob> {
  const file = path.join(run.dir, `pglite-${databaseSourceHash()}.tar`);
  const lock = `${file}.lock`;
  mkdirSync(run.dir, { recursive: true }); // a long watch session may outlive it
  const started = Date.now();
  while (!existsSync(file)) {
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() - started > 120_000) throw new Error(`the PGlite template ${file} was not built within 2 minutes (lock ${lock})`);
      await sleep(100);
      continue;
    }
    try {
      if (existsSync(file)) break;
      await buildPgliteTemplate(file);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  let blob = templateBytes.get(file);
  if (!blob) {
    const bytes = readFileSync(file);
    blob = new BytesBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    templateBytes.set(file, blob);
  }
  return blob;
}

/**
 * Migrates and seeds a database in memory (fast: no files), moves it into a folder on disk and shuts
 * that down cleanly, then writes the folder as a tar.
 */
async function buildPgliteTemplate(file: string): Promise<void> {
  const memory = await openDatabase({ dataDir: "memory://" });
  let dump: Blob;
  try {
    await memory.migrate();
    await applyIdOffsets(memory.db);
    await seedIfEmpty(memory.db);
    dump = await (memory.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  } finally {
    await memory.close();
  }
  const folder = `${file}.folder`;
  rmSync(folder, { recursive: true, force: true });
  try {
    // opening the running database's dump replays it; closing shuts it down with a checkpoint
    await (await openDatabase({ dataDir: folder, loadDataDir: dump })).close();
    const dataDir = path.join(folder, "pglite");
    // PGlite's untar reads ustar; names relative to the data folder, as dumpDataDir writes them
    execFileSync("tar", ["--format=ustar", "-cf", `${file}.partial`, "-C", dataDir, ...readdirSync(dataDir).sort()]);
    renameSync(`${file}.partial`, file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
