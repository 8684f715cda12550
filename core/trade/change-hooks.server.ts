/**
 * What follows a trade's change of state, registered as data beside the machine (decision 0078),
 * instead of written into changeTradeState. Each hook runs in the change's transaction; mail goes
 * through a job enqueued there.
 */
import type { Db } from "../../db/client.server.ts";
import { issueCreditNote } from "../credit-note/index.server.ts";
import { enqueueJob } from "../jobs/index.server.ts";
import { REVIEW_INVITE_JOB } from "../reviews/index.ts";
import { keepSellerRecord } from "../seller-records/index.server.ts";
import type { TradeChangeHook } from "./change-types.ts";
import { VOUCHER_PAYMENT_METHOD } from "./constants.ts";

/**
 * Paid, whoever paid it: the customer is invited to review the trade (decision 0034), once.
 * Not a store trade: its customer was paid with the partner's voucher at the till (decision 0078).
 */
export const reviewInvitationHook: TradeChangeHook = {
  name: "reviewInvitation",
  to: "paid",
  when: (changed) => changed.paymentMethod !== VOUCHER_PAYMENT_METHOD,
  run: async ({ tx, changed }) => {
    await enqueueJob(tx, {
      kind: REVIEW_INVITE_JOB,
      // sent REVIEW_INVITE_DELAY_DAYS after this (the job's handler waits), not with the payout mail
      payload: { tradeId: changed.tradeId, paidAt: changed.at.toISOString() },
      runAt: changed.at,
      uniqueKey: `${REVIEW_INVITE_JOB}:${changed.tradeId}`,
    });
  },
};

/**
 * A store trade (decision 0046) was paid with the partner's voucher when the customer handed the
 * device in: ready for payout means settled, so the system pays it at once and it never waits for a run.
 */
export const settleStoreTradeHook: TradeChangeHook = {
  name: "settleStoreTrade",
  to: "payout_pending",
  when: (changed) => changed.paymentMethod === VOUCHER_PAYMENT_METHOD,
  run: async ({ change }) => {
    await change({ to: "paid", actor: { kind: "system" }, reason: "voucherIssued" });
  },
};

/**
 * Paid: the records a used-goods dealer must keep of the trade (decision 0097), in the paying
 * transaction. Not a store trade: its record was written when its voucher was issued at the till,
 * the moment the seller was paid (core/partner-users createStoreTrade).
 */
export const sellerRecordHook: TradeChangeHook = {
  name: "sellerRecord",
  to: "paid",
  when: (changed) => changed.paymentMethod !== VOUCHER_PAYMENT_METHOD,
  run: async ({ tx, changed }) => {
    await keepSellerRecord(tx as unknown as Db, { tradeId: changed.tradeId, paidAt: changed.at });
  },
};

/**
 * A company's trade is ready for payout: its amount is final, so its settlement document is issued
 * in this transaction (decision 0121): a numbered self-billing credit note, or the record that the
 * company's own invoice is expected. Not after a returned transfer (paid → payout_pending): the
 * document was issued the first time. A trade of no company: nothing (issueCreditNote answers null).
 */
export const creditNoteHook: TradeChangeHook = {
  name: "creditNote",
  to: "payout_pending",
  from: ["inspected", "clarification"],
  when: (changed) => changed.paymentMethod !== VOUCHER_PAYMENT_METHOD,
  run: async ({ tx, changed }) => {
    await issueCreditNote(tx as unknown as Db, { tradeId: changed.tradeId, now: changed.at });
  },
};

/** The registered hooks, in the order they run. */
export const TRADE_CHANGE_HOOKS: readonly TradeChangeHook[] = Object.freeze([
  reviewInvitationHook,
  settleStoreTradeHook,
  creditNoteHook,
  sellerRecordHook,
]);
