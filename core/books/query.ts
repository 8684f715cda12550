/**
 * The journal's query, for the API and the back-office page alike (decision 0114): a period
 * `from`–`to` (YYYY-MM-DD, calendar days in the operator's time zone) and an edition or `all`. A
 * period DATEV cannot take as one batch is a 422 naming the field.
 */
import { EDITIONS, type EditionId, type LocalDate } from "../editions/index.ts";
import { inputString, ProblemError, z } from "../shared/index.ts";
import { checkPeriod } from "./datev.ts";

export const journalQuerySchema = z.object({
  from: inputString().max(10, "validation.tooLong"),
  to: inputString().max(10, "validation.tooLong"),
  edition: z.enum([...EDITIONS, "all"]).optional(),
});

export type JournalQueryInput = z.infer<typeof journalQuerySchema>;

/** The checked period and edition (null: all), or a 422 problem naming `from` or `to`. */
export function journalPeriod(
  input: JournalQueryInput,
  fiscalYearStart: string,
): { from: LocalDate; to: LocalDate; edition: EditionId | null } {
  const period = checkPeriod(input.from, input.to, fiscalYearStart);
  if ("problems" in period) throw new ProblemError(422, "validation", undefined, period.problems);
  return { ...period, edition: input.edition === undefined || input.edition === "all" ? null : input.edition };
}
