import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** Runs raw SQL and returns its rows; the same on PGlite and node-postgres. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * A column written with its table, `"payout_runs"."id"`, wherever it appears. Drizzle writes
 * `${payoutRuns.id}` as a bare `"id"` in a select from one table, so inside a correlated subquery
 * (`(select count(*) from payout_run_items i where i.run_id = ${payoutRuns.id})`) the bare name
 * is read as the subquery's own `i.id`. Every outer column of a correlated subquery goes through
 * this (decision 0067).
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
