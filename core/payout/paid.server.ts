/**
 * A run item's trade becomes paid (decisions 0037, 0112): `payout_pending` → `paid` through
 * changeTradeState, the customer's paid mail as a job (once per item), the audit row `trade.paid`.
 * One place for a confirmed SEPA (or CSV PayPal) item and a PayPal item PayPal reported SUCCESS.
 * Runs in the caller's transaction.
 */
import type { Db } from "../../db/client.server.ts";
import type { payoutRunItems } from "../../db/schema/index.ts";
import { recordAudit, type AuditEntry } from "../audit/index.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { changeTradeState, type TradeActor } from "../trade/index.server.ts";

export const PAYOUT_PAID_MAIL_JOB = "payout.paidMail";

export async function payItemTrade(
  tx: Db,
  args: {
    item: typeof payoutRunItems.$inferSelect;
    runId: number;
    actor: TradeActor;
    /** Who the audit row names (byStaff, or the system's nulls) and when. */
    by: Pick<AuditEntry, "at" | "staffId" | "staffEmail" | "clientKey">;
    now: Date;
    locale?: MessagesLocale;
    /** What the audit row adds about the transfer (end-to-end id, PayPal's item id). */
    transfer: Record<string, unknown>;
  },
): Promise<void> {
  const { item, now } = args;
  await changeTradeState(tx, {
    tradeId: item.tradeId,
    to: "paid",
    expectFrom: "payout_pending",
    actor: args.actor,
    reason: "payoutRun",
    now,
    locale: args.locale ?? "en",
  });
  await enqueueJob(tx, {
    kind: PAYOUT_PAID_MAIL_JOB,
    payload: { itemId: item.id },
    runAt: now,
    uniqueKey: `${PAYOUT_PAID_MAIL_JOB}:${item.id}`,
  });
  await recordAudit(tx, {
    ...args.by,
    action: "trade.paid",
    target: `trade:${item.tradeNumber}`,
    before: { state: "payout_pending" },
    after: { state: "paid", runId: args.runId, amountCents: Number(item.amountCents), ...args.transfer },
  });
}
