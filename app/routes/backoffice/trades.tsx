import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/trades";
import { TRADE_STATES } from "../../../core/trade/index.ts";
import { listTradeQueue } from "../../../core/trade/index.server.ts";
import { listPartners } from "../../../core/partners/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager, StateBadge } from "../../features/backoffice/bits.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { EditionOptions, FilterActions } from "../../features/backoffice/list-bits.tsx";
import { queryOf } from "../../../core/shared/index.ts";
import { queueQuerySchema } from "../../../core/trade/index.ts";

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
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("recoveryLeft");
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === "") next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return `/trades${s ? `?${s}` : ""}`;
  };
  const allCount = Object.values(queue.counts).reduce((a, b) => a + b, 0);
  return (
    <div className="bo-page">
      {recoveryLeft ? (
        <p className="bo-notice" role="status">
          {t("backoffice.login.recoveryLeft", { count: recoveryLeft })}
        </p>
      ) : null}
      <h1>{t("backoffice.queue.title")}</h1>
      <nav aria-label={t("backoffice.queue.countsLabel")} className="bo-states">
        <ul>
          <li>
            <Link to={withParams({ state: null, page: null })} aria-current={current("state") === "" ? "page" : undefined}>
              {t("backoffice.queue.allStates")} <span className="bo-count">{allCount}</span>
            </Link>
          </li>
          {TRADE_STATES.map((s) => (
            <li key={s}>
              <Link to={withParams({ state: s, page: null })} aria-current={current("state") === s ? "page" : undefined}>
                {t(`backoffice.state.${s}`)} <span className="bo-count">{queue.counts[s]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="bo-filters" aria-label={t("backoffice.queue.filters")} key={params.toString()}>
        <div className="field bo-search">
          <label htmlFor="q">{t("backoffice.queue.search")}</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={current("q")}
            placeholder={t("backoffice.queue.searchHint")}
            aria-describedby="q-hint"
          />
          <span id="q-hint" className="visually-hidden">
            {t("backoffice.queue.searchHint")}
          </span>
        </div>
        <div className="field">
          <label htmlFor="state">{t("backoffice.queue.state")}</label>
          <select id="state" name="state" defaultValue={current("state")}>
            <option value="">{t("backoffice.queue.any")}</option>
            {TRADE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`backoffice.state.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="edition">{t("backoffice.queue.edition")}</label>
          <select id="edition" name="edition" defaultValue={current("edition")}>
            <option value="">{t("backoffice.queue.any")}</option>
            <EditionOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor="partner">{t("backoffice.queue.partner")}</label>
          <select id="partner" name="partner" defaultValue={current("partner")}>
            <option value="">{t("backoffice.queue.any")}</option>
            {partners.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="age">{t("backoffice.queue.age")}</label>
          <select id="age" name="age" defaultValue={current("age")}>
            <option value="">{t("backoffice.queue.any")}</option>
            {AGE_CHOICES.map((d) => (
              <option key={d} value={d}>
                {t("backoffice.queue.ageAtLeast", { days: d })}
              </option>
            ))}
          </select>
        </div>
        <FilterActions reset="/trades" />
      </Form>
      <p className="bo-summary" role="status">
        {t("backoffice.queue.summary", { total: queue.total })}
      </p>
      {queue.items.length === 0 ? (
        <p className="bo-empty">{t("backoffice.queue.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.queue.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.queue.col.number")}</th>
                <th scope="col">{t("backoffice.queue.col.state")}</th>
                <th scope="col">{t("backoffice.queue.col.customer")}</th>
                <th scope="col" className="bo-wide">
                  {t("backoffice.queue.col.edition")}
                </th>
                <th scope="col" className="bo-num">
                  {t("backoffice.queue.col.devices")}
                </th>
                <th scope="col" className="bo-num">
                  {t("backoffice.queue.col.total")}
                </th>
                <th scope="col" className="bo-wide">
                  {t("backoffice.queue.col.created")}
                </th>
                <th scope="col" className="bo-num">
                  {t("backoffice.queue.col.age")}
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => (
                <tr key={item.tradeNumber}>
                  <th scope="row">
                    <Link to={`/trades/${item.tradeNumber}`}>{item.tradeNumber}</Link>
                  </th>
                  <td>
                    <StateBadge state={item.state} />
                  </td>
                  <td>
                    <span className="bo-name">{item.customerName}</span>
                    <span className="bo-sub">{item.email}</span>
                  </td>
                  <td className="bo-wide">
                    {item.edition.toUpperCase()}
                    {item.partnerId ? <span className="bo-sub">{partnerNames.get(item.partnerId) ?? item.partnerId}</span> : null}
                  </td>
                  <td className="bo-num">{item.devices}</td>
                  <td className="bo-num">{f.money(item.totalCents)}</td>
                  <td className="bo-wide">{f.date(item.createdAt)}</td>
                  <td className="bo-num">{t("backoffice.queue.ageDays", { days: item.ageDays })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={queue.page} pages={queue.pages} href={(p) => withParams({ page: p === 1 ? null : String(p) })} />
    </div>
  );
}
