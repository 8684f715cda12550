import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/inbox-message";
import { nowFrom, ProblemError } from "../../../core/shared/index.ts";
import { answerContactMessage, getContactMessage } from "../../../core/support/index.server.ts";
import { fieldErrors } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { ErrorSummary, Field } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import supportStyles from "../../ui/backoffice-support.css?url";
import { answerSchema } from "../../../core/support/index.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { Notice } from "../../ui/notice.tsx";
import { staffFormPost } from "./staff-form.server.ts";
import { useDateTimeText } from "../../ui/date-time.tsx";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];
export const meta: Route.MetaFunction = ({ params }) => [{ title: `Message ${params.messageId} | Sellback back office` }];

function idOf(raw: string, url: URL): number {
  if (!/^\d{1,9}$/.test(raw)) throw pageNotFound(url.pathname, "noEntity");
  return Number(raw);
}

/** One contact message (support or admin, decision 0041): the same core function as GET /api/backoffice/support/inbox/{id}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, "support");
  try {
    return { message: await getContactMessage(page.ctx.deps.database.db, idOf(params.messageId, url)) };
  } catch (err) {
    if (err instanceof ProblemError && err.status === 404) throw pageNotFound(url.pathname, "noEntity");
    throw err;
  }
}

/** Answer by e-mail: the same core call (audited, one answer per message) as POST /api/backoffice/support/inbox/{id}/answer. */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const { page, staff, form } = await staffFormPost(args, "support");
  const id = idOf(params.messageId, url);
  const parsed = answerSchema.safeParse(form);
  if (!parsed.success) {
    return data(
      {
        done: false,
        answer: form.answer ?? "",
        errors: { fields: Object.fromEntries(fieldErrors(parsed.error).map((e) => [e.field, e.message])) },
      },
      { status: 422 },
    );
  }
  const deps = page.ctx.deps;
  try {
    await answerContactMessage(deps.database.db, deps.mailer, {
      staff: staff.staff,
      now: nowFrom(deps),
      clientKey: page.ctx.clientKey,
      id,
      answer: parsed.data.answer,
      originFor: (edition) => mailOrigin(deps.config, edition),
    });
  } catch (err) {
    if (!(err instanceof ProblemError)) throw err;
    return data({ done: false, answer: parsed.data.answer, errors: { form: err.detail ?? `problem.${err.code}` } }, { status: err.status });
  }
  return { done: true, answer: "", errors: null };
}

export default function InboxMessage() {
  const t = useT();
  const { message: m } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as
      | { done: boolean; answer: string; errors: { form?: string; fields?: Record<string, string> } | null }
      | undefined,
  );
  const dateTime = useDateTimeText();
  return (
    <div className="bo-page">
      <PageHeader back={{ to: "/inbox", label: t("backoffice.inbox.back") }} title={t("backoffice.inbox.messageTitle", { id: m.id })}>
        <span className="bo-badge" data-status={m.status}>
          {t(`backoffice.inbox.status.${m.status}`)}
        </span>
      </PageHeader>
      <Notice>{result?.done ? t("backoffice.inbox.answered") : null}</Notice>
      <div className="bo-detail">
        <div className="bo-detail-main">
          <section aria-labelledby="bo-message" className="bo-card">
            <h2 id="bo-message">{m.subjectLabel}</h2>
            <p className="bo-sub">{t("backoffice.inbox.from", { name: m.name, email: m.email, date: dateTime(m.createdAt) })}</p>
            <blockquote className="bo-quote" lang={m.edition === "at" ? "de" : m.edition}>
              {m.message}
            </blockquote>
          </section>
          {m.answer !== null ? (
            <section aria-labelledby="bo-answer" className="bo-card">
              <h2 id="bo-answer">{t("backoffice.inbox.answer")}</h2>
              <p className="bo-sub">{m.answeredAt ? t("backoffice.inbox.answeredAt", { date: dateTime(m.answeredAt) }) : null}</p>
              <blockquote className="bo-quote">{m.answer}</blockquote>
            </section>
          ) : (
            <section aria-labelledby="bo-answer" className="bo-card">
              <h2 id="bo-answer">{t("backoffice.inbox.answer")}</h2>
              <p className="bo-hint">{t("backoffice.inbox.answerHint", { edition: m.edition.toUpperCase() })}</p>
              <ErrorSummary errors={result?.errors ?? undefined} labels={{ answer: t("backoffice.inbox.answerLabel") }} />
              <Form method="post">
                <Field id="answer" label={t("backoffice.inbox.answerLabel")} error={result?.errors?.fields?.answer}>
                  {(aria) => <textarea {...aria} rows={10} maxLength={10_000} defaultValue={result?.answer ?? ""} className="bo-answer" />}
                </Field>
                <button type="submit">{t("backoffice.inbox.send")}</button>
              </Form>
            </section>
          )}
        </div>
        <aside className="bo-card" aria-labelledby="bo-about">
          <h2 id="bo-about">{t("backoffice.inbox.about")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.trade.email")}</dt>
            <dd>{m.email}</dd>
            <dt>{t("backoffice.trade.edition")}</dt>
            <dd>{m.edition.toUpperCase()}</dd>
            {m.tradeNumber ? (
              <>
                <dt>{t("backoffice.inbox.trade")}</dt>
                <dd>
                  <Link to={`/trades/${m.tradeNumber}`}>{m.tradeNumber}</Link>
                </dd>
              </>
            ) : null}
          </dl>
          {m.customerId ? (
            <p>
              <Link to={`/support/customers/${m.customerId}`}>{t("backoffice.inbox.toCustomer")}</Link>
            </p>
          ) : (
            <p>
              <Link to={`/support?q=${encodeURIComponent(m.email)}&by=email`}>{t("backoffice.inbox.findPerson")}</Link>
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
