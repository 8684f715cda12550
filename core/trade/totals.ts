/** Trade totals: pure money rules on the stored offer prices (never the client's). */
import { B2B_TRADE_CAP_EUR, type ShopMode } from "../editions/index.ts";
import { applyVoucher, exceedsB2BCap, lineTotalCents, type Voucher } from "../shared/index.ts";

export interface TotalsLine {
  /** EUR decimal or decimal string, e.g. 19.99 or "19.999". */
  price: number | string;
  quantity: number;
  /** The offer's campaign bonus per device in cents (decision 0028); 0 or absent = none. */
  campaignBonusCents?: number;
}

export interface TradeTotals {
  /** Per line: (price + campaign bonus) × quantity, the price part truncated to cents. */
  lineTotalsCents: number[];
  /** Σ line totals: the cart total. */
  subtotalCents: number;
  /** Σ campaign bonus × quantity: part of the subtotal. */
  campaignBonusCents: number;
  /** The voucher's bonus. */
  bonusCents: number;
  /** subtotal + voucher bonus: the payout. */
  totalCents: number;
}

/**
 * Line totals truncated, summed, plus the voucher's bonus (money.ts applyVoucher). A percent
 * voucher counts on the devices' prices without their campaign bonus: no bonus on a bonus
 * (decision 0028).
 */
export function tradeTotals(lines: readonly TotalsLine[], voucher: Voucher | null): TradeTotals {
  const priceTotals = lines.map((l) => lineTotalCents(l.price, l.quantity));
  const bonuses = lines.map((l) => (l.campaignBonusCents ?? 0) * l.quantity);
  const lineTotalsCents = priceTotals.map((cents, i) => cents + bonuses[i]!);
  const subtotalCents = lineTotalsCents.reduce((a, b) => a + b, 0);
  const campaignBonusCents = bonuses.reduce((a, b) => a + b, 0);
  const bonusCents = voucher ? applyVoucher(subtotalCents - campaignBonusCents, voucher).bonusCents : 0;
  return { lineTotalsCents, subtotalCents, campaignBonusCents, bonusCents, totalCents: subtotalCents + bonusCents };
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
