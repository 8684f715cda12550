/**
 * Open figures per model (issue 34, decision 0129), pure: what the job computes from paid trades.
 * A paid device is a unit of a trade line in a paid trade that the inspection did not rule out.
 */

/** An answer's effect on the price as the catalog stores it. */
export interface AnswerEffect {
  kind: string;
  multiplier: number | null;
  deductionCents: number | null;
}

/** The median of `values` (null when empty), rounded to one decimal. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(m * 10) / 10;
}

const DAY_MS = 86_400_000;

/** Days between the parcel's receipt and the money sent, unrounded. */
export const daysBetween = (received: Date, paid: Date) => Math.max(0, paid.getTime() - received.getTime()) / DAY_MS;

/** What an answer leaves of `baseCents` (the same rules as the offer's pricing, on one answer alone). */
function priceAfter(effect: AnswerEffect, baseCents: number): number {
  if (effect.kind === "multiplier") return Math.trunc(baseCents * (effect.multiplier ?? 1));
  if (effect.kind === "deduction") return baseCents - (effect.deductionCents ?? 0);
  return 0;
}

/**
 * True when the inspector's answer is worth less than the customer's on the offer's base price:
 * a deduction the inspection found (a better finding, or an equal one, is none).
 */
export function lowersPrice(expected: AnswerEffect | null, found: AnswerEffect, baseCents: number): boolean {
  const before = expected ? priceAfter(expected, baseCents) : baseCents;
  return priceAfter(found, baseCents) < before;
}

export interface Deduction {
  questionCode: string;
  answerCode: string;
}

/** The most common deduction and how often it was found; ties go to the codes' order so runs agree. */
export function topDeduction(found: readonly Deduction[]): (Deduction & { count: number }) | null {
  const counts = new Map<string, { d: Deduction; count: number }>();
  for (const d of found) {
    const key = `${d.questionCode}\u0000${d.answerCode}`;
    const entry = counts.get(key) ?? { d, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  let best: { d: Deduction; count: number } | null = null;
  const keys = [...counts.keys()].sort();
  for (const key of keys) {
    const entry = counts.get(key)!;
    if (!best || entry.count > best.count) best = entry;
  }
  return best ? { questionCode: best.d.questionCode, answerCode: best.d.answerCode, count: best.count } : null;
}
