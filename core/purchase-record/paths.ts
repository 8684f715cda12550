/** Where the purchase record is (pure, browser-safe; decision 0115): its job, its storage key, its download paths. */

import type { StaffRole } from "../staff/index.ts";

/**
 * Who in the back office may read a purchase record (API and pages): the payout clerks (it is a
 * voucher of the books) and customer service (a customer asks for it); admin holds every role.
 * Not inspectors or catalog staff: the record names the seller and where they live, which their
 * work does not need.
 */
export const PURCHASE_RECORD_ROLES = ["payout", "support"] as const satisfies readonly StaffRole[];

/** The job that writes a paid trade's purchase record (enqueued with the seller record). */
export const PURCHASE_RECORD_JOB = "purchaseRecord.write";

/**
 * The stored PDF's key for a record paid at `paidAt`: a new payment (after a returned transfer)
 * gets a new key, so the job knows the stored PDF is out of date; the same payment, the same key.
 */
export function purchaseRecordKey(tradeNumber: string, paidAt: Date): string {
  return `purchase-records/${tradeNumber.toLowerCase().replace(/[^a-z0-9-]/g, "-")}-${paidAt.getTime()}.pdf`;
}

/** The PDF for the trade's owner or link holder (the tracking page's and the account page's link): GET /api/trade/trades/{n}/purchase-record.pdf?token=. */
export function customerPurchaseRecordPath(tradeNumber: string, token: string | null): string {
  const path = `/api/trade/trades/${encodeURIComponent(tradeNumber)}/purchase-record.pdf`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The PDF on the back-office host for signed-in staff (the trade page's link). */
export const staffPurchaseRecordPath = (tradeNumber: string) => `/trades/${encodeURIComponent(tradeNumber)}/purchase-record.pdf`;
