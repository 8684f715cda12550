import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { projectRoot } from "../core/shared/paths.server.ts";
import { describeError } from "../core/shared/redact.ts";
import { privateDir } from "../core/shared/private-files.server.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Apply the committed migrations. */
  migrate(): Promise<void>;
  /** A cheap round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = () => path.join(projectRoot(), "db", "migrations");

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite under `dataDir`
 * (or in memory when `dataDir` is "memory://"). `loadDataDir` starts PGlite from a dump of another
 * instance's data directory (the test suites' seeded template).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on("error", (err) => console.error(JSON.stringify({ level: "error", msg: "pg pool error", err: describeError(err) })));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? "memory://";
  let dataDir = dir;
  if (!dir.startsWith("memory://")) {
    dataDir = path.resolve(dir, "pglite");
    privateDir(dataDir);
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
