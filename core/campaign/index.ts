/**
 * The campaign module's door (decision 0028).
 *
 * Pure (safe for the browser; import from `core/campaign/rules.ts` in browser code):
 *   campaignBonusCents(campaign: CampaignTerms, priceCents) → whole cents: percent of the price
 *     truncated (money.ts), or the fixed amount; 0 for a price of 0 (no offer).
 *   campaignFor(campaigns, target, now, priceCents), isCampaignRunning, campaignAppliesTo,
 *   campaignWindow(edition, firstDay, lastDay) (calendar days in the edition's time zone),
 *   campaignLastDay, formatCampaignEnd, campaignAmountText.
 * Server only (database): activeCampaigns(db, edition, now), campaignById, withScopeNames, createCampaign.
 *
 * The product page's loader returns `campaign: PageCampaign | null` (the campaign an offer for
 * that device made now would get): { id, name, kind, percent, fixedCents, endsAt }; the browser's
 * running price adds campaignBonusCents(campaign, priceCents).
 *
 * The one price rule (decision 0101, price-parts.ts): priceParts / campaignPriceParts /
 * linesPriceParts → { priceCents, bonuses: [{ name, cents }], totalCents }; priceText(parts, form,
 * { t, money }) writes it ("upTo", "heading", "parts"); effectsAddUp checks a breakdown.
 */
export * from "./rules.ts";
export * from "./price-parts.ts";
export * from "./admin.ts";
export { campaignListQuery } from "./list-query.ts";
