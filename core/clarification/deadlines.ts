/**
 * A clarification's deadlines (decision 0026), pure: calendar days in the edition's business time
 * zone as for the trade's deadlines (decision 0024). The day the clarification opens is day 0;
 * the reminder goes out at 09:00 on day 10, and undecided devices go back at the end of day 14.
 */
import type { EditionId } from "../editions/index.ts";
import { reminderAndEnd } from "../trade/index.ts";

export const CLARIFICATION_DAYS = 14;
export const CLARIFICATION_REMINDER_DAY = 10;

export interface ClarificationDeadlines {
  reminderAt: Date;
  /** End of day 14: from then on the link answers 410 and undecided devices go back. */
  deadlineAt: Date;
}

export function clarificationDeadlines(openedAt: Date, edition: EditionId): ClarificationDeadlines {
  const { reminderAt, endAt } = reminderAndEnd(openedAt, edition, CLARIFICATION_REMINDER_DAY, CLARIFICATION_DAYS);
  return { reminderAt, deadlineAt: endAt };
}

export function isClarificationExpired(deadlineAt: Date, now: Date): boolean {
  return now.getTime() >= deadlineAt.getTime();
}
