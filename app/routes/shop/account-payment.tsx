import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account-payment";
import { paymentSchema } from "../../../core/account/index.ts";
import { changePayoutAccount, listPaymentAccounts, savePayment } from "../../../core/customer/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { PAYMENT_FIELDS, PaymentFields } from "../../features/account/fields.tsx";
import { CurrentPasswordField } from "../../features/account/form.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";

import { respond, loggedInSession } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";

async function currentAccount(db: Parameters<typeof listPaymentAccounts>[0], customerId: string) {
  const [bank, paypal] = await Promise.all([listPaymentAccounts(db, customerId, "bank"), listPaymentAccounts(db, customerId, "paypal")]);
  return [...bank, ...paypal].at(-1) ?? null;
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, loggedInSession);
  const current = await currentAccount(ctx.deps.database.db, session.customerId);
  return respond(session, {
    ...formPage(ctx, "accountPaymentChange", session),
    current,
  });
}

/**
 * Replaces the current payout account (SEPA or PayPal) after the current password (decision 0031):
 * a notice goes to the account's address and the customer's trades are held in the payout run for
 * 24 hours. The full IBAN is never shown again.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, loggedInSession);
  const values = formValues(form, PAYMENT_FIELDS);
  const currentPassword = String(form.get("currentPassword") ?? "").slice(0, 1000);
  const parsed = paymentSchema.safeParse({ ...values, paymentType: values.paymentType || "13" });
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  if (!currentPassword) errors.currentPassword = "account.error.currentPasswordMissing";
  if (!parsed.success || !currentPassword) return respond(session, { values, errors, formError: null as string | null }, 422);
  return changeThen(session, values, `${pathFor(ctx.edition, "account")}?done=payment`, async () => {
    const current = await currentAccount(ctx.deps.database.db, session.customerId);
    await changePayoutAccount(session.env, session.customerId, currentPassword, (db) =>
      savePayment(db, session.customerId, current?.id ?? null, parsed.data),
    );
  });
}

export const meta: Route.MetaFunction = noindexMeta;

export default function PaymentChange() {
  const { csrf, current } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const initial: Record<string, string> =
    current?.kind === "paypal"
      ? { paymentType: "2", paypalEmail: current.paypalEmail ?? "" }
      : { paymentType: "13", accountHolder: current?.accountHolder ?? "", bic: current?.bic ?? "" };
  return (
    <AccountFormPage
      page="accountPaymentChange"
      className="account-payment"
      status={
        current ? (
          <p>
            {t("accountUi.payment.current")}:{" "}
            <strong>
              {current.kind === "paypal"
                ? `${t("accountUi.payment.paypal")} ${current.paypalEmail ?? ""}`
                : `${t("accountUi.payment.sepa")} ${current.iban ?? ""}`}
            </strong>
          </p>
        ) : null
      }
      result={result}
      back={<LocalizedLink to="account">{t("accountUi.back")}</LocalizedLink>}
    >
      <AccountForm csrf={csrf} submit={t("accountUi.save.payment")}>
        <PaymentFields form="payment" errors={result?.errors} values={result?.values ?? initial} />
        <CurrentPasswordField form="payment" errors={result?.errors} hint={t("accountUi.payment.passwordHint")} />
      </AccountForm>
    </AccountFormPage>
  );
}
