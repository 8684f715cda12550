/**
 * Re-pricing after inspection (decision 0025), pure: the inspector's answers go through the same
 * pricing code as the offer (core/offer priceOffer), on the base price locked in the trade's offer,
 * not today's catalog price. The outcome per device:
 * - `as_described`: the same answers, or a price at least as high as the locked one (a better
 *   device keeps its price; nobody is paid more than offered);
 * - `worse`: a lower price → a new offer;
 * - `no_offer`: an answer rules an offer out (activation lock, blacklisted) → the device goes back.
 */
import { campaignBonusCents, type PageCampaign } from "../campaign/index.ts";
import type { DeviceView } from "../catalog/index.ts";
import { priceOffer, type AnswerInput } from "../offer/index.ts";
import type { OfferAnswer, PricedOffer } from "../offer/index.ts";
import { applyVoucher, fromCents } from "../shared/index.ts";

export type InspectionOutcome = "as_described" | "worse" | "no_offer";

/** One answer the inspector found different from the customer's. */
export interface AnswerDifference {
  questionId: number;
  questionCode: string;
  question: string;
  expected: number | null;
  found: number;
  expectedText: string | null;
  foundText: string;
  /** The found answer's finding text in the trade's edition (answer_texts.finding), what the customer reads; null when the catalog has none. */
  finding?: string | null;
}

export interface Repriced {
  outcome: InspectionOutcome;
  /** The price the device is worth now: the locked price unless worse (0 without an offer). */
  priceCents: number;
  /** The pricing of the inspector's answers (on the locked base price). */
  priced: PricedOffer;
  differences: AnswerDifference[];
}

export interface LockedOffer {
  basePriceCents: number;
  priceCents: number;
  answers: readonly Pick<OfferAnswer, "questionId" | "answerId">[];
  /**
   * A business quote's offer (decision 0118): the grade price the quote bound (its difference to the
   * catalog's pricing of the grade's answers) and the volume percent. Both stay on the price of the
   * inspector's answers, so a unit as described keeps its quoted price and a worse one keeps its bonus.
   */
  quote?: { adjustmentCents: number; volumePercent: number };
}

/** The price of the inspector's answers with a quote's binding and volume percent (decision 0118), else as priced. */
function withQuoteTerms(priced: PricedOffer, quote: LockedOffer["quote"]): PricedOffer {
  if (!quote || priced.noOffer) return priced;
  const graded = Math.max(0, priced.priceCents + quote.adjustmentCents);
  const priceCents = quote.volumePercent > 0 ? applyVoucher(graded, { kind: "percent", percent: quote.volumePercent }).totalCents : graded;
  return {
    ...priced,
    priceCents,
    breakdown: {
      ...priced.breakdown,
      quoteAdjustmentCents: quote.adjustmentCents,
      volume: { percent: quote.volumePercent, deltaCents: priceCents - graded },
    } as PricedOffer["breakdown"],
  };
}

export function repriceInspection(device: DeviceView, locked: LockedOffer, answers: readonly AnswerInput[]): Repriced {
  const priced = withQuoteTerms(priceOffer({ ...device, basePrice: fromCents(locked.basePriceCents) }, answers), locked.quote);
  const differences: AnswerDifference[] = [];
  for (const line of priced.breakdown.lines) {
    const expected = locked.answers.find((a) => a.questionId === line.questionId)?.answerId ?? null;
    if (expected === line.answerId) continue;
    const question = device.questions?.find((q) => q.id === line.questionId);
    differences.push({
      questionId: line.questionId,
      questionCode: line.questionCode,
      question: line.question,
      expected,
      found: line.answerId,
      expectedText: question?.answers.find((a) => a.id === expected)?.text ?? null,
      foundText: line.answer,
    });
  }
  if (priced.noOffer) return { outcome: "no_offer", priceCents: 0, priced, differences };
  if (differences.length === 0 || priced.priceCents >= locked.priceCents)
    return { outcome: "as_described", priceCents: locked.priceCents, priced, differences };
  return { outcome: "worse", priceCents: priced.priceCents, priced, differences };
}

/**
 * The campaign bonus of a re-priced device (decision 0028). The trade was made with an offer of the
 * campaign, so the new offer keeps that campaign even when it has ended meanwhile: a percent
 * campaign its percent of the new price (truncated to cents), a fixed one its amount. Nothing
 * when the locked offer had no bonus, or the new price is 0.
 */
export function keptCampaign(
  locked: PageCampaign | null,
  lockedBonusCents: number,
  newPriceCents: number,
): { campaign: PageCampaign; bonusCents: number } | null {
  if (!locked || lockedBonusCents <= 0) return null;
  const bonusCents = campaignBonusCents(locked, newPriceCents);
  return bonusCents > 0 ? { campaign: locked, bonusCents } : null;
}
