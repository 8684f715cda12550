import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/trades";
import { TRADE_STATES, queueQuerySchema } from "../../../core/trade/index.ts";
import { listTradeQueue } from "../../../core/trade/index.server.ts";
import { listPartners } from "../../../core/partners/index.server.ts";
import { nowFrom, queryOf } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { CountNav, EditionOptions, FilterBar, FilterSearch, FilterSelect, ListPage } from "../../ui/list-page.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useQueryAddress } from "../../ui/query-address.ts";

export const meta: Route.MetaFunction = () => [{ title: "Trades | Sellback back office" }];

export const AGE_CHOICES = [2, 7, 14, 30] as const;

/** The queue (any staff role): the same query and core function as GET /api/backoffice/trades. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url);
  let filter;
  try {
    filter = parseWith(queueQuerySchema, queryOf(url.searchParams));
  } catch {
    filter = {};
  }
  const [queue, partnerList] = await Promise.all([
    listTradeQueue(page.ctx.deps.database.db, { ...filter, minAgeDays: filter.age }, nowFrom(page.ctx.deps)),
    // the partner filter and the partner column by name (decision 0045)
    listPartners(page.ctx.deps.database.db),
  ]);
  return { queue, recoveryLeft: url.searchParams.get("recoveryLeft"), partners: partnerList.map((p) => ({ id: p.id, name: p.name })) };
}

export default function Trades() {
  const t = useT();
  const f = useFormat();
  const { queue, recoveryLeft, partners } = useLoaderData<typeof loader>();
  const partnerNames = new Map(partners.map((p) => [p.id, p.name]));
  const [params] = useSearchParams();
  const current = (name: string) => params.get(name) ?? "";
  const withParams = useQueryAddress("/trades", ["recoveryLeft"]);
  const allCount = Object.values(queue.counts).reduce((a, b) => a + b, 0);
  // a count that stopped at the cap (an age filter or a search at 1,000,000 trades, decision 0136): "1000+"
  const atLeast = (n: number, capped: boolean) => (capped ? `${n}+` : n);
  return (
    <ListPage
      before={<Notice>{recoveryLeft ? t("backoffice.login.recoveryLeft", { count: recoveryLeft }) : null}</Notice>}
      title={t("backoffice.queue.title")}
      intro={
        <CountNav
          label={t("backoffice.queue.countsLabel")}
          items={[
            {
              key: "",
              to: withParams({ state: null, page: null }),
              label: t("backoffice.queue.allStates"),
              count: atLeast(allCount, queue.capped.length > 0),
              current: current("state") === "",
            },
            ...TRADE_STATES.map((s) => ({
              key: s,
              to: withParams({ state: s, page: null }),
              label: t(`backoffice.state.${s}`),
              count: atLeast(queue.counts[s], queue.capped.includes(s)),
              current: current("state") === s,
            })),
          ]}
        />
      }
      filters={
        <FilterBar label={t("backoffice.queue.filters")} reset="/trades">
          <FilterSearch
            label={t("backoffice.queue.search")}
            placeholder={t("backoffice.queue.searchHint")}
            hint={t("backoffice.queue.searchHint")}
            hintHidden
          />
          <FilterSelect
            name="state"
            label={t("backoffice.queue.state")}
            any={t("backoffice.queue.any")}
            options={TRADE_STATES.map((s) => ({ value: s, label: t(`backoffice.state.${s}`) }))}
          />
          <FilterSelect name="edition" label={t("backoffice.queue.edition")} any={t("backoffice.queue.any")}>
            <EditionOptions />
          </FilterSelect>
          <FilterSelect
            name="partner"
            label={t("backoffice.queue.partner")}
            any={t("backoffice.queue.any")}
            options={partners.map((p) => ({ value: p.id, label: p.name }))}
          />
          <FilterSelect
            name="age"
            label={t("backoffice.queue.age")}
            any={t("backoffice.queue.any")}
            options={AGE_CHOICES.map((d) => ({ value: String(d), label: t("backoffice.queue.ageAtLeast", { days: d }) }))}
          />
        </FilterBar>
      }
      summary={t("backoffice.queue.summary", { total: atLeast(queue.total, queue.totalCapped) })}
      empty={t("backoffice.queue.empty")}
      count={queue.items.length}
      pager={{ page: queue.page, pages: queue.pages, href: (p) => withParams({ page: p === 1 ? null : String(p) }) }}
    >
      <DataTable
        caption={t("backoffice.queue.title")}
        stacked
        rows={queue.items}
        rowKey={(item) => item.tradeNumber}
        columns={[
          {
            header: t("backoffice.queue.col.number"),
            rowHeader: true,
            cell: (item) => <Link to={`/trades/${item.tradeNumber}`}>{item.tradeNumber}</Link>,
          },
          { header: t("backoffice.queue.col.state"), cell: (item) => <StateBadge state={item.state} /> },
          {
            header: t("backoffice.queue.col.customer"),
            cell: (item) => (
              <>
                <span className="bo-name">{item.customerName}</span>
                <span className="bo-sub">{item.email}</span>
              </>
            ),
          },
          {
            header: t("backoffice.queue.col.edition"),
            className: "bo-wide",
            cell: (item) => (
              <>
                {item.edition.toUpperCase()}
                {item.partnerId ? <span className="bo-sub">{partnerNames.get(item.partnerId) ?? item.partnerId}</span> : null}
              </>
            ),
          },
          { header: t("backoffice.queue.col.devices"), numeric: true, cell: (item) => item.devices },
          { header: t("backoffice.queue.col.total"), numeric: true, cell: (item) => f.money(item.totalCents) },
          { header: t("backoffice.queue.col.created"), className: "bo-wide", cell: (item) => f.date(item.createdAt) },
          { header: t("backoffice.queue.col.age"), numeric: true, cell: (item) => t("backoffice.queue.ageDays", { days: item.ageDays }) },
        ]}
      />
    </ListPage>
  );
}
