import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { partnerLogin } from "../../../core/partner-users/index.server.ts";
import { portalLoginSchema } from "../../../core/partner-users/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import {
  portalPageContext,
  portalSessionKind,
  PORTAL_HOME,
  safePortalNext,
  startPortalCookie,
} from "../../../server/sessions/portal.server.ts";
import { ErrorSummary, type FormErrors } from "../../ui/form.tsx";
import { SignInFields } from "../../ui/sign-in.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Anmelden – Sellback Filialportal" }];

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(portalPageContext).context) throw redirect(PORTAL_HOME);
  return null;
}

/** E-mail, password and (when the user has it) a TOTP code; never a staff user or a customer: their tables are not read here. */
export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(portalPageContext);
  const form = await request.formData();
  return formAction(
    async () => {
      const input = parseWith(portalLoginSchema, formObject(form));
      // inside a chain's frame only that chain's users (decision 0047)
      const result = await partnerLogin(page.env, input, portalSessionKind(page), page.framedBy?.id);
      startPortalCookie(page, result.token);
      return redirect(safePortalNext(form.get("next")));
    },
    { email: typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "" },
  );
}

export default function Login() {
  const t = useT();
  const [params] = useSearchParams();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; email?: string } | undefined);
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors;
  const labels = { email: t("portal.login.email"), password: t("portal.login.password"), otp: t("portal.login.otp") };
  return (
    <div className="portal-page portal-narrow">
      <h1>{t("portal.login.title")}</h1>
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" noValidate className="portal-card">
        <input type="hidden" name="next" value={params.get("next") ?? ""} />
        <SignInFields
          labels={labels}
          otpHint={t("portal.login.otpHint")}
          errors={errors}
          email={{ defaultValue: result?.email ?? "" }}
          otp={{ inputMode: "numeric" }}
        />
        <button type="submit" disabled={busy}>
          {t("portal.login.submit")}
        </button>
      </Form>
      <p>
        <Link to="/portal/passwort-vergessen">{t("portal.forgot.link")}</Link>
      </p>
    </div>
  );
}
