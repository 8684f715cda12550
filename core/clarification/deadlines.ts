/**
 * A clarification's deadlines (decision 0026), pure: calendar days in the edition's business time
 * zone as for the trade's deadlines (decision 0024). The day the clarification opens is day 0;
 * the reminder goes out at 09:00 on day 10, and undecided devices go back at the end of day 14.
 */
import { DEADLINE_TIME_ZONES, type EditionId, localDate, zonedTime } from "../editions/index.ts";
import { REMINDER_HOUR } from "../trade/index.ts";

export const CLARIFICATION_DAYS = 14;
export const CLARIFICATION_REMINDER_DAY = 10;

export interface ClarificationDeadlines {
  reminderAt: Date;
  /** End of day 14: from then on the link answers 410 and undecided devices go back. */
  deadlineAt: Date;
}

export function clarificationDeadlines(openedAt: Date, edition: EditionId): ClarificationDeadlines {
  const zone = DEADLINE_TIME_ZONES[edition];
  const day0 = localDate(openedAt, zone);
  return {
    reminderAt: zonedTime(day0, REMINDER_HOUR, zone, CLARIFICATION_REMINDER_DAY),
    deadlineAt: zonedTime(day0, 0, zone, CLARIFICATION_DAYS + 1),
  };
}

export function isClarificationExpired(deadlineAt: Date, now: Date): boolean {
  return now.getTime() >= deadlineAt.getTime();
}
