import type { SQL } from "drizzle-orm";

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** Runs raw SQL and returns its rows; the same on PGlite and node-postgres. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
