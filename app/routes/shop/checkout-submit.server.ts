/**
 * The checkout action's work: terms check, the trade schema (localized per-field keys), then the
 * trade with its confirmation e-mail (core/trade placeTrade), one per Idempotency-Key. Refusals come back as form errors.
 */
import { randomUUID } from "node:crypto";
import { editions } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError, detailOrCode, problemFormErrors } from "../../../core/shared/index.ts";
import { TRADE_FIELD_LIMITS, tradeInputSchemaFor } from "../../../core/trade/index.ts";
import { placeTrade, VOUCHER_RATE_LIMITED, voucherProblem } from "../../../core/trade/index.server.ts";
import { currentPayoutAccount } from "../../../core/customer/index.server.ts";
import type { PageContext } from "../../../server/http/page-context.server.ts";
import type { CheckoutErrors } from "../../features/checkout/checkout-form.tsx";
import { formFieldOf, toTradeInput, type CheckoutSubmission } from "../../features/checkout/form-input.ts";

export type CheckoutOutcome =
  | { ok: true; tradeNumber: string; token: string }
  | { ok: false; status: number; errors: CheckoutErrors; formErrors: string[]; refusedOffers: string[] };

const KEY_PATTERN = /^[a-z]+(\.[a-zA-Z0-9]+)+$/;

export async function submitCheckout(
  ctx: Pick<PageContext, "edition" | "mode" | "deps" | "clientKey">,
  /** The shop's origin for the confirmation e-mail's absolute links (mailOrigin in server/config/config.server.ts). */
  origin: string,
  submission: CheckoutSubmission,
  t: (key: string, vars?: Record<string, string | number>) => string,
  /** The logged-in customer (web session): the trade is theirs and appears in their history. */
  customerId: string | null = null,
  /** The widget partner of the request's key (server/widget, decision 0045), looked up by the caller. */
  partnerId: string | null = null,
): Promise<CheckoutOutcome> {
  const errors: CheckoutErrors = {};
  const formErrors: string[] = [];
  const addError = (path: string | readonly PropertyKey[], message: string) => {
    const key = KEY_PATTERN.test(message) ? message : "validation.invalid";
    const field = formFieldOf(path);
    if (field) errors[field] ??= key;
    else if (!formErrors.includes(t(key))) formErrors.push(t(key));
  };

  // "Use my saved account" (decision 0031): the account is read here, so its IBAN never went to the
  // browser; the values sent back with errors stay the submitted ones (without it).
  let values = submission.values;
  const db = ctx.deps.database.db;
  if (values.payoutSource === "saved") {
    const saved = customerId ? await currentPayoutAccount(db, customerId) : null;
    if (saved) {
      values = {
        ...values,
        paymentMethod: saved.kind === "paypal" ? "paypal" : "sepa",
        iban: saved.iban ?? "",
        accountHolder: saved.accountHolder ?? "",
        bic: saved.bic ?? "",
        paypalEmail: saved.paypalEmail ?? "",
      };
    } else errors.paymentMethod = "checkout.error.savedPayoutGone";
  }
  const input = toTradeInput({ ...submission, values }, editions[ctx.edition].country);
  const parsed = tradeInputSchemaFor(ctx.edition).safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) addError(issue.path, issue.message);
  if (!submission.values.acceptTerms) errors.acceptTerms = "checkout.error.acceptTerms";
  if (!parsed.success || Object.keys(errors).length || formErrors.length) {
    // All errors in one pass: the voucher too, which createTrade would only check once the rest is
    // right (only for offers that could be traded, and within the voucher limits: decision 0068).
    let status = 422;
    if (input.voucher && !errors.voucher && input.voucher.length <= TRADE_FIELD_LIMITS.voucher) {
      const typed = values.email.trim().toLowerCase();
      const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(typed) ? typed : null;
      try {
        const offerIds = input.offers.map((o) => o.offerId);
        const refusal = await voucherProblem(db, {
          edition: ctx.edition,
          code: input.voucher,
          email,
          offerIds,
          clientKey: ctx.clientKey,
          now: nowFrom(ctx.deps),
        });
        if (refusal) errors.voucher = refusal;
      } catch (err) {
        if (!(err instanceof ProblemError) || err.status !== 429) throw err;
        errors.voucher = VOUCHER_RATE_LIMITED;
        status = 429;
      }
    }
    return { ok: false, status, errors, formErrors, refusedOffers: [] };
  }

  try {
    const { trade } = await placeTrade({
      db: ctx.deps.database.db,
      mailer: ctx.deps.mailer,
      origin,
      edition: ctx.edition,
      mode: ctx.mode,
      // A missing key (a form from an old page) still gets exactly one trade for this request.
      idempotencyKey: submission.idempotencyKey.slice(0, 200) || randomUUID(),
      input: parsed.data,
      customerId,
      partnerId,
      clientKey: ctx.clientKey,
      now: nowFrom(ctx.deps),
    });
    return { ok: true, tradeNumber: trade.tradeNumber, token: trade.trackingToken };
  } catch (err) {
    if (!(err instanceof ProblemError) || err.status >= 500) throw err;
    // The page's hidden key was sent before with other details: say so in the form's words, nothing more.
    if (err.code === "idempotency_key_reused")
      return { ok: false, status: err.status, errors, formErrors: [t("checkout.error.keyReused")], refusedOffers: [] };
    const problem = problemFormErrors(err, {
      field: formFieldOf,
      message: (m) => (KEY_PATTERN.test(m) ? m : "validation.invalid"),
      form: detailOrCode,
    });
    for (const [field, key] of Object.entries(problem.fields)) errors[field as keyof CheckoutErrors] ??= key;
    // a detail may be a message key (translated here) or an already translated text
    if (problem.form && !formErrors.includes(t(problem.form))) formErrors.push(t(problem.form));
    const refusedOffers = (err.errors ?? [])
      .map((e) => /^offers\.(\d+)\./.exec(e.field)?.[1])
      .map((i) => (i === undefined ? undefined : submission.offers[Number(i)]?.offerId))
      .filter((id): id is string => Boolean(id));
    return { ok: false, status: err.status, errors, formErrors, refusedOffers };
  }
}
