/**
 * The tracking page's part of a returned transfer (decision 0037): while the trade waits for a
 * corrected payout account, a guest enters it there with the trade's link (the checkout's payout
 * rules, `correctedAccountSchema`); a registered customer is sent to the account's payout-account
 * page (the account change with the current password, decision 0031). A corrected account is held
 * 24 hours before a run takes it, as an account change is.
 */
import { awaitingCorrection, correctedAccountSchema, correctGuestPayoutAccount } from "../../../core/payout/index.server.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import type { TradeView } from "../../../core/trade/index.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { PAYMENT_FIELDS } from "../../features/account/fields.tsx";

export type PayoutCorrection = { kind: "guest" | "account" } | null;

/** Whether the trade waits for a corrected account, and where the customer gives it. */
export async function payoutCorrectionOf(ctx: PageContext, trade: TradeView): Promise<PayoutCorrection> {
  if (!(await awaitingCorrection(ctx.deps.database.db, trade.tradeId))) return null;
  return { kind: trade.customer.customerId ? "account" : "guest" };
}

/** The guest's form: `{ok}` or the field errors (422) / the refusal (409) with the values typed. */
export async function correctFromPage(ctx: PageContext, trade: TradeView, form: FormData) {
  const values = formValues(form, PAYMENT_FIELDS);
  if (trade.customer.customerId) return { values, errors: {}, formError: "payout.correct.notNeeded", status: 409 };
  const parsed = correctedAccountSchema.safeParse({
    paymentType: Number(values.paymentType || "13"),
    iban: values.iban,
    bic: values.bic,
    accountHolder: values.accountHolder,
    paypalEmail: values.paypalEmail,
  });
  if (!parsed.success) return { values, errors: issuesToErrors(parsed.error.issues), formError: null, status: 422 };
  try {
    await correctGuestPayoutAccount(ctx.deps.database.db, trade.tradeId, parsed.data, nowFrom(ctx.deps));
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return { values, errors: {}, formError: err.detail ?? "accountUi.error.summary", status: err.status };
  }
  return null;
}
