/**
 * Which answers the passed checks pre-fill, and which questions a check bears on (decision 0125).
 * By the seed's question and answer CODES; the server turns them into the device's ids.
 *
 * Only what the checks show is pre-filled: "the device works" (function_ok) when the touch grid,
 * both cameras, the microphone and the speaker all passed. The display's question asks about
 * scratches and cracks, which colour fields cannot see, so no display answer is pre-filled; a failed
 * check pre-fills nothing either (a seller who missed a cell is not told the device is defective).
 * A pre-filled answer is a suggestion the seller can change like any other.
 */
import type { SelfTestCheckId } from "./checks.ts";
import type { SelfTestCheckResult } from "./types.ts";

interface PrefillRule {
  questionCode: string;
  answerCode: string;
  /** Every one must have passed. */
  requires: readonly SelfTestCheckId[];
}

export const SELF_TEST_PREFILL_RULES: readonly PrefillRule[] = [
  {
    questionCode: "function",
    answerCode: "function_ok",
    requires: ["touch", "frontCamera", "backCamera", "microphone", "speaker"],
  },
];

/**
 * The checks that tell something about a question's subject: shown beside the inspector's finding
 * when the inspector answered that question differently (inspection page, clarification).
 */
export const SELF_TEST_QUESTION_CHECKS: Readonly<Record<string, readonly SelfTestCheckId[]>> = {
  function: ["touch", "frontCamera", "backCamera", "microphone", "speaker", "vibration", "motion"],
  display: ["touch", "pixels"],
};

export function passedChecks(checks: readonly SelfTestCheckResult[]): Set<SelfTestCheckId> {
  return new Set(checks.filter((check) => check.status === "passed").map((check) => check.id));
}

/** The answers (by code) the passed checks pre-fill. */
export function prefillCodes(checks: readonly SelfTestCheckResult[]): { questionCode: string; answerCode: string }[] {
  const passed = passedChecks(checks);
  return SELF_TEST_PREFILL_RULES.filter((rule) => rule.requires.every((id) => passed.has(id))).map(({ questionCode, answerCode }) => ({
    questionCode,
    answerCode,
  }));
}

/** The passed checks that bear on a question (by its code), in the check list's order; [] when none. */
export function passedChecksFor(questionCode: string, checks: readonly SelfTestCheckResult[]): SelfTestCheckId[] {
  const passed = passedChecks(checks);
  return (SELF_TEST_QUESTION_CHECKS[questionCode] ?? []).filter((id) => passed.has(id));
}
