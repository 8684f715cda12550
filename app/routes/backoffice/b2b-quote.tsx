import { Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b-quote";
import { assignQuoteManager, managerSchema, quoteDetail, quoteNumberParams } from "../../../core/b2b-pipeline/index.server.ts";
import { AssignCard, QuoteStageBadge } from "../../features/backoffice/b2b-bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import b2bStyles from "../../ui/backoffice-b2b.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { useDateTimeText } from "../../ui/date-time.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { parseWith } from "../../../server/http/problem.server.ts";
import { openPipelinePage, pipelineChange, pipelinePost, type PipelineResult } from "./b2b-forms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: b2bStyles }];
export const meta: Route.MetaFunction = ({ params }) => [{ title: `Quote ${params.quoteNumber} | Sellback back office` }];

function numberOf(params: { quoteNumber?: string }, url: URL): string {
  const parsed = quoteNumberParams.safeParse(params);
  if (!parsed.success) throw pageNotFound(url.pathname, "noEntity");
  return parsed.data.quoteNumber;
}

/** One quote (account_manager, support, admin): the same core function as GET /api/backoffice/b2b/quotes/{number}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db, now, me, canWrite, managers } = await openPipelinePage({ context, url });
  const detail = await quoteDetail(db, numberOf(params, url), now);
  if (!detail) throw pageNotFound(url.pathname, "noEntity");
  const volume = detail.quote.volume as { percent?: number; units?: number } | null;
  return {
    ...detail,
    volume:
      volume && typeof volume.percent === "number" && typeof volume.units === "number"
        ? { percent: volume.percent, units: volume.units }
        : null,
    me,
    canWrite,
    managers,
  };
}

/** Assign the quote's account manager (account_manager, admin); audited. */
export async function action(args: Route.ActionArgs) {
  const { db, form, actor } = await pipelinePost(args);
  const number = numberOf(args.params, args.url);
  return pipelineChange(async () => {
    const { managerId } = parseWith(managerSchema, { managerId: form.managerId ?? "" });
    await assignQuoteManager(db, actor, number, managerId);
    return { done: "manager" };
  });
}

/** The row as the seller wrote it: model, storage, colour, condition (the cells that were there). */
const asWritten = (input: Record<string, unknown>) =>
  ["model", "storage", "colour", "condition"]
    .map((k) => input[k])
    .filter((v) => typeof v === "string" && v.trim() !== "")
    .join(" · ");

export default function Quote() {
  const t = useT();
  const f = useFormat();
  const dateTime = useDateTimeText();
  const { quote, rows, volume, me, canWrite, managers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as PipelineResult | undefined;
  return (
    <div className="bo-page bo-b2b">
      <PageHeader
        back={{ to: "/b2b?list=quotes", label: t("backoffice.b2b.back") }}
        title={t("backoffice.b2b.quote.title", { number: quote.number })}
      >
        <QuoteStageBadge stage={quote.stage} />
      </PageHeader>
      <Notice>{result?.done === "manager" ? t("backoffice.b2b.assign.saved") : null}</Notice>
      <p className="bo-b2b-headline" data-testid="quote-totals">
        {t("backoffice.b2b.quote.totals", { units: quote.unitCount, total: f.money(quote.totalCents) })}
      </p>
      <div className="bo-columns">
        <section aria-labelledby="bo-b2b-quote" className="bo-card">
          <h2 id="bo-b2b-quote">{t("backoffice.b2b.quote.facts")}</h2>
          <dl className="bo-facts">
            <dt>{t("backoffice.b2b.quote.created")}</dt>
            <dd>{dateTime(quote.createdAt)}</dd>
            <dt>{t("backoffice.b2b.col.validUntil")}</dt>
            <dd>{dateTime(quote.validUntil)}</dd>
            <dt>{t("backoffice.b2b.quote.sentAt")}</dt>
            <dd>{quote.sentAt ? dateTime(quote.sentAt) : t("backoffice.b2b.quote.notSent")}</dd>
            {quote.acceptedAt ? (
              <>
                <dt>{t("backoffice.b2b.quote.acceptedAt")}</dt>
                <dd>{dateTime(quote.acceptedAt)}</dd>
              </>
            ) : null}
            <dt>{t("backoffice.b2b.quote.source")}</dt>
            <dd>{quote.source.toUpperCase()}</dd>
            {volume ? (
              <>
                <dt>{t("backoffice.b2b.quote.volume")}</dt>
                <dd>{t("backoffice.b2b.quote.volumeValue", { percent: f.percent(volume.percent), units: volume.units })}</dd>
              </>
            ) : null}
            <dt>{t("backoffice.b2b.col.edition")}</dt>
            <dd>{quote.edition.toUpperCase()}</dd>
            <dt>{t("backoffice.b2b.quote.company")}</dt>
            <dd>
              {quote.companyId !== null ? (
                <Link to={`/b2b/companies/${quote.companyId}`}>{quote.companyName}</Link>
              ) : (
                t("backoffice.b2b.notRegistered")
              )}
            </dd>
            {quote.leadId !== null ? (
              <>
                <dt>{t("backoffice.b2b.quote.lead")}</dt>
                <dd>
                  <Link to={`/b2b/leads/${quote.leadId}`}>{quote.leadCompany}</Link>
                </dd>
              </>
            ) : null}
            <dt>{t("backoffice.b2b.quote.trade")}</dt>
            <dd>
              {quote.tradeNumber ? (
                <Link to={`/trades/${quote.tradeNumber}`} className="bo-mono">
                  {quote.tradeNumber}
                </Link>
              ) : (
                t("backoffice.b2b.quote.noTrade")
              )}
            </dd>
          </dl>
        </section>
        <AssignCard
          manager={quote.manager}
          managers={managers}
          me={me}
          canWrite={canWrite}
          error={result?.error ? t(result.error) : null}
        />
      </div>

      <section aria-labelledby="bo-b2b-quote-rows">
        <h2 id="bo-b2b-quote-rows">{t("backoffice.b2b.quote.rows")}</h2>
        {rows.length === 0 ? (
          <p className="bo-empty">{t("backoffice.b2b.quote.noRows")}</p>
        ) : (
          <DataTable<(typeof rows)[number] | null>
            caption={t("backoffice.b2b.quote.rows")}
            stacked
            rows={rows}
            rowKey={(r) => r?.row ?? "total"}
            footRows={[null]}
            columns={[
              { header: t("backoffice.b2b.quote.col.row"), numeric: true, cell: (r) => (r ? r.row : null) },
              {
                header: t("backoffice.b2b.quote.col.device"),
                rowHeader: true,
                cell: (r) =>
                  r ? (
                    <>
                      {r.deviceName ?? "–"}
                      <span className="bo-sub">{asWritten(r.input)}</span>
                      {r.imei || r.serial ? <span className="bo-sub bo-mono">{r.imei ?? r.serial}</span> : null}
                    </>
                  ) : (
                    t("backoffice.b2b.col.total")
                  ),
              },
              {
                header: t("backoffice.b2b.quote.col.match"),
                cell: (r) =>
                  r ? (
                    <>
                      <span className="bo-badge" data-state={`row-${r.status}`}>
                        {t(`backoffice.b2b.quote.rowStatus.${r.status}`)}
                      </span>
                      {r.confidence !== null ? (
                        <span className="bo-sub">
                          {t("backoffice.b2b.quote.confidence", { percent: f.percent(Math.round(r.confidence * 100)) })}
                        </span>
                      ) : null}
                    </>
                  ) : null,
              },
              { header: t("backoffice.b2b.quote.col.grade"), cell: (r) => (r ? r.grade : null) },
              {
                header: t("backoffice.b2b.quote.col.quantity"),
                numeric: true,
                cell: (r) => (r ? f.number(r.quantity) : f.number(quote.unitCount)),
              },
              {
                header: t("backoffice.b2b.quote.col.unitPrice"),
                numeric: true,
                cellClassName: "bo-nowrap",
                cell: (r) => (r ? (r.unitPriceCents === null ? "–" : f.money(r.unitPriceCents)) : null),
              },
              {
                header: t("backoffice.b2b.quote.col.total"),
                numeric: true,
                cellClassName: "bo-nowrap",
                cell: (r) => (r ? r.totalCents === null ? "–" : f.money(r.totalCents) : <strong>{f.money(quote.totalCents)}</strong>),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
