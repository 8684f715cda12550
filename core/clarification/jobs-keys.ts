/** The clarification's job kinds and unique keys (decision 0026). */
export const CLARIFICATION_JOBS = {
  /** A mail about the clarification: payload {clarificationId, notice}. */
  mail: "clarification.mail",
  /** Day 10, 09:00: reminder while a device is still open. */
  reminder: "clarification.reminder",
  /** End of day 14: undecided devices go back free of charge. */
  deadline: "clarification.deadline",
} as const;

export const clarificationJobKey = (clarificationId: string, what: string) => `clarification:${clarificationId}:${what}`;
