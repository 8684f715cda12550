import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/security";
import { totpCodeSchema } from "../../../core/partner-users/index.ts";
import { confirmPartnerTotp, pendingPartnerTotp, startPartnerTotp } from "../../../core/partner-users/index.server.ts";
import { ProblemError } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { portalFormPost } from "./portal-form.server.ts";
import { SubmitButton } from "../../ui/submit-button.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Sicherheit – Sellback-Filialportal" }];

/** The optional TOTP second factor of any business partner: start (QR code and key), confirm with a code. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const { context: user } = requirePartnerUser(page, new URL(request.url));
  const enabled = user.user.totpEnabled;
  return { enabled, pending: enabled ? null : await pendingPartnerTotp(page.env, user) };
}

export async function action(args: Route.ActionArgs) {
  const { page, form } = await portalFormPost(args);
  const { context: user } = requirePartnerUser(page, new URL(args.request.url));
  return formAction(async () => {
    const intent = form.get("intent");
    if (intent === "start") {
      await startPartnerTotp(page.env, user);
      return { started: true as const };
    }
    if (intent === "confirm") {
      const { code } = parseWith(totpCodeSchema, formObject(form));
      await confirmPartnerTotp(page.env, user, code);
      return { done: true as const };
    }
    throw new ProblemError(422, "validation");
  });
}

export default function Security() {
  const t = useT();
  const { enabled, pending } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; done?: true } | undefined);
  const errors = result?.errors;
  return (
    <div className="portal-page portal-narrow">
      <h1>{t("portal.security.title")}</h1>
      {enabled || result?.done ? (
        <p role="status">{t(result?.done ? "portal.security.done" : "portal.security.on")}</p>
      ) : pending ? (
        <>
          <p>{t("portal.security.scan")}</p>
          {/* the QR code is made on the server by the qrcode package from the otpauth URI */}
          <div
            className="portal-qr"
            role="img"
            aria-label={t("portal.security.scan")}
            dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
          />
          <p>
            {t("portal.security.key")}: <code data-totp-key>{pending.secret}</code>
          </p>
          <ErrorSummary errors={errors} labels={{ code: t("portal.security.code") }} />
          <Form method="post" noValidate className="portal-card">
            <input type="hidden" name="intent" value="confirm" />
            <Field id="code" label={t("portal.security.code")} error={errors?.fields?.code}>
              {(a) => <input {...a} inputMode="numeric" autoComplete="one-time-code" required />}
            </Field>
            <SubmitButton>{t("portal.security.confirm")}</SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p>{t("portal.security.off")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <SubmitButton>{t("portal.security.start")}</SubmitButton>
          </Form>
        </>
      )}
      <p className="portal-muted">{t("portal.security.lost")}</p>
    </div>
  );
}
