/**
 * Pure helpers of the offer view: how each answer's effect is written in the breakdown, and the
 * cart line / analytics item / controlling fields made from a server offer.
 */
import type { CartLine } from "../../../core/cart/index.ts";
import { cartLineOf } from "../../lib/cart-line.ts";
import { numberFormatOf } from "../../../core/shared/index.ts";
import type { OfferEffect, PageOffer } from "./types.ts";

export interface EffectFormat {
  /** Euro cents in the edition's money format. */
  money: (cents: number) => string;
  /** A signed percentage in the edition's locale, e.g. "-15 %" for -0.15. */
  percent: (fraction: number) => string;
  t: (key: string, vars?: Record<string, string | number>) => string;
}

/** The percentage format of an edition's locale, always signed ("−15 %", "+5 %"). */
export function percentFormat(localeCode: string): (fraction: number) => string {
  const format = numberFormatOf(localeCode, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  return (fraction) => format.format(fraction).replace("-", "\u2212");
}

/** Money with a real minus sign for deductions ("−12,34 €"). */
export function signedMoney(money: (cents: number) => string, cents: number): string {
  return cents < 0 ? `\u2212${money(-cents)}` : cents > 0 ? `+${money(cents)}` : money(0);
}

/**
 * The text of one breakdown line's effect: a multiplier as "−15 % (−98,25 €)", a deduction as its
 * amount, "no change" when nothing changed, "no offer" for an answer that rules an offer out.
 */
export function effectText(effect: OfferEffect, deltaCents: number, f: EffectFormat): string {
  if (effect.kind === "noOffer") return f.t("offer.effect.noOffer");
  if (deltaCents === 0) return f.t("offer.effect.noChange");
  if (effect.kind === "multiplier") {
    const fraction = Math.round((effect.value - 1) * 1000) / 1000;
    if (fraction === 0) return signedMoney(f.money, deltaCents);
    return f.t("offer.effect.percent", { percent: f.percent(fraction), amount: signedMoney(f.money, deltaCents) });
  }
  return signedMoney(f.money, deltaCents);
}

/** Base price plus every line's change: what the breakdown adds up to. */
export function breakdownTotalCents(offer: Pick<PageOffer, "breakdown">): number {
  return offer.breakdown.lines.reduce((sum, line) => sum + line.deltaCents, offer.breakdown.basePriceCents);
}

/** The browser cart line of an offer (spec §3 fields; the price is the server offer's). */
export function offerCartLine(offer: PageOffer): CartLine {
  return cartLineOf(offer, offer.device.url, 1);
}

/** The spec's analytics item (§3) for an offer: item_category2 = condition, item_variant = "q:a|q:a". */
export function offerAnalyticsItem(offer: PageOffer) {
  return {
    item_id: String(offer.deviceId),
    item_brand: offer.device.manufacturer,
    item_name: offer.device.name,
    item_category: offer.device.category,
    item_category2: offer.condition,
    item_variant: offer.variant,
    price: offer.price,
    quantity: 1,
    // The campaign as a coupon-like field of the item (decision 0028): its name and bonus per device.
    ...(offer.campaign ? { coupon: offer.campaign.name, campaign_bonus: offer.campaign.bonusCents / 100 } : {}),
  };
}

/** The controlling fields (spec §7) of an offer event. */
export function offerControllingFields(offer: PageOffer) {
  return {
    conditionId: offer.condition,
    currency: offer.currency,
    deviceId: String(offer.deviceId),
    revenue: offer.price,
    productName: offer.device.name,
    offerId: offer.offerId,
    category: offer.device.categoryId,
  };
}

/** What the page embeds for the island (a JSON data block, never executed). */
export interface OfferIslandData {
  offerId: string;
  line: CartLine;
  item: ReturnType<typeof offerAnalyticsItem>;
  controlling: ReturnType<typeof offerControllingFields>;
  currency: string;
  checkout: string;
}

export function offerIslandData(offer: PageOffer, checkout: string): OfferIslandData {
  return {
    offerId: offer.offerId,
    line: offerCartLine(offer),
    item: offerAnalyticsItem(offer),
    controlling: offerControllingFields(offer),
    currency: offer.currency,
    checkout,
  };
}

/** JSON safe inside a <script type="application/json"> element (no "</script>" can close it). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
