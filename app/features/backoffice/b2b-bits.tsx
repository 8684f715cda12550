/**
 * Parts of the B2B pipeline's pages (issue 33, decision 0123): the account manager's name, the
 * badges of a lead's status and a quote's stage, the tables of quotes and trades, and the form
 * that assigns an account manager (a plain post: works without JavaScript).
 */
import { Form, Link } from "react-router";
import type { ManagerRef, QuoteRow, TradeRow } from "../../../core/b2b-pipeline/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { Field } from "../../ui/form.tsx";
import { StatusBadge } from "../../ui/status-badge.tsx";
import { StateBadge } from "./bits.tsx";

export function ManagerName({ manager }: { manager: ManagerRef | null }) {
  const t = useT();
  return manager ? <span>{manager.name}</span> : <span className="bo-b2b-unassigned">{t("backoffice.b2b.noManager")}</span>;
}

export function LeadStatusBadge({ status }: { status: string }) {
  const t = useT();
  return <StatusBadge state={`lead-${status}`} label={t(`backoffice.b2b.leadStatus.${status}`)} />;
}

export function QuoteStageBadge({ stage }: { stage: string }) {
  const t = useT();
  return <StatusBadge state={`quote-${stage}`} label={t(`backoffice.b2b.quoteStage.${stage}`)} />;
}

/** Quotes: number (to the quote's page), stage, company or lead, units, total, validity, manager. */
export function QuotesTable({ quotes, caption }: { quotes: readonly QuoteRow[]; caption: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <DataTable
      caption={caption}
      stacked
      rows={quotes}
      rowKey={(q) => q.number}
      columns={[
        {
          header: t("backoffice.b2b.col.quote"),
          rowHeader: true,
          cellClassName: "bo-mono bo-nowrap",
          cell: (q) => <Link to={`/b2b/quotes/${q.number}`}>{q.number}</Link>,
        },
        { header: t("backoffice.b2b.col.stage"), cell: (q) => <QuoteStageBadge stage={q.stage} /> },
        {
          header: t("backoffice.b2b.col.company"),
          cell: (q) =>
            q.companyId !== null ? (
              <Link to={`/b2b/companies/${q.companyId}`}>{q.companyName}</Link>
            ) : q.leadId !== null ? (
              <Link to={`/b2b/leads/${q.leadId}`}>{q.leadCompany}</Link>
            ) : (
              <span className="bo-sub">{t("backoffice.b2b.notRegistered")}</span>
            ),
        },
        { header: t("backoffice.b2b.col.units"), numeric: true, cell: (q) => f.number(q.unitCount) },
        { header: t("backoffice.b2b.col.total"), numeric: true, cellClassName: "bo-nowrap", cell: (q) => f.money(q.totalCents) },
        { header: t("backoffice.b2b.col.validUntil"), cellClassName: "bo-nowrap", cell: (q) => f.date(q.validUntil) },
        {
          header: t("backoffice.b2b.col.trade"),
          cellClassName: "bo-mono bo-nowrap",
          cell: (q) => (q.tradeNumber ? <Link to={`/trades/${q.tradeNumber}`}>{q.tradeNumber}</Link> : "–"),
        },
        { header: t("backoffice.b2b.col.manager"), cell: (q) => <ManagerName manager={q.manager} /> },
      ]}
    />
  );
}

/** Companies' trades: number (to the trade's page), state, company, units, total, quote, manager. */
export function TradesTable({ trades, caption }: { trades: readonly TradeRow[]; caption: string }) {
  const t = useT();
  const f = useFormat();
  return (
    <DataTable
      caption={caption}
      stacked
      rows={trades}
      rowKey={(r) => r.tradeNumber}
      columns={[
        {
          header: t("backoffice.b2b.col.trade"),
          rowHeader: true,
          cellClassName: "bo-mono bo-nowrap",
          cell: (r) => <Link to={`/trades/${r.tradeNumber}`}>{r.tradeNumber}</Link>,
        },
        { header: t("backoffice.b2b.col.state"), cell: (r) => <StateBadge state={r.state} /> },
        { header: t("backoffice.b2b.col.company"), cell: (r) => <Link to={`/b2b/companies/${r.companyId}`}>{r.companyName}</Link> },
        { header: t("backoffice.b2b.col.units"), numeric: true, cell: (r) => f.number(r.units) },
        { header: t("backoffice.b2b.col.total"), numeric: true, cellClassName: "bo-nowrap", cell: (r) => f.money(r.totalCents) },
        {
          header: t("backoffice.b2b.col.quote"),
          cellClassName: "bo-mono bo-nowrap",
          cell: (r) => (r.quoteNumber ? <Link to={`/b2b/quotes/${r.quoteNumber}`}>{r.quoteNumber}</Link> : "–"),
        },
        { header: t("backoffice.b2b.col.created"), cellClassName: "bo-nowrap", cell: (r) => f.date(r.createdAt) },
        { header: t("backoffice.b2b.col.manager"), cell: (r) => <ManagerName manager={r.manager} /> },
      ]}
    />
  );
}

/**
 * The account manager card: who it is, and for those who may change it a select of the account
 * managers (and "nobody") with Assign, plus "Assign to me".
 */
export function AssignCard({
  manager,
  managers,
  me,
  canWrite,
  hint,
  error,
}: {
  manager: ManagerRef | null;
  managers: readonly ManagerRef[];
  me: string;
  canWrite: boolean;
  hint?: string;
  error?: string | null;
}) {
  const t = useT();
  const eligibleMe = managers.some((m) => m.id === me) && manager?.id !== me;
  return (
    <section aria-labelledby="bo-b2b-manager" className="bo-card">
      <h2 id="bo-b2b-manager">{t("backoffice.b2b.assign.title")}</h2>
      <p className="bo-b2b-manager" data-testid="account-manager">
        <ManagerName manager={manager} />
        {manager ? <span className="bo-sub">{manager.email}</span> : null}
      </p>
      {canWrite ? (
        <>
          <Form method="post" className="bo-b2b-inline">
            <input type="hidden" name="intent" value="manager" />
            <Field id="managerId" label={t("backoffice.b2b.assign.field")} hint={hint} error={error ?? undefined}>
              {(control) => (
                <select {...control} defaultValue={manager?.id ?? ""} key={manager?.id ?? ""}>
                  <option value="">{t("backoffice.b2b.assign.none")}</option>
                  {managers.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit">{t("backoffice.b2b.assign.submit")}</button>
          </Form>
          {eligibleMe ? (
            <Form method="post">
              <input type="hidden" name="intent" value="manager" />
              <input type="hidden" name="managerId" value={me} />
              <button type="submit" className="secondary">
                {t("backoffice.b2b.assign.me")}
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p className="bo-hint">{t("backoffice.b2b.readOnly")}</p>
      )}
    </section>
  );
}
