/** Pure state of the question stepper (one question at a time, decisions 0012 and 0029). */
export interface StepState {
  index: number;
  count: number;
}

export function clampStep(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index) || 0), count - 1);
}

export const nextStep = (s: StepState): StepState => ({ ...s, index: clampStep(s.index + 1, s.count) });
export const previousStep = (s: StepState): StepState => ({ ...s, index: clampStep(s.index - 1, s.count) });
export const isFirstStep = (s: StepState) => s.index <= 0;
export const isLastStep = (s: StepState) => s.index >= s.count - 1;

/**
 * Where the stepper starts: at the first question marked invalid, else the first unanswered one,
 * else the first (a pre-filled form starts at the beginning).
 */
export function startStep(answered: readonly boolean[], invalid: readonly boolean[]): number {
  const bad = invalid.indexOf(true);
  if (bad >= 0) return bad;
  const allAnswered = answered.every(Boolean);
  if (allAnswered) return 0;
  const open = answered.indexOf(false);
  return open >= 0 ? open : 0;
}

/**
 * A pointer answer moves on after a short pause: only if the visitor is still at the question
 * answered (a quick "Next" or "Back" in the pause wins) and it was not the last one.
 */
export function advanceAfterAnswer(s: StepState, answeredIndex: number): StepState {
  if (s.index !== answeredIndex || isLastStep(s)) return s;
  return nextStep(s);
}
