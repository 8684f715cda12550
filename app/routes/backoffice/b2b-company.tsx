import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b-company";
import { assignCompanyManager, companyDetail, managerSchema } from "../../../core/b2b-pipeline/index.server.ts";
import { AssignCard, QuotesTable, TradesTable } from "../../features/backoffice/b2b-bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import b2bStyles from "../../ui/backoffice-b2b.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { parseWith } from "../../../server/http/problem.server.ts";
import { idParam, openPipelinePage, pipelineChange, pipelinePost, type PipelineResult } from "./b2b-forms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: b2bStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Company | Sellback back office" }];

/** One company (account_manager, support, admin): the same core function as GET /api/backoffice/b2b/companies/{id}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db, now, me, canWrite, managers } = await openPipelinePage({ context, url });
  const detail = await companyDetail(db, idParam(params.companyId, url), now);
  if (!detail) throw pageNotFound(url.pathname, "noEntity");
  return { ...detail, me, canWrite, managers };
}

/** Assign the company's account manager (account_manager, admin); its open quotes follow; audited. */
export async function action(args: Route.ActionArgs) {
  const { db, form, actor } = await pipelinePost(args);
  const companyId = idParam(args.params.companyId, args.url);
  return pipelineChange(async () => {
    const { managerId } = parseWith(managerSchema, { managerId: form.managerId ?? "" });
    const done = await assignCompanyManager(db, actor, companyId, managerId);
    return { done: "manager", count: done.quotes.length };
  });
}

export default function Company() {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  const { company, vatCheckedAt, leadId, createdAt, members, quotes, trades, creditNotes, pickups, me, canWrite, managers } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PipelineResult | undefined;
  return (
    <div className="bo-page bo-b2b">
      <PageHeader
        back={{ to: "/b2b?list=trades", label: t("backoffice.b2b.back") }}
        title={t("backoffice.b2b.company.title", { name: company.name })}
      />
      <Notice>{result?.done === "manager" ? t("backoffice.b2b.assign.movedQuotes", { count: result.count ?? 0 }) : null}</Notice>
      <div className="bo-columns">
        <section aria-labelledby="bo-b2b-company" className="bo-card">
          <h2 id="bo-b2b-company">{t("backoffice.b2b.company.facts")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.b2b.company.vatId")}</dt>
            <dd data-testid="vat-id">
              {company.vatId ? (
                <>
                  <span className="bo-mono">{company.vatId}</span>
                  <span className="bo-sub" data-vat-status={company.vatStatus}>
                    {t(`backoffice.b2b.company.vatStatus.${company.vatStatus}`)}
                    {vatCheckedAt ? ` · ${t("backoffice.b2b.company.vatCheckedAt", { when: dateTime(vatCheckedAt) })}` : ""}
                  </span>
                </>
              ) : (
                t("backoffice.b2b.company.noVatId")
              )}
            </dd>
            <dt>{t("backoffice.b2b.company.address")}</dt>
            <dd>
              <address>
                {company.name}
                <br />
                {company.street} {company.houseNumber}
                <br />
                {company.zip} {company.city}
                <br />
                {f.country(company.country)}
              </address>
            </dd>
            <dt>{t("backoffice.b2b.company.invoicing")}</dt>
            <dd>{t(`backoffice.b2b.company.invoicing.${company.invoicing}`)}</dd>
            <dt>{t("backoffice.b2b.col.edition")}</dt>
            <dd>{company.edition.toUpperCase()}</dd>
            <dt>{t("backoffice.b2b.company.since")}</dt>
            <dd>{f.date(createdAt)}</dd>
            {leadId !== null ? (
              <>
                <dt>{t("backoffice.b2b.company.fromLead")}</dt>
                <dd>
                  <Link to={`/b2b/leads/${leadId}`}>#{leadId}</Link>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <AssignCard
          manager={company.accountManager}
          managers={managers}
          me={me}
          canWrite={canWrite}
          hint={t("backoffice.b2b.assign.companyHint")}
          error={result?.error ? t(result.error) : null}
        />
      </div>

      <section aria-labelledby="bo-b2b-members">
        <h2 id="bo-b2b-members">{t("backoffice.b2b.company.members")}</h2>
        {members.length === 0 ? (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.b2b.company.members")}
            stacked
            rows={members}
            rowKey={(m) => m.customerId}
            columns={[
              {
                header: t("backoffice.b2b.company.col.name"),
                rowHeader: true,
                cell: (m) => (
                  <>
                    <Link to={`/support/customers/${m.customerId}`}>{m.name}</Link>
                    <span className="bo-sub">{m.customerNumber}</span>
                  </>
                ),
              },
              { header: t("backoffice.b2b.company.col.email"), cell: (m) => m.email },
              { header: t("backoffice.b2b.company.col.role"), cell: (m) => t(`backoffice.b2b.company.role.${m.role}`) },
              { header: t("backoffice.b2b.company.col.since"), cellClassName: "bo-nowrap", cell: (m) => f.date(m.since) },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="bo-b2b-company-quotes">
        <h2 id="bo-b2b-company-quotes">{t("backoffice.b2b.company.quotes")}</h2>
        {quotes.length ? (
          <QuotesTable quotes={quotes} caption={t("backoffice.b2b.company.quotes")} />
        ) : (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        )}
      </section>

      <section aria-labelledby="bo-b2b-company-trades">
        <h2 id="bo-b2b-company-trades">{t("backoffice.b2b.company.trades")}</h2>
        {trades.length ? (
          <TradesTable trades={trades} caption={t("backoffice.b2b.company.trades")} />
        ) : (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        )}
      </section>

      <section aria-labelledby="bo-b2b-credit-notes">
        <h2 id="bo-b2b-credit-notes">{t("backoffice.b2b.company.creditNotes")}</h2>
        {creditNotes.length === 0 ? (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.b2b.company.creditNotes")}
            stacked
            rows={creditNotes}
            rowKey={(n) => n.tradeNumber}
            columns={[
              {
                header: t("backoffice.b2b.company.col.number"),
                rowHeader: true,
                cellClassName: "bo-mono bo-nowrap",
                cell: (n) =>
                  n.number ? (
                    <a href={`/trades/${n.tradeNumber}/credit-note.pdf`} aria-label={t("backoffice.b2b.company.pdf", { number: n.number })}>
                      {n.number}
                    </a>
                  ) : (
                    "–"
                  ),
              },
              { header: t("backoffice.b2b.company.col.kind"), cell: (n) => t(`backoffice.b2b.company.kind.${n.kind}`) },
              {
                header: t("backoffice.b2b.col.trade"),
                cellClassName: "bo-mono bo-nowrap",
                cell: (n) => <Link to={`/trades/${n.tradeNumber}`}>{n.tradeNumber}</Link>,
              },
              { header: t("backoffice.b2b.company.col.vat"), cell: (n) => t(`backoffice.b2b.company.vatTreatment.${n.vatTreatment}`) },
              {
                header: t("backoffice.b2b.company.col.gross"),
                numeric: true,
                cellClassName: "bo-nowrap",
                cell: (n) => f.money(n.grossCents),
              },
              { header: t("backoffice.b2b.company.col.issued"), cellClassName: "bo-nowrap", cell: (n) => f.date(n.issuedAt) },
            ]}
          />
        )}
      </section>

      <section aria-labelledby="bo-b2b-pickups">
        <h2 id="bo-b2b-pickups">{t("backoffice.b2b.company.pickups")}</h2>
        {pickups.length === 0 ? (
          <p className="bo-empty">{t("backoffice.b2b.none")}</p>
        ) : (
          <DataTable
            caption={t("backoffice.b2b.company.pickups")}
            stacked
            rows={pickups}
            rowKey={(p) => p.tradeNumber}
            columns={[
              {
                header: t("backoffice.b2b.col.trade"),
                rowHeader: true,
                cellClassName: "bo-mono bo-nowrap",
                cell: (p) => <Link to={`/trades/${p.tradeNumber}`}>{p.tradeNumber}</Link>,
              },
              { header: t("backoffice.b2b.company.col.day"), cellClassName: "bo-nowrap", cell: (p) => f.date(`${p.day}T12:00:00Z`) },
              { header: t("backoffice.b2b.company.col.window"), cellClassName: "bo-nowrap", cell: (p) => `${p.windowFrom}–${p.windowTo}` },
              { header: t("backoffice.b2b.col.state"), cell: (p) => t(`backoffice.b2b.company.pickupState.${p.state}`) },
              {
                header: t("backoffice.b2b.company.col.carrier"),
                cell: (p) => (p.carrier ? `${p.carrier}${p.reference ? ` · ${p.reference}` : ""}` : "–"),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
