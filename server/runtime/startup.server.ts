/**
 * Preparing the database at start (decision 0053): migrations, the seed of an empty database, the
 * staff check and the development partners. With several instances on one PostgreSQL database
 * they run one at a time under one advisory lock: the first instance migrates and seeds, the
 * others wait for the lock and then find nothing left to do. PGlite takes the same path (its lock
 * is an in-process queue).
 */
import type { PasswordHashing } from "../../core/credentials/index.server.ts";
import type { Database } from "../../db/client.server.ts";
import { applyIdOffsets } from "../../db/id-offsets.server.ts";
import { seedDevPartners } from "../../db/seed/partners.server.ts";
import { seedIfEmpty } from "../../db/seed/index.server.ts";
import { publicPort, type AppConfig } from "../config/config.server.ts";
import { prepareStaff } from "./staff-startup.server.ts";

/** The one advisory-lock key of the start-up work (any other lock in the app uses hashtext of a name, an int4). */
export const STARTUP_LOCK_KEY = 0x5e11_bac0_0017n;

/**
 * Migrates and seeds under the start-up lock (with TEST_ID_OFFSETS=1, after moving each unused id
 * sequence to its table's offset); answers what it seeded (empty when another instance had done
 * it). Throws when the staff check refuses production (development staff exist).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<AppConfig, "NODE_ENV" | "PORT" | "PUBLIC_PORT" | "TEST_ID_OFFSETS">,
  opts: { hashing?: PasswordHashing } = {},
): Promise<string[]> {
  return database.exclusive(STARTUP_LOCK_KEY, async () => {
    await database.migrate();
    // test databases (decision 0073): before the seed, so seeded rows get offset ids too
    if (config.TEST_ID_OFFSETS === "1" && config.NODE_ENV !== "production") await applyIdOffsets(database.db);
    const seeded = await seedIfEmpty(database.db);
    if ((await prepareStaff(database.db, config, opts.hashing)) === "seeded") seeded.push("development staff");
    if (config.NODE_ENV !== "production" && (await seedDevPartners(database.db, publicPort(config)))) seeded.push("development partners");
    return seeded;
  });
}
