import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { ComponentProps } from "react";
import type { Route } from "./+types/account-management";
import { deleteCustomer } from "../../../core/account/index.server.ts";
import { customerPatchSchema, isValidBirthdate, phoneCreateSchema } from "../../../core/customer/index.ts";
import { addPhone, updateBirthdate, updateCustomer, updatePhone } from "../../../core/customer/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { formValues, issuesToErrors, problemResult } from "../../features/account/errors.ts";
import { CsrfField, Field, FormAlert, Notice, type FieldErrors, CurrentPasswordField } from "../../features/account/form.tsx";

import { endSession, redirectWith, respond, loggedInSession } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage } from "./account-form.server.ts";

const DONE: Record<string, string> = {
  personal: "accountUi.notice.saved",
  phone: "accountUi.notice.saved",
  birthdate: "accountUi.notice.saved",
  email: "accountUi.notice.emailChanged",
};

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, loggedInSession);
  const c = session.customer;
  return respond(session, {
    ...formPage(ctx, "accountManagement", session),
    confirmDelete: url.searchParams.get("delete") === "confirm",
    notice: DONE[url.searchParams.get("done") ?? ""] ?? null,
    customer: {
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phoneContacts.at(-1)?.number ?? c.phone ?? "",
      birthdate: c.birthdate ?? "",
      customerNumber: c.customerNumber,
    },
  });
}

type Result = { intent: string; values: Record<string, string>; errors: FieldErrors; formError: string | null };

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, loggedInSession);
  const db = ctx.deps.database.db;
  const intent = String(form.get("intent") ?? "");
  const here = pathFor(ctx.edition, "accountManagement");
  const values = formValues(form, ["firstName", "lastName", "phone", "birthdate", "email"]);
  const fail = (errors: FieldErrors, formError: string | null = null, status = 422) =>
    respond<Result>(session, { intent, values, errors, formError }, status);
  try {
    if (intent === "personal") {
      const parsed = customerPatchSchema.safeParse({ firstName: values.firstName, lastName: values.lastName });
      if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
      await updateCustomer(db, session.customerId, parsed.data);
    } else if (intent === "phone") {
      const parsed = phoneCreateSchema.safeParse({ number: values.phone });
      if (!parsed.success) return fail({ phone: "account.error.phone" });
      const existing = session.customer.phoneContacts.at(-1);
      if (existing) await updatePhone(db, session.customerId, { id: existing.id, number: parsed.data.number, kind: parsed.data.kind });
      else await addPhone(db, session.customerId, parsed.data);
    } else if (intent === "birthdate") {
      const value = values.birthdate!.trim();
      if (value && !isValidBirthdate(value)) return fail({ birthdate: "account.error.birthdate" });
      await updateBirthdate(db, session.customerId, value || null);
    } else if (intent === "email") {
      const parsed = customerPatchSchema.safeParse({ email: values.email, currentPassword: String(form.get("currentPassword") ?? "") });
      if (!parsed.success) return fail(issuesToErrors(parsed.error.issues));
      await updateCustomer(db, session.customerId, parsed.data);
    } else if (intent === "delete") {
      if (form.get("confirm") !== "yes") return fail({ confirm: "accountUi.delete.confirmRequired" });
      const deleted = await deleteCustomer(db, session.customerId);
      if (!deleted) return fail({}, "accountUi.delete.failed", 500);
      await endSession(session);
      return redirectWith(session, `${pathFor(ctx.edition, "account")}?done=deleted`);
    } else {
      return fail({}, "validation.invalid", 400);
    }
  } catch (err) {
    const r = problemResult(err);
    return fail(r.errors, r.formError, r.status);
  }
  return redirectWith(session, `${here}?done=${intent}`);
}

export const meta: Route.MetaFunction = noindexMeta;

export default function Management() {
  const { csrf, customer, confirmDelete, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const of = (intent: string) => (result?.intent === intent ? result : undefined);
  const bound = (form: string) => ({ form, errors: of(form)?.errors, values: of(form)?.values });
  /** One of the customer's stored details as a text input of the section `form`. */
  const input = (form: string, name: "firstName" | "lastName" | "phone" | "birthdate", more: Partial<ComponentProps<typeof Field>>) => (
    <Field {...bound(form)} name={name} label={t(`accountUi.field.${name}`)} defaultValue={customer[name]} {...more} />
  );
  /** One form per section; its button names what it saves (`accountUi.save.<intent>`), never a row of equal "Save" buttons. */
  const section = (intent: string, heading: string, body: React.ReactNode, submit = t(`accountUi.save.${intent}`)) => (
    <section aria-labelledby={`${intent}-heading`}>
      <h2 id={`${intent}-heading`}>{heading}</h2>
      <FormAlert message={of(intent)?.formError} fields={of(intent)?.errors} />
      <Form method="post" noValidate className="form">
        <CsrfField token={csrf} />
        {body}
        <button type="submit" name="intent" value={intent}>
          {submit}
        </button>
      </Form>
    </section>
  );
  return (
    <div className="page account-management">
      <h1>{t("page.accountManagement.heading")}</h1>
      <p className="lead">{t("page.accountManagement.intro")}</p>
      <Notice message={notice} />
      {section(
        "personal",
        t("accountUi.management.personal"),
        <>
          {input("personal", "firstName", { autoComplete: "given-name", required: true, maxLength: 80 })}
          {input("personal", "lastName", { autoComplete: "family-name", required: true, maxLength: 80 })}
        </>,
      )}
      {section("phone", t("accountUi.management.phone"), input("phone", "phone", { type: "tel", autoComplete: "tel", maxLength: 30 }))}
      {section(
        "birthdate",
        t("accountUi.management.birthdate"),
        input("birthdate", "birthdate", { type: "date", autoComplete: "bday", maxLength: 10 }),
      )}
      {section(
        "email",
        t("accountUi.management.email"),
        <>
          <Field
            {...bound("email")}
            name="email"
            label={t("accountUi.field.newEmail")}
            type="email"
            autoComplete="email"
            required
            defaultValue={customer.email}
          />
          <CurrentPasswordField form="email" errors={of("email")?.errors} hint={t("accountUi.management.reauth")} />
        </>,
      )}
      <section aria-labelledby="export-heading">
        <h2 id="export-heading">{t("accountUi.export.heading")}</h2>
        <p>{t("accountUi.export.text")}</p>
        <form method="post" action="/account/data-export">
          <CsrfField token={csrf} />
          <button type="submit">{t("accountUi.export.submit")}</button>
        </form>
      </section>
      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("accountUi.delete.heading")}</h2>
        <p>{t("accountUi.delete.text")}</p>
        {confirmDelete || of("delete") ? (
          <>
            <FormAlert message={of("delete")?.formError} fields={of("delete")?.errors} />
            <Form method="post" noValidate className="form">
              <CsrfField token={csrf} />
              <div className="checkbox-field">
                <input
                  type="checkbox"
                  id="delete-confirm"
                  name="confirm"
                  value="yes"
                  aria-describedby={of("delete")?.errors.confirm ? "delete-confirm-error" : undefined}
                />
                <label htmlFor="delete-confirm">{t("accountUi.delete.confirm")}</label>
                {of("delete")?.errors.confirm ? (
                  <p className="field-error" id="delete-confirm-error">
                    {t(of("delete")!.errors.confirm!)}
                  </p>
                ) : null}
              </div>
              <button type="submit" name="intent" value="delete" className="danger">
                {t("accountUi.delete.submit")}
              </button>
            </Form>
          </>
        ) : (
          <p>
            <Link to="?delete=confirm">{t("accountUi.delete.start")}</Link>
          </p>
        )}
      </section>
      <p>
        <LocalizedLink to="account">{t("accountUi.back")}</LocalizedLink>
      </p>
    </div>
  );
}
