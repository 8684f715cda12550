/**
 * The company page (decision 0116): the company's details with its VAT ID's status in words, its
 * contact person, the people in it with their roles; for the owner the forms to change the billing
 * address and documents, to invite a colleague, to withdraw open invitations and to remove
 * members. A member sees no owner controls, and the actions refuse them (403). Private
 * (no-store, noindex); a customer in no company gets the way to register one.
 */
import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/business-company";
import { companyPatchSchema, inviteSchema } from "../../../core/company/index.ts";
import {
  companyMembersOf,
  companyOfCustomer,
  INVITE_DAYS,
  inviteColleague,
  openInvitesOf,
  removeMember,
  requireOwner,
  revokeInvite,
  updateCompany,
} from "../../../core/company/index.server.ts";
import { countryName, formatDate, pathFor } from "../../../core/editions/index.ts";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { loggedInSession, redirectWith, respond } from "../../../server/sessions/shop.server.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { CsrfField, Field, FormAlert, Notice, type FieldErrors } from "../../features/account/form.tsx";
import { COMPANY_ADDRESS_FIELDS, CompanyAddressFields, countryChoices, InvoicingField } from "../../features/company/company-fields.tsx";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import companyStyles from "../../ui/shop-company.css?url";
import { formPage, pageSession, postedForm } from "./account-form.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

const NOTICES: Record<string, string> = {
  saved: "business.company.notice.saved",
  invited: "business.company.notice.invited",
  revoked: "business.company.notice.revoked",
  removed: "business.company.notice.removed",
  joined: "business.company.notice.joined",
  created: "business.company.notice.created",
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, loggedInSession);
  const db = ctx.deps.database.db;
  const t = translator(ctx.locale);
  const base = {
    ...formPage(ctx, "businessCompany", session),
    title: t("business.company.title"),
    description: t("business.company.description"),
  };
  const membership = await companyOfCustomer(db, session.customerId);
  if (!membership) return respond(session, { ...base, company: null });
  const { company, role } = membership;
  const owner = role === "owner";
  const [members, invites] = await Promise.all([
    companyMembersOf(db, company.id),
    owner ? openInvitesOf(db, company.id, nowFrom(ctx.deps)) : Promise.resolve([]),
  ]);
  return respond(session, {
    ...base,
    notice: NOTICES[url.searchParams.get("done") ?? ""] ?? null,
    role,
    company: {
      name: company.name,
      vatId: company.vatId,
      vatStatus: company.vatStatus,
      street: company.street,
      houseNumber: company.houseNumber,
      zip: company.zip,
      city: company.city,
      country: company.country,
      countryName: countryName(company.country, ctx.edition),
      invoicing: company.invoicing,
      accountManager: company.accountManager,
    },
    members: members.map((m) => ({
      id: m.customerId,
      name: m.name,
      email: m.email,
      role: m.role,
      me: m.customerId === session.customerId,
    })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, until: formatDate(new Date(i.expiresAt), ctx.edition) })),
    countries: owner ? countryChoices(ctx.edition) : [],
    inviteDays: INVITE_DAYS,
  });
}

type Result = { intent: string; values: Record<string, string>; errors: FieldErrors; formError: string | null };

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, loggedInSession);
  const db = ctx.deps.database.db;
  const intent = String(form.get("intent") ?? "");
  const values = formValues(form, [...COMPANY_ADDRESS_FIELDS, "invoicing", "email"]);
  const fail = (errors: FieldErrors, formError: string | null = null, status = 422) =>
    respond<Result>(session, { intent, values, errors, formError }, status);
  const here = pathFor(ctx.edition, "businessCompany");
  try {
    // every change is the owner's: a member's post is refused here, not only hidden
    const company = await requireOwner(db, session.customerId);
    if (intent === "update") {
      const parsed = companyPatchSchema.safeParse({
        street: values.street,
        houseNumber: values.houseNumber,
        zip: values.zip,
        city: values.city,
        country: values.country,
        invoicing: values.invoicing || undefined,
      });
      if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
      await updateCompany(db, company.id, parsed.data);
      return redirectWith(session, `${here}?done=saved`);
    }
    if (intent === "invite") {
      const parsed = inviteSchema.safeParse({ email: values.email });
      if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
      const c = session.customer;
      await inviteColleague(db, ctx.deps.mailer, mailOrigin(ctx.deps.config, ctx.edition), {
        company,
        invitedBy: session.customerId,
        inviterName: `${c.firstName} ${c.lastName}`.trim(),
        email: parsed.data.email,
        now: nowFrom(ctx.deps),
      });
      return redirectWith(session, `${here}?done=invited`);
    }
    if (intent === "revoke") {
      const id = Number(form.get("invite"));
      if (!Number.isInteger(id) || id <= 0) return fail({}, "problem.detail.inviteNotFound", 404);
      await revokeInvite(db, company.id, id);
      return redirectWith(session, `${here}?done=revoked`);
    }
    if (intent === "remove") {
      await removeMember(db, company.id, String(form.get("member") ?? ""));
      return redirectWith(session, `${here}?done=removed`);
    }
    return fail({}, "validation.invalid", 400);
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return fail({}, err.detail ?? `problem.${err.code}`, err.status);
  }
}

export const meta: Route.MetaFunction = noindexMeta;

export default function BusinessCompany() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const t = useT();
  if (!data.company) {
    return (
      <div className="page company-page">
        <h1>{t("business.company.heading")}</h1>
        <div className="company-panel">
          <p>{t("business.company.none")}</p>
          <p>
            <LocalizedLink to="businessRegister" className="button">
              {t("business.company.noneLink")}
            </LocalizedLink>
          </p>
        </div>
      </div>
    );
  }
  const { company, members, invites, countries, csrf, role, notice, inviteDays } = data as Extract<typeof data, { role: unknown }>;
  const owner = role === "owner";
  const addressDefaults = {
    street: company.street,
    houseNumber: company.houseNumber,
    zip: company.zip,
    city: company.city,
    country: company.country,
    invoicing: company.invoicing,
  };
  const of = (intent: string) => (result?.intent === intent ? result : undefined);
  const unattached = result && !["update", "invite"].includes(result.intent) ? result : undefined;
  return (
    <div className="page company-page">
      <h1>{company.name}</h1>
      <p className="lead">
        {t("business.company.yourRole")}: <strong data-testid="company-role">{t(`business.company.role.${role}`)}</strong>
      </p>
      <Notice message={notice} />
      <FormAlert message={unattached?.formError} fields={unattached?.errors} />
      <div className="company-layout">
        <section className="company-panel" aria-labelledby="company-details-heading">
          <h2 id="company-details-heading">{t("business.company.details")}</h2>
          <dl className="company-facts">
            <dt>{t("business.company.name")}</dt>
            <dd>{company.name}</dd>
            <dt>{t("business.company.vatId")}</dt>
            <dd data-testid="company-vat">
              {company.vatId ? (
                <>
                  <span className="company-vat-id">{company.vatId}</span>{" "}
                  <span className={`company-vat company-vat--${company.vatStatus}`}>
                    ({t(`business.company.vat.${company.vatStatus}`)})
                  </span>
                </>
              ) : (
                t("business.company.vatNone")
              )}
            </dd>
            <dt>{t("business.company.address")}</dt>
            <dd>
              {company.street} {company.houseNumber}
              <br />
              {company.zip} {company.city}
              <br />
              {company.countryName}
            </dd>
            <dt>{t("business.company.invoicing")}</dt>
            <dd>{t(`business.company.invoicing.${company.invoicing}`)}</dd>
            <dt>{t("business.company.accountManager")}</dt>
            <dd>
              {company.accountManager ? (
                <>
                  {company.accountManager.name}
                  <br />
                  <a href={`mailto:${company.accountManager.email}`}>{company.accountManager.email}</a>
                </>
              ) : (
                t("business.company.accountManagerNone")
              )}
            </dd>
          </dl>
          <p>
            <LocalizedLink to="businessAccount">{t("business.company.toAccount")}</LocalizedLink>
          </p>
        </section>

        <section className="company-panel" aria-labelledby="company-members-heading">
          <h2 id="company-members-heading">{t("business.company.members.heading")}</h2>
          <table className="company-table">
            <thead>
              <tr>
                <th scope="col">{t("business.company.members.name")}</th>
                <th scope="col">{t("business.company.members.email")}</th>
                <th scope="col">{t("business.company.members.role")}</th>
                {owner ? (
                  <th scope="col">
                    <span className="visually-hidden">{t("business.company.members.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td data-label={t("business.company.members.name")}>{m.name}</td>
                  <td data-label={t("business.company.members.email")} className="company-email">
                    {m.email}
                  </td>
                  <td data-label={t("business.company.members.role")}>{t(`business.company.role.${m.role}`)}</td>
                  {owner ? (
                    <td>
                      {m.role === "member" ? (
                        <Form method="post" className="company-inline-form">
                          <CsrfField token={csrf} />
                          <input type="hidden" name="member" value={m.id} />
                          <button type="submit" name="intent" value="remove" className="secondary">
                            {t("business.company.members.remove", { name: m.name })}
                          </button>
                        </Form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {owner ? null : <p className="form-hint">{t("business.company.ownerOnly")}</p>}
        </section>

        {owner ? (
          <>
            <section className="company-panel" aria-labelledby="company-invite-heading">
              <h2 id="company-invite-heading">{t("business.company.invite.heading")}</h2>
              <p>{t("business.company.invite.text", { days: inviteDays })}</p>
              <FormAlert message={of("invite")?.formError} fields={of("invite")?.errors} />
              {/* a new form after each invitation: the sent address does not stay in the field */}
              <Form method="post" noValidate className="form" key={invites.map((i) => i.id).join(",")}>
                <CsrfField token={csrf} />
                <Field
                  form="invite"
                  name="email"
                  label={t("business.company.invite.email")}
                  type="email"
                  autoComplete="off"
                  required
                  errors={of("invite")?.errors}
                  values={of("invite")?.values}
                />
                <button type="submit" name="intent" value="invite">
                  {t("business.company.invite.submit")}
                </button>
              </Form>
              <h3>{t("business.company.invites.heading")}</h3>
              {invites.length ? (
                <ul className="company-invites" data-testid="company-invites">
                  {invites.map((i) => (
                    <li key={i.id}>
                      <span>
                        {i.email} <span className="company-muted">({t("business.company.invites.until", { date: i.until })})</span>
                      </span>
                      <Form method="post" className="company-inline-form">
                        <CsrfField token={csrf} />
                        <input type="hidden" name="invite" value={i.id} />
                        <button type="submit" name="intent" value="revoke" className="secondary">
                          {t("business.company.invites.revoke", { email: i.email })}
                        </button>
                      </Form>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t("business.company.invites.none")}</p>
              )}
            </section>

            <section className="company-panel" aria-labelledby="company-edit-heading">
              <h2 id="company-edit-heading">{t("business.company.edit.heading")}</h2>
              <FormAlert message={of("update")?.formError} fields={of("update")?.errors} />
              <Form method="post" noValidate className="form">
                <CsrfField token={csrf} />
                <CompanyAddressFields
                  form="company"
                  errors={of("update")?.errors}
                  values={of("update")?.values}
                  defaults={addressDefaults}
                  countries={countries}
                />
                <InvoicingField form="company" errors={of("update")?.errors} values={of("update")?.values} defaults={addressDefaults} />
                <button type="submit" name="intent" value="update">
                  {t("business.company.edit.submit")}
                </button>
              </Form>
            </section>
          </>
        ) : null}
      </div>
    </div>
  );
}
