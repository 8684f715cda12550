/**
 * Payouts later than promised (decision 0098) on PGlite and PostgreSQL: a de trade ready for its
 * payout is not overdue at first, and is once more than the edition's payoutDays working days of
 * the payout calendar (decision 0110) have passed (the clock moved, not waited for); weekends and
 * holidays do not count; a trade waiting for the customer's corrected account is not ours to send.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { companyFacts } from "../editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { returnedAwaitingCorrection } from "../../tests/helpers/payouts.ts";
import { placeTestTrade, toPayoutPending } from "../../tests/helpers/trades.ts";
import { overduePayouts } from "./overdue.server.ts";

const DAY = 86_400_000;
const de = async (db: Parameters<typeof overduePayouts>[0], now: Date) =>
  (await overduePayouts(db, now)).find((o) => o.edition === "de")?.trades ?? 0;

describeEachDatabase("overdue payouts", (ctx) => {
  it("counts a trade once it has waited longer than the promised working days, weekends not counted", async () => {
    const db = ctx().database.db;
    const { tradeNumber } = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), tradeNumber);
    // ready on a Friday at noon (Berlin), whatever today is
    const friday = new Date("2026-11-27T11:00:00.000Z");
    await db.execute(
      sql`update trade_events set at = ${friday.toISOString()} where state = 'payout_pending' and trade_id = (select id from trades where trade_number = ${tradeNumber})`,
    );
    const days = companyFacts("de").payoutDays;
    expect(days).toBe(1);
    const before = await de(db, friday);
    // Monday is the working day after Friday; the weekend does not count
    expect(await de(db, new Date(friday.getTime() + 3 * DAY))).toBe(before); // Monday noon: 24 working hours
    expect(await de(db, new Date(friday.getTime() + 3 * DAY + 60_000))).toBe(before + 1); // a minute later
    const overdue = (await overduePayouts(db, new Date(friday.getTime() + 4 * DAY))).find((o) => o.edition === "de");
    expect(overdue?.payoutDays).toBe(1);
  });

  it("a holiday does not count either: ready on 24 December, not overdue before 28 December noon", async () => {
    const db = ctx().database.db;
    const { tradeNumber } = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), tradeNumber);
    const christmasEve = new Date("2026-12-24T11:00:00.000Z");
    await db.execute(
      sql`update trade_events set at = ${christmasEve.toISOString()} where state = 'payout_pending' and trade_id = (select id from trades where trade_number = ${tradeNumber})`,
    );
    const before = await de(db, christmasEve);
    expect(await de(db, new Date("2026-12-28T11:00:00.000Z"))).toBe(before);
    expect(await de(db, new Date("2026-12-28T11:01:00.000Z"))).toBe(before + 1);
  });

  it("leaves out a trade whose transfer came back and waits for the customer's corrected account", async () => {
    const db = ctx().database.db;
    const { tradeNumber } = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), tradeNumber);
    const later = new Date(Date.now() + 30 * DAY);
    const counted = await de(db, later);
    // a returned transfer without a correction yet (the row a return writes)
    await returnedAwaitingCorrection(db, tradeNumber);
    expect(await de(db, later)).toBe(counted - 1);
  });
});
