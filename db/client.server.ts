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
  /**
   * LISTEN on a channel: `onMessage` gets each notification's payload (NOTIFY is delivered on
   * commit, to every session listening, this process's included). On PostgreSQL a connection of its
   * own outside the pool, reconnected after a loss; `onGap` then runs, because notifications sent
   * while it was away are lost. Returns the stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
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
      listen: (channel, onMessage, onGap) => listenPg(opts.databaseUrl!, channel, onMessage, onGap),
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
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** A LISTEN connection to PostgreSQL that comes back after a loss (1 s, then up to 30 s apart). */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = 1_000;
  let timer: NodeJS.Timeout | null = null;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (first: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (n) => {
      if (n.channel === channel) onMessage(n.payload ?? "");
    });
    const lost = () => {
      if (stopped || current !== client) return;
      current = null;
      client.removeAllListeners("end");
      client.end().catch(() => {});
      console.error(JSON.stringify({ level: "warn", msg: "database listener lost; reconnecting", channel }));
      retry();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted}`);
    } catch (err) {
      client.end().catch(() => {});
      if (first) throw err;
      retry();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = 1_000;
    if (!first) onGap?.();
  };
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(false), delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  await connect(true);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = current;
    current = null;
    if (c) {
      c.removeAllListeners("end");
      await c.end().catch(() => {});
    }
  };
}
