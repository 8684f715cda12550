/**
 * `npm run catalog:generate -- --devices 100000`: grows the catalog of the configured database
 * (DATA_DIR's embedded database, or DATABASE_URL) to that many devices, for benchmarks.
 * Stop the server first when it uses the embedded database (one process per data folder).
 */
import { openDatabase } from "../db/client.server.ts";
import { generateDevices } from "../db/seed/generate.server.ts";
import { seedIfEmpty } from "../db/seed/index.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const args = process.argv.slice(2);
const i = args.indexOf("--devices");
const target = i >= 0 ? Number(args[i + 1]) : NaN;
if (!Number.isInteger(target) || target < 1 || target > 2_000_000) {
  console.error("usage: npm run catalog:generate -- --devices <1..2000000>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedIfEmpty(database.db);
const started = performance.now();
const result = await generateDevices(database.db, target);
console.log(
  `${result.added} devices generated in ${Math.round(performance.now() - started)} ms; catalog now ${result.total} devices (${database.kind})`,
);
await database.close();
