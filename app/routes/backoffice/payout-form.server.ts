/**
 * The payout pages' form actions (decision 0037): a refusal of the payout rules (four eyes, an
 * empty run, a returned transfer twice) becomes `{errors: {form}}` action data with its status and
 * the rule's own message (backoffice.payouts.error.*), never a thrown page error.
 */
import { data } from "react-router";
import { ProblemError } from "../../../core/shared/index.ts";

export async function payoutFormAction<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    const fields: Record<string, string> = Object.fromEntries((err.errors ?? []).map((e) => [e.field, e.message]));
    return data(
      { errors: { ...(err.errors?.length ? {} : { form: err.detail ?? `problem.${err.code}` }), fields } },
      { status: err.status },
    );
  }
}
