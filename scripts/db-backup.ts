/**
 * `npm run db:backup [-- --out <folder>] [--pg-bin <dir>]`: a backup of the configured database
 * (DATABASE_URL's PostgreSQL through pg_dump, or DATA_DIR's embedded one, which needs the shop
 * stopped), DATA_DIR/uploads and the generated secrets, in one folder with a manifest
 * (db/backup, decision 0055). Default folder: ./backups/sellback-<kind>-<UTC time>.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupRefusal, createBackup } from "../db/backup/backup.server.ts";
import { totalRows } from "../db/backup/manifest.ts";
import { DataDirInUseError } from "../db/data-dir-lock.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const { values } = parseArgs({ options: { out: { type: "string" }, "pg-bin": { type: "string" } } });
const config = loadConfig();
const kind = config.DATABASE_URL ? "postgres" : "pglite";
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const out = values.out ?? path.join("backups", `sellback-${kind}-${stamp}`);

try {
  const started = performance.now();
  const { folder, manifest } = await createBackup(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, sessionSecret: config.SESSION_SECRET, pgBin: values["pg-bin"] },
    out,
  );
  const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  console.log(`backup written to ${folder} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  database: ${manifest.database.kind}, migration ${manifest.migrationTag ?? "none"}, ${Object.keys(manifest.inventory.tables).length} tables, ${totalRows(manifest.inventory)} rows`,
  );
  console.log(`  trades: ${manifest.inventory.tables["public.trades"]?.rows ?? 0} (checksum ${manifest.tradesChecksum || "-"})`);
  console.log(`  uploads: ${uploads} files; secrets: ${manifest.secrets.mode}; ${(bytes / 1024 / 1024).toFixed(1)} MB in all`);
  console.log("  it holds personal data (and, when included, the signing secret): keep it encrypted and access-controlled.");
} catch (err) {
  if (err instanceof BackupRefusal || err instanceof DataDirInUseError) {
    console.error(`db:backup refused: ${err.message}`);
    process.exit(2);
  }
  throw err;
}
