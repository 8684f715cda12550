/**
 * The PayPal mass-payout file of a run (decision 0037), as PayPal's Payouts web upload takes it:
 * one row per payout, no header, columns recipient e-mail, amount, currency, customer id (the
 * trade number: unique, at most 30 characters, no spaces), note to the recipient, wallet
 * (PAYPAL). Written by the one CSV writer (core/shared/csv.ts: quotes where a field needs them,
 * CRLF); the amount is a number cell made from integer cents. The e-mail must be a payable PayPal
 * address (core/shared/paypal-address.ts: at most 127 characters, decision 0067), and a note or
 * customer id that a spreadsheet would read as a formula is refused rather than written: the writer
 * would neutralise it with a leading quote, which changes what PayPal pays to or shows.
 */
import { csvDecimal, startsLikeFormula, writeCsv, isPayablePaypalEmail } from "../shared/index.ts";
import { MAX_TRANSFER_CENTS, sumCents } from "./amount.ts";

export interface PaypalPayout {
  tradeNumber: string;
  email: string;
  amountCents: number;
  /** Note to the recipient (at most 400 characters). */
  note: string;
}

export class PaypalFileError extends Error {
  constructor(
    readonly field: string,
    readonly tradeNumber: string | null,
  ) {
    super(`${tradeNumber ? `${tradeNumber}: ` : ""}${field} cannot go into the PayPal file`);
    this.name = "PaypalFileError";
  }
}

/** The CSV text of the payouts (checked first; throws PaypalFileError naming the first bad value). */
export function buildPaypalCsv(payouts: readonly PaypalPayout[]): { csv: string; count: number; totalCents: number } {
  if (payouts.length > 5000) throw new PaypalFileError("rows (PayPal takes at most 5,000 per file)", null);
  const ids = new Set<string>();
  const rows = payouts.map((p) => {
    if (!isPayablePaypalEmail(p.email)) throw new PaypalFileError("email", p.tradeNumber);
    if (!Number.isSafeInteger(p.amountCents) || p.amountCents < 1 || p.amountCents > MAX_TRANSFER_CENTS)
      throw new PaypalFileError("amount", p.tradeNumber);
    if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,29}$/.test(p.tradeNumber) || ids.has(p.tradeNumber))
      throw new PaypalFileError("customerId", p.tradeNumber);
    ids.add(p.tradeNumber);
    if (p.note.length > 400 || startsLikeFormula(p.note) || /[\u0000-\u001f\u007f]/.test(p.note))
      throw new PaypalFileError("note", p.tradeNumber);
    return [p.email, csvDecimal(p.amountCents), "EUR", p.tradeNumber, p.note, "PAYPAL"];
  });
  const csv = writeCsv(rows, { lineEnding: "\r\n" });
  return { csv, count: rows.length, totalCents: sumCents(payouts.map((p) => p.amountCents)) };
}
