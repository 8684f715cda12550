/**
 * The running offer of the guided sell flow (decision 0029): the device page publishes the
 * device's deduction table (base price, every answer's effect) and the browser prices the answers
 * given so far with core/offer's own `priceOffer`, so the running price is the server's rule on
 * the server's numbers. The server's offer after the last question stays the one that counts.
 */
import { campaignBonusCents, type CampaignTerms } from "../../../core/campaign/index.ts";
import { priceOffer, type PricingDevice } from "../../../core/offer/index.ts";
import type { OfferLine } from "../../../core/offer/index.ts";
import { signedMoney, type EffectFormat } from "./breakdown.ts";
import type { OfferEffect } from "./types.ts";

/** The published deduction table: exactly what pricing reads of a device (no help texts). */
export interface DeductionTable {
  basePrice: number;
  questions: NonNullable<PricingDevice["questions"]>;
}

/** What the device page embeds for the island: the table and how to write money in the edition. */
export interface RunningPriceData {
  table: DeductionTable;
  locale: string;
  currency: string;
  /** Translated texts the island writes (offer.effect.*, offer.summary.*). */
  texts: Record<string, string>;
  /** "Question 1 of 7", … formatted by the server, one per question. */
  steps: string[];
  /** The campaign an offer made now would get (decision 0028): its bonus is added on top. */
  campaign: CampaignTerms | null;
}

export function deductionTable(device: PricingDevice): DeductionTable {
  return {
    basePrice: device.basePrice,
    questions: (device.questions ?? []).map((q) => ({
      id: q.id,
      code: q.code,
      question: q.question,
      answers: q.answers.map((a) => ({ id: a.id, code: a.code, text: a.text, effect: a.effect })),
    })),
  };
}

export interface RunningOffer {
  basePriceCents: number;
  /** The condition price: 0 when an answer rules an offer out. */
  priceCents: number;
  /** The campaign's bonus on that price (0 without a campaign or offer). */
  bonusCents: number;
  /** What the visitor would be paid: price + bonus (the server offer's total). */
  totalCents: number;
  /** One line per answered question, in question order, with the change it caused. */
  lines: OfferLine[];
  noOffer: boolean;
  answered: number;
  /** Every question answered: the price is the one the server will make. */
  complete: boolean;
}

/**
 * The offer from the answers so far (question id → answer id). Pricing applies the effects in
 * question order, so pricing only the answered questions is the offer with "no change" for the
 * open ones; with every question answered it is exactly the server's `priceOffer`, plus the
 * campaign's bonus by the campaign's own `campaignBonusCents`. An answer id
 * that is not one of its question's answers counts as unanswered.
 */
export function runningOffer(
  table: DeductionTable,
  chosen: ReadonlyMap<number, number>,
  campaign: CampaignTerms | null = null,
): RunningOffer {
  const questions = table.questions.filter((q) => q.answers.some((a) => a.id === chosen.get(q.id)));
  const priced = priceOffer(
    { basePrice: table.basePrice, questions },
    questions.map((q) => ({ questionId: q.id, answerId: chosen.get(q.id)! })),
  );
  const bonusCents = campaign ? campaignBonusCents(campaign, priced.priceCents) : 0;
  return {
    basePriceCents: priced.breakdown.basePriceCents,
    priceCents: priced.priceCents,
    bonusCents,
    totalCents: priced.priceCents + bonusCents,
    lines: priced.breakdown.lines,
    noOffer: priced.noOffer !== null,
    answered: questions.length,
    complete: questions.length === table.questions.length,
  };
}

/**
 * What an answer does to the price, written next to it before it is chosen: a multiplier as its
 * percentage ("−15 %"), a deduction as its amount ("−40,00 €"), "no change", or "no offer possible".
 */
export function answerEffectText(effect: OfferEffect, f: EffectFormat): string {
  if (effect.kind === "noOffer") return f.t("offer.effect.noOffer");
  if (effect.kind === "deduction") return effect.cents ? signedMoney(f.money, -effect.cents) : f.t("offer.effect.noChange");
  const fraction = Math.round((effect.value - 1) * 1000) / 1000;
  return fraction === 0 ? f.t("offer.effect.noChange") : f.percent(fraction);
}

/** The translated texts the island needs (a subset of the page's messages). */
export const RUNNING_PRICE_TEXTS = [
  "offer.effect.noChange",
  "offer.effect.noOffer",
  "offer.effect.percent",
  "offer.summary.running",
  "offer.summary.none",
  "price.summary.total",
] as const;

/** `{name}` placeholders filled from vars (the island's tiny translator over the embedded texts). */
export function fillText(texts: Record<string, string>, key: string, vars: Record<string, string | number> = {}): string {
  return (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The answers chosen so far from the form's checked radios (name "q<questionId>", value the answer
 * id; see condition-form.tsx `answerField`). Anything else is ignored.
 */
export function chosenAnswers(checked: Iterable<{ name: string; value: string }>): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const { name, value } of checked) {
    const q = /^q(\d{1,10})$/.exec(name);
    if (q && /^\d{1,10}$/.test(value)) chosen.set(Number(q[1]), Number(value));
  }
  return chosen;
}
