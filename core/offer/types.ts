import type { AnswerView } from "../catalog/index.ts";
import type { PageCampaign } from "../campaign/index.ts";
import type { EditionId } from "../editions/index.ts";

/** Offers are valid for this many days from their creation (decisions.md). */
export const OFFER_VALIDITY_DAYS = 14;

/**
 * Offers made per client address (decision 0068): 60 in 10 minutes, one every 10 seconds, far
 * above a person comparing devices (each offer is a device's whole questionnaire), a family or
 * office behind one router, or a cart re-pricing its expired lines; a script storing offers in
 * bulk stops after 60.
 */
export const OFFER_LIMITS = {
  perAddress: { perWindow: 60, windowSeconds: 10 * 60 },
} as const;

/**
 * An offer no trade, inspection or clarification refers to is deleted this many days after it
 * expired (the daily job, decision 0068): longer than the cart's cookie lives (a month), so a cart
 * line is long gone, or already shown as expired, before its offer goes.
 */
export const STALE_OFFER_DAYS = 30;

/** One answer's effect on the price, in question order. */
export interface OfferLine {
  questionId: number;
  questionCode: string;
  question: string;
  answerId: number;
  answerCode: string;
  answer: string;
  effect: AnswerView["effect"];
  /** The change of the running price this answer caused: 0 or negative. */
  deltaCents: number;
}

export interface OfferAnswer {
  questionId: number;
  answerId: number;
  questionCode: string;
  answerCode: string;
}

/**
 * Analytics item_category2 of an offer (decision 0007): "no_offer" when an answer rules an offer
 * out, else by the share of the base price kept: ≥ 90 % excellent, ≥ 75 % good, ≥ 50 % fair,
 * below that defective.
 */
export type OfferCondition = "excellent" | "good" | "fair" | "defective" | "no_offer";

export interface OfferDevice {
  id: number;
  name: string;
  slug: string;
  url: string;
  image: string;
  category: string;
  categoryId: string;
  manufacturer: string;
}

/** The campaign an offer got when it was made (decision 0028): its terms, name, end, and the bonus in cents. */
export interface OfferCampaign extends PageCampaign {
  bonusCents: number;
}

/** An offer as the API and the pages show it: the priced answers with their campaign, validity and device. */
export interface OfferView extends PricedOffer {
  offerId: string;
  deviceId: number;
  edition: EditionId;
  /** The condition price (what the answers give), EUR decimal. */
  price: number;
  priceCents: number;
  /** The campaign bonus on top of the price, or null (decision 0028). */
  campaign: OfferCampaign | null;
  /** What the customer is paid for one device: price + campaign bonus, EUR decimal. */
  total: number;
  totalCents: number;
  currency: "EUR";
  validUntil: string;
  createdAt: string;
  device: OfferDevice;
  /** A trade has used the offer: it cannot be used again (decision 0019); the cart takes a new one. */
  used: boolean;
}

/** The pure result of pricing a device's answers. */
export interface PricedOffer {
  priceCents: number;
  answers: OfferAnswer[];
  breakdown: { basePriceCents: number; lines: OfferLine[] };
  /** Set when an answer rules an offer out: the price is 0 and the reasons are in the edition's language. */
  noOffer: { reasons: string[] } | null;
  /** Analytics item_category2, see {@link OfferCondition}. */
  condition: OfferCondition;
  /** Analytics item_variant: "questionCode:answerCode|…" in question order. */
  variant: string;
}
