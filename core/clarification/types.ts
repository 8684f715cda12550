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
}

/** The inspector's findings for one device: differing answers, notes, photo storage keys. */
export interface ClarificationFindings {
  answers?: FindingAnswer[];
  notes?: string | null;
  photos?: string[];
  /** Why there is no offer (activation lock, blacklisted…), when there is none. */
  noOfferReason?: string | null;
}

export type ClarificationState = "open" | "answered" | "expired";
export type { ClarificationAnswer };
