/**
 * The tracking page's request for a corrected payout account after the bank returned the payout
 * (decision 0037): a guest's form (the account screens' payout fieldset, posted to the tracking
 * page with the trade's token), or for a registered customer the link to the account's
 * payout-account page. Works without JavaScript.
 */
import { Form } from "react-router";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { PaymentFields } from "./fields.tsx";
import { CsrfField, FormAlert, type FieldErrors } from "./form.tsx";

export function PayoutCorrectionForm(props: {
  kind: "guest" | "account";
  csrf: string;
  token: string;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  formError?: string | null | undefined;
}) {
  const t = useT();
  return (
    <section className="notice warning payout-correction" aria-labelledby="payout-correction-heading" data-testid="payout-correction">
      <h2 id="payout-correction-heading">{t("payout.correct.heading")}</h2>
      <p>{t("payout.correct.intro")}</p>
      {props.kind === "account" ? (
        <p>
          <LocalizedLink to="accountPaymentChange" className="button">
            {t("payout.mail.returned.cta")}
          </LocalizedLink>
        </p>
      ) : (
        <Form method="post" noValidate>
          <CsrfField token={props.csrf} />
          <input type="hidden" name="token" value={props.token} />
          <input type="hidden" name="intent" value="payoutAccount" />
          <FormAlert message={props.formError} fields={props.errors} />
          <PaymentFields form="payout" errors={props.errors} values={props.values} />
          <button type="submit">{t("payout.correct.submit")}</button>
        </Form>
      )}
    </section>
  );
}
