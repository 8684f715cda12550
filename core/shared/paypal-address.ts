/**
 * The one rule for a PayPal address we can pay out to (decision 0067), used alike by the checkout,
 * the account's payout accounts, a guest's corrected account, a payout run (which leaves a trade
 * out and lists it when its address breaks the rule) and the PayPal file itself:
 * - at most 127 characters: PayPal's limit for a payout receiver's e-mail, and what the PayPal
 *   file writer has enforced since decision 0037 (the e-mail field's general 254 is more than
 *   PayPal takes);
 * - an e-mail address as `z.email()` reads it;
 * - not starting with `+` or `-`: a spreadsheet opening the PayPal file would run such a cell as a
 *   formula, and the file cannot neutralise the cell without changing the address (`=` and `@`
 *   cannot start an address z.email() takes).
 */
import { startsLikeFormula } from "./csv.ts";
import { z } from "./zod.ts";

export const PAYPAL_EMAIL_MAX_LENGTH = 127;

export type PaypalEmailProblem = "tooLong" | "shape";

const email = z.email();

/** Why `value` (trimmed, as stored) cannot be paid out to by PayPal, or null when it can. */
export function paypalEmailProblem(value: string): PaypalEmailProblem | null {
  if (value.length > PAYPAL_EMAIL_MAX_LENGTH) return "tooLong";
  if (startsLikeFormula(value) || !email.safeParse(value).success) return "shape";
  return null;
}

export const isPayablePaypalEmail = (value: string): boolean => paypalEmailProblem(value) === null;
