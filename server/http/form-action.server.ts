import { data } from "react-router";
import { ProblemError, problemFormErrors } from "../../core/shared/index.ts";

/** A form's fields as a plain object (strings only). */
export const formObject = (form: FormData) => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string"));

/**
 * Runs a back-office form action: a problem (validation, wrong code, limit) becomes `{errors}`
 * action data with its status, as message keys the page translates, never a thrown page error.
 * `keep` goes back with the errors (what the form shows again after a refusal, e.g. the e-mail
 * address of a failed login, also when the page was posted without JavaScript).
 */
export async function formAction<T>(run: () => Promise<T>, keep: Record<string, string> = {}) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    // (the session's cookies go on the answer in the layout's middleware)
    const headers = new Headers();
    if (typeof err.extra.retryAfter === "number") headers.set("Retry-After", String(err.extra.retryAfter));
    return data({ errors: problemFormErrors(err, { keep: "last" }), ...keep }, { status: err.status, headers });
  }
}
