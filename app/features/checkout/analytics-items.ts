/**
 * The spec's analytics item (§3) for the sell flow's begin_checkout and purchase events:
 * item_id, item_brand, item_name, item_category, item_category2 (condition), price, quantity,
 * item_variant (question code:answer code pairs joined by '|'). Tax and shipping are 0.
 */
import { fromCents, lineTotalCents } from "../../../core/shared/index.ts";

export interface AnalyticsItem {
  item_id: string;
  item_brand: string;
  item_name: string;
  item_category: string;
  item_category2: string;
  price: number;
  quantity: number;
  item_variant: string;
  /** The offer's campaign (decision 0028) as a coupon-like field: its name, and its bonus per device in EUR. */
  coupon?: string;
  campaign_bonus?: number;
}

const campaignFields = (campaign: { name: string; bonusCents: number } | null | undefined) =>
  campaign && campaign.bonusCents > 0 ? { coupon: campaign.name, campaign_bonus: fromCents(campaign.bonusCents) } : {};

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
  /** The cart line's campaign: bonus per device in EUR. */
  campaign?: { name: string; bonus: number } | undefined;
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
    ...campaignFields(source.campaign ? { name: source.campaign.name, bonusCents: lineTotalCents(source.campaign.bonus, 1) } : null),
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
  campaign?: { name: string; bonusCents: number } | null;
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
    ...campaignFields(line.campaign),
  };
}

/**
 * The purchase event of a trade: transaction_id = trade number, value = payout total (campaign
 * bonuses and voucher included), tax and shipping 0; the campaign (decision 0028) as its own
 * fields: `campaign` (the names, joined by ", " when lines differ) and `campaign_bonus` (EUR), and
 * per item `coupon` + `campaign_bonus`.
 */
export function purchaseEvent(trade: {
  tradeNumber: string;
  totalCents: number;
  voucher: string | null | undefined;
  lines: TradeLineSource[];
}) {
  const withCampaign = trade.lines.filter((l) => l.campaign && l.campaign.bonusCents > 0);
  const campaign = withCampaign.length
    ? {
        campaign: [...new Set(withCampaign.map((l) => l.campaign!.name))].join(", "),
        campaign_bonus: fromCents(withCampaign.reduce((sum, l) => sum + l.campaign!.bonusCents * l.quantity, 0)),
      }
    : {};
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: trade.tradeNumber,
      value: fromCents(trade.totalCents),
      currency: "EUR",
      tax: 0,
      shipping: 0,
      coupon: trade.voucher ?? "",
      ...campaign,
      items: trade.lines.map(tradeLineItem),
    },
  };
}
