/**
 * `npm run catalog:photo -- <device-slug> <image-file>`: gives a device its catalog photo (AVIF and
 * WebP variants through core/catalog/photos.server.ts, decision 0030) in the configured database
 * and DATA_DIR's uploads; `--remove` instead of a file shows the drawing again. The operator tools
 * (issue 14) call the same `storeDevicePhoto`. Stop the server first when it uses the embedded
 * database (one process per data folder).
 */
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { removeDevicePhoto, storeDevicePhoto } from "../core/catalog/index.server.ts";
import { rows } from "../core/shared/index.server.ts";
import { uploadsStorage } from "../core/storage/index.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { loadConfig } from "../server/config/config.server.ts";

const [slug, file] = process.argv.slice(2);
if (!slug || !file) {
  console.error("usage: npm run catalog:photo -- <device-slug> <image-file | --remove>");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  const [device] = await rows<{ id: number }>(database.db, sql`select id from devices where slug = ${slug}`);
  if (!device) throw new Error(`no device with the slug ${slug}`);
  const storage = uploadsStorage(config.DATA_DIR);
  if (file === "--remove") {
    await removeDevicePhoto(database.db, storage, Number(device.id));
    console.log(`${slug}: photo removed, the drawing shows again`);
  } else {
    const stored = await storeDevicePhoto(database.db, storage, Number(device.id), readFileSync(file));
    console.log(
      `${slug}: ${stored.length} variants stored (${[...new Set(stored.map((v) => v.width))].join(", ")} px wide, AVIF and WebP)`,
    );
  }
} finally {
  await database.close();
}
