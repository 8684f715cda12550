/**
 * Payouts later than promised (decision 0098) on PGlite and PostgreSQL: a de trade ready for its
 * payout is not overdue today, and is once more than the edition's payoutDays working days have
 * passed (the clock moved, not waited for); weekends do not count; a trade waiting for the
 * customer's corrected account is not ours to send.
 */
import { eq, sql } from "drizzle-orm";
import { payoutRunItems, payoutRuns, trades } from "../../db/schema/index.ts";
import { expect, it } from "vitest";
import { companyFacts } from "../editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
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
    expect(days).toBe(2);
    const before = await de(db, friday);
    // Monday and Tuesday are the two working days after Friday; the weekend does not count
    expect(await de(db, new Date(friday.getTime() + 4 * DAY))).toBe(before); // Tuesday noon
    expect(await de(db, new Date(friday.getTime() + 5 * DAY))).toBe(before + 1); // Wednesday noon
    const overdue = (await overduePayouts(db, new Date(friday.getTime() + 5 * DAY))).find((o) => o.edition === "de");
    expect(overdue?.payoutDays).toBe(2);
  });

  it("leaves out a trade whose transfer came back and waits for the customer's corrected account", async () => {
    const db = ctx().database.db;
    const { tradeNumber } = await placeTestTrade(ctx());
    await toPayoutPending(ctx(), tradeNumber);
    const later = new Date(Date.now() + 30 * DAY);
    const counted = await de(db, later);
    // a returned transfer without a correction yet (decision 0037's row, as the run's return writes it)
    const [trade] = await db.select({ id: trades.id }).from(trades).where(eq(trades.tradeNumber, tradeNumber));
    const [run] = await db
      .insert(payoutRuns)
      .values({
        filters: {},
        state: "confirmed",
        createdByStaffId: "test-maker",
        createdByEmail: "maker@staff.sellback.test",
        tradeCount: 1,
        totalCents: 100,
        sepaMessageId: `SELLBACK-T${Date.now()}`,
        createdAt: new Date(),
      })
      .returning({ id: payoutRuns.id });
    await db.insert(payoutRunItems).values({
      runId: run!.id,
      tradeId: trade!.id,
      tradeNumber,
      amountCents: 100,
      method: "sepa",
      endToEndId: `PR${run!.id}-${trade!.id}`,
      state: "returned",
    });
    expect(await de(db, later)).toBe(counted - 1);
  });
});
