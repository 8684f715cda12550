import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/password-forgot";
import { forgotPasswordSchema } from "../../../core/account/index.ts";
import { forgotPassword } from "../../../core/account/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { Field, Notice } from "../../features/account/form.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";
import { accountSession, respond } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  return respond(session, {
    ...formPage(ctx, "passwordForgot", session),
    // A plain form the server answers: rendered without hydration (decision 0057).
    island: islandFor("content-page"),
    sent: url.searchParams.get("sent") === "1",
  });
}

/** The same answer whether or not the e-mail has an account (the mail goes out in the background). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const values = formValues(form, ["email"]);
  const parsed = forgotPasswordSchema.safeParse({ email: values.email, lang: ctx.edition });
  if (!parsed.success)
    return respond(session, { values, errors: issuesToErrors(parsed.error.issues), formError: null as string | null }, 422);
  return changeThen(session, values, `${pathFor(ctx.edition, "passwordForgot")}?sent=1`, () => forgotPassword(session.env, parsed.data));
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0057). */
export const clientLoader = documentClientLoader;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function PasswordForgot() {
  const { csrf, sent, path } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <AccountFormPage
      page="passwordForgot"
      className="password-forgot"
      status={<Notice message={sent ? "accountUi.forgot.sent" : null} />}
      result={result}
      back={<LocalizedLink to="account">{t("accountUi.back")}</LocalizedLink>}
    >
      <AccountForm csrf={csrf} action={path} submit={t("accountUi.forgot.submit")}>
        <Field
          form="forgot"
          name="email"
          label={t("accountUi.field.email")}
          type="email"
          autoComplete="email"
          required
          errors={result?.errors}
          values={result?.values}
        />
      </AccountForm>
    </AccountFormPage>
  );
}
