/** The 404 of an API call whose one thing does not exist. */
import { ProblemError } from "../../core/shared/index.ts";

/** The value, or a 404 problem (`not_found`) with the detail's message key when there is none. */
export function found<T>(value: T | null | undefined, detail: string): T {
  if (value === null || value === undefined) throw new ProblemError(404, "not_found", detail);
  return value;
}
