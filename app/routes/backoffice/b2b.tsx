import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/b2b";
import { listCompanyTrades, listLeads, listQuotes } from "../../../core/b2b-pipeline/index.server.ts";
import {
  LEAD_STATUSES,
  PIPELINE_LISTS,
  QUOTE_STAGES,
  leadListQuery,
  quoteListQuery,
  tradeListQuery,
  type PipelineList,
} from "../../../core/b2b-pipeline/index.ts";
import { BUSINESS_EDITIONS } from "../../../core/editions/index.ts";
import { queryOf } from "../../../core/shared/index.ts";
import { TRADE_STATES } from "../../../core/trade/index.ts";
import { LeadStatusBadge, ManagerName, QuotesTable, TradesTable } from "../../features/backoffice/b2b-bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import b2bStyles from "../../ui/backoffice-b2b.css?url";
import { DataTable } from "../../ui/data-table.tsx";
import { CountNav, FilterBar, FilterSearch, FilterSelect, ListPage } from "../../ui/list-page.tsx";
import { useQueryAddress } from "../../ui/query-address.ts";
import { openPipelinePage } from "./b2b-forms.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: b2bStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Business sellers | Sellback back office" }];

const shared = leadListQuery.pick({ manager: true, edition: true, q: true });
const own = { leads: leadListQuery, quotes: quoteListQuery, trades: tradeListQuery } as const;

/**
 * The B2B pipeline (account_manager, support, admin; decision 0123): leads, quotes and companies'
 * trades, one list at a time with its counts per stage, filtered by a GET form (manager, edition,
 * search); the same core queries as GET /api/backoffice/b2b/{leads,quotes,trades}. Filters that do
 * not parse are left out (the form shows what applied).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, now, me, managers } = await openPipelinePage({ context, url });
  const query = queryOf(url.searchParams);
  const list: PipelineList = (PIPELINE_LISTS as readonly string[]).includes(query.list ?? "") ? (query.list as PipelineList) : "leads";
  const common = shared.safeParse({ manager: query.manager, edition: query.edition, q: query.q });
  const filters = common.success ? common.data : {};
  const mine = own[list].safeParse({ stage: query.stage, page: query.page });
  const stagePage = mine.success ? mine.data : {};
  const stage = list === "trades" && stagePage.stage && !(TRADE_STATES as readonly string[]).includes(stagePage.stage) ? {} : stagePage;
  const [leads, quotes, trades] = await Promise.all([
    listLeads(db, { ...filters, ...(list === "leads" ? (stage as object) : {}) }, me),
    listQuotes(db, { ...filters, ...(list === "quotes" ? (stage as object) : {}) }, me, now),
    listCompanyTrades(db, { ...filters, ...(list === "trades" ? (stage as object) : {}) }, me),
  ]);
  const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    list,
    stage: (stage as { stage?: string }).stage ?? "",
    leads: list === "leads" ? leads : null,
    quotes: list === "quotes" ? quotes : null,
    trades: list === "trades" ? trades : null,
    totals: { leads: sum(leads.counts), quotes: sum(quotes.counts), trades: sum(trades.counts) },
    counts: { leads: leads.counts, quotes: quotes.counts, trades: trades.counts }[list] as Record<string, number>,
    current: {
      total: { leads, quotes, trades }[list].total,
      page: { leads, quotes, trades }[list].page,
      pages: { leads, quotes, trades }[list].pages,
    },
    managers,
    // the trade states come from the server (the trade module's door is not for the browser)
    stages: (list === "leads" ? LEAD_STATUSES : list === "quotes" ? QUOTE_STAGES : TRADE_STATES) as readonly string[],
  };
}

export default function Pipeline() {
  const t = useT();
  const f = useFormat();
  const data = useLoaderData<typeof loader>();
  const { list, stage, totals, counts, current, managers, stages } = data;
  const withParams = useQueryAddress("/b2b");
  const stageLabel = (s: string) =>
    list === "leads"
      ? t(`backoffice.b2b.leadStatus.${s}`)
      : list === "quotes"
        ? t(`backoffice.b2b.quoteStage.${s}`)
        : t(`backoffice.state.${s}`);
  const total = current.total;
  return (
    <ListPage
      title={t("backoffice.b2b.title")}
      className="bo-b2b"
      intro={
        <>
          <CountNav
            label={t("backoffice.b2b.listsLabel")}
            items={PIPELINE_LISTS.map((l) => ({
              key: l,
              to: withParams({ list: l === "leads" ? null : l, stage: null, page: null }),
              label: t(`backoffice.b2b.list.${l}`),
              count: totals[l],
              current: list === l,
            }))}
          />
          <CountNav
            label={t("backoffice.b2b.stagesLabel")}
            items={[
              {
                key: "",
                to: withParams({ stage: null, page: null }),
                label: t("backoffice.b2b.allStages"),
                count: totals[list],
                current: stage === "",
              },
              // trade states without a trade are left out (ten states; most are empty for companies)
              ...stages
                .filter((s) => list !== "trades" || (counts[s] ?? 0) > 0 || s === stage)
                .map((s) => ({
                  key: s,
                  to: withParams({ stage: s, page: null }),
                  label: stageLabel(s),
                  count: counts[s] ?? 0,
                  current: stage === s,
                })),
            ]}
          />
        </>
      }
      filters={
        <FilterBar label={t("backoffice.b2b.filters")} reset={list === "leads" ? "/b2b" : `/b2b?list=${list}`}>
          {list === "leads" ? null : <input type="hidden" name="list" value={list} />}
          {stage ? <input type="hidden" name="stage" value={stage} /> : null}
          <FilterSelect
            name="manager"
            label={t("backoffice.b2b.filter.manager")}
            any={t("backoffice.b2b.filter.anyManager")}
            options={[
              { value: "mine", label: t("backoffice.b2b.filter.mine") },
              { value: "unassigned", label: t("backoffice.b2b.filter.unassigned") },
              ...managers.map((m) => ({ value: m.id, label: m.name })),
            ]}
          />
          <FilterSelect
            name="edition"
            label={t("backoffice.queue.edition")}
            any={t("backoffice.queue.any")}
            options={BUSINESS_EDITIONS.map((e) => ({ value: e, label: e.toUpperCase() }))}
          />
          <FilterSearch label={t("backoffice.b2b.filter.search")} hint={t("backoffice.b2b.filter.searchHint")} maxLength={100} />
        </FilterBar>
      }
      summary={t(`backoffice.b2b.summary.${list}`, { total })}
      empty={t("backoffice.b2b.empty")}
      count={total === 0 ? 0 : 1}
      pager={{ page: current.page, pages: current.pages, href: (p) => withParams({ page: p === 1 ? null : String(p) }) }}
    >
      {data.leads ? (
        <DataTable
          caption={t("backoffice.b2b.list.leads")}
          stacked
          rows={data.leads.items}
          rowKey={(l) => l.id}
          columns={[
            {
              header: t("backoffice.b2b.col.company"),
              rowHeader: true,
              cell: (l) => (
                <>
                  <Link to={`/b2b/leads/${l.id}`} className="bo-name">
                    {l.company}
                  </Link>
                  <span className="bo-sub">{l.contactName}</span>
                </>
              ),
            },
            { header: t("backoffice.b2b.col.status"), cell: (l) => <LeadStatusBadge status={l.status} /> },
            { header: t("backoffice.b2b.col.devices"), numeric: true, cell: (l) => f.number(l.deviceCount) },
            {
              header: t("backoffice.b2b.lead.company"),
              cell: (l) =>
                l.companyId !== null ? (
                  <Link to={`/b2b/companies/${l.companyId}`}>{l.companyName}</Link>
                ) : (
                  <span className="bo-sub">{t("backoffice.b2b.notRegistered")}</span>
                ),
            },
            { header: t("backoffice.b2b.col.received"), cellClassName: "bo-nowrap", cell: (l) => f.date(l.createdAt) },
            { header: t("backoffice.b2b.col.edition"), cell: (l) => l.edition.toUpperCase() },
            { header: t("backoffice.b2b.col.manager"), cell: (l) => <ManagerName manager={l.manager} /> },
          ]}
        />
      ) : null}
      {data.quotes ? <QuotesTable quotes={data.quotes.items} caption={t("backoffice.b2b.list.quotes")} /> : null}
      {data.trades ? <TradesTable trades={data.trades.items} caption={t("backoffice.b2b.list.trades")} /> : null}
    </ListPage>
  );
}
