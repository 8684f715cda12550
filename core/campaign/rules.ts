/**
 * Campaigns (decision 0028), pure: a bonus on top of an offer, for the offers of one edition made
 * while the campaign runs, for the devices of its categories and manufacturers (empty = every
 * device). Safe for the browser: no zod, no server code.
 *
 * - A campaign runs from `startsAt` (inclusive) to `endsAt` (exclusive), two instants. Campaigns
 *   are planned in whole calendar days of the edition's time zone (`campaignWindow`), so
 *   "until 31 December" ends at midnight in Berlin for de, in London for en.
 * - The bonus of a percent campaign is the percentage of the offer's price, truncated to whole
 *   cents (core/shared/money.ts, the voucher's rule); a fixed campaign adds its amount. An offer
 *   of 0 (no offer) gets nothing.
 * - When several campaigns apply, the offer gets the one with the highest bonus (then the one
 *   ending first, then the lower id): never two.
 */
import { dateTimeFormatOf, numberFormatOf, applyVoucher } from "../shared/index.ts";
import { DEADLINE_TIME_ZONES, type EditionId, localDate, zonedTime } from "../editions/index.ts";
// campaigns count calendar days in the business time zone of the edition's deadlines

/** What a bonus is computed from: the plain terms (the product page's `campaign` field carries them). */
export interface CampaignTerms {
  kind: "percent" | "fixed";
  /** Percent of the offer price (0–100, two decimals) for `percent`; null otherwise. */
  percent: number | null;
  /** The amount in whole cents for `fixed`; null otherwise. */
  fixedCents: number | null;
}

export interface Campaign extends CampaignTerms {
  id: number;
  edition: EditionId;
  /** Shown to customers, in the edition's language ("Herbstbonus"). */
  name: string;
  /** Category ids ("smartphones"); empty = every category. */
  categoryIds: readonly string[];
  /** Manufacturer ids ("apple"); empty = every manufacturer. */
  manufacturerIds: readonly string[];
  /** ISO instants: runs while startsAt ≤ now < endsAt. */
  startsAt: string;
  endsAt: string;
}

/** The device an offer is made for, as far as a campaign cares. */
export interface CampaignTarget {
  edition: EditionId;
  categoryId: string;
  manufacturerId: string;
}

export function isCampaignRunning(campaign: Pick<Campaign, "startsAt" | "endsAt">, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(campaign.startsAt) <= t && t < Date.parse(campaign.endsAt);
}

/** The campaign covers the device: its edition, and its category and manufacturer lists (each empty = all). */
export function campaignAppliesTo(
  campaign: Pick<Campaign, "edition" | "categoryIds" | "manufacturerIds">,
  target: CampaignTarget,
): boolean {
  if (campaign.edition !== target.edition) return false;
  if (campaign.categoryIds.length && !campaign.categoryIds.includes(target.categoryId)) return false;
  if (campaign.manufacturerIds.length && !campaign.manufacturerIds.includes(target.manufacturerId)) return false;
  return true;
}

/**
 * The bonus in whole cents for an offer of `priceCents`: the percentage truncated toward zero, or
 * the fixed amount; 0 for a price of 0 or less (a "no offer").
 */
export function campaignBonusCents(campaign: CampaignTerms, priceCents: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) return 0;
  if (campaign.kind === "percent")
    return campaign.percent === null ? 0 : applyVoucher(priceCents, { kind: "percent", percent: campaign.percent }).bonusCents;
  return campaign.fixedCents === null ? 0 : applyVoucher(priceCents, { kind: "fixed", cents: campaign.fixedCents }).bonusCents;
}

/** The campaign an offer made at `now` gets (see the module comment), or null. */
export function campaignFor<C extends Campaign>(campaigns: readonly C[], target: CampaignTarget, now: Date, priceCents: number): C | null {
  let best: C | null = null;
  let bestBonus = -1;
  for (const c of campaigns) {
    if (!isCampaignRunning(c, now) || !campaignAppliesTo(c, target)) continue;
    const bonus = campaignBonusCents(c, priceCents);
    const better =
      bonus > bestBonus ||
      (bonus === bestBonus &&
        best !== null &&
        (Date.parse(c.endsAt) < Date.parse(best.endsAt) || (c.endsAt === best.endsAt && c.id < best.id)));
    if (better) {
      best = c;
      bestBonus = bonus;
    }
  }
  return best;
}

/** A calendar date "YYYY-MM-DD". */
function parseDay(day: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new RangeError(`not a calendar date: ${day}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * The instants of a campaign planned from `firstDay` to `lastDay` (both "YYYY-MM-DD", inclusive) in
 * the edition's time zone: from midnight starting the first day to midnight ending the last.
 */
export function campaignWindow(edition: EditionId, firstDay: string, lastDay: string): { startsAt: Date; endsAt: Date } {
  const zone = DEADLINE_TIME_ZONES[edition];
  const startsAt = zonedTime(parseDay(firstDay), 0, zone);
  const endsAt = zonedTime(parseDay(lastDay), 0, zone, 1);
  if (endsAt <= startsAt) throw new RangeError("a campaign ends after it starts");
  return { startsAt, endsAt };
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in the edition's time zone. */
export function editionDay(edition: EditionId, instant: Date): string {
  const d = localDate(instant, DEADLINE_TIME_ZONES[edition]);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The campaign's first calendar day in the edition's time zone ("YYYY-MM-DD"). */
export function campaignFirstDay(campaign: Pick<Campaign, "startsAt">, edition: EditionId): string {
  return editionDay(edition, new Date(campaign.startsAt));
}

/** The campaign's last calendar day in the edition's time zone ("YYYY-MM-DD"). */
export function campaignLastDay(campaign: Pick<Campaign, "endsAt">, edition: EditionId): string {
  return editionDay(edition, new Date(Date.parse(campaign.endsAt) - 1));
}

/** The last day as the edition's locale writes a date in full ("31. Dezember 2026", "31 décembre 2026"). */
export function formatCampaignEnd(campaign: Pick<Campaign, "endsAt">, edition: EditionId, localeCode: string): string {
  return dateTimeFormatOf(localeCode, { day: "numeric", month: "long", year: "numeric", timeZone: DEADLINE_TIME_ZONES[edition] }).format(
    new Date(Date.parse(campaign.endsAt) - 1),
  );
}

/** "10 %" / "25,00 €": the campaign's amount in the edition's formats. */
export function campaignAmountText(campaign: CampaignTerms, localeCode: string, money: (cents: number) => string): string {
  if (campaign.kind === "percent") {
    return numberFormatOf(localeCode, { style: "percent", maximumFractionDigits: 2 }).format((campaign.percent ?? 0) / 100);
  }
  return money(campaign.fixedCents ?? 0);
}

/**
 * A campaign as pages, offers and the browser see it: its terms, name and end. The product page's
 * loader returns one as `campaign` (or null); offers keep one as the snapshot of what they got.
 */
export interface PageCampaign extends CampaignTerms {
  id: number;
  name: string;
  /** ISO instant the campaign ends (exclusive). */
  endsAt: string;
}

export function pageCampaign(c: Campaign): PageCampaign {
  return { id: c.id, name: c.name, kind: c.kind, percent: c.percent, fixedCents: c.fixedCents, endsAt: c.endsAt };
}
