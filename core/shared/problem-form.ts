/**
 * The one adapter from a problem (core/shared/problem.ts) to a form's errors (decision 0074), for
 * every form of the shop, the back office and the portal: per form field the message (key) of its
 * error, and one form-wide message when the problem names no field of the form. Framework-free, so
 * the server's form actions and the pages' own code use the same.
 */
import type { ProblemError } from "./problem.ts";

export interface ProblemFormErrors {
  /** Per form field: the message (a message key, as the API sent it, or as `message` made it). */
  fields: Record<string, string>;
  /** Set when the problem has no field errors, or some name no field of this form. */
  form?: string;
}

export interface ProblemFormOptions {
  /** The form field an error's path names ("texts.de.name" → "texts-de-name"); null or undefined: none of this form. Default: the path. */
  field?: (path: string) => string | null | undefined;
  /** The message a field shows (e.g. a generic key for a text that is no key). Default: the error's message. */
  message?: (message: string) => string;
  /** The form-wide message. Default: `problem.<code>`. */
  form?: (err: ProblemError) => string;
  /** Which of several errors of one field it shows: the first (default) or the last. */
  keep?: "first" | "last";
}

/** `problem.<code>`, or the problem's detail when it has one (a message key or a text). */
export const detailOrCode = (err: ProblemError) => err.detail ?? `problem.${err.code}`;

export function problemFormErrors(err: ProblemError, options: ProblemFormOptions = {}): ProblemFormErrors {
  const { field = (path) => path, message = (m) => m, form = (e) => `problem.${e.code}`, keep = "first" } = options;
  const fields: Record<string, string> = {};
  let unnamed = !err.errors?.length;
  for (const e of err.errors ?? []) {
    const name = field(e.field);
    if (name === null || name === undefined) unnamed = true;
    else if (keep === "last" || !(name in fields)) fields[name] = message(e.message);
  }
  return unnamed ? { fields, form: form(err) } : { fields };
}
