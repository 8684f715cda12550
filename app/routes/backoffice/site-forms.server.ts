/**
 * The back office's content forms (decision 0040): like `formAction`, a problem becomes `{errors}`
 * action data with its status, and here the typed values come back too (so a page rendered
 * without JavaScript shows what was typed) and a refused redirect's `chain`.
 */
import { data } from "react-router";
import { ProblemError, detailOrCode, problemFormErrors } from "../../../core/shared/index.ts";

export interface SiteFormErrors {
  form?: string;
  fields?: Record<string, string>;
  chain?: string[];
}

export async function siteFormAction<T>(values: Record<string, string>, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    const chain = Array.isArray(err.extra.chain) ? err.extra.chain.filter((p): p is string => typeof p === "string") : undefined;
    const errors: SiteFormErrors = { ...problemFormErrors(err, { keep: "last", form: detailOrCode }), ...(chain ? { chain } : {}) };
    return data({ errors, values }, { status: err.status });
  }
}
