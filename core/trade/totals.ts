/** Trade totals: pure money rules on the stored offer prices (never the client's). */
import { B2B_TRADE_CAP_EUR, type ShopMode } from "../editions/index.ts";
import { applyVoucher, exceedsB2BCap, lineTotalCents, type Voucher } from "../shared/money.ts";

export interface TotalsLine {
  /** EUR decimal or decimal string, e.g. 19.99 or "19.999". */
  price: number | string;
  quantity: number;
}

export interface TradeTotals {
  lineTotalsCents: number[];
  /** Σ line totals (each price × quantity truncated to cents): the cart total. */
  subtotalCents: number;
  bonusCents: number;
  /** subtotal + voucher bonus: the payout. */
  totalCents: number;
}

/** Line totals truncated, summed, plus the voucher's bonus (money.ts applyVoucher). */
export function tradeTotals(lines: readonly TotalsLine[], voucher: Voucher | null): TradeTotals {
  const lineTotalsCents = lines.map((l) => lineTotalCents(l.price, l.quantity));
  const subtotalCents = lineTotalsCents.reduce((a, b) => a + b, 0);
  const { bonusCents, totalCents } = voucher ? applyVoucher(subtotalCents, voucher) : { bonusCents: 0, totalCents: subtotalCents };
  return { lineTotalsCents, subtotalCents, bonusCents, totalCents };
}

/**
 * B2B mode (decisions.md "Partner modes"): the b2bWidget shop mode. There a cart whose total
 * (the sum of the line totals, as the browser cart shows it; decision 0007) is over 5,000 EUR
 * is refused.
 */
export function isB2BMode(mode: ShopMode): boolean {
  return mode === "b2bWidget";
}

export function violatesB2BCap(mode: ShopMode, subtotalCents: number): boolean {
  return isB2BMode(mode) && exceedsB2BCap(subtotalCents, B2B_TRADE_CAP_EUR);
}
