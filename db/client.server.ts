import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { projectRoot, privateDir } from "../core/shared/index.server.ts";
import { describeError } from "../core/shared/index.ts";
import { queryCounter } from "./query-count.server.ts";
import { lockDataDir } from "./data-dir-lock.server.ts";
import { pinTickObjectShape } from "./tick-shape.server.ts";
import { pgliteSettingParams } from "./pglite-settings.server.ts";
import { collectGarbageNow } from "./full-gc.server.ts";

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
   * Runs `fn` while holding the exclusive lock `key` (decision 0053): on PostgreSQL a session
   * advisory lock (`pg_advisory_lock`) on a connection of its own, so other processes on the same
   * database wait until `fn` is done; on PGlite (one process) an in-process queue. Migrations and
   * the seed run under it at start.
   */
  exclusive<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /** The committed migrations (db/migrations journal) not yet applied to this database: 0 = up to date. */
  pendingMigrations(): Promise<number>;
  /** Connections: PostgreSQL's pool (total, idle, waiting callers); PGlite is one connection. */
  poolStats(): { total: number; idle: number; waiting: number };
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
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT off (decision 0136): at 1,000,000 trades the planner's estimates pass jit_above_cost and a
    // request's short query spent seconds compiling; the app's statements are short reads and writes.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: "-c jit=off" });
    pool.on("error", (err) => console.error(JSON.stringify({ level: "error", msg: "pg pool error", err: describeError(err) })));
    const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query("select 1");
      },
      exclusive: async (key, fn) => {
        // A session lock lives as long as its connection: one of its own, outside the pool, so
        // a crash mid-migration frees it (the connection ends) and the pool stays usable.
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        await client.connect();
        try {
          await client.query("select pg_advisory_lock($1::bigint)", [key.toString()]);
          try {
            return await fn();
          } finally {
            await client.query("select pg_advisory_unlock($1::bigint)", [key.toString()]).catch(() => {});
          }
        } finally {
          await client.end().catch(() => {});
        }
      },
      pendingMigrations: () => pendingMigrations(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage, onGap) => listenPg(opts.databaseUrl!, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? "memory://";
  let dataDir = dir;
  let unlock = () => {};
  if (!dir.startsWith("memory://")) {
    dataDir = path.resolve(dir, "pglite");
    privateDir(dataDir);
    unlock = lockDataDir(dir); // one process at a time (decision 0055)
  }
  // the embedded database's modules load only when it is used, not on PostgreSQL (decision 0134)
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  let client: PGlite;
  // a new data folder: PGlite runs initdb in a second PostgreSQL first (decision 0134)
  const fresh = !dir.startsWith("memory://") && !existsSync(path.join(dataDir, "PG_VERSION"));
  try {
    await pinTickObjectShape();
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, unaccent },
      loadDataDir: opts.loadDataDir,
      // smaller shared memory than PostgreSQL's defaults: all of it is resident (decision 0134)
      startParams: [...PGlite.defaultStartParams, ...pgliteSettingParams()],
    });
    if (fresh) collectGarbageNow(); // initdb's PostgreSQL, closed, is 190 MB only a full collection frees
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema, logger: queryCounter }) as unknown as Db;
  // One process holds a PGlite database: the same shape as PostgreSQL's lock, a queue per key.
  const queues = new Map<bigint, Promise<unknown>>();
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query("select 1");
    },
    exclusive: (key, fn) => {
      const before = queues.get(key) ?? Promise.resolve();
      const run = before.catch(() => {}).then(fn);
      queues.set(key, run);
      return run;
    },
    pendingMigrations: () => pendingMigrations(db),
    poolStats: () => ({ total: client.closed ? 0 : 1, idle: 0, waiting: 0 }),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The journal's migrations (their `when`, which drizzle stores as `created_at`). */
let journalCache: number[] | null = null;
function journalMigrations(): number[] {
  if (journalCache) return journalCache;
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  journalCache = journal.entries.map((e) => e.when);
  return journalCache;
}

/**
 * How many of the journal's migrations this database lacks, by drizzle's own record
 * (`drizzle.__drizzle_migrations.created_at` = the journal entry's `when`). A database that was
 * never migrated lacks them all.
 */
async function pendingMigrations(db: Db): Promise<number> {
  const wanted = journalMigrations();
  const present = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!(present as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return wanted.length;
  const result = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set((result as unknown as { rows: { created_at: string | number }[] }).rows.map((r) => Number(r.created_at)));
  return wanted.filter((w) => !applied.has(w)).length;
}

/** A LISTEN connection to PostgreSQL that comes back after a loss (1 s, then up to 30 s apart). */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
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
