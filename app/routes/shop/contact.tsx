import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { submitContact } from "../../../core/contact/submit.server.ts";
import { contactSchema } from "../../../core/contact/validation.ts";
import { contactSubjects, contentSlug, editions, pathFor } from "../../../core/editions/index.ts";
import { nowFrom } from "../../../core/shared/clock.ts";
import { ProblemError } from "../../../core/shared/problem.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { requireEditionPage } from "../../lib/errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

type Field = "subject" | "name" | "email" | "tradeNumber" | "message";

export function loader({ context, url }: Route.LoaderArgs) {
  const { edition } = context.get(pageContext);
  return {
    subjects: contactSubjects(edition),
    helpKey: editions[edition].helpKey,
    faqPath: pathFor(edition, "content", { slug: contentSlug(edition, "faq") }),
    sent: url.searchParams.get("sent") === "1",
    page: "contact" as const,
    path: pathFor(edition, "contact"),
    alternates: alternatePaths("contact", {}),
    // A plain form the server answers: rendered without hydration, the root loads this island instead of React (decision 0051).
    island: islandFor("content-page"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0051). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

/** The form posts here as a document (no client router on this page); errors come back with what was typed. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const { edition, deps, clientKey } = context.get(pageContext);
  requireEditionPage(edition, url);
  const form = await request.formData();
  const values = Object.fromEntries(
    ["subject", "name", "email", "tradeNumber", "message"].map((k) => [k, String(form.get(k) ?? "")]),
  ) as Record<Field, string>;
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??=
        issue.message.startsWith("contact.") || issue.message.startsWith("validation.") ? issue.message : "validation.invalid";
    }
    return data({ values, errors, formError: null as string | null }, { status: 422 });
  }
  try {
    await submitContact(deps.database.db, deps.mailer, mailOrigin(deps.config, edition), edition, parsed.data, clientKey, nowFrom(deps));
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      return data({ values, errors: {}, formError: "contact.error.rateLimited" }, { status: 429 });
    throw err;
  }
  return redirect(`${pathFor(edition, "contact")}?sent=1`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Contact() {
  const { subjects, sent, helpKey, faqPath, path } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const errors: Partial<Record<Field, string>> = result?.errors ?? {};
  const values: Partial<Record<Field, string>> = result?.values ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const field = (name: Field) => ({
    id: `contact-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    errors[name] ? (
      <p className="field-error" id={`contact-${name}-error`}>
        {t(errors[name]!)}
      </p>
    ) : null;
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
      {sent ? (
        <p role="status" className="notice success">
          {t("contact.sent")}
        </p>
      ) : null}
      {hasErrors || result?.formError ? (
        <div role="alert" className="notice error">
          {t(result?.formError ?? "contact.errorSummary")}
        </div>
      ) : null}
      <form method="post" action={path} noValidate className="form" data-submit-once="">
        <div className="field">
          <label htmlFor="contact-subject">{t("contact.subject")}</label>
          <select {...field("subject")} required>
            <option value="">{t("contact.subject.choose")}</option>
            {subjects.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
          {error("subject")}
        </div>
        <div className="field">
          <label htmlFor="contact-name">{t("contact.name")}</label>
          <input {...field("name")} autoComplete="name" required maxLength={100} />
          {error("name")}
        </div>
        <div className="field">
          <label htmlFor="contact-email">{t("contact.email")}</label>
          <input {...field("email")} type="email" autoComplete="email" required maxLength={254} />
          {error("email")}
        </div>
        <div className="field">
          <label htmlFor="contact-tradeNumber">{t("contact.tradeNumber")}</label>
          <input {...field("tradeNumber")} maxLength={40} />
          {error("tradeNumber")}
        </div>
        <div className="field">
          <label htmlFor="contact-message">{t("contact.message")}</label>
          <textarea {...field("message")} rows={6} required maxLength={5000} />
          {error("message")}
        </div>
        <button type="submit">{t("contact.send")}</button>
      </form>
    </div>
  );
}
