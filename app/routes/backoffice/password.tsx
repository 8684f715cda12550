import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/password";
import { changeStaffPassword } from "../../../core/staff/index.server.ts";
import { formAction } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, Field, type FormErrors } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Notice } from "../../ui/notice.tsx";
import { staffFormPost } from "./staff-form.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Password | Sellback back office" }];

export function loader({ context, url }: Route.LoaderArgs) {
  const staff = requireStaffPage(context.get(staffPageContext), url);
  return { forced: staff.pending === "password_change" };
}

export async function action(args: Route.ActionArgs) {
  const { page, staff, form } = await staffFormPost(args);
  return formAction(async () => {
    const fields: Record<string, string> = {};
    if (!form.currentPassword) fields.currentPassword = "backoffice.password.currentMissing";
    if (!form.newPassword) fields.newPassword = "backoffice.password.newMissing";
    if (Object.keys(fields).length) return { errors: { fields } };
    await changeStaffPassword(page.env, staff, form.currentPassword!, form.newPassword!);
    // In production a first login goes on to the second factor's set-up.
    return redirect(page.env.production && !staff.staff.totpEnabled ? "/security" : "/trades");
  });
}

export default function Password() {
  const t = useT();
  const { forced } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(useActionData<typeof action>() as { errors?: FormErrors } | undefined);
  const labels = { currentPassword: t("backoffice.password.current"), newPassword: t("backoffice.password.new") };
  return (
    <div className="bo-page bo-narrow">
      <h1>{t("backoffice.password.title")}</h1>
      <Notice tone="warn">{forced ? t("backoffice.password.forced") : null}</Notice>
      <ErrorSummary errors={result?.errors} labels={labels} />
      <Form method="post" noValidate className="bo-card">
        <Field id="currentPassword" label={labels.currentPassword} error={result?.errors?.fields?.currentPassword}>
          {(a) => <input {...a} type="password" autoComplete="current-password" />}
        </Field>
        <Field id="newPassword" label={labels.newPassword} hint={t("backoffice.password.hint")} error={result?.errors?.fields?.newPassword}>
          {(a) => <input {...a} type="password" autoComplete="new-password" />}
        </Field>
        <button type="submit">{t("backoffice.password.submit")}</button>
      </Form>
    </div>
  );
}
