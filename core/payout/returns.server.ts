/**
 * The one returned-payment path (issue 32, decision 0109): a transfer the bank sent back (marked by
 * staff, or read from a camt file) and a PayPal item PayPal did not pay out (UNCLAIMED, RETURNED,
 * FAILED, BLOCKED) end the same way. The item becomes `returned` with its reason code and text; a
 * trade that was `paid` goes back to `payout_pending` (an item still `sent` to PayPal never made it
 * paid); the customer is asked for a corrected account (mail job); the next run leaves the trade
 * out until they answer (runs.server.ts's candidate query); the audit log records who or what
 * found the return. Runs in the caller's transaction.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payoutRunItems } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import type { MessagesLocale } from "../editions/index.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { changeTradeState } from "../trade/index.server.ts";
import type { StaffActor } from "../trade/index.server.ts";

export const PAYOUT_RETURNED_MAIL_JOB = "payout.returnedMail";

/** Who found the return: a staff member (by hand or by uploading a bank file), the watched folder, PayPal. */
export type ReturnSource = "staff" | "bank_file" | "paypal";

export type ReturnableItem = typeof payoutRunItems.$inferSelect;

export interface ReturnArgs {
  item: ReturnableItem;
  runId: number;
  /** ISO 20022 reason code (AC01, …) or PAYPAL_UNCLAIMED etc.; null when staff typed the reason. */
  code: string | null;
  /** The reason as text (staff's words, or the bank's / PayPal's additional information). */
  reason: string;
  source: ReturnSource;
  /** The staff member who acted (by hand, or uploaded the file); null for the folder and PayPal. */
  staff: StaffActor | null;
  now: Date;
  locale?: MessagesLocale;
}

/** True when the item can still be returned (it was paid, or sent to PayPal and not answered). */
export const isReturnable = (item: Pick<ReturnableItem, "state">): boolean => item.state === "paid" || item.state === "sent";

/** Applies a return to a `paid` or `sent` item (the caller has checked isReturnable and holds the row lock). */
export async function applyReturn(tx: Db, args: ReturnArgs): Promise<void> {
  const { item, staff, now } = args;
  const wasPaid = item.state === "paid";
  await tx
    .update(payoutRunItems)
    .set({
      state: "returned",
      returnReason: args.reason.slice(0, 500),
      returnCode: args.code,
      returnSource: args.source,
      returnedAt: now,
      returnedByStaffId: staff?.id ?? null,
    })
    .where(eq(payoutRunItems.id, item.id));
  if (wasPaid)
    await changeTradeState(tx, {
      tradeId: item.tradeId,
      to: "payout_pending",
      expectFrom: "paid",
      actor: staff ? { kind: "staff", role: staff.role, id: staff.id } : { kind: "system" },
      reason: "payoutReturned",
      now,
      locale: args.locale ?? "en",
    });
  await enqueueJob(tx, {
    kind: PAYOUT_RETURNED_MAIL_JOB,
    payload: { itemId: item.id },
    runAt: now,
    uniqueKey: `${PAYOUT_RETURNED_MAIL_JOB}:${item.id}`,
  });
  await recordAudit(tx, {
    ...(staff ? byStaff(staff, now) : { at: now, staffId: null, staffEmail: null, clientKey: null }),
    action: "payout.transfer.returned",
    target: `trade:${item.tradeNumber}`,
    before: { state: wasPaid ? "paid" : "payout_pending", runId: args.runId, endToEndId: item.endToEndId, item: item.state },
    after: { state: "payout_pending", reason: args.reason.slice(0, 200), code: args.code, source: args.source },
  });
}
