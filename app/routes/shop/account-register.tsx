import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account-register";
import { registerSchema } from "../../../core/account/index.ts";
import { register } from "../../../core/account/index.server.ts";
import { CONTENT_SLUGS, pathFor } from "../../../core/editions/index.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { ADDRESS_FIELDS, AddressFields, PAYMENT_FIELDS, PaymentFields } from "../../features/account/fields.tsx";
import { Field, NewPasswordField, Notice } from "../../features/account/form.tsx";
import { GuestTradesAfterRegistration } from "../../features/account/guest-trades.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";
import { accountSession, redirectWith, respond } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";

const FIELDS = ["firstName", "lastName", "email", ...ADDRESS_FIELDS, ...PAYMENT_FIELDS] as const;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  if (session.customerId) return redirectWith(session, pathFor(ctx.edition, "account"));
  return respond(session, {
    ...formPage(ctx, "accountRegister", session),
    // A plain form the server answers: rendered without hydration (decision 0057).
    island: islandFor("content-page"),
    registered: url.searchParams.get("registered") === "1",
    termsPath: pathFor(ctx.edition, "content", { slug: CONTENT_SLUGS[ctx.edition].terms }),
    privacyPath: pathFor(ctx.edition, "content", { slug: CONTENT_SLUGS[ctx.edition].privacy }),
  });
}

/**
 * Builds the registration payload of decisions.md from the form; errors per field, input kept (not
 * the password). Address and payout account are left out when every one of their fields is blank
 * (decision 0031: the first checkout asks for them); the terms box is required.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const values = formValues(form, FIELDS);
  const blank = (names: readonly string[]) => names.every((n) => !values[n]?.trim());
  const payload = {
    enabled: true,
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.email,
    email: values.email,
    credentials: [{ type: "password", value: String(form.get("password") ?? ""), temporary: false }],
    attributes: { locale: ctx.edition },
    ...(blank(["street", "houseNumber", "zip", "city"])
      ? {}
      : {
          Address: { street: values.street, houseNumber: values.houseNumber, zip: values.zip, city: values.city, country: values.country },
        }),
    ...(blank(["iban", "bic", "accountHolder", "paypalEmail"])
      ? {}
      : {
          Payment: {
            paymentType: values.paymentType || "13",
            iban: values.iban,
            bic: values.bic,
            accountHolder: values.accountHolder,
            paypalEmail: values.paypalEmail,
          },
        }),
    termsAccepted: form.get("acceptTerms") === "on",
  };
  values.acceptTerms = payload.termsAccepted ? "on" : "";
  const parsed = registerSchema(ctx.edition, { requireTerms: true }).safeParse(payload);
  if (!parsed.success) {
    const { termsAccepted, ...errors } = issuesToErrors(parsed.error.issues);
    if (termsAccepted) errors.acceptTerms = termsAccepted;
    delete errors.username;
    return respond(session, { values, errors, formError: null as string | null }, 422);
  }
  return changeThen(session, values, `${pathFor(ctx.edition, "accountRegister")}?registered=1`, () => register(session.env, parsed.data));
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0057). */
export const clientLoader = documentClientLoader;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Register() {
  const { csrf, registered, termsPath, privacyPath, path } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const errors = result?.errors;
  const values = result?.values;
  const bound = { form: "register", errors, values };
  if (registered) {
    return (
      <div className="page account-register">
        <h1>{t("page.accountRegister.heading")}</h1>
        <Notice message="accountUi.register.done" />
        <GuestTradesAfterRegistration />
        <p>
          <LocalizedLink to="account">{t("accountUi.register.toLogin")}</LocalizedLink>
        </p>
      </div>
    );
  }
  return (
    <AccountFormPage
      page="accountRegister"
      className="account-register"
      result={result}
      back={
        <>
          {t("accountUi.register.haveAccount")} <LocalizedLink to="account">{t("accountUi.login.submit")}</LocalizedLink>
        </>
      }
    >
      <AccountForm csrf={csrf} action={path} submit={t("accountUi.register.submit")} className="form checkout-form register-form">
        <fieldset>
          <legend>{t("accountUi.register.personal")}</legend>
          <div className="field-row">
            <Field {...bound} name="firstName" label={t("accountUi.field.firstName")} autoComplete="given-name" required maxLength={80} />
            <Field {...bound} name="lastName" label={t("accountUi.field.lastName")} autoComplete="family-name" required maxLength={80} />
          </div>
          <Field {...bound} name="email" label={t("accountUi.field.email")} type="email" autoComplete="email" required />
          <NewPasswordField form="register" errors={errors} />
        </fieldset>
        <AddressFields form="register" errors={errors} values={values} optional />
        <PaymentFields form="register" errors={errors} values={values} optional />
        <div className="field terms">
          <div className="choice">
            <input
              type="checkbox"
              id="register-acceptTerms"
              name="acceptTerms"
              defaultChecked={values?.acceptTerms === "on"}
              required
              aria-invalid={errors?.acceptTerms ? true : undefined}
              aria-describedby={errors?.acceptTerms ? "register-acceptTerms-error" : undefined}
            />
            <label htmlFor="register-acceptTerms">
              {t("accountUi.register.termsBefore")}{" "}
              <a href={termsPath} target="_blank" rel="noopener">
                {t("accountUi.register.termsLink")}
              </a>{" "}
              {t("accountUi.register.termsMiddle")}{" "}
              <a href={privacyPath} target="_blank" rel="noopener">
                {t("accountUi.register.privacyLink")}
              </a>
              {t("accountUi.register.termsAfter")}
            </label>
          </div>
          {errors?.acceptTerms ? (
            <p className="field-error" id="register-acceptTerms-error">
              {t(errors.acceptTerms)}
            </p>
          ) : null}
        </div>
      </AccountForm>
    </AccountFormPage>
  );
}
