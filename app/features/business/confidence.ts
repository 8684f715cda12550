/**
 * A match's confidence in words (decision 0124): the seller reads "sure", "likely" or "uncertain",
 * with the figure beside it, never a bare number. The thresholds are the page's reading of the
 * matcher's 0–1 score; whether a row asks is the matcher's decision (decision 0117), not this one.
 */
export type ConfidenceWord = "sure" | "likely" | "unsure";

/** From this score on a match reads "sure". */
export const CONFIDENCE_SURE = 0.9;
/** From this score on (below "sure") a match reads "likely". */
export const CONFIDENCE_LIKELY = 0.6;

/** The score as a share 0–1 (a matcher that answers in percent is read as such). */
export const confidenceShare = (confidence: number): number => Math.max(0, Math.min(1, confidence > 1 ? confidence / 100 : confidence));

export function confidenceWord(confidence: number): ConfidenceWord {
  const share = confidenceShare(confidence);
  if (share >= CONFIDENCE_SURE) return "sure";
  if (share >= CONFIDENCE_LIKELY) return "likely";
  return "unsure";
}
