import { redirect, useActionData } from "react-router";
import type { Route } from "./+types/login";
import { staffLogin } from "../../../core/staff/index.server.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { safeNext, staffPageContext, startStaffCookie } from "../../../server/sessions/backoffice.server.ts";
import type { FormErrors } from "../../ui/form.tsx";
import { SignInPage } from "../../ui/sign-in-page.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { staffLoginSchema } from "../../../core/staff/index.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";
import { signInWords } from "../../i18n/sign-in-words.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sellback back office" }];

/** Logged in already: on to the trades. */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  if (page.context) throw redirect("/trades");
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const page = context.get(staffPageContext);
  const form = await request.formData();
  return formAction(async () => {
    const input = parseWith(staffLoginSchema, formObject(form));
    const result = await staffLogin(page.env, input, "web");
    startStaffCookie(page, result.token, result.context.staff.language);
    const next =
      result.context.pending === "password_change"
        ? "/password"
        : result.context.pending === "totp_enrolment"
          ? "/security"
          : safeNext(form.get("next"));
    const notice =
      result.recoveryCodesLeft !== undefined ? `${next.includes("?") ? "&" : "?"}recoveryLeft=${result.recoveryCodesLeft}` : "";
    return redirect(next + notice);
  });
}

export default function Login() {
  const t = useT();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors } | undefined);
  return (
    <SignInPage
      className="bo-page bo-narrow bo-login"
      cardClassName="bo-card"
      {...signInWords(t, "backoffice")}
      errors={result?.errors}
      email={{ autoFocus: true }}
      otp={{ inputMode: "text", className: "bo-code" }}
    />
  );
}
