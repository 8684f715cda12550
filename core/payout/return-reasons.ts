/**
 * The reasons a payout comes back (issue 32, decision 0113): ISO 20022 return reason codes as a
 * bank file carries them (RtrInf/Rsn/Cd), and PayPal's item states turned into codes
 * (PAYPAL_UNCLAIMED …). Each known code has words for staff (back office, en/de:
 * `backoffice.bankFiles.reason.<CODE>`) and for the customer (all five languages, what to check:
 * `payout.returnReason.<CODE>`); any other code falls back to `other`.
 */

export const RETURN_REASON_CODES = [
  "AC01",
  "AC03",
  "AC04",
  "AC06",
  "AC13",
  "AG01",
  "AG02",
  "AM05",
  "BE04",
  "MD07",
  "MS02",
  "MS03",
  "RC01",
  "RR01",
  "RR02",
  "RR03",
  "RR04",
  "FOCR",
  "DUPL",
  "CUST",
  "NARR",
  "PAYPAL_UNCLAIMED",
  "PAYPAL_RETURNED",
  "PAYPAL_FAILED",
  "PAYPAL_BLOCKED",
] as const;

export type ReturnReasonCode = (typeof RETURN_REASON_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(RETURN_REASON_CODES);

/** The code as we have words for it, or "other" (unknown, missing, or a bank's proprietary code). */
export function returnReasonKey(code: string | null | undefined): ReturnReasonCode | "other" {
  const upper = (code ?? "").trim().toUpperCase();
  return KNOWN.has(upper) ? (upper as ReturnReasonCode) : "other";
}

/** The message key of the reason in staff's words (back office, en/de). */
export const staffReasonMessage = (code: string | null | undefined) => `backoffice.bankFiles.reason.${returnReasonKey(code)}`;

/** The message key of the reason in the customer's words (all five languages): what happened, what to check. */
export const customerReasonMessage = (code: string | null | undefined) => `payout.returnReason.${returnReasonKey(code)}`;
