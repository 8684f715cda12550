/**
 * Test databases only (decision 0073): every table's identity sequence starts at its own offset, so
 * an id of one table never equals an id of another by accident. A query that compares a run's id
 * with an item's id, or a trade's with a line's, then finds nothing instead of passing because
 * both happen to be 1.
 *
 * The tables of the current schema with a serial or identity column, ordered by table name (then
 * column), are numbered k = 1, 2, …; table k's next id becomes ID_OFFSET_SPACING·k + 1. Apply it after
 * the migrations and before the seed, so seeded rows get offset ids too (the seed inserts no explicit
 * ids). A sequence that has been used, or already moved, is left alone: applying it twice, or to a
 * database that already has rows, changes nothing for tables that have had ids handed out.
 */
import { sql } from "drizzle-orm";
import { rows } from "../core/shared/index.server.ts";
import type { Db } from "./client.server.ts";

/**
 * The distance between two tables' first ids. The seed's largest table holds 693 rows (devices),
 * but tests add more to one database: core/search's suite generates 4,500 devices and the dashboard's
 * browser test 1,000 trades with several events each. 100,000 keeps those apart, and 31 tables
 * end at 3,100,001, far inside int4 (2,147,483,647).
 */
export const ID_OFFSET_SPACING = 100_000;

export interface IdSequence {
  table: string;
  column: string;
  /** The sequence's name as `pg_get_serial_sequence` gives it (schema-qualified, quoted where needed). */
  sequence: string;
  /** The table's first id: ID_OFFSET_SPACING·k + 1. */
  firstId: number;
}

/** Every serial or identity column of the current schema's tables, numbered by table name. */
export async function idSequences(db: Db): Promise<IdSequence[]> {
  const found = await rows<{ table: string; column: string; sequence: string; max: string | number }>(
    db,
    sql`select c.relname as "table", a.attname as "column", s.seq as "sequence", q.seqmax as "max"
        from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        cross join lateral (select pg_get_serial_sequence(format('%I.%I', current_schema(), c.relname), a.attname) as seq) s
        join pg_sequence q on q.seqrelid = s.seq::regclass
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and s.seq is not null
        order by c.relname, a.attname`,
  );
  return found.map((f, i) => {
    const firstId = ID_OFFSET_SPACING * (i + 1) + 1;
    // room for a whole spacing of rows after the offset, inside the column's type
    if (firstId + ID_OFFSET_SPACING > Number(f.max))
      throw new Error(`id offsets: ${f.table}.${f.column} would start at ${firstId}, too close to its maximum ${f.max}`);
    return { table: f.table, column: f.column, sequence: f.sequence, firstId };
  });
}

/**
 * Moves every unused id sequence (never called, still at its start value) to its table's offset;
 * answers the sequences it moved.
 */
export async function applyIdOffsets(db: Db): Promise<IdSequence[]> {
  const sequences = await idSequences(db);
  if (!sequences.length) return [];
  const states = await rows<{ sequence: string; unused: boolean }>(
    db,
    sql.join(
      sequences.map(
        (s) =>
          sql`select ${s.sequence}::text as "sequence", (not is_called and last_value = (select seqstart from pg_sequence where seqrelid = ${s.sequence}::regclass)) as "unused" from ${sql.raw(s.sequence)}`,
      ),
      sql` union all `,
    ),
  );
  const unused = new Set(states.filter((s) => s.unused).map((s) => s.sequence));
  const moving = sequences.filter((s) => unused.has(s.sequence));
  if (!moving.length) return [];
  await db.execute(
    sql`select ${sql.join(
      moving.map((s) => sql`setval(${s.sequence}::regclass, ${s.firstId}, false)`),
      sql`, `,
    )}`,
  );
  return moving;
}
