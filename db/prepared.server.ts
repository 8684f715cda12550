/**
 * Named prepared statements for the hottest uncached statement on PGlite (decision 0062).
 *
 * PostgreSQL plans every statement that arrives with parameters through the unnamed statement;
 * neither driver keeps plans for `db.execute`. On PGlite the planner runs in this process, inside
 * the request: for the device page's one statement planning was about two thirds of its CPU
 * (0.66–0.97 ms of 1 ms). Prepared once per database (`PREPARE name AS …`) and run as
 * `EXECUTE name('…', …)`, it is planned on its first runs only (PostgreSQL's plan cache keeps the
 * generic plan after five): 0.23–0.37 ms.
 *
 * PGlite's extended protocol refuses `EXECUTE name($1)`, so the arguments go in as SQL literals,
 * made here from plain strings and integers only: a string is quoted with its single quotes
 * doubled (standard_conforming_strings is checked to be on, so a backslash is an ordinary
 * character); a value that cannot be a literal (a NUL, another type) takes the ordinary statement.
 * On PostgreSQL (a pool of connections, planning in the server's process) every call runs the
 * ordinary statement. Both go through Drizzle, so statement counts (db/query-count.server.ts)
 * stay true; the one-time `PREPARE` goes to the PGlite client directly and is not a request's.
 */
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { rows } from "../core/shared/index.server.ts";

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

const dialect = new PgDialect();
/** Per PGlite instance: by name, the statement's text and its preparation. */
const prepared = new WeakMap<object, Map<string, { text: string; ready: Promise<void> }>>();
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Statements prepared per database at most (each keeps a plan in PGlite's memory). */
const MAX_PREPARED = 64;

/** FNV-1a of a statement's text, in base 36: the name of its shape. */
function shapeHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function pgliteOf(db: Executor): PGlite | null {
  const client = (db as { $client?: { dumpDataDir?: unknown } }).$client;
  // told apart from pg's pool by a method only PGlite has, so PostgreSQL mode never loads PGlite (decision 0134)
  return typeof client?.dumpDataDir === "function" ? (client as unknown as PGlite) : null;
}

/** A SQL literal of a plain string or safe integer; null when the value cannot be one. */
export function sqlLiteral(value: unknown): string | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? String(value) : null;
  if (typeof value !== "string" || value.includes("\0")) return null;
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The rows of `query`, a statement whose shape is always the same for `name` (only its parameter
 * values change): prepared and executed on PGlite, run as it is elsewhere. With `perShape`, each
 * shape of the statement gets a name of its own (at most MAX_PREPARED statements per database;
 * beyond that, as it is).
 */
export async function preparedRows<T>(db: Executor, name: string, query: SQL, opts: { perShape?: boolean } = {}): Promise<T[]> {
  const client = pgliteOf(db);
  if (!client || !NAME.test(name)) return rows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(sqlLiteral);
  if (literals.some((l) => l === null)) return rows<T>(db, query);
  let byName = prepared.get(client);
  if (!byName) prepared.set(client, (byName = new Map()));
  // `perShape`: a statement whose shape varies (a search's number of words) gets a name per shape
  if (opts.perShape) {
    name = `${name.slice(0, 40)}_${shapeHash(text)}`;
    if (!byName.has(name) && byName.size >= MAX_PREPARED) return rows<T>(db, query);
  }
  let entry = byName.get(name);
  if (!entry) {
    // set-up once per database, on the client itself (not a statement of the request that happens to come first)
    const ready = (async () => {
      const setting = await client.query<{ standard_conforming_strings: string }>("show standard_conforming_strings");
      if (setting.rows[0]?.standard_conforming_strings !== "on") throw new Error("standard_conforming_strings is off: no literals");
      // no type list: PostgreSQL infers the parameters' types from the statement, as for `$n`
      await client.exec(`prepare ${name} as ${text}`);
    })();
    entry = { text, ready };
    byName.set(name, entry);
  }
  // the same name with another shape (a programming error) or a failed preparation: as it is
  if (entry.text !== text) return rows<T>(db, query);
  try {
    await entry.ready;
  } catch {
    // it fails the same way every time: this database runs the statement as it is from now on
    return rows<T>(db, query);
  }
  return rows<T>(db, sql.raw(`execute ${name}(${literals.join(", ")})`));
}
