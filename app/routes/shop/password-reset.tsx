import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/password-reset";
import { resetPasswordSchema } from "../../../core/account/index.ts";
import { resetPassword } from "../../../core/account/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { issuesToErrors, problemResult } from "../../features/account/errors.ts";
import { NewPasswordField } from "../../features/account/form.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";
import { AlertLine } from "../../ui/alert-line.tsx";
import { accountSession, redirectWith, respond } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage } from "./account-form.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  return respond(session, {
    ...formPage(ctx, "passwordReset", session),
    // A plain form the server answers: rendered without hydration (decision 0057).
    island: islandFor("content-page"),
    token: (url.searchParams.get("token") ?? "").slice(0, 200),
  });
}

/** Sets the new password with the single-use token of the e-mail link; then to the login page. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const parsed = resetPasswordSchema.safeParse({ password: String(form.get("password") ?? "") });
  if (!parsed.success) return respond(session, { errors: issuesToErrors(parsed.error.issues), formError: null as string | null }, 422);
  try {
    await resetPassword(session.env, String(form.get("token") ?? ""), parsed.data.password);
  } catch (err) {
    const r = problemResult(err);
    return respond(
      session,
      { errors: r.errors, formError: r.formError === "problem.invalid_token" ? "accountUi.reset.invalid" : r.formError },
      r.status,
    );
  }
  return redirectWith(session, `${pathFor(ctx.edition, "account")}?done=reset`);
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0057). */
export const clientLoader = documentClientLoader;

export const meta: Route.MetaFunction = noindexMeta;

export default function PasswordReset() {
  const { csrf, token, path } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <AccountFormPage
      page="passwordReset"
      className="password-reset"
      status={<AlertLine>{token ? null : t("accountUi.reset.invalid")}</AlertLine>}
      result={result}
      back={<LocalizedLink to="passwordForgot">{t("accountUi.login.forgot")}</LocalizedLink>}
    >
      {/* the token stays in the address: a refused password (too short) comes back to the same link */}
      <AccountForm csrf={csrf} action={token ? `${path}?token=${encodeURIComponent(token)}` : path} submit={t("accountUi.reset.submit")}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordField form="reset" errors={result?.errors} />
      </AccountForm>
    </AccountFormPage>
  );
}
