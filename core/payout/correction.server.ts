/**
 * A corrected payout account after a returned transfer (decision 0037). The trade waits (no run
 * takes it) until the customer gives one: a guest on the tracking page with the trade's link
 * (`correctGuestPayoutAccount`, the checkout's payout validation), a registered customer by
 * changing the account's payout account (`applyAccountCorrection`, called by
 * core/customer's changePayoutAccount in its transaction, so the 24-hour payout hold applies).
 * The trade then carries the new account and the next run may pay it (24 hours later); a guest's
 * trade address is told of the change (PAYOUT_CORRECTED_MAIL_JOB).
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems, trades } from "../../db/schema/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { rows } from "../shared/index.server.ts";
import { PAYPAL_PAYMENT_TYPE, SEPA_PAYMENT_TYPE, tradeInputSchema } from "../trade/index.ts";
import { PAYOUT_CORRECTED_MAIL_JOB } from "./runs.server.ts";

/** The checkout's payout fields and rules (SEPA: IBAN, account holder, optional BIC; PayPal: e-mail). */
export const correctedAccountSchema = tradeInputSchema.shape.payment;
export type CorrectedAccount = ReturnType<(typeof correctedAccountSchema)["parse"]>;

/** The returned transfer of a trade still waiting for a corrected account, or null. */
export async function awaitingCorrection(db: Db, tradeId: number): Promise<{ itemId: number; returnedAt: string; method: string } | null> {
  const [item] = await db
    .select({ id: payoutRunItems.id, returnedAt: payoutRunItems.returnedAt, method: payoutRunItems.method })
    .from(payoutRunItems)
    .innerJoin(trades, eq(trades.id, payoutRunItems.tradeId))
    .where(
      and(
        eq(payoutRunItems.tradeId, tradeId),
        eq(payoutRunItems.state, "returned"),
        isNull(payoutRunItems.correctedAt),
        eq(trades.state, "payout_pending"),
      ),
    )
    .limit(1);
  return item ? { itemId: item.id, returnedAt: item.returnedAt?.toISOString() ?? "", method: item.method } : null;
}

async function writeAccount(db: Db, tradeId: number, account: CorrectedAccount, now: Date) {
  await db
    .update(trades)
    .set({
      paymentType: account.paymentType,
      paymentMethod: account.method,
      iban: account.iban,
      bic: account.bic,
      accountHolder: account.accountHolder,
      paypalEmail: account.paypalEmail,
    })
    .where(eq(trades.id, tradeId));
  await db
    .update(payoutRunItems)
    .set({ correctedAt: now })
    .where(and(eq(payoutRunItems.tradeId, tradeId), eq(payoutRunItems.state, "returned"), isNull(payoutRunItems.correctedAt)));
}

/** A guest's corrected account for a trade that waits for one; 409 `payout_correction_not_needed` otherwise. */
export async function correctGuestPayoutAccount(db: Db, tradeId: number, account: CorrectedAccount, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    await inner.select({ id: trades.id }).from(trades).where(eq(trades.id, tradeId)).for("update");
    const waiting = await awaitingCorrection(inner, tradeId);
    if (!waiting) throw new ProblemError(409, "payout_correction_not_needed", "payout.correct.notNeeded");
    await writeAccount(inner, tradeId, account, now);
    // The trade's address hears of it (a leaked link must not move a payout unnoticed).
    await enqueueJob(inner, {
      kind: PAYOUT_CORRECTED_MAIL_JOB,
      payload: { tradeId },
      runAt: now,
      uniqueKey: `${PAYOUT_CORRECTED_MAIL_JOB}:${waiting.itemId}`,
    });
  });
}

/**
 * After a registered customer changed the payout account: the customer's trades that wait for a
 * corrected account take the new one (`db` is the change's transaction). Answers how many.
 */
export async function applyAccountCorrection(
  db: Db,
  customerId: string,
  account: { kind: string; iban: string | null; bic: string | null; accountHolder: string | null; paypalEmail: string | null },
  now: Date,
): Promise<number> {
  const waiting = await rows<{ id: number }>(
    db,
    sql`select distinct t.id from trades t join payout_run_items i on i.trade_id = t.id
        where t.customer_id = ${customerId} and t.state = 'payout_pending' and i.state = 'returned' and i.corrected_at is null`,
  );
  const corrected: CorrectedAccount =
    account.kind === "paypal"
      ? { paymentType: PAYPAL_PAYMENT_TYPE, method: "paypal", iban: null, bic: null, accountHolder: null, paypalEmail: account.paypalEmail }
      : {
          paymentType: SEPA_PAYMENT_TYPE,
          method: "sepa",
          iban: account.iban,
          bic: account.bic,
          accountHolder: account.accountHolder,
          paypalEmail: null,
        };
  for (const { id } of waiting) await writeAccount(db, Number(id), corrected, now);
  return waiting.length;
}
