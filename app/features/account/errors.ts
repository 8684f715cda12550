/** Turns validation issues and problem errors into the screens' per-field message keys. */
import { ProblemError, problemFormErrors } from "../../../core/shared/index.ts";
import type { FieldErrors } from "./form.tsx";

const isKey = (m: string) => /^[a-z]+(\.[a-zA-Z]+)+$/.test(m);

/** The form field of a payload path: the last segment ("Address.zip" → "zip", "credentials.0.value" → "password"). */
export function fieldOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === "credentials") return "password";
  if (parts[0] === "attributes") return "form";
  return parts[parts.length - 1] ?? "form";
}

export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const f = fieldOf(issue.path);
    out[f] ??= isKey(issue.message) ? issue.message : "validation.invalid";
  }
  return out;
}

/** A ProblemError as screen result: its field errors, or a form message "problem.<code>". */
export function problemResult(err: unknown): { errors: FieldErrors; formError: string | null; status: number } {
  if (!(err instanceof ProblemError)) throw err;
  const { fields, form } = problemFormErrors(err, {
    field: (path) => fieldOf(path.split(".")),
    message: (m) => (isKey(m) ? m : "validation.invalid"),
  });
  return { errors: fields, formError: form ?? null, status: err.status };
}

export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "").slice(0, 1000)]));
}
