import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b-lead";
import { assignLeadManager, leadDetail, setLeadStatus } from "../../../core/b2b-pipeline/index.server.ts";
import { LEAD_STATUSES, leadStatusSchema, managerSchema } from "../../../core/b2b-pipeline/index.ts";
import { mailKindKey } from "../../../core/mail/index.ts";
import { translator } from "../../../core/shared/index.server.ts";
import { AssignCard, LeadStatusBadge, QuotesTable } from "../../features/backoffice/b2b-bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import b2bStyles from "../../ui/backoffice-b2b.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";
import { Field } from "../../ui/form.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { parseWith } from "../../../server/http/problem.server.ts";
import { idParam, openPipelinePage, pipelineChange, pipelinePost, type PipelineResult } from "./b2b-forms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: b2bStyles }];
export const meta: Route.MetaFunction = ({ params }) => [{ title: `Lead ${params.leadId} | Sellback back office` }];

/** One lead (account_manager, support, admin): the same core function as GET /api/backoffice/b2b/leads/{id}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { page, db, now, me, canWrite, managers } = await openPipelinePage({ context, url });
  const detail = await leadDetail(db, idParam(params.leadId, url), now);
  if (!detail) throw pageNotFound(url.pathname, "noEntity");
  // the landing form's device types in the staff's language (the shop's words)
  const shop = translator(page.language === "de" ? "de" : "en");
  const categories = detail.lead.categories.map((c) => shop(`b2b.category.${c}`));
  return { ...detail, categories, me, canWrite, managers };
}

/** Change the status or the account manager (account_manager, admin): the same audited core calls as the API. */
export async function action(args: Route.ActionArgs) {
  const { db, form, actor } = await pipelinePost(args);
  const leadId = idParam(args.params.leadId, args.url);
  return pipelineChange(async () => {
    if (form.intent === "status") {
      const { status } = parseWith(leadStatusSchema, { status: form.status });
      await setLeadStatus(db, actor, leadId, status);
      return { done: "status" };
    }
    const { managerId } = parseWith(managerSchema, { managerId: form.managerId ?? "" });
    await assignLeadManager(db, actor, leadId, managerId);
    return { done: "manager" };
  });
}

export default function Lead() {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  const { lead, quotes, mails, categories, me, canWrite, managers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PipelineResult | undefined;
  const statusError = result?.error && result.field === "status" ? t(result.error) : null;
  const managerError = result?.error && result.field === "managerId" ? t(result.error) : null;
  return (
    <div className="bo-page bo-b2b">
      <PageHeader
        back={{ to: "/b2b", label: t("backoffice.b2b.back") }}
        title={t("backoffice.b2b.lead.title", { id: lead.id, company: lead.company })}
      >
        <LeadStatusBadge status={lead.status} />
      </PageHeader>
      <Notice>
        {result?.done === "status"
          ? t("backoffice.b2b.status.saved")
          : result?.done === "manager"
            ? t("backoffice.b2b.assign.saved")
            : null}
      </Notice>
      {result?.error && !statusError && !managerError ? (
        <p className="bo-notice bo-notice--warn" role="alert">
          {t(result.error)}
        </p>
      ) : null}
      <div className="bo-columns">
        <section aria-labelledby="bo-b2b-lead" className="bo-card">
          <h2 id="bo-b2b-lead">{t("backoffice.b2b.lead.data")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.b2b.col.company")}</dt>
            <dd>{lead.company}</dd>
            <dt>{t("backoffice.b2b.col.contact")}</dt>
            <dd>{lead.contactName}</dd>
            <dt>{t("backoffice.trade.email")}</dt>
            <dd>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </dd>
            {lead.phone ? (
              <>
                <dt>{t("backoffice.trade.phone")}</dt>
                <dd>{lead.phone}</dd>
              </>
            ) : null}
            <dt>{t("backoffice.b2b.col.devices")}</dt>
            <dd>{f.number(lead.deviceCount)}</dd>
            <dt>{t("backoffice.b2b.lead.categories")}</dt>
            <dd>{categories.join(", ")}</dd>
            <dt>{t("backoffice.b2b.col.edition")}</dt>
            <dd>{lead.edition.toUpperCase()}</dd>
            <dt>{t("backoffice.b2b.col.received")}</dt>
            <dd>{dateTime(lead.createdAt)}</dd>
            <dt>{t("backoffice.b2b.lead.company")}</dt>
            <dd>
              {lead.companyId !== null ? (
                <Link to={`/b2b/companies/${lead.companyId}`}>{lead.companyName}</Link>
              ) : (
                t("backoffice.b2b.notRegistered")
              )}
            </dd>
          </dl>
          {lead.message ? (
            <>
              <h3>{t("backoffice.b2b.lead.message")}</h3>
              <blockquote className="bo-b2b-message">{lead.message}</blockquote>
            </>
          ) : null}
        </section>
        <div className="bo-b2b-side">
          <section aria-labelledby="bo-b2b-status" className="bo-card">
            <h2 id="bo-b2b-status">{t("backoffice.b2b.status.title")}</h2>
            {canWrite ? (
              <Form method="post" className="bo-b2b-inline">
                <input type="hidden" name="intent" value="status" />
                <Field id="status" label={t("backoffice.b2b.status.field")} error={statusError ?? undefined}>
                  {(control) => (
                    <select {...control} defaultValue={lead.status} key={lead.status}>
                      {LEAD_STATUSES.map((s) => (
                        <option key={s} value={s}>
                          {t(`backoffice.b2b.leadStatus.${s}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button type="submit">{t("backoffice.b2b.status.submit")}</button>
              </Form>
            ) : (
              <p>
                <LeadStatusBadge status={lead.status} /> <span className="bo-hint">{t("backoffice.b2b.readOnly")}</span>
              </p>
            )}
          </section>
          <AssignCard manager={lead.manager} managers={managers} me={me} canWrite={canWrite} error={managerError} />
        </div>
      </div>

      <section aria-labelledby="bo-b2b-lead-quotes">
        <h2 id="bo-b2b-lead-quotes">{t("backoffice.b2b.lead.quotes")}</h2>
        {quotes.length ? (
          <QuotesTable quotes={quotes} caption={t("backoffice.b2b.lead.quotes")} />
        ) : (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        )}
      </section>

      <section aria-labelledby="bo-b2b-lead-mails">
        <h2 id="bo-b2b-lead-mails">{t("backoffice.b2b.lead.mails")}</h2>
        <p className="bo-hint">{t("backoffice.b2b.lead.mailsHint")}</p>
        {mails.length === 0 ? (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.b2b.lead.mails")}
            testId="lead-mails"
            stacked
            rows={mails}
            rowKey={(m) => `${m.direction}-${m.id}`}
            columns={[
              { header: t("backoffice.b2b.mail.when"), cellClassName: "bo-nowrap", cell: (m) => dateTime(m.at) },
              { header: t("backoffice.b2b.mail.direction"), cell: (m) => t(`backoffice.b2b.mail.${m.direction}`) },
              {
                header: t("backoffice.b2b.mail.subject"),
                rowHeader: true,
                cell: (m) => (
                  <>
                    {m.direction === "in" ? <Link to={`/inbox/${m.id}`}>{m.subject}</Link> : <span className="bo-change">{m.subject}</span>}
                    <span className="bo-sub">
                      {m.address}
                      {" · "}
                      {m.direction === "in" ? (
                        t("backoffice.b2b.mail.contact")
                      ) : (
                        <>
                          {mailKindKey(m.kind) ? `${t(mailKindKey(m.kind)!)} ` : null}
                          <code translate="no">{m.kind}</code>
                        </>
                      )}
                    </span>
                  </>
                ),
              },
              {
                header: t("backoffice.b2b.mail.status"),
                cell: (m) =>
                  m.direction === "in"
                    ? t(`backoffice.inbox.status.${m.status}`)
                    : t(m.status === "sent" ? "backoffice.support.mails.statusSent" : "backoffice.support.mails.statusFailed"),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
