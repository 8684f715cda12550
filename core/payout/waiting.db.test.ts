/**
 * What waits for its payout (decision 0110) on PGlite and PostgreSQL: the oldest de SEPA trade's
 * since, its age in working hours (a weekend does not count) against the promise, and a trade
 * waiting for a corrected account left out.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { returnedAwaitingCorrection } from "../../tests/helpers/payouts.ts";
import { placeTestTrade, toPayoutPending } from "../../tests/helpers/trades.ts";
import { companyFacts } from "../editions/index.ts";
import { payoutsWaiting } from "./waiting.server.ts";

describeEachDatabase("payouts waiting", (ctx) => {
  it("per edition and method: how many, since when, the oldest one's working hours against the promise", async () => {
    const db = ctx().database.db;
    const { tradeNumber } = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), tradeNumber);
    // ready on Friday 4 January 2019, 10:00 in Berlin: older than anything else in the database
    const since = new Date("2019-01-04T09:00:00.000Z");
    await db.execute(
      sql`update trade_events set at = ${since.toISOString()} where state = 'payout_pending' and trade_id = (select id from trades where trade_number = ${tradeNumber})`,
    );
    // made before it waited, as every trade is (the oldest is looked for from the trades' creation on, decision 0136)
    await db.execute(
      sql`update trades set created_at = ${since.toISOString()}::timestamptz - interval '3 days' where trade_number = ${tradeNumber}`,
    );
    const promise = companyFacts("de").payoutDays;
    // Monday 7 January 10:00: 14 hours on Friday + 10 on Monday, the weekend not counted
    const monday = (await payoutsWaiting(db, new Date("2019-01-07T09:00:00.000Z"))).find((w) => w.edition === "de" && w.method === "sepa");
    expect(monday).toMatchObject({
      since: since.toISOString(),
      ageWorkingHours: 24,
      promiseWorkingDays: promise,
      overPromise: 24 > promise * 24,
    });
    expect(monday!.trades).toBeGreaterThanOrEqual(1);
    expect(monday!.totalCents).toBeGreaterThan(0);
    const later = new Date("2019-01-07T09:00:00.000Z");
    later.setUTCDate(later.getUTCDate() + promise + 1);
    const over = (await payoutsWaiting(db, later)).find((w) => w.edition === "de" && w.method === "sepa");
    expect(over?.overPromise).toBe(true);

    // the transfer came back and the customer has not given a corrected account: not ours to send
    const now = new Date();
    const before = (await payoutsWaiting(db, now)).find((w) => w.edition === "de" && w.method === "sepa")!.trades;
    await returnedAwaitingCorrection(db, tradeNumber, now);
    const after = (await payoutsWaiting(db, now)).find((w) => w.edition === "de" && w.method === "sepa");
    expect(after?.trades ?? 0).toBe(before - 1);
    expect(after?.since ?? null).not.toBe(since.toISOString());
  });
});
