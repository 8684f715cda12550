/**
 * The spec's analytics item (§3) for the sell flow's begin_checkout and purchase events:
 * item_id, item_brand, item_name, item_category, item_category2 (condition), price, quantity,
 * item_variant (question code:answer code pairs joined by '|'). Tax and shipping are 0.
 */
import { fromCents, lineTotalCents } from "../../../core/shared/money.ts";

export interface AnalyticsItem {
  item_id: string;
  item_brand: string;
  item_name: string;
  item_category: string;
  item_category2: string;
  price: number;
  quantity: number;
  item_variant: string;
}

/** "display:flawless|battery:good" from the answers' codes, in their order. */
export function variantOf(answers: ReadonlyArray<{ questionCode: string; answerCode: string }>): string {
  return answers.map((a) => `${a.questionCode}:${a.answerCode}`).join("|");
}

/** What an item needs of a cart line, with the offer's details where they are known. */
export interface ItemSource {
  deviceId: string | number;
  deviceName: string;
  manufacturer?: string;
  category?: string;
  condition?: string;
  /** EUR decimal (the offer's price). */
  price: number;
  quantity: number;
  answers: ReadonlyArray<{ questionCode: string; answerCode: string }>;
}

export function analyticsItem(source: ItemSource): AnalyticsItem {
  return {
    item_id: String(source.deviceId),
    item_brand: source.manufacturer ?? "",
    item_name: source.deviceName,
    item_category: source.category ?? "",
    item_category2: source.condition ?? "",
    price: fromCents(lineTotalCents(source.price, 1)),
    quantity: source.quantity,
    item_variant: variantOf(source.answers),
  };
}

/** The begin_checkout event: the cart's items and its value (sum of the truncated line totals). */
export function beginCheckoutEvent(items: AnalyticsItem[], totalCents: number) {
  return {
    event: "begin_checkout",
    ecommerce: { currency: "EUR", value: fromCents(totalCents), items },
  };
}

/** A trade line as the thank-you page gets it from the trade. */
export interface TradeLineSource {
  deviceId: string | number;
  deviceName: string;
  manufacturer: string;
  category: string;
  condition: string;
  variant?: string;
  answers?: ReadonlyArray<{ questionCode: string; answerCode: string }>;
  priceCents: number;
  quantity: number;
}

export function tradeLineItem(line: TradeLineSource): AnalyticsItem {
  return {
    item_id: String(line.deviceId),
    item_brand: line.manufacturer,
    item_name: line.deviceName,
    item_category: line.category,
    item_category2: line.condition,
    price: fromCents(line.priceCents),
    quantity: line.quantity,
    item_variant: line.answers ? variantOf(line.answers) : (line.variant ?? ""),
  };
}

/** The purchase event of a trade: transaction_id = trade number, value = payout total, tax and shipping 0. */
export function purchaseEvent(trade: {
  tradeNumber: string;
  totalCents: number;
  voucher: string | null | undefined;
  lines: TradeLineSource[];
}) {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: trade.tradeNumber,
      value: fromCents(trade.totalCents),
      currency: "EUR",
      tax: 0,
      shipping: 0,
      coupon: trade.voucher ?? "",
      items: trade.lines.map(tradeLineItem),
    },
  };
}
