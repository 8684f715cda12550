import { ProblemError } from "../../core/shared/index.ts";

/** An item id from the path (a trade line, a photo): a positive integer, else the same 404 as an unknown trade. */
export function itemIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  return id;
}
