/**
 * Payout amounts are integer cents from the trade to the file (decision 0037); only the file edge
 * writes the decimal string. No floating-point sum ever decides an amount.
 */

/** The largest single amount a SEPA transfer may carry (999,999,999.99 EUR). */
export const MAX_TRANSFER_CENTS = 99_999_999_999;

/** 1999 → "19.99", 5 → "0.05", 100 → "1.00": exact, from the integer. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative safe integer, got ${cents}`);
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${euros}.${rest < 10 ? "0" : ""}${rest}`;
}

/** The exact sum of integer cents (throws when a value is not an integer or the sum leaves the safe range). */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`cents must be a safe integer, got ${v}`);
    total += v;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError("sum of cents out of range");
  return total;
}
