import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../tests/helpers/databases.ts";
import { countQueries } from "./query-count.server.ts";
import { preparedRows, sqlLiteral } from "./prepared.server.ts";
import { rows } from "../core/shared/index.server.ts";

describe("SQL literals for EXECUTE", () => {
  it("quotes strings with their single quotes doubled and leaves backslashes alone; integers as they are", () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral("a\\'; drop table devices; --")).toBe("'a\\''; drop table devices; --'");
    expect(sqlLiteral(42)).toBe("42");
  });
  it("refuses what cannot be a literal: NUL, fractions, other types", () => {
    expect(sqlLiteral("a\0b")).toBeNull();
    expect(sqlLiteral(1.5)).toBeNull();
    expect(sqlLiteral(Number.MAX_SAFE_INTEGER + 2)).toBeNull();
    expect(sqlLiteral(true)).toBeNull();
    expect(sqlLiteral(null)).toBeNull();
  });
});

describeEachDatabase("prepared statements", (ctx, kind) => {
  const bySlug = (slug: string) => sql`select d.slug, d.id from devices d where d.slug = ${slug} and not d.hidden`;

  it("give the rows the statement gives, for every kind of value, quotes and backslashes included", async () => {
    const db = ctx().database.db;
    const [device] = await rows<{ slug: string; id: number }>(db, sql`select slug, id from devices where not hidden order by id limit 1`);
    for (let i = 0; i < 8; i++) expect(await preparedRows(db, "test_device_by_slug", bySlug(device!.slug))).toEqual([device]);
    for (const slug of ["it's", "a\\", "'; select 1; --", "é€"])
      expect(await preparedRows(db, "test_device_by_slug", bySlug(slug))).toEqual([]);
    // a value comes back exactly as it went in, whatever quotes and backslashes it has
    for (const value of ["it's", "a\\b", "''", "\\'", "é€ 😀"])
      expect(await preparedRows(db, "test_echo", sql`select ${value}::text as v`)).toEqual([{ v: value }]);
    const numbered = (id: number) => sql`select slug from devices where id = ${id}`;
    expect(await preparedRows(db, "test_device_by_id", numbered(device!.id))).toEqual([{ slug: device!.slug }]);
  });

  it("run one statement per call, counted like any other", async () => {
    const db = ctx().database.db;
    await preparedRows(db, "test_count", sql`select 1 as one where ${"a"} = ${"a"}`);
    const { result, queries } = await countQueries(() => preparedRows(db, "test_count", sql`select 1 as one where ${"b"} = ${"b"}`));
    expect(result).toEqual([{ one: 1 }]);
    expect(queries).toBe(1);
  });

  it("per shape: each shape of a statement gets its own, with the same rows as the statement", async () => {
    const db = ctx().database.db;
    const byWords = (words: string[]) =>
      sql`select ${sql.join(
        words.map((w) => sql`${w}::text`),
        sql`, `,
      )}`;
    for (const words of [["a"], ["a", "b"], ["c"], ["c", "d"], ["e", "f", "g"]]) {
      expect(await preparedRows(db, "test_shapes", byWords(words), { perShape: true })).toEqual(await rows(db, byWords(words)));
    }
    const listed = await rows<{ name: string }>(db, sql`select name from pg_prepared_statements where name like 'test_shapes_%'`);
    expect(listed).toHaveLength(kind === "pglite" ? 3 : 0);
  });

  it(kind === "pglite" ? "are prepared on PGlite, once per name" : "are not prepared on PostgreSQL (a pool of connections)", async () => {
    const db = ctx().database.db;
    await preparedRows(db, "test_listed", sql`select ${"x"}::text as x`);
    await preparedRows(db, "test_listed", sql`select ${"y"}::text as x`);
    const listed = await rows<{ name: string }>(db, sql`select name from pg_prepared_statements where name = 'test_listed'`);
    expect(listed).toHaveLength(kind === "pglite" ? 1 : 0);
  });
});
