import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { submitContact } from "../../../core/contact/index.server.ts";
import { contactSchema } from "../../../core/contact/index.ts";
import { contactSubjects, contentSlug, editions, pathFor } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { documentClientLoader } from "../../lib/document-load.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Field as FormField, FormAlert, Notice } from "../../features/account/form.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { answerLeadForm, leadFormPage } from "./lead-form.server.ts";

type Field = "subject" | "name" | "email" | "tradeNumber" | "message";

export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  return {
    subjects: contactSubjects(edition),
    helpKey: editions[edition].helpKey,
    faqPath: pathFor(edition, "content", { slug: contentSlug(edition, "faq") }),
    // A plain form the server answers: rendered without hydration, the root loads its island instead of React (decision 0051).
    ...leadFormPage(edition, "contact", url),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0051). */
export const clientLoader = documentClientLoader;

/** The form posts here as a document (no client router on this page); errors come back with what was typed. */
export function action(args: Route.ActionArgs) {
  return answerLeadForm(args, {
    page: "contact",
    read: (form) =>
      Object.fromEntries(["subject", "name", "email", "tradeNumber", "message"].map((k) => [k, String(form.get(k) ?? "")])) as Record<
        Field,
        string
      >,
    schema: contactSchema,
    prefix: "contact.",
    rateLimited: "contact.error.rateLimited",
    submit: submitContact,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Contact() {
  const { subjects, sent, helpKey, faqPath, path } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const errors: Partial<Record<Field, string>> = result?.errors ?? {};
  const values: Partial<Record<Field, string>> = result?.values ?? {};
  const bound = { form: "contact", errors, values } as const;
  return (
    <div className="page contact">
      <h1>{t("page.contact.heading")}</h1>
      <p className="lead">{t("page.contact.intro")}</p>
      {/* The external question-and-answer service attaches by its key; without it, the link to our FAQ stands. */}
      {helpKey ? (
        <p className="help-hint" data-help-key={helpKey}>
          <a href={faqPath}>{t("contact.helpHint")}</a>
        </p>
      ) : null}
      <Notice message={sent ? "contact.sent" : null} />
      <FormAlert message={result?.formError} fields={errors} summary="contact.errorSummary" />
      <form method="post" action={path} noValidate className="form" data-submit-once="">
        <FormField {...bound} name="subject" label={t("contact.subject")}>
          {(control) => (
            <select {...control} required>
              <option value="">{t("contact.subject.choose")}</option>
              {subjects.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...bound} name="name" label={t("contact.name")} autoComplete="name" required maxLength={100} />
        <FormField {...bound} name="email" label={t("contact.email")} type="email" autoComplete="email" required maxLength={254} />
        <FormField {...bound} name="tradeNumber" label={t("contact.tradeNumber")} maxLength={40} />
        <FormField {...bound} name="message" label={t("contact.message")}>
          {(control) => <textarea {...control} rows={6} required maxLength={5000} />}
        </FormField>
        <button type="submit">{t("contact.send")}</button>
      </form>
    </div>
  );
}
