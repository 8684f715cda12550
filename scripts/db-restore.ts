/**
 * `npm run db:restore -- <backup folder> [--force] [--pg-bin <dir>]`: restores a db:backup folder
 * into the configured database (DATABASE_URL: an existing, empty PostgreSQL database; else DATA_DIR's
 * embedded one, with the shop stopped), DATA_DIR/uploads and the secrets. Refuses a non-empty target
 * unless --force; checks the files' checksums first and the restored tables against the manifest
 * after (db/backup, decision 0055).
 */
import { parseArgs } from "node:util";
import { BackupRefusal, restoreBackup } from "../db/backup/backup.server.ts";
import { totalRows } from "../db/backup/manifest.ts";
import { DataDirInUseError } from "../db/data-dir-lock.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: "boolean", default: false }, "pg-bin": { type: "string" } },
});
if (positionals.length !== 1) {
  console.error("usage: npm run db:restore -- <backup folder> [--force] [--pg-bin <dir>]");
  process.exit(2);
}
const config = loadConfig();

try {
  const started = performance.now();
  const { manifest, inventory, warnings } = await restoreBackup(positionals[0]!, {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sessionSecret: config.SESSION_SECRET,
    pgBin: values["pg-bin"],
    force: values.force,
  });
  console.log(
    `restored the backup of ${manifest.createdAt} (${manifest.database.kind}, app ${manifest.app.version}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  checked against the manifest: ${Object.keys(inventory.tables).length} tables, ${totalRows(inventory)} rows, trades checksum ${manifest.tradesChecksum || "-"}: identical`,
  );
  console.log(`  uploads: ${manifest.files.filter((f) => f.path.startsWith("uploads/")).length} files; secrets: ${manifest.secrets.mode}`);
  for (const w of warnings) console.warn(`  warning: ${w}`);
} catch (err) {
  if (err instanceof BackupRefusal || err instanceof DataDirInUseError) {
    console.error(`db:restore refused: ${err.message}`);
    process.exit(2);
  }
  throw err;
}
