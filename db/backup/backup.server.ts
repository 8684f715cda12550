/**
 * Backup and restore (decision 0055), used by `npm run db:backup` / `db:restore`.
 *
 * A backup is one folder (0700, files 0600), written as `<folder>.partial` and renamed when complete:
 * - `manifest.json`: app version, time, database kind and tool versions, migration level, row
 *   counts and checksums of every table (taken in the dump's snapshot), sha256 of every file;
 * - `database.pgdump` (PostgreSQL: `pg_dump --format=custom` in an exported repeatable-read
 *   snapshot, so the shop may keep running) or `database.tar.gz` (the embedded PGlite: its
 *   `dumpDataDir`; the data directory's lock means the shop must be stopped);
 * - `uploads/`: DATA_DIR/uploads (inspection photos, catalog photos, labels), copied after the
 *   snapshot: files are written before the rows that name them, so every file the dump refers to is there;
 * - `secrets.json`: DATA_DIR's generated secrets when no SESSION_SECRET is set (sessions, TOTP
 *   secrets and newsletter hashes depend on it); with SESSION_SECRET only its fingerprint.
 * A restore checks everything first (manifest, file checksums, migration level, tool versions, an
 * empty target unless `force`), then restores, then compares the restored database's inventory
 * with the manifest.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { createReadStream, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { copyFile, chmod } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { projectRoot, privateDir, writePrivateFile } from "../../core/shared/index.server.ts";
import { openDatabase } from "../client.server.ts";
import { lockDataDir } from "../data-dir-lock.server.ts";
import { fixTextForms, takeInventory, userTableCount, type Query } from "./inventory.server.ts";
import {
  inventoryDifferences,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  migrationRefusal,
  parseManifest,
  type Inventory,
  type Manifest,
} from "./manifest.ts";

export interface BackupSource {
  /** PostgreSQL; unset = the embedded database under `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR: its uploads/ and secrets.json (and pglite/ for the embedded database). */
  dataDir: string;
  /** SESSION_SECRET when set: only its fingerprint goes into the manifest. */
  sessionSecret?: string;
  /** Folder of the PostgreSQL client tools (pg_dump, pg_restore); default: on PATH. */
  pgBin?: string;
}

export class BackupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefusal";
  }
}

const DUMP_PG = "database.pgdump";
const DUMP_PGLITE = "database.tar.gz";
const SECRETS = "secrets.json";
const UPLOADS = "uploads";

/* ---------------------------------------------------------------- files */

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Regular files under `dir`, as paths relative to it with forward slashes, sorted. Symbolic links are refused. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel)).sort()) {
      const relPath = rel ? `${rel}/${entry}` : entry;
      const st = lstatSync(path.join(dir, relPath));
      if (st.isSymbolicLink()) throw new BackupRefusal(`${path.join(dir, relPath)} is a symbolic link: uploads hold regular files only`);
      if (st.isDirectory()) walk(relPath);
      else if (st.isFile()) out.push(relPath);
    }
  };
  walk("");
  return out;
}

async function copyTree(from: string, to: string, files: string[]): Promise<void> {
  privateDir(to);
  for (const rel of files) {
    const target = path.join(to, ...rel.split("/"));
    privateDir(path.dirname(target));
    await copyFile(path.join(from, ...rel.split("/")), target);
    await chmod(target, 0o600);
  }
}

const fingerprint = (secret: string) => createHmac("sha256", secret).update("sellback backup fingerprint v1").digest("hex").slice(0, 16);

function appInfo(): Manifest["app"] {
  const root = projectRoot();
  const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  return { name: "sellback", version, commit: git.status === 0 ? git.stdout.trim() : null };
}

/** The journal's migrations: `when` → tag. */
export function journal(): Map<number, string> {
  const file = path.join(projectRoot(), "db", "migrations", "meta", "_journal.json");
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { entries: { when: number; tag: string }[] };
  return new Map(parsed.entries.map((e) => [e.when, e.tag]));
}

/* ---------------------------------------------------------------- PostgreSQL tools */

/** The connection for the client tools: the URL without its password (visible in `ps`), the password in PGPASSWORD. */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function tool(pgBin: string | undefined, name: string): string {
  return pgBin ? path.join(pgBin, name) : name;
}

/** "pg_dump (PostgreSQL) 15.20 (Debian …)" → { text, major: 15 }. */
export function toolVersion(pgBin: string | undefined, name: string): { text: string; major: number } {
  const run = spawnSync(tool(pgBin, name), ["--version"], { encoding: "utf8" });
  if (run.status !== 0)
    throw new BackupRefusal(`${tool(pgBin, name)} is not available (Debian: apt-get install postgresql-client-<server major>)`);
  const text = run.stdout.trim();
  const m = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  if (!m) throw new BackupRefusal(`cannot read the version of ${name}: ${text}`);
  return { text, major: Number(m[1]) };
}

function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      if (stderr.length < 20_000) stderr += d.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

const pgQuery =
  (client: pg.Client): Query =>
  async (text, params) =>
    (await client.query(text, params as unknown[])).rows as Record<string, unknown>[];

const pgliteQuery =
  (client: PGlite): Query =>
  async (text, params) =>
    (await client.query<Record<string, unknown>>(text, params)).rows;

/** Inventory of a database in one read-only transaction. */
async function inventoryOf(query: Query): Promise<Inventory> {
  await query("begin transaction isolation level repeatable read read only");
  try {
    await fixTextForms(query);
    return await takeInventory(query);
  } finally {
    await query("rollback");
  }
}

/* ---------------------------------------------------------------- backup */

export interface BackupResult {
  folder: string;
  manifest: Manifest;
}

/** Writes a backup into `out` (which must not exist yet). */
export async function createBackup(source: BackupSource, out: string): Promise<BackupResult> {
  const folder = path.resolve(out);
  if (existsSync(folder)) throw new BackupRefusal(`${folder} exists already: name a new folder`);
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  // the parent is made when missing, never re-moded (it may be /tmp or a shared backup volume)
  mkdirSync(path.dirname(partial), { recursive: true, mode: 0o700 });
  privateDir(partial);
  try {
    let database: Manifest["database"];
    let inventory: Inventory;
    if (source.databaseUrl) ({ database, inventory } = await dumpPostgres(source, partial));
    else ({ database, inventory } = await dumpPglite(source.dataDir, partial));

    // Uploads after the snapshot: a file is stored before the row that names it.
    const uploadsDir = path.resolve(source.dataDir, UPLOADS);
    const uploads = listFiles(uploadsDir);
    await copyTree(uploadsDir, path.join(partial, UPLOADS), uploads);

    let secrets: Manifest["secrets"] = { mode: "none", fingerprint: null };
    const secretsFile = path.resolve(source.dataDir, SECRETS);
    if (source.sessionSecret) secrets = { mode: "external", fingerprint: fingerprint(source.sessionSecret) };
    else if (existsSync(secretsFile)) {
      const text = readFileSync(secretsFile, "utf8");
      const stored = JSON.parse(text) as { sessionSecret?: string };
      writePrivateFile(path.join(partial, SECRETS), text);
      secrets = { mode: "included", fingerprint: stored.sessionSecret ? fingerprint(stored.sessionSecret) : null };
    }

    const files: Manifest["files"] = [];
    for (const rel of listFiles(partial)) {
      const full = path.join(partial, ...rel.split("/"));
      files.push({ path: rel, bytes: statSync(full).size, sha256: await sha256Of(full) });
    }
    const tags = journal();
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      app: appInfo(),
      createdAt: new Date().toISOString(),
      database,
      migrationTag: inventory.migrations.latest === null ? null : (tags.get(inventory.migrations.latest) ?? null),
      inventory,
      tradesChecksum: inventory.tables["public.trades"]?.checksum ?? "",
      files,
      secrets,
    };
    writePrivateFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, folder);
    return { folder, manifest };
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

async function dumpPostgres(source: BackupSource, folder: string): Promise<{ database: Manifest["database"]; inventory: Inventory }> {
  const dumpTool = toolVersion(source.pgBin, "pg_dump");
  const client = new pg.Client({ connectionString: source.databaseUrl });
  await client.connect();
  try {
    const query = pgQuery(client);
    const [server] = await query("select current_setting('server_version') as version, current_setting('server_version_num')::int as num");
    const serverMajor = Math.floor(Number(server!.num) / 10000);
    if (dumpTool.major < serverMajor)
      throw new BackupRefusal(
        `pg_dump ${dumpTool.major} cannot dump a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor} (or pass --pg-bin)`,
      );
    // One snapshot for the dump and the manifest's figures: pg_dump joins it with --snapshot.
    await query("begin transaction isolation level repeatable read read only");
    await fixTextForms(query);
    const [snap] = await query("select pg_export_snapshot() as id");
    const { dbname, env } = toolConnection(source.databaseUrl!);
    const dumped = runTool(
      tool(source.pgBin, "pg_dump"),
      ["--format=custom", `--snapshot=${String(snap!.id)}`, `--file=${path.join(folder, DUMP_PG)}`, `--dbname=${dbname}`],
      env,
    );
    dumped.catch(() => {});
    const inventory = await takeInventory(query);
    await dumped;
    await query("commit");
    await chmod(path.join(folder, DUMP_PG), 0o600);
    return {
      database: { kind: "postgres", file: DUMP_PG, serverVersion: String(server!.version), pgDumpVersion: dumpTool.text },
      inventory,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

async function dumpPglite(dataDir: string, folder: string): Promise<{ database: Manifest["database"]; inventory: Inventory }> {
  if (!existsSync(path.resolve(dataDir, "pglite", "PG_VERSION")))
    throw new BackupRefusal(`no embedded database under ${path.resolve(dataDir)}`);
  // Refused with DataDirInUseError while the shop (or anything else) has it open.
  const database = await openDatabase({ dataDir });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = pgliteQuery(client);
    const inventory = await inventoryOf(query);
    const [v] = await query("select version() as version");
    const dump = await client.dumpDataDir("gzip");
    writePrivateFile(path.join(folder, DUMP_PGLITE), new Uint8Array(await dump.arrayBuffer()));
    return { database: { kind: "pglite", file: DUMP_PGLITE, pgliteVersion: String(v!.version) }, inventory };
  } finally {
    await database.close();
  }
}

/* ---------------------------------------------------------------- restore */

export interface RestoreTarget {
  databaseUrl?: string;
  dataDir: string;
  /** The target's SESSION_SECRET, when set: compared with the backup's fingerprint. */
  sessionSecret?: string;
  pgBin?: string;
  /** Replace a non-empty target (database, uploads, secrets). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The restored database's inventory, equal to the manifest's (else restoreBackup throws). */
  inventory: Inventory;
  warnings: string[];
}

/** Reads and checks a backup folder: the manifest and the sha256 of every file it lists. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifestFile = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifestFile))
    throw new BackupRefusal(`${folder} holds no ${MANIFEST_FILE}: not a Sellback backup (or an unfinished one)`);
  const manifest = parseManifest(readFileSync(manifestFile, "utf8"));
  const listed = new Set(manifest.files.map((f) => f.path));
  for (const f of manifest.files) {
    const full = path.join(folder, ...f.path.split("/"));
    if (!existsSync(full)) throw new BackupRefusal(`the backup lacks ${f.path}`);
    if ((await sha256Of(full)) !== f.sha256) throw new BackupRefusal(`${f.path} does not match its checksum: the backup is damaged`);
  }
  for (const rel of listFiles(folder))
    if (rel !== MANIFEST_FILE && !listed.has(rel)) throw new BackupRefusal(`${rel} is in the backup folder but not in its manifest`);
  if (!listed.has(manifest.database.file))
    throw new BackupRefusal(`the manifest does not list its database file ${manifest.database.file}`);
  return manifest;
}

export async function restoreBackup(backupFolder: string, target: RestoreTarget): Promise<RestoreResult> {
  const folder = path.resolve(backupFolder);
  const manifest = await verifyBackup(folder);
  const warnings: string[] = [];
  const dataDir = path.resolve(target.dataDir);

  const refusal = migrationRefusal(manifest.inventory.migrations, [...journal().keys()]);
  if (refusal) throw new BackupRefusal(refusal);
  if ((manifest.database.kind === "postgres") !== Boolean(target.databaseUrl))
    throw new BackupRefusal(
      manifest.database.kind === "postgres"
        ? "this is a PostgreSQL backup: give DATABASE_URL (an empty database) to restore into"
        : "this is a backup of the embedded database: restore it without DATABASE_URL, into DATA_DIR",
    );

  // Everything the restore would replace, checked before anything changes.
  const uploadsDir = path.join(dataDir, UPLOADS);
  const busy: string[] = [];
  if (listFiles(uploadsDir).length) busy.push(`${uploadsDir} holds files`);
  const secretsFile = path.join(dataDir, SECRETS);
  const backupSecrets = manifest.secrets.mode === "included" ? readFileSync(path.join(folder, SECRETS), "utf8") : null;
  if (backupSecrets !== null && existsSync(secretsFile) && readFileSync(secretsFile, "utf8") !== backupSecrets)
    busy.push(`${secretsFile} holds other secrets`);

  let unlock = () => {};
  try {
    if (manifest.database.kind === "pglite") {
      unlock = lockDataDir(dataDir); // refused while the shop runs on it
      const pgliteDir = path.join(dataDir, "pglite");
      if (existsSync(pgliteDir) && readdirSync(pgliteDir).length) busy.push(`${pgliteDir} holds a database`);
      refuseBusy(busy, target.force);
      rmSync(pgliteDir, { recursive: true, force: true });
      const blob = new Blob([readFileSync(path.join(folder, manifest.database.file))]);
      const database = await openDatabase({ dataDir, loadDataDir: blob });
      await database.close();
    } else {
      await restorePostgres(folder, manifest, target, busy);
    }

    if (target.force) rmSync(uploadsDir, { recursive: true, force: true });
    const uploadFiles = manifest.files.map((f) => f.path).filter((p) => p.startsWith(`${UPLOADS}/`));
    await copyTree(
      path.join(folder, UPLOADS),
      uploadsDir,
      uploadFiles.map((p) => p.slice(UPLOADS.length + 1)),
    );
    if (backupSecrets !== null) {
      privateDir(dataDir);
      writePrivateFile(secretsFile, backupSecrets);
    }

    if (manifest.secrets.mode === "external") {
      if (!target.sessionSecret)
        warnings.push(
          "the backup was made with SESSION_SECRET set: set the same SESSION_SECRET for the restored shop (sessions, staff and partner TOTP, newsletter links depend on it)",
        );
      else if (fingerprint(target.sessionSecret) !== manifest.secrets.fingerprint)
        warnings.push(
          "SESSION_SECRET differs from the one the backup was made with: sessions end, staff and partner TOTP must be enrolled again, newsletter links stop working",
        );
    } else if (
      manifest.secrets.mode === "included" &&
      target.sessionSecret &&
      fingerprint(target.sessionSecret) !== manifest.secrets.fingerprint
    ) {
      warnings.push(
        "SESSION_SECRET is set and differs from the backup's generated secret: the restored secrets.json is not used while it is set",
      );
    }

    const inventory = await restoredInventory(target);
    const differences = inventoryDifferences(manifest.inventory, inventory);
    if (differences.length) throw new Error(`the restored database differs from the backup's manifest:\n- ${differences.join("\n- ")}`);
    return { manifest, inventory, warnings };
  } finally {
    unlock();
  }
}

function refuseBusy(busy: string[], force: boolean | undefined) {
  if (busy.length && !force)
    throw new BackupRefusal(`the target is not empty (${busy.join("; ")}): restore into an empty one, or pass --force to replace it`);
}

async function restorePostgres(folder: string, manifest: Manifest, target: RestoreTarget, busy: string[]): Promise<void> {
  if (manifest.database.kind !== "postgres") return;
  const restoreTool = toolVersion(target.pgBin, "pg_restore");
  const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.pgDumpVersion)?.[1] ?? 0);
  if (restoreTool.major < dumpMajor)
    throw new BackupRefusal(
      `pg_restore ${restoreTool.major} cannot read a dump of pg_dump ${dumpMajor}: install postgresql-client-${dumpMajor} (or pass --pg-bin)`,
    );
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const query = pgQuery(client);
    const [server] = await query("select current_setting('server_version_num')::int as num");
    const serverMajor = Math.floor(Number(server!.num) / 10000);
    const sourceMajor = Number(/^(\d+)/.exec(manifest.database.serverVersion)?.[1] ?? 0);
    if (serverMajor < sourceMajor)
      throw new BackupRefusal(
        `the target server is PostgreSQL ${serverMajor}, the backup comes from ${sourceMajor}: restore into ${sourceMajor} or newer`,
      );
    if ((await userTableCount(query)) > 0) busy.push("the database holds tables");
    refuseBusy(busy, target.force);
    if (target.force) {
      const schemas = await query(`select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`);
      for (const s of schemas) await query(`drop schema "${String(s.nspname).replaceAll('"', '""')}" cascade`);
      await query("create schema public");
    }
  } finally {
    await client.end().catch(() => {});
  }
  const { dbname, env } = toolConnection(target.databaseUrl!);
  await runTool(
    tool(target.pgBin, "pg_restore"),
    [
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      `--dbname=${dbname}`,
      path.join(folder, manifest.database.file),
    ],
    env,
  );
}

async function restoredInventory(target: RestoreTarget): Promise<Inventory> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await inventoryOf(pgQuery(client));
    } finally {
      await client.end().catch(() => {});
    }
  }
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    return await inventoryOf(pgliteQuery((database.db as unknown as { $client: PGlite }).$client));
  } finally {
    await database.close();
  }
}
