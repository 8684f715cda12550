import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/security";
import { confirmTotpEnrolment, pendingEnrolment, startTotpEnrolment } from "../../../core/staff/index.server.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Two-factor sign-in | Sellback back office" }];

/** The staff user's second factor: on, or the set-up (QR code and key) once started. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url);
  const enrolment = staff.staff.totpEnabled ? null : await pendingEnrolment(page.env, staff);
  return {
    enabled: staff.staff.totpEnabled,
    required: staff.pending === "totp_enrolment",
    enrolment: enrolment
      ? { secret: enrolment.secret, qr: `data:image/svg+xml;base64,${Buffer.from(enrolment.qrSvg).toString("base64")}` }
      : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args);
  return formAction(async () => {
    if (form.intent === "confirm") {
      const code = (form.code ?? "").trim();
      if (!code) return { errors: { fields: { code: "backoffice.security.codeMissing" } } };
      return { recoveryCodes: (await confirmTotpEnrolment(page.env, staff, code)).recoveryCodes };
    }
    await startTotpEnrolment(page.env, staff);
    return { started: true };
  });
}

export default function Security() {
  const t = useT();
  const { enabled, required, enrolment } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; recoveryCodes?: string[] } | undefined);
  if (result?.recoveryCodes) {
    return (
      <div className="bo-page bo-narrow">
        <h1>{t("backoffice.security.recoveryTitle")}</h1>
        <Notice>{t("backoffice.security.on")}</Notice>
        <p>{t("backoffice.security.recoveryHint")}</p>
        <ul className="bo-codes" data-testid="recovery-codes">
          {result.recoveryCodes.map((c) => (
            <li key={c} className="bo-mono">
              {c}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/trades" className="button">
            {t("backoffice.security.continue")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="bo-page bo-narrow">
      <h1>{t("backoffice.security.title")}</h1>
      <Notice tone="warn">{required ? t("backoffice.security.required") : null}</Notice>
      <ErrorSummary errors={result?.errors} labels={{ code: t("backoffice.security.code") }} />
      {enabled ? (
        <p>{t("backoffice.security.on")}</p>
      ) : enrolment ? (
        <div className="bo-card">
          <p>{t("backoffice.security.scan")}</p>
          <img src={enrolment.qr} alt={t("backoffice.security.qrAlt")} width={200} height={200} className="bo-qr" />
          <p>
            {t("backoffice.security.key")}:{" "}
            <code className="bo-mono" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="confirm" />
            <Field id="code" label={t("backoffice.security.code")} error={result?.errors?.fields?.code}>
              {(a) => (
                <input
                  {...a}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  maxLength={6}
                  className="bo-code"
                />
              )}
            </Field>
            <button type="submit">{t("backoffice.security.confirm")}</button>
          </Form>
        </div>
      ) : (
        <>
          <p>{t("backoffice.security.off")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit">{t("backoffice.security.start")}</button>
          </Form>
        </>
      )}
    </div>
  );
}
