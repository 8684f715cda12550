/**
 * A database's inventory for the backup manifest (decision 0055): applied migrations, and per table
 * the row count and an md5 over the sorted md5s of its rows as text. The caller runs it inside one
 * transaction (the dump's snapshot on PostgreSQL); the text forms are fixed first (UTC, ISO dates,
 * hex bytea, exact floats), so the same rows give the same checksum on any server setting.
 */
import type { Inventory } from "./manifest.ts";

/** Runs one statement and answers its rows (a pg.Client's or PGlite's query, in the open transaction). */
export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Sets the text forms for this transaction (`set local`): call right after `begin`. */
export async function fixTextForms(query: Query): Promise<void> {
  for (const setting of [
    "TimeZone = 'UTC'",
    "DateStyle = 'ISO, YMD'",
    "IntervalStyle = 'postgres'",
    "bytea_output = 'hex'",
    "extra_float_digits = 1",
  ])
    await query(`set local ${setting}`);
}

export async function takeInventory(query: Query): Promise<Inventory> {
  const tableRows = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const tables: Inventory["tables"] = {};
  for (const row of tableRows) {
    const schema = String(row.schema);
    const name = String(row.name);
    const [figures] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(h, '' order by h)), '') as checksum
         from (select md5(t::text) as h from ${quoteIdent(schema)}.${quoteIdent(name)} t) s`,
    );
    tables[`${schema}.${name}`] = { rows: Number(figures!.rows), checksum: String(figures!.checksum) };
  }
  let migrations: Inventory["migrations"] = { count: 0, latest: null };
  if (tables["drizzle.__drizzle_migrations"]) {
    const [m] = await query(`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`);
    migrations = { count: Number(m!.count), latest: m!.latest === null ? null : Number(m!.latest) };
  }
  return { migrations, tables };
}

/** Tables of our own in the database (any schema but the system's): 0 = an empty target. */
export async function userTableCount(query: Query): Promise<number> {
  const [row] = await query(
    `select count(*)::int as n from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  return Number(row!.n);
}
