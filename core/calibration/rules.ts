/**
 * Calibration (issue 34 §6, decision 0131), pure: where the customer's answer and the inspector's
 * differ, which way (by the two answers' price effects), how the money a worse device lost is told
 * per answer, which channel a trade came through, and which questions' wording may mislead.
 */
import { applyMultiplier } from "../shared/index.ts";

export const CALIBRATION_CHANNELS = ["shop", "widget", "store", "business"] as const;
export type CalibrationChannel = (typeof CALIBRATION_CHANNELS)[number];

/**
 * same: the inspector found the customer's answer; overstated: the customer's answer is priced
 * higher than the inspector's (the customer said better than found); understated: lower; even: a
 * different answer with the same price effect.
 */
export const CALIBRATION_DIRECTIONS = ["same", "overstated", "understated", "even"] as const;
export type CalibrationDirection = (typeof CALIBRATION_DIRECTIONS)[number];

/** The staff roles who read the page and the API: support (talks to customers), catalog (words the questions); admin holds both. */
export const CALIBRATION_ROLES = ["support", "catalog"] as const;
/** Only support (and admin) see the customers: personal data, and theirs to talk to. */
export const CALIBRATION_CUSTOMER_ROLES = ["support"] as const;

/** A question is judged only from this many inspected answers on; below, chance decides. */
export const MISLEADING_MIN_DEVICES = 20;
/** "Both directions": at least this share of the question's devices overstated, and as much understated. */
export const MISLEADING_BOTH_WAYS_SHARE = 0.1;
/** "Repeatedly": a customer shows in the list from this many trades with an overstated answer. */
export const REPEATED_OVERSTATED_TRADES = 2;
/** The customers list's length (the most overstated trades first). */
export const CUSTOMERS_SHOWN = 50;

/** An answer's effect on the price, as the catalog stores it. */
export type AnswerEffect = { kind: "multiplier"; value: number | string } | { kind: "deduction"; cents: number } | { kind: "noOffer" };

/** The price `effect` alone leaves of `baseCents` (as core/offer prices one answer). */
export function priceWith(baseCents: number, effect: AnswerEffect): number {
  if (effect.kind === "multiplier") return Math.max(0, applyMultiplier(baseCents, effect.value));
  if (effect.kind === "deduction") return Math.max(0, baseCents - effect.cents);
  return 0;
}

/** A base price for the comparison when the offer has none (0 would make every answer equal). */
const REFERENCE_CENTS = 100_00;

/**
 * Which way the customer's answer differs from the inspector's: each answer priced alone on the
 * offer's base price; the one leaving more is the better-sounding one.
 */
export function directionOf(
  customer: { answerId: number; effect: AnswerEffect },
  inspector: { answerId: number; effect: AnswerEffect },
  baseCents: number,
): CalibrationDirection {
  if (customer.answerId === inspector.answerId) return "same";
  const base = baseCents > 0 ? baseCents : REFERENCE_CENTS;
  const c = priceWith(base, customer.effect);
  const i = priceWith(base, inspector.effect);
  return c > i ? "overstated" : c < i ? "understated" : "even";
}

/**
 * The channel of a trade: a business seller's (company) first, then a store's walk-in trade, then
 * a partner's widget, else the shop itself.
 */
export function channelOf(t: { companyId: number | null; storeId: number | null; partnerId: string | null }): CalibrationChannel {
  if (t.companyId !== null) return "business";
  if (t.storeId !== null) return "store";
  if (t.partnerId !== null) return "widget";
  return "shop";
}

/** The key a customer is counted under: the account, else the guest's e-mail (lower case). */
export function customerKeyOf(t: { customerId: string | null; email: string }): string {
  return t.customerId ?? `email:${t.email.trim().toLowerCase()}`;
}

/**
 * The money moved of a device inspected with no offer at all (an answer rules it out): the whole
 * locked price, told in equal parts (the remainder on the first) to the answers that ruled it out,
 * else to every overstated answer. Answers not named get 0.
 */
export function noOfferShares(lockedCents: number, ruling: readonly number[]): Map<number, number> {
  const shares = new Map<number, number>();
  if (ruling.length === 0 || lockedCents <= 0) return shares;
  const part = Math.trunc(lockedCents / ruling.length);
  ruling.forEach((questionId, i) => shares.set(questionId, -(part + (i === 0 ? lockedCents - part * ruling.length : 0))));
  return shares;
}

/** One aggregated cell as the job stores it and the page reads it (after the filters' sum). */
export interface CalibrationCell {
  questionCode: string;
  customerAnswerCode: string;
  inspectorAnswerCode: string;
  direction: CalibrationDirection;
  devices: number;
  movedCents: number;
}

export interface FoundAnswer {
  inspectorAnswerCode: string;
  direction: CalibrationDirection;
  devices: number;
  movedCents: number;
}

export interface AnswerRow {
  customerAnswerCode: string;
  /** Devices whose customer gave this answer (inspected). */
  devices: number;
  /** Of those, the inspector found something else (any direction). */
  differing: number;
  overstated: number;
  understated: number;
  movedCents: number;
  /** What the inspectors found instead, most often first (the same answer left out). */
  found: FoundAnswer[];
}

export interface QuestionRow {
  questionCode: string;
  devices: number;
  differing: number;
  overstated: number;
  understated: number;
  movedCents: number;
  /** The wording may mislead: enough devices, and many wrong both ways. */
  misleading: boolean;
  answers: AnswerRow[];
}

/** Whether a question's figures point at its wording: both directions at least the share, from the minimum count. */
export function mayMislead(q: { devices: number; overstated: number; understated: number }): boolean {
  if (q.devices < MISLEADING_MIN_DEVICES) return false;
  const least = q.devices * MISLEADING_BOTH_WAYS_SHARE;
  return q.overstated >= least && q.understated >= least;
}

/** Share of `part` in `whole`, 0 without a whole. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The page's rows from the (filtered, summed) cells: per question and the customer's answer, how
 * many devices, how many the inspector found otherwise, which way, and the money it moved. Questions
 * flagged as possibly misleading first, then by the share of devices found otherwise.
 */
export function questionRows(cells: readonly CalibrationCell[]): QuestionRow[] {
  const questions = new Map<string, QuestionRow>();
  for (const c of cells) {
    let q = questions.get(c.questionCode);
    if (!q) {
      q = {
        questionCode: c.questionCode,
        devices: 0,
        differing: 0,
        overstated: 0,
        understated: 0,
        movedCents: 0,
        misleading: false,
        answers: [],
      };
      questions.set(c.questionCode, q);
    }
    let a = q.answers.find((x) => x.customerAnswerCode === c.customerAnswerCode);
    if (!a) {
      a = { customerAnswerCode: c.customerAnswerCode, devices: 0, differing: 0, overstated: 0, understated: 0, movedCents: 0, found: [] };
      q.answers.push(a);
    }
    for (const row of [q, a]) {
      row.devices += c.devices;
      row.movedCents += c.movedCents;
      if (c.direction !== "same") row.differing += c.devices;
      if (c.direction === "overstated") row.overstated += c.devices;
      if (c.direction === "understated") row.understated += c.devices;
    }
    if (c.direction !== "same") {
      const f = a.found.find((x) => x.inspectorAnswerCode === c.inspectorAnswerCode);
      if (f) {
        f.devices += c.devices;
        f.movedCents += c.movedCents;
      } else
        a.found.push({ inspectorAnswerCode: c.inspectorAnswerCode, direction: c.direction, devices: c.devices, movedCents: c.movedCents });
    }
  }
  const list = [...questions.values()];
  for (const q of list) {
    q.misleading = mayMislead(q);
    q.answers.sort((x, y) => y.devices - x.devices || x.customerAnswerCode.localeCompare(y.customerAnswerCode));
    for (const a of q.answers) a.found.sort((x, y) => y.devices - x.devices || x.inspectorAnswerCode.localeCompare(y.inspectorAnswerCode));
  }
  return list.sort(
    (x, y) =>
      Number(y.misleading) - Number(x.misleading) ||
      shareOf(y.differing, y.devices) - shareOf(x.differing, x.devices) ||
      x.questionCode.localeCompare(y.questionCode),
  );
}
