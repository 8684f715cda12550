/**
 * Payout test rows: a confirmed run whose transfer of the trade came back and that waits for the
 * customer's corrected account (the row decision 0037's return writes), for suites that need
 * such a trade without going through a run.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, payoutRuns, trades } from "../../db/schema/index.ts";

let seq = 0;

export async function returnedAwaitingCorrection(db: Db, tradeNumber: string, now = new Date()): Promise<void> {
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
      sepaMessageId: `SELLBACK-T${process.pid}-${Date.now()}-${++seq}`,
      createdAt: now,
    })
    .returning({ id: payoutRuns.id });
  await db.insert(payoutRunItems).values({
    runId: run!.id,
    tradeId: trade!.id,
    tradeNumber,
    amountCents: 100,
    method: "sepa",
    endToEndId: `PRT${run!.id}-${trade!.id}`,
    state: "returned",
  });
}
