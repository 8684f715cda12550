/**
 * The business registration (decision 0116): a new account and its company in one form (the
 * shop's registration with its activation mail, then the company with the account as owner); a
 * logged-in customer without a company adds one; `?invite=TOKEN` (a colleague's or the landing
 * form's invitation) joins the company, or for the landing form's invitation creates it with the
 * lead's data pre-filled. The token stays in this page's URL: the form posts back to it.
 * Private (no-store, noindex).
 */
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/business-register";
import { registerSchema } from "../../../core/account/index.ts";
import { companySchema } from "../../../core/company/index.ts";
import { acceptInvite, companyOfCustomer, createCompany, inviteByToken } from "../../../core/company/index.server.ts";
import { registerBusiness } from "./business-register.server.ts";
import { CONTENT_SLUGS, pathFor } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { accountSession, redirectWith, respond, type AccountSession } from "../../../server/sessions/shop.server.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { AccountForm } from "../../features/account/form-page.tsx";
import { Field, FormAlert, NewPasswordField, Notice, type FieldErrors } from "../../features/account/form.tsx";
import {
  COMPANY_FIELDS,
  CompanyAddressFields,
  CompanyIdentityFields,
  companyFormInput,
  countryChoices,
  InvoicingField,
} from "../../features/company/company-fields.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import companyStyles from "../../ui/shop-company.css?url";
import { formPage, pageSession, postedForm } from "./account-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

const PERSONAL_FIELDS = ["firstName", "lastName", "email"] as const;

/** What the link's invitation says, or null (no link); `invalid` for a link that is not (or no longer) valid. */
async function invitationOf(session: AccountSession, url: URL) {
  const token = url.searchParams.get("invite");
  if (token === null) return { token: null, invite: null, invalid: false };
  const invite = await inviteByToken(session.ctx.deps.database.db, token, nowFrom(session.ctx.deps));
  return { token, invite, invalid: invite === null };
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  const t = translator(ctx.locale);
  const { invite, invalid } = await invitationOf(session, url);
  const loggedIn = session.customerId !== null;
  if (loggedIn && !invite && !invalid && (await companyOfCustomer(ctx.deps.database.db, session.customerId!))) {
    return redirectWith(session, pathFor(ctx.edition, "businessCompany"));
  }
  const lead = invite?.lead ?? null;
  const [firstName, ...rest] = (lead?.contactName ?? "").split(" ");
  return respond(session, {
    ...formPage(ctx, "businessRegister", session),
    // the search (the invitation) stays out of the canonical link
    title: t("business.register.title"),
    description: t("business.register.description"),
    mode: invalid ? "invalid" : loggedIn ? (invite ? "accept" : "add") : "register",
    registered: url.searchParams.get("registered") === "1",
    invite: invite ? { role: invite.role, company: invite.companyName, createsCompany: invite.companyId === null } : null,
    defaults: {
      email: invite?.email ?? "",
      firstName: lead ? (firstName ?? "") : "",
      lastName: lead ? rest.join(" ") : "",
      name: lead?.company ?? "",
    } as Record<string, string>,
    countries: countryChoices(ctx.edition),
    termsPath: pathFor(ctx.edition, "content", { slug: CONTENT_SLUGS[ctx.edition].terms }),
    privacyPath: pathFor(ctx.edition, "content", { slug: CONTENT_SLUGS[ctx.edition].privacy }),
  });
}

type Result = { values: Record<string, string>; errors: FieldErrors; formError: string | null };

/** A refusal of the core as the form's message: its detail (a message key) or its code's title. */
function refusal(err: unknown): { formError: string; status: number } {
  if (!(err instanceof ProblemError)) throw err;
  return { formError: err.detail ?? `problem.${err.code}`, status: err.status };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const db = ctx.deps.database.db;
  const now = nowFrom(ctx.deps);
  const values = formValues(form, [...PERSONAL_FIELDS, ...COMPANY_FIELDS, "acceptTerms"]);
  const fail = (errors: FieldErrors, formError: string | null = null, status = 422) =>
    respond<Result>(session, { values, errors, formError }, status);
  const { token, invite, invalid } = await invitationOf(session, url);
  if (invalid) return fail({}, "business.register.inviteInvalid", 404);
  // a colleague's invitation joins an existing company: no company fields then
  const needsCompany = !invite || invite.companyId === null;
  const company = needsCompany ? companySchema.safeParse(companyFormInput(values)) : null;
  const companyErrors = company && !company.success ? issuesToErrors(company.error.issues) : {};
  const companyData = company?.success ? company.data : null;
  const done = async (to: string, change: () => Promise<unknown>) => {
    try {
      await change();
    } catch (err) {
      const r = refusal(err);
      return fail({}, r.formError, r.status);
    }
    return redirectWith(session, to);
  };
  const companyPage = pathFor(ctx.edition, "businessCompany");
  if (session.customerId) {
    if (Object.keys(companyErrors).length) return fail(companyErrors);
    if (invite) {
      return done(`${companyPage}?done=${invite.companyId === null ? "created" : "joined"}`, () =>
        acceptInvite(db, { token: token!, customerId: session.customerId!, edition: ctx.edition, company: companyData, now }),
      );
    }
    return done(`${companyPage}?done=created`, () =>
      createCompany(db, { edition: ctx.edition, customerId: session.customerId!, company: companyData!, now }),
    );
  }
  const account = registerSchema(ctx.edition, { requireTerms: true }).safeParse({
    enabled: true,
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.email,
    email: values.email,
    credentials: [{ type: "password", value: String(form.get("password") ?? ""), temporary: false }],
    attributes: { locale: ctx.edition },
    termsAccepted: form.get("acceptTerms") === "on",
  });
  if (!account.success || Object.keys(companyErrors).length) {
    const errors = account.success ? {} : issuesToErrors(account.error.issues);
    if (errors.termsAccepted) errors.acceptTerms = errors.termsAccepted;
    delete errors.termsAccepted;
    delete errors.username;
    return fail({ ...errors, ...companyErrors });
  }
  return done(`${pathFor(ctx.edition, "businessRegister")}?registered=1`, () =>
    registerBusiness(session.env, { account: account.data, company: companyData, inviteToken: token }),
  );
}

export const meta: Route.MetaFunction = noindexMeta;

export default function BusinessRegister() {
  const { csrf, mode, registered, invite, defaults, countries, termsPath, privacyPath } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  const errors = result?.errors;
  const values = result?.values;
  const bound = { form: "business", errors, values };
  const boundCompany = { ...bound, defaults };
  if (registered) {
    return (
      <div className="page business-register">
        <h1>{t("business.register.heading")}</h1>
        <Notice message="business.register.done" />
        <p>
          <LocalizedLink to="account">{t("business.register.toLogin")}</LocalizedLink>
        </p>
      </div>
    );
  }
  if (mode === "invalid") {
    return (
      <div className="page business-register">
        <h1>{t("business.register.heading")}</h1>
        <p className="company-problem" role="alert">
          {t("business.register.inviteInvalid")}
        </p>
        <p>
          <LocalizedLink to="b2bLanding">{t("business.register.toLanding")}</LocalizedLink>
        </p>
      </div>
    );
  }
  const joins = invite !== null && !invite.createsCompany;
  const heading =
    mode === "accept" && joins
      ? t("business.register.accept.heading", { company: invite.company ?? "" })
      : mode === "add" || mode === "accept"
        ? t("business.register.loggedIn.heading")
        : t("business.register.heading");
  const intro = joins
    ? mode === "accept"
      ? t("business.register.accept.text", { company: invite.company ?? "" })
      : t("business.register.introMember", { company: invite.company ?? "" })
    : invite
      ? t("business.register.introLead")
      : mode === "add"
        ? t("business.register.loggedIn.intro")
        : t("business.register.intro");
  const submit =
    mode === "accept"
      ? joins
        ? t("business.register.accept.submit", { company: invite.company ?? "" })
        : t("business.register.accept.leadSubmit")
      : mode === "add"
        ? t("business.register.loggedIn.submit")
        : t("business.register.submit");
  return (
    <div className="page business-register">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <FormAlert message={result?.formError} fields={result?.errors} />
      <AccountForm csrf={csrf} submit={submit} className="form business-register-form">
        {mode === "register" ? (
          <fieldset>
            <legend>{t("business.register.personal")}</legend>
            <div className="field-row">
              <Field
                {...bound}
                name="firstName"
                label={t("accountUi.field.firstName")}
                autoComplete="given-name"
                required
                maxLength={80}
                defaultValue={defaults.firstName}
              />
              <Field
                {...bound}
                name="lastName"
                label={t("accountUi.field.lastName")}
                autoComplete="family-name"
                required
                maxLength={80}
                defaultValue={defaults.lastName}
              />
            </div>
            <Field
              {...bound}
              name="email"
              label={t("accountUi.field.email")}
              type="email"
              autoComplete="email"
              required
              defaultValue={defaults.email}
            />
            <NewPasswordField form="business" errors={errors} />
          </fieldset>
        ) : null}
        {joins ? null : (
          <fieldset>
            <legend>{t("business.register.companyHeading")}</legend>
            <CompanyIdentityFields {...boundCompany} />
            <CompanyAddressFields {...boundCompany} countries={countries} />
            <InvoicingField {...boundCompany} />
          </fieldset>
        )}
        {mode === "register" ? (
          <div className="field terms">
            <div className="choice">
              <input
                type="checkbox"
                id="business-acceptTerms"
                name="acceptTerms"
                defaultChecked={values?.acceptTerms === "on"}
                required
                aria-invalid={errors?.acceptTerms ? true : undefined}
                aria-describedby={errors?.acceptTerms ? "business-acceptTerms-error" : undefined}
              />
              <label htmlFor="business-acceptTerms">
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
              <p className="field-error" id="business-acceptTerms-error">
                {t(errors.acceptTerms)}
              </p>
            ) : null}
          </div>
        ) : null}
      </AccountForm>
      {mode === "register" ? (
        <p>
          {invite ? t("business.register.existingAccount") : t("accountUi.register.haveAccount")}{" "}
          <LocalizedLink to="account">{t("accountUi.login.submit")}</LocalizedLink>
        </p>
      ) : null}
    </div>
  );
}
