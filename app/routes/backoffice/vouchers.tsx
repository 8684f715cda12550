import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/vouchers";
import { formatMoney, formatPercent } from "../../../core/editions/index.ts";
import { listVouchers } from "../../../core/vouchers/index.server.ts";
import { dayOf, voucherListQuery } from "../../../core/vouchers/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { Pager } from "../../features/backoffice/bits.tsx";
import { SiteNav } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import siteStyles from "../../ui/backoffice-site.css?url";
import { EditionOptions, FilterActions, usePageHref } from "../../features/backoffice/list-bits.tsx";
import { SITE_ROLES } from "../../../core/staff/index.ts";
import { queryOf } from "../../../core/shared/index.ts";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];
export const meta: Route.MetaFunction = () => [{ title: "Vouchers | Sellback back office" }];

/** Vouchers with their usage count (catalog or admin): the same query and core call as GET /api/backoffice/vouchers. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url, ...SITE_ROLES);
  const parsed = voucherListQuery.safeParse(queryOf(url.searchParams));
  const list = await listVouchers(page.ctx.deps.database.db, parsed.success ? parsed.data : { page: 1 });
  const now = nowFrom(page.ctx.deps).getTime();
  const items = list.items.map((v) => ({
    ...v,
    bonus: v.kind === "fixed" ? formatMoney(v.bonusCents ?? 0, v.edition) : formatPercent(v.percent ?? 0, v.edition, 2),
    from: dayOf(v.validFrom, v.edition, "from"),
    until: dayOf(v.validUntil, v.edition, "until"),
    running: v.active && Date.parse(v.validFrom) <= now && now < Date.parse(v.validUntil),
  }));
  return { list: { ...list, items }, done: url.searchParams.get("done") };
}

export default function Vouchers() {
  const t = useT();
  const { list, done } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const current = (name: string) => params.get(name) ?? "";
  const pageHref = usePageHref("/vouchers");
  return (
    <div className="bo-page">
      <SiteNav />
      <div className="bo-title-row">
        <h1>{t("backoffice.vouchers.title")}</h1>
        <Link to="/vouchers/new" className="button">
          {t("backoffice.vouchers.new")}
        </Link>
      </div>
      {done === "deleted" ? (
        <p className="bo-notice" role="status">
          {t("backoffice.vouchers.deleted")}
        </p>
      ) : null}
      <Form method="get" className="bo-filters" aria-label={t("backoffice.vouchers.filters")} key={params.toString()}>
        <div className="field">
          <label htmlFor="edition">{t("backoffice.site.edition")}</label>
          <select id="edition" name="edition" defaultValue={current("edition")}>
            <option value="">{t("backoffice.site.allEditions")}</option>
            <EditionOptions />
          </select>
        </div>
        <div className="field bo-search">
          <label htmlFor="q">{t("backoffice.vouchers.search")}</label>
          <input id="q" name="q" type="search" defaultValue={current("q")} maxLength={40} />
        </div>
        <FilterActions reset="/vouchers" />
      </Form>
      <p className="bo-summary" role="status">
        {t("backoffice.vouchers.summary", { total: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="bo-empty">{t("backoffice.vouchers.empty")}</p>
      ) : (
        <div className="bo-table-wrap" tabIndex={0}>
          <table className="bo-table">
            <caption className="visually-hidden">{t("backoffice.vouchers.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.vouchers.col.code")}</th>
                <th scope="col">{t("backoffice.site.edition")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.vouchers.col.bonus")}
                </th>
                <th scope="col">{t("backoffice.vouchers.col.valid")}</th>
                <th scope="col" className="bo-num">
                  {t("backoffice.vouchers.col.uses")}
                </th>
                <th scope="col">{t("backoffice.vouchers.col.state")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((v) => (
                <tr key={`${v.edition}-${v.code}`}>
                  <th scope="row" className="bo-mono">
                    <Link to={`/vouchers/${v.edition}/${encodeURIComponent(v.code)}`}>{v.code}</Link>
                  </th>
                  <td>{v.edition.toUpperCase()}</td>
                  <td className="bo-num bo-nowrap">{v.bonus}</td>
                  <td className="bo-nowrap">{t("backoffice.vouchers.validRange", { from: v.from, until: v.until })}</td>
                  <td className="bo-num">
                    {v.maxUses === null ? v.uses : t("backoffice.vouchers.usesOf", { uses: v.uses, max: v.maxUses })}
                  </td>
                  <td>
                    <span className={`bo-flag${v.running ? "" : " bo-flag--off"}`}>
                      {t(
                        v.running
                          ? "backoffice.vouchers.running"
                          : v.active
                            ? "backoffice.vouchers.outsideValidity"
                            : "backoffice.vouchers.inactive",
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.page} pages={list.pages} href={pageHref} />
    </div>
  );
}
