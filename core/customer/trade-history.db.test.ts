/**
 * The account overview's trades at 1,000,000 trades (decision 0136) on PGlite and PostgreSQL: the
 * latest ones up to a limit, newest first, and how many the customer has in all.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { tradeCountOf, tradeHistory } from "./index.server.ts";

describeEachDatabase("trade history", (ctx) => {
  it("lists the latest trades up to the limit, newest first, and counts them all", async () => {
    const db = ctx().database.db;
    const customerId = `history-${process.pid}-${Date.now()}`;
    const placed = [await placeTestTrade(ctx()), await placeTestTrade(ctx()), await placeTestTrade(ctx())];
    for (const [i, p] of placed.entries())
      await db.execute(
        sql`update trades set customer_id = ${customerId}, created_at = now() - ${`${10 - i} days`}::interval where trade_number = ${p.tradeNumber}`,
      );
    expect(await tradeCountOf(db, customerId)).toBe(3);
    const latest = await tradeHistory(db, customerId, { limit: 2 });
    expect(latest.map((t) => t.tradeNumber)).toEqual([placed[2]!.tradeNumber, placed[1]!.tradeNumber]);
    expect(latest[0]!.lines.length).toBe(1);
    expect((await tradeHistory(db, customerId)).length).toBe(3);
  });
});
