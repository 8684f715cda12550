/** Shapes of the clarification module (decision 0026), safe for the browser. */
import type { ClarificationAnswer } from "./outcome.ts";

/** One condition answer the inspector found different from the customer's. */
export interface FindingAnswer {
  questionId: number | string;
  /** What the customer answered and what the inspector found (answer ids, with texts when known). */
  expected: number | string | null;
  found: number | string | null;
  question?: string;
  expectedText?: string;
  foundText?: string;
  /** The found answer's finding text in the customer's edition language (answer_texts.finding, issue 29). */
  finding?: string;
}

/** The inspector's findings for one device: differing answers, notes, photo storage keys. */
export interface ClarificationFindings {
  answers?: FindingAnswer[];
  /** The inspector's own words, in addition to the finding texts (shown as such); never the staff-only internal note. */
  notes?: string | null;
  photos?: string[];
  /** Why there is no offer (activation lock, blacklisted…), when there is none. */
  noOfferReason?: string | null;
}

export type ClarificationState = "open" | "answered" | "expired";
export type { ClarificationAnswer };

/**
 * What the customer reads of one differing answer (issue 29): the catalog's finding text in their
 * edition's language ("Das Display hat tiefe Kratzer."); for an answer without one (an older
 * clarification, an answer the catalog editor left without a finding) the question and the found
 * answer, both also in the edition's language.
 */
export function findingLine(answer: FindingAnswer): string | null {
  if (answer.finding?.trim()) return answer.finding.trim();
  if (answer.question && answer.foundText) return `${answer.question} ${answer.foundText}`;
  return answer.foundText ?? null;
}
