/** Offer pricing: pure rules on a device (with its questions) and the chosen answers. */
import type { AnswerView, DeviceView, QuestionView } from "../catalog/index.ts";
import { applyMultiplier, toCents, ProblemError, type FieldError } from "../shared/index.ts";
import type { OfferAnswer, OfferCondition, OfferLine, PricedOffer } from "./types.ts";

/**
 * What pricing reads of a device: its base price and its questions with their answers' effects
 * (a DeviceView is one). The device page publishes exactly this as its deduction table, so the
 * browser's running offer runs this same code on the same numbers (app/features/offer/running-price.ts).
 */
export interface PricingDevice {
  basePrice: DeviceView["basePrice"];
  questions?: readonly (Pick<QuestionView, "id" | "code" | "question"> & {
    answers: readonly Pick<AnswerView, "id" | "code" | "text" | "effect">[];
  })[];
}

export interface AnswerInput {
  questionId: number;
  answerId: number;
}

/** A field error of an offer request; `questionText` names the question for the detail line. */
export interface OfferFieldError extends FieldError {
  questionText?: string;
}

/**
 * Checks the answers against the device's questions: exactly one answer per question, each
 * answer belonging to its question. Returns the field errors (empty when all is well); the
 * field is "answers.<questionCode>" (or "answers.<index>.questionId" for a question the device
 * does not have) and the message a translatable key "offer.error.<kind>".
 */
export function checkAnswers(device: PricingDevice, answers: readonly AnswerInput[]): OfferFieldError[] {
  const questions = device.questions ?? [];
  const errors: OfferFieldError[] = [];
  const seen = new Map<number, number>();
  answers.forEach((a, i) => {
    const q = questions.find((x) => x.id === a.questionId);
    if (!q) {
      errors.push({ field: `answers.${i}.questionId`, message: "offer.error.unknownQuestion" });
      return;
    }
    seen.set(q.id, (seen.get(q.id) ?? 0) + 1);
    if (seen.get(q.id) === 2) errors.push({ field: `answers.${q.code}`, message: "offer.error.duplicate", questionText: q.question });
    if (!q.answers.some((x) => x.id === a.answerId)) {
      errors.push({ field: `answers.${q.code}`, message: "offer.error.foreignAnswer", questionText: q.question });
    }
  });
  for (const q of questions) {
    if (!seen.has(q.id)) errors.push({ field: `answers.${q.code}`, message: "offer.error.missing", questionText: q.question });
  }
  return errors;
}

/** item_category2 from the share of the base price kept (see OfferCondition). */
export function conditionOf(priceCents: number, basePriceCents: number, noOffer: boolean): OfferCondition {
  if (noOffer) return "no_offer";
  if (basePriceCents <= 0) return "defective";
  const share = priceCents / basePriceCents;
  if (share >= 0.9) return "excellent";
  if (share >= 0.75) return "good";
  if (share >= 0.5) return "fair";
  return "defective";
}

/**
 * Prices an offer. Effects apply in question order on integer cents: a multiplier through
 * money.applyMultiplier (truncated to whole cents), a deduction subtracted, never below 0; a
 * "no offer" answer sets the price to 0 and adds its reason. Each breakdown line carries the
 * change it caused, so base + Σ deltas = price. Invalid answers → ProblemError 422 (see
 * checkAnswers).
 */
export function priceOffer(device: PricingDevice, answers: readonly AnswerInput[]): PricedOffer {
  const errors = checkAnswers(device, answers);
  if (errors.length) {
    throw new ProblemError(
      422,
      "validation",
      undefined,
      errors.map(({ field, message }) => ({ field, message })),
      {
        questions: errors.filter((e) => e.questionText).map((e) => ({ field: e.field, question: e.questionText })),
      },
    );
  }
  const basePriceCents = toCents(device.basePrice);
  let running = basePriceCents;
  const lines: OfferLine[] = [];
  const chosen: OfferAnswer[] = [];
  const reasons: string[] = [];
  for (const q of device.questions ?? []) {
    const input = answers.find((a) => a.questionId === q.id)!;
    const answer = q.answers.find((a) => a.id === input.answerId)!;
    const before = running;
    const effect = answer.effect;
    if (effect.kind === "multiplier") running = Math.max(0, applyMultiplier(running, effect.value));
    else if (effect.kind === "deduction") running = Math.max(0, running - effect.cents);
    else {
      running = 0;
      if (effect.reason) reasons.push(effect.reason);
    }
    lines.push({
      questionId: q.id,
      questionCode: q.code,
      question: q.question,
      answerId: answer.id,
      answerCode: answer.code,
      answer: answer.text,
      effect,
      deltaCents: running - before,
    });
    chosen.push({ questionId: q.id, answerId: answer.id, questionCode: q.code, answerCode: answer.code });
  }
  const noOffer = lines.some((l) => l.effect.kind === "noOffer");
  const priceCents = noOffer ? 0 : running;
  return {
    priceCents,
    answers: chosen,
    breakdown: { basePriceCents, lines },
    noOffer: noOffer ? { reasons } : null,
    condition: conditionOf(priceCents, basePriceCents, noOffer),
    variant: chosen.map((a) => `${a.questionCode}:${a.answerCode}`).join("|"),
  };
}
