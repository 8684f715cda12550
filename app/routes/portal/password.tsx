import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/password";
import { linkUser, setPartnerPassword } from "../../../core/partner-users/index.server.ts";
import { setPasswordSchema, PORTAL_LOGIN } from "../../../core/partner-users/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { portalPageContext } from "../../../server/sessions/portal.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { portalFormPost } from "./portal-form.server.ts";
import { SubmitButton } from "../../ui/submit-button.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Passwort festlegen – Sellback-Filialportal" }];

/** The invite or reset link (`?token=`, one-time, hashed at rest): the form, or that the link no longer works. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const token = new URL(request.url).searchParams.get("token");
  const user = await linkUser(page.env, token);
  return { token: user ? token : null, email: user?.email ?? null };
}

export async function action(args: Route.ActionArgs) {
  const { page, form } = await portalFormPost(args);
  return formAction(async () => {
    const input = parseWith(setPasswordSchema, formObject(form));
    await setPartnerPassword(page.env, input.token, input.password);
    return { done: true as const };
  });
}

export default function Password() {
  const t = useT();
  const { token, email } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; done?: true } | undefined);
  if (result?.done) {
    return (
      <div className="portal-page portal-narrow">
        <h1>{t("portal.password.doneTitle")}</h1>
        <p role="status">{t("portal.password.done")}</p>
        <p>
          <Link to={PORTAL_LOGIN}>{t("portal.password.toLogin")}</Link>
        </p>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="portal-page portal-narrow">
        <h1>{t("portal.password.title")}</h1>
        <p>{t("portal.password.expired")}</p>
      </div>
    );
  }
  const errors = result?.errors;
  const labels = { password: t("portal.password.new") };
  return (
    <div className="portal-page portal-narrow">
      <h1>{t("portal.password.title")}</h1>
      <p>{t("portal.password.for", { email: email ?? "" })}</p>
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" noValidate className="portal-card">
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
        <Field id="password" label={labels.password} hint={t("portal.password.rule")} error={errors?.fields?.password}>
          {(a) => <input {...a} type="password" autoComplete="new-password" required />}
        </Field>
        <SubmitButton>{t("portal.password.submit")}</SubmitButton>
      </Form>
    </div>
  );
}
