/**
 * The count of paid trades against the real database (decision 0102): only trades in state `paid`
 * count, of every edition; the kept count is read again after PAID_COUNT_TTL_MS, not before.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { trades } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { placeTestTrade } from "../../tests/helpers/trades.ts";
import { cachedPaidTradeCount, countPaidTrades, forgetPaidTradeCount, PAID_COUNT_TTL_MS } from "./index.server.ts";

describeEachDatabase("count of paid trades", (ctx) => {
  let template: typeof trades.$inferSelect;

  beforeAll(async () => {
    const { tradeNumber } = await placeTestTrade(ctx());
    template = (await ctx().database.db.select().from(trades).where(eq(trades.tradeNumber, tradeNumber)))[0]!;
  });

  /** `n` copies of the placed trade in `state` and `edition`. */
  async function insertTrades(n: number, state: string, edition = "de") {
    const { id: _id, tradeNumber: _n, ibanLast4: _l, ...rest } = template;
    for (let i = 0; i < n; i++)
      await ctx()
        .database.db.insert(trades)
        .values({ ...rest, state, edition, trackingToken: randomBytes(12).toString("hex") });
  }

  it("counts the trades in state paid of every edition, and no other state", async () => {
    const db = ctx().database.db;
    const before = await countPaidTrades(db);
    await insertTrades(3, "paid", "de");
    await insertTrades(2, "paid", "fr");
    for (const state of ["created", "payout_pending", "returned", "cancelled"]) await insertTrades(1, state);
    expect(await countPaidTrades(db)).toBe(before + 5);
  });

  it("keeps the count for its time and then reads it again", async () => {
    const db = ctx().database.db;
    forgetPaidTradeCount();
    const t0 = 1_000_000;
    const first = await cachedPaidTradeCount(db, t0);
    await insertTrades(1, "paid");
    expect(await cachedPaidTradeCount(db, t0 + PAID_COUNT_TTL_MS - 1)).toBe(first);
    expect(await cachedPaidTradeCount(db, t0 + PAID_COUNT_TTL_MS)).toBe(first + 1);
  });
});
