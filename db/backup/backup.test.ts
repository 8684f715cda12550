/**
 * Backup → wipe → restore on both databases (decision 0055): a seeded catalog, generated trades in
 * every state, customers and uploads; restored into a fresh empty target, the same rows per table,
 * the same checksum of trades, byte-identical uploads. Refusals change nothing: a non-empty target
 * without --force, a damaged backup, the embedded database while it is open. On PostgreSQL the dump
 * is taken while rows are being written: the manifest's figures and the dump share one snapshot.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../client.server.ts";
import { DataDirInUseError } from "../data-dir-lock.server.ts";
import { pgliteTemplate, postgresTemplate, postgresUrl, withAdmin } from "../../tests/helpers/template-database.ts";
import { postgresReachable } from "../../tests/helpers/databases.ts";
import { BackupRefusal, createBackup, restoreBackup, verifyBackup } from "./backup.server.ts";
import { MANIFEST_FILE, parseManifest } from "./manifest.ts";

const root = path.resolve(import.meta.dirname, "../..");
const scratch = mkdtempSync(path.join(tmpdir(), "sellback-backup-test-"));
const dropLater: string[] = [];
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  for (const name of dropLater) await withAdmin((a) => a.query(`drop database if exists ${name} with (force)`));
});

const dir = (name: string) => {
  const d = path.join(scratch, name);
  mkdirSync(d, { recursive: true });
  return d;
};

/** `npm run trades:generate` into the database of `env` (every state, events, offers, lines). */
function generateTrades(env: Record<string, string>, n: number) {
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/trades-generate.ts", "--trades", String(n)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}

const customersSql = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const id = randomUUID();
    return `insert into customers (id, email, username, first_name, last_name, locale, edition, password_hash)
      values ('${id}', 'backup.${i}.${id.slice(0, 8)}@example.com', 'backup.${i}.${id.slice(0, 8)}@example.com', 'Bea', 'Ckup-${i}', 'de-DE', 'de', '$argon2id$v=19$m=19456,t=2,p=1$x$y')`;
  }).join(";\n");

/** Uploads as the shop stores them: nested keys, binary contents, one empty file. */
function writeUploads(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>([
    ["inspection/sb-1/1/web.webp", randomBytes(50_000)],
    ["inspection/sb-1/1/thumb.webp", randomBytes(3_000)],
    ["labels/sb-2/dhl.pdf", randomBytes(20_000)],
    ["catalog/devices/phone-x/480.avif", Buffer.alloc(0)],
  ]);
  for (const [rel, data] of files) {
    const full = path.join(dataDir, "uploads", ...rel.split("/"));
    mkdirSync(path.dirname(full), { recursive: true, mode: 0o700 });
    writeFileSync(full, data, { mode: 0o600 });
  }
  return files;
}

function expectSameUploads(dataDir: string, files: Map<string, Buffer>) {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dataDir, "uploads", rel))) {
      const r = rel ? `${rel}/${e}` : e;
      if (statSync(path.join(dataDir, "uploads", r)).isDirectory()) walk(r);
      else found.push(r);
    }
  };
  walk("");
  expect(found.sort()).toEqual([...files.keys()].sort());
  for (const [rel, data] of files) {
    const full = path.join(dataDir, "uploads", ...rel.split("/"));
    expect(readFileSync(full).equals(data)).toBe(true);
    expect(statSync(full).mode & 0o777).toBe(0o600);
  }
}

describe("backup and restore [pglite]", () => {
  const source = dir("pglite-source");
  const backupFolder = path.join(scratch, "pglite-backup");
  let uploads: Map<string, Buffer>;

  it("backs up the embedded database, uploads and secrets into one folder with a manifest", { timeout: 360_000 }, async () => {
    const seeded = await openDatabase({ dataDir: source, loadDataDir: await pgliteTemplate(inject("testRun")) });
    await seeded.close();
    generateTrades({ DATA_DIR: source }, 300);
    const db = await openDatabase({ dataDir: source });
    await (db.db as unknown as { $client: PGlite }).$client.exec(customersSql(5));
    await db.close();
    uploads = writeUploads(source);
    writeFileSync(path.join(source, "secrets.json"), JSON.stringify({ sessionSecret: "a".repeat(48), jwtSecret: "b".repeat(48) }), {
      mode: 0o600,
    });

    const { manifest } = await createBackup({ dataDir: source }, backupFolder);
    expect(manifest.database.kind).toBe("pglite");
    expect(manifest.inventory.tables["public.trades"]!.rows).toBe(300);
    expect(manifest.inventory.tables["public.customers"]!.rows).toBeGreaterThanOrEqual(5);
    expect(manifest.inventory.tables["public.devices"]!.rows).toBeGreaterThan(600);
    expect(manifest.tradesChecksum).toMatch(/^[0-9a-f]{32}$/);
    expect(manifest.migrationTag).toMatch(/^\d{4}_/);
    expect(manifest.secrets).toMatchObject({ mode: "included" });
    expect(manifest.files.map((f) => f.path).sort()).toEqual(
      ["database.tar.gz", "secrets.json", ...[...uploads.keys()].map((k) => `uploads/${k}`)].sort(),
    );
    expect(statSync(backupFolder).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(backupFolder, MANIFEST_FILE)).mode & 0o777).toBe(0o600);
    expect(existsSync(`${backupFolder}.partial`)).toBe(false);
  });

  it("refuses while the database is open (the shop running), and leaves no folder behind", { timeout: 60_000 }, async () => {
    const lockFile = path.join(source, "pglite.lock");
    // another live process holds it: the test's parent (the vitest main process) stands in
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: (await import("node:os")).hostname() }));
    try {
      await expect(createBackup({ dataDir: source }, path.join(scratch, "refused"))).rejects.toBeInstanceOf(DataDirInUseError);
      expect(existsSync(path.join(scratch, "refused"))).toBe(false);
      expect(existsSync(path.join(scratch, "refused.partial"))).toBe(false);
    } finally {
      rmSync(lockFile);
    }
  });

  it("restores into an empty DATA_DIR: same rows per table, same trades checksum, identical uploads and secrets", {
    timeout: 360_000,
  }, async () => {
    const target = path.join(scratch, "pglite-target", "data"); // not there yet: made by the restore
    const { manifest, inventory } = await restoreBackup(backupFolder, { dataDir: target });
    expect(inventory.tables).toEqual(manifest.inventory.tables);
    expect(inventory.tables["public.trades"]!.checksum).toBe(manifest.tradesChecksum);
    expectSameUploads(target, uploads);
    expect(readFileSync(path.join(target, "secrets.json"), "utf8")).toBe(readFileSync(path.join(source, "secrets.json"), "utf8"));

    // the restored database is one the shop opens: same trade rows, read afresh
    const db = await openDatabase({ dataDir: target });
    const client = (db.db as unknown as { $client: PGlite }).$client;
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from trades");
    await db.close();
    expect(rows[0]!.n).toBe(300);

    // a second restore into it is refused (non-empty) and changes nothing; --force replaces it
    writeFileSync(path.join(target, "uploads", "extra.bin"), "x");
    await expect(restoreBackup(backupFolder, { dataDir: target })).rejects.toThrow(/not empty.*--force/);
    expect(existsSync(path.join(target, "uploads", "extra.bin"))).toBe(true);
    const again = await restoreBackup(backupFolder, { dataDir: target, force: true });
    expect(again.inventory.tables).toEqual(manifest.inventory.tables);
    expectSameUploads(target, uploads);
  });

  it("refuses a damaged backup before touching the target", { timeout: 60_000 }, async () => {
    const damaged = path.join(scratch, "pglite-damaged");
    spawnSync("cp", ["-a", backupFolder, damaged]);
    appendFileSync(path.join(damaged, "uploads", "labels", "sb-2", "dhl.pdf"), "tampered");
    const target = dir("pglite-untouched");
    await expect(restoreBackup(damaged, { dataDir: target })).rejects.toThrow(/does not match its checksum/);
    expect(readdirSync(target)).toEqual([]);
    // a manifest that says something else than it should is no manifest
    expect(() => parseManifest(JSON.stringify({ format: 1 }))).toThrow(/not a Sellback backup manifest/);
    await expect(verifyBackup(backupFolder)).resolves.toMatchObject({ format: 1 });
  });
});

const pgAvailable = await postgresReachable();

describe.skipIf(!pgAvailable)("backup and restore [postgres]", () => {
  const sourceDir = dir("pg-source");
  const backupFolder = path.join(scratch, "pg-backup");
  const sourceName = `sellback_backup_src_${process.pid}`;
  const targetName = `sellback_backup_dst_${process.pid}`;
  dropLater.push(sourceName, targetName);
  let uploads: Map<string, Buffer>;

  it("dumps with pg_dump in one snapshot while rows are written, with uploads and the secret's fingerprint only", {
    timeout: 360_000,
  }, async () => {
    const template = await postgresTemplate(inject("testRun"));
    await withAdmin((a) => a.query(`create database ${sourceName} template ${template}`));
    const url = postgresUrl(sourceName);
    generateTrades({ DATABASE_URL: url, DATA_DIR: sourceDir }, 300);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(customersSql(5));
      uploads = writeUploads(sourceDir);
      // writes during the backup: the dump and the manifest's counts must come from one snapshot
      let writing = true;
      const writer = (async () => {
        while (writing) await client.query(customersSql(1));
      })();
      const { manifest } = await createBackup({ databaseUrl: url, dataDir: sourceDir, sessionSecret: "z".repeat(40) }, backupFolder);
      writing = false;
      await writer;
      expect(manifest.database).toMatchObject({ kind: "postgres", file: "database.pgdump" });
      expect(manifest.inventory.tables["public.trades"]!.rows).toBe(300);
      expect(manifest.secrets).toMatchObject({ mode: "external", fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/) });
      expect(manifest.files.some((f) => f.path === "secrets.json")).toBe(false);
      const { rows } = await client.query<{ n: number }>("select count(*)::int as n from customers");
      expect(rows[0]!.n).toBeGreaterThan(manifest.inventory.tables["public.customers"]!.rows); // the writer went on
    } finally {
      await client.end();
    }
  });

  it("restores into an empty database: same rows per table, same trades checksum, identical uploads", { timeout: 360_000 }, async () => {
    await withAdmin((a) => a.query(`create database ${targetName}`));
    const url = postgresUrl(targetName);
    const target = dir("pg-target");
    const { manifest, inventory, warnings } = await restoreBackup(backupFolder, {
      databaseUrl: url,
      dataDir: target,
      sessionSecret: "y".repeat(40),
    });
    expect(inventory.tables).toEqual(manifest.inventory.tables);
    expect(inventory.tables["public.trades"]!.checksum).toBe(manifest.tradesChecksum);
    expect(inventory.tables["public.customers"]!.rows).toBe(manifest.inventory.tables["public.customers"]!.rows);
    expectSameUploads(target, uploads);
    expect(warnings.join(" ")).toMatch(/SESSION_SECRET differs/);

    // not empty now: refused without --force, nothing changed; with --force the same again
    await expect(restoreBackup(backupFolder, { databaseUrl: url, dataDir: dir("pg-target-2") })).rejects.toThrow(
      /database holds tables.*--force/,
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("delete from customers where first_name = 'Bea'");
    await client.end();
    const again = await restoreBackup(backupFolder, { databaseUrl: url, dataDir: target, force: true, sessionSecret: "z".repeat(40) });
    expect(again.inventory.tables).toEqual(manifest.inventory.tables);
    expect(again.warnings).toEqual([]);
  });

  it("refuses an embedded backup into PostgreSQL and the other way round", async () => {
    await expect(restoreBackup(backupFolder, { dataDir: dir("pg-into-pglite") })).rejects.toBeInstanceOf(BackupRefusal);
  });
});
