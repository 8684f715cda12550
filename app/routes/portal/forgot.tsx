import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/forgot";
import { PORTAL_LOGIN, forgotSchema } from "../../../core/partner-users/index.ts";
import { sendResetMail, requestPartnerReset } from "../../../core/partner-users/index.server.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { portalFormPost } from "./portal-form.server.ts";
import { SubmitButton } from "../../ui/submit-button.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Passwort vergessen – Sellback-Filialportal" }];

/** A reset link by mail (one hour, once); the answer is the same whether the address has an account or not. */
export async function action(args: Route.ActionArgs) {
  const { page, form } = await portalFormPost(args);
  return formAction(async () => {
    const input = parseWith(forgotSchema, formObject(form));
    const found = await requestPartnerReset(page.env, input.email);
    if (found)
      await sendResetMail(
        page.ctx.deps.mailer,
        mailOrigin(page.ctx.deps.config, "de"),
        found.user.email,
        found.user.displayName,
        found.token,
      );
    return { sent: true as const };
  });
}

export default function Forgot() {
  const t = useT();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; sent?: true } | undefined);
  const errors = result?.errors;
  return (
    <div className="portal-page portal-narrow">
      <h1>{t("portal.forgot.title")}</h1>
      {result?.sent ? (
        <p role="status">{t("portal.forgot.sent")}</p>
      ) : (
        <>
          <p>{t("portal.forgot.intro")}</p>
          <ErrorSummary errors={errors} labels={{ email: t("portal.login.email") }} />
          <Form method="post" noValidate className="portal-card">
            <Field id="email" label={t("portal.login.email")} error={errors?.fields?.email}>
              {(a) => <input {...a} type="email" autoComplete="username" spellCheck={false} required />}
            </Field>
            <SubmitButton>{t("portal.forgot.submit")}</SubmitButton>
          </Form>
        </>
      )}
      <p>
        <Link to={PORTAL_LOGIN}>{t("portal.password.toLogin")}</Link>
      </p>
    </div>
  );
}
