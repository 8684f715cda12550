/**
 * Re-pricing after inspection (decisions 0025 and 0126), pure: the inspector's answers go through the
 * same pricing code as the offer (core/offer priceOffer). `device` is the catalog's device of today
 * (its base price in the trade's edition on the day of inspection). The outcome per device:
 * - `as_described`: the same answers, or a device worth at least the locked price. It is paid the
 *   locked price, or more when the price of the day is higher (decision 0126): the customer's own
 *   answers priced on today's base price, never more than the device as found is worth today;
 * - `worse`: worth less than the locked price (the inspector's answers on the higher of the locked
 *   and today's base price) → a new offer;
 * - `no_offer`: an answer rules an offer out (activation lock, blacklisted) → the device goes back.
 * A business quote's offer binds its price (decision 0118): it never rises.
 */
import { campaignBonusCents, type PageCampaign } from "../campaign/index.ts";
import type { DeviceView } from "../catalog/index.ts";
import { checkAnswers, priceOffer, type AnswerInput } from "../offer/index.ts";
import type { OfferAnswer, PricedOffer } from "../offer/index.ts";
import { applyVoucher, fromCents, toCents } from "../shared/index.ts";

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
  /** The price the device is worth now: the locked price (plus its rise) unless worse (0 without an offer). */
  priceCents: number;
  /** What the price of the day adds over the locked price (decision 0126); 0 unless as described and risen. priceCents includes it. */
  priceRiseCents: number;
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

/**
 * The price of the day (decision 0126): the customer's answers priced on today's base price with the
 * same quote terms; null when today's catalog cannot price them any more (a question or answer
 * changed since the offer) or has no price, so the locked price stays.
 */
export function priceOfTheDay(device: DeviceView, locked: LockedOffer): number | null {
  if (!(device.basePrice > 0) || checkAnswers(device, locked.answers).length) return null;
  const priced = priceOffer(device, locked.answers);
  return priced.noOffer ? null : priced.priceCents;
}

export function repriceInspection(device: DeviceView, locked: LockedOffer, answers: readonly AnswerInput[]): Repriced {
  const todayBaseCents = device.basePrice > 0 ? toCents(device.basePrice) : 0;
  // a worse device is priced on the higher base price: a price that fell since the offer never costs the seller
  const foundBase = fromCents(Math.max(locked.basePriceCents, todayBaseCents));
  const priced = withQuoteTerms(priceOffer({ ...device, basePrice: foundBase }, answers), locked.quote);
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
  if (priced.noOffer) return { outcome: "no_offer", priceCents: 0, priceRiseCents: 0, priced, differences };
  if (differences.length === 0 || priced.priceCents >= locked.priceCents) {
    // the quote binds its price; otherwise the same answers at today's price, capped by what the device as found is worth
    const today = locked.quote ? null : priceOfTheDay(device, locked);
    const priceCents = Math.max(locked.priceCents, Math.min(today ?? 0, priced.priceCents));
    return { outcome: "as_described", priceCents, priceRiseCents: priceCents - locked.priceCents, priced, differences };
  }
  return { outcome: "worse", priceCents: priced.priceCents, priceRiseCents: 0, priced, differences };
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
