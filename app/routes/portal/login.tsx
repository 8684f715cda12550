import { Link, redirect, useActionData } from "react-router";
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
import type { FormErrors } from "../../ui/form.tsx";
import { SignInPage } from "../../ui/sign-in-page.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { portalFormPost } from "./portal-form.server.ts";
import { signInWords } from "../../i18n/sign-in-words.ts";

export const meta: Route.MetaFunction = () => [{ title: "Anmelden – Sellback-Filialportal" }];

export function loader({ context }: Route.LoaderArgs) {
  if (context.get(portalPageContext).context) throw redirect(PORTAL_HOME);
  return null;
}

/** E-mail, password and (when the user has it) a TOTP code; never a staff user or a customer: their tables are not read here. */
export async function action(args: Route.ActionArgs) {
  const { page, form } = await portalFormPost(args);
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
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors; email?: string } | undefined);
  return (
    <SignInPage
      className="portal-page portal-narrow"
      cardClassName="portal-card"
      {...signInWords(t, "portal")}
      errors={result?.errors}
      email={{ defaultValue: result?.email ?? "" }}
      otp={{ inputMode: "numeric" }}
    >
      <p>
        <Link to="/portal/passwort-vergessen">{t("portal.forgot.link")}</Link>
      </p>
    </SignInPage>
  );
}
