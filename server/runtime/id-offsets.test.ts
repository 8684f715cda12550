/**
 * Ids never coincide by accident (issue 27 item 2, decision 0073): every test database starts each
 * table's id sequence at its own offset, 100,000 apart in table-name order, before the seed. The
 * API suites' databases (copies of the run's template, on PGlite and PostgreSQL) and the browser
 * tests' servers (TEST_ID_OFFSETS=1, refused in production) alike.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { ID_OFFSET_SPACING, idSequences, type IdSequence } from "../../db/id-offsets.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade, smartphoneOffer } from "../../tests/helpers/trades.ts";
import { loadConfig } from "../config/config.server.ts";
import { prepareDatabase } from "./startup.server.ts";

const firstIdOf = (sequences: IdSequence[], table: string) => sequences.find((s) => s.table === table)!.firstId;
const inRangeOf = (sequences: IdSequence[], table: string) => {
  const first = firstIdOf(sequences, table);
  return expect.toSatisfy((id: number) => id >= first && id < first + ID_OFFSET_SPACING, `an id of ${table} (from ${first})`);
};
const minId = async (database: Database, table: string) =>
  Number((await rows<{ id: number | string | null }>(database.db, sql.raw(`select min(id) as id from ${table}`)))[0]!.id);

describeEachDatabase("id offsets in the API suites' databases", (ctx) => {
  it("every table with an id sequence has its own offset: table k (by name) starts at 100,000·k + 1", async () => {
    const sequences = await idSequences(ctx().database.db);
    const tables = sequences.map((s) => s.table);
    expect(tables).toEqual([...tables].sort());
    expect(tables).toEqual(
      expect.arrayContaining([
        "devices",
        "questions",
        "answers",
        "trades",
        "trade_lines",
        "trade_events",
        "payout_runs",
        "payout_run_items",
      ]),
    );
    expect(sequences.map((s) => s.firstId)).toEqual(sequences.map((_, i) => ID_OFFSET_SPACING * (i + 1) + 1));
  });

  it("seeded rows start at their table's offset: an offer names a device, questions and answers from three ranges", async () => {
    const sequences = await idSequences(ctx().database.db);
    for (const table of ["devices", "questions", "answers", "redirects", "content_pages", "campaigns"])
      expect(await minId(ctx().database, table), table).toBe(firstIdOf(sequences, table));

    const { offerId } = await smartphoneOffer(ctx());
    const res = await ctx().request(`/api/trade/offers/${offerId}`, { host: "de.localhost" });
    expect(res.status).toBe(200);
    const offer = (await res.json()) as { deviceId: number; answers: { questionId: number; answerId: number }[] };
    expect(offer.deviceId).toEqual(inRangeOf(sequences, "devices"));
    expect(offer.answers.length).toBeGreaterThan(0);
    for (const a of offer.answers)
      expect(a).toEqual({
        questionId: inRangeOf(sequences, "questions"),
        answerId: inRangeOf(sequences, "answers"),
        questionCode: expect.any(String),
        answerCode: expect.any(String),
      });
  });

  it("a placed trade's id and its line's id are their tables' first ids, and differ", async () => {
    const sequences = await idSequences(ctx().database.db);
    const { tradeNumber } = await placeTestTrade(ctx());
    const [trade] = await rows<{ id: number; line: number }>(
      ctx().database.db,
      sql`select t.id, l.id as line from trades t join trade_lines l on l.trade_id = t.id where t.trade_number = ${tradeNumber}`,
    );
    expect(trade!.id).toBe(firstIdOf(sequences, "trades"));
    expect(trade!.line).toBe(firstIdOf(sequences, "trade_lines"));
    expect(trade!.line).not.toBe(trade!.id);
  });
});

describe("TEST_ID_OFFSETS (the browser tests' servers)", () => {
  it("is refused in production", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db/x", SESSION_SECRET: "x".repeat(40) };
    expect(() => loadConfig({ ...production, TEST_ID_OFFSETS: "1" })).toThrow(/TEST_ID_OFFSETS: must not be set when NODE_ENV=production/);
    expect(loadConfig({ TEST_ID_OFFSETS: "1" }).TEST_ID_OFFSETS).toBe("1");
    expect(() => loadConfig({ TEST_ID_OFFSETS: "yes" })).toThrow(/TEST_ID_OFFSETS/);
  });

  it("=1: the start moves the sequences before the seed; a second start moves nothing", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    try {
      const config = { NODE_ENV: "test" as const, PORT: 4162, TEST_ID_OFFSETS: "1" as const };
      expect(await prepareDatabase(database, config, { hashing: TEST_HASHING })).toContain("catalog");
      const sequences = await idSequences(database.db);
      expect(await minId(database, "devices")).toBe(firstIdOf(sequences, "devices"));
      expect(await minId(database, "questions")).toBe(firstIdOf(sequences, "questions"));
      const devices = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from devices`);
      // a restart: the used sequences stay where they are, so the next device id follows the seeded ones
      expect(await prepareDatabase(database, config, { hashing: TEST_HASHING })).toEqual([]);
      const [next] = await rows<{ id: number }>(database.db, sql`select nextval(pg_get_serial_sequence('devices', 'id'))::int as id`);
      expect(next!.id).toBe(firstIdOf(sequences, "devices") + devices[0]!.n);
    } finally {
      await database.close();
    }
  }, 120_000);
});
