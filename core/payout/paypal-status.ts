/**
 * What a PayPal Payouts item status means for us (issue 32, decision 0112), pure. PayPal's item
 * `transaction_status` is SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED,
 * REFUNDED or REVERSED (older answers also DENIED and UNPROCESSED):
 * - SUCCESS: the money reached the PayPal account → the item and the trade are paid;
 * - UNCLAIMED (no PayPal account at that address yet; PayPal would hold it 30 days), RETURNED,
 *   FAILED, BLOCKED (and DENIED, REFUNDED, REVERSED, which also leave the money with us) → the one
 *   returned-payment path with the PAYPAL_… code; an UNCLAIMED item is cancelled at PayPal first,
 *   so the money comes back before the customer's corrected address is paid;
 * - PENDING, ONHOLD, UNPROCESSED and anything unknown → wait and look again.
 */

export type PaypalReturnCode = "PAYPAL_UNCLAIMED" | "PAYPAL_RETURNED" | "PAYPAL_FAILED" | "PAYPAL_BLOCKED";

export type PaypalOutcome = { kind: "paid" } | { kind: "returned"; code: PaypalReturnCode; cancelFirst: boolean } | { kind: "wait" };

/** The outcome of an item's transaction_status. */
export function paypalOutcome(status: string | null | undefined): PaypalOutcome {
  switch ((status ?? "").toUpperCase()) {
    case "SUCCESS":
      return { kind: "paid" };
    case "UNCLAIMED":
      return { kind: "returned", code: "PAYPAL_UNCLAIMED", cancelFirst: true };
    case "RETURNED":
    case "REFUNDED":
    case "REVERSED":
      return { kind: "returned", code: "PAYPAL_RETURNED", cancelFirst: false };
    case "FAILED":
    case "DENIED":
      return { kind: "returned", code: "PAYPAL_FAILED", cancelFirst: false };
    case "BLOCKED":
      return { kind: "returned", code: "PAYPAL_BLOCKED", cancelFirst: false };
    default:
      return { kind: "wait" };
  }
}

/**
 * The item status a webhook event names (`PAYMENT.PAYOUTS-ITEM.SUCCEEDED` → SUCCESS, …); null for
 * an event that is no item event or names no outcome of ours (CANCELED: our own cancel; HELD: wait).
 */
export function statusOfPaypalEvent(eventType: string): string | null {
  const m = /^PAYMENT\.PAYOUTS-ITEM\.([A-Z]+)$/.exec(eventType);
  if (!m) return null;
  const map: Record<string, string> = {
    SUCCEEDED: "SUCCESS",
    UNCLAIMED: "UNCLAIMED",
    RETURNED: "RETURNED",
    FAILED: "FAILED",
    BLOCKED: "BLOCKED",
    DENIED: "DENIED",
    REFUNDED: "REFUNDED",
    HELD: "ONHOLD",
  };
  return map[m[1]!] ?? null;
}

/** Polls of a batch start 15 minutes after sending and back off: 15, 15, 30, 60 minutes, then every 2 hours. */
export function paypalPollDelayMinutes(poll: number): number {
  if (poll <= 2) return 15;
  if (poll === 3) return 30;
  if (poll === 4) return 60;
  return 120;
}

/** After this many polls (about two weeks) a batch with items still unfinished is left to a person. */
export const MAX_PAYPAL_POLLS = 170;

/** The sender_batch_id of a run: its message id (SELLBACK-PR000042), unique per run and stable across retries. */
export const paypalSenderBatchId = (sepaMessageId: string): string => sepaMessageId;

/** Run batch states: PayPal's batch_status, or ours when no batch is known. */
export const PAYPAL_BATCH_QUEUED = "QUEUED";
/** The batch was refused as a duplicate and PayPal named no batch: a person looks it up in PayPal's dashboard. */
export const PAYPAL_BATCH_UNKNOWN = "NEEDS_CHECK";
/** PayPal refused the batch (a 4xx other than a duplicate): nothing was paid; a person decides. */
export const PAYPAL_BATCH_REFUSED = "REFUSED";
