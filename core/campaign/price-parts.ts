/**
 * One price rule for every page and mail (decision 0101), pure and safe for the browser.
 *
 * A figure the customer sees is the device's price (what the answers make of the base price), and
 * when a campaign gives a bonus (decision 0028) that bonus is a second, named part, never folded
 * into the first:
 *
 * - "up to" figures (cards, the device page's heading, the sell summary before an answer) are the
 *   base price; with a campaign for the device they read "bis zu 230,00 € + 23,00 € Herbstbonus",
 *   without one "bis zu 230,00 €": the bonus is either named beside the figure or there is none.
 * - totals that include a bonus (offer, cart, checkout, thank-you, mail) are written with their
 *   parts: "230,00 € Gerätepreis + 23,00 € Herbstbonus" beside or after the total.
 * - the answers' effects are effects on the device price; the running figure beside them is the
 *   device price, the bonus is its own line recomputed from it (`effectsAddUp`): the effects of the
 *   answers sum to exactly the change of the figure they stand beside.
 */
import type { EditionId } from "../editions/index.ts";
import { toCents } from "../shared/index.ts";
import { campaignBonusCents, campaignFor, type Campaign, type CampaignTarget, type CampaignTerms } from "./rules.ts";

/** A bonus with the name customers know it by ("Herbstbonus"), in whole cents. */
export interface NamedBonus {
  name: string;
  cents: number;
}

/** A shown price in its parts: the device price, the named bonuses on top, and their total. */
export interface PriceParts {
  priceCents: number;
  /** Empty when no bonus applies (or every bonus is 0). */
  bonuses: NamedBonus[];
  totalCents: number;
}

/** The parts of `priceCents` plus the given bonuses (those of 0 cents dropped, same names summed). */
export function priceParts(priceCents: number, bonuses: readonly NamedBonus[] = []): PriceParts {
  const byName = new Map<string, number>();
  for (const b of bonuses) if (b.cents !== 0) byName.set(b.name, (byName.get(b.name) ?? 0) + b.cents);
  const named = [...byName].map(([name, cents]) => ({ name, cents }));
  return { priceCents, bonuses: named, totalCents: named.reduce((sum, b) => sum + b.cents, priceCents) };
}

/** The parts of a price under a campaign's terms (its bonus by `campaignBonusCents`), or the bare price. */
export function campaignPriceParts(priceCents: number, campaign: (CampaignTerms & { name: string }) | null): PriceParts {
  return priceParts(priceCents, campaign ? [{ name: campaign.name, cents: campaignBonusCents(campaign, priceCents) }] : []);
}

/** A line or a whole cart: each line's price total and its bonus per device times its quantity. */
export interface PartsLine {
  /** The line's price part in cents (price × quantity, truncated as money.ts does). */
  priceCents: number;
  quantity: number;
  /** The campaign the line's offer got, with its bonus per device; null without one. */
  campaign: { name: string; bonusCents: number } | null;
}

/** The parts of several lines together (a cart, a trade): prices summed, bonuses summed per name. */
export function linesPriceParts(lines: readonly PartsLine[]): PriceParts {
  return priceParts(
    lines.reduce((sum, l) => sum + l.priceCents, 0),
    lines.flatMap((l) => (l.campaign ? [{ name: l.campaign.name, cents: l.campaign.bonusCents * l.quantity }] : [])),
  );
}

/** Whether the shown effects add up: base price plus every effect is the device price shown beside them. */
export function effectsAddUp(basePriceCents: number, effectsCents: readonly number[], priceCents: number): boolean {
  return effectsCents.reduce((sum, d) => sum + d, basePriceCents) === priceCents;
}

/** How a figure is written (each with its message for the bare price and the one with a named bonus). */
export type PriceForm = "upTo" | "heading" | "parts";

/** The messages of each form: `plain` without a bonus, `bonus` with one, `bonuses` with several. */
export const PRICE_MESSAGES: Record<PriceForm, { plain: string; bonus: string; bonuses: string }> = {
  /** a card or a summary: "bis zu 230,00 €" / "bis zu 230,00 € + 23,00 € Herbstbonus" */
  upTo: { plain: "catalog.upTo", bonus: "price.upTo.bonus", bonuses: "price.upTo.bonuses" },
  /** the device page's heading: "Bis zu 230,00 € für ein einwandfreies Gerät" (+ the named bonus) */
  heading: { plain: "pdp.basePrice", bonus: "price.heading.bonus", bonuses: "price.heading.bonuses" },
  /** what a total is made of: "230,00 € Gerätepreis" / "230,00 € Gerätepreis + 23,00 € Herbstbonus" */
  parts: { plain: "price.parts.plain", bonus: "price.parts.bonus", bonuses: "price.parts.bonuses" },
};

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The message key and arguments that write `parts` in `form` (figures through `money`). */
export function priceMessage(
  parts: PriceParts,
  form: PriceForm,
  money: (cents: number) => string,
): { key: string; vars: Record<string, string> } {
  const keys = PRICE_MESSAGES[form];
  const price = money(parts.priceCents);
  const total = money(parts.totalCents);
  if (parts.bonuses.length === 0) return { key: keys.plain, vars: { price, total } };
  const bonus = money(parts.totalCents - parts.priceCents);
  if (parts.bonuses.length === 1) return { key: keys.bonus, vars: { price, total, bonus, name: parts.bonuses[0]!.name } };
  return { key: keys.bonuses, vars: { price, total, bonus, names: parts.bonuses.map((b) => b.name).join(", ") } };
}

/** `parts` written in `form` in the language of `t`. */
export function priceText(parts: PriceParts, form: PriceForm, f: { t: Translate; money: (cents: number) => string }): string {
  const { key, vars } = priceMessage(parts, form, f.money);
  return f.t(key, vars);
}

/** Every message key the rule may use (for the island's embedded texts and the messages test). */
export const PRICE_MESSAGE_KEYS: readonly string[] = Object.values(PRICE_MESSAGES).flatMap((m) => [m.plain, m.bonus, m.bonuses]);

/**
 * A device's "up to" figure in its parts: its base price and the bonus of the campaign an offer
 * for it made at `now` would get (`campaignFor`), for cards and headings alike.
 */
export function upToParts(device: { basePriceCents: number } & CampaignTarget, campaigns: readonly Campaign[], now: Date): PriceParts {
  return campaignPriceParts(device.basePriceCents, campaignFor(campaigns, device, now, device.basePriceCents));
}

/** A list's devices, each with its "up to" parts (`upToParts`) for its card. */
export function withUpTo<D extends { basePrice: number; categoryId: string; manufacturerId: string }>(
  edition: EditionId,
  devices: readonly D[],
  campaigns: readonly Campaign[],
  now: Date,
): (D & { upTo: PriceParts })[] {
  return devices.map((d) => ({
    ...d,
    upTo: upToParts(
      { basePriceCents: toCents(d.basePrice), edition, categoryId: d.categoryId, manufacturerId: d.manufacturerId },
      campaigns,
      now,
    ),
  }));
}
