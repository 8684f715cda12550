import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/vouchers";
import { openSitePage, siteListQuery } from "./site-forms.server.ts";
import { formatMoney, formatPercent } from "../../../core/editions/index.ts";
import { listVouchers } from "../../../core/vouchers/index.server.ts";
import { dayOf, voucherListQuery } from "../../../core/vouchers/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { SiteListPage, siteLinks } from "../../features/backoffice/site-nav.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = () => [{ title: "Vouchers | Sellback back office" }];

/** Vouchers with their usage count (catalog or admin): the same query and core call as GET /api/backoffice/vouchers. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { page, db } = openSitePage({ context, url });
  const list = await listVouchers(db, siteListQuery(voucherListQuery, url));
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
  return (
    <SiteListPage area="vouchers" list={list} done={done} searchMaxLength={40}>
      <DataTable
        caption={t("backoffice.vouchers.title")}
        rows={list.items}
        rowKey={(v) => `${v.edition}-${v.code}`}
        columns={[
          {
            header: t("backoffice.vouchers.col.code"),
            rowHeader: true,
            cellClassName: "bo-mono",
            cell: (v) => <Link to={`/vouchers/${v.edition}/${encodeURIComponent(v.code)}`}>{v.code}</Link>,
          },
          { header: t("backoffice.site.edition"), cell: (v) => v.edition.toUpperCase() },
          { header: t("backoffice.vouchers.col.bonus"), numeric: true, cellClassName: "bo-nowrap", cell: (v) => v.bonus },
          {
            header: t("backoffice.vouchers.col.valid"),
            cellClassName: "bo-nowrap",
            cell: (v) => t("backoffice.vouchers.validRange", { from: v.from, until: v.until }),
          },
          {
            header: t("backoffice.vouchers.col.uses"),
            numeric: true,
            cell: (v) => (v.maxUses === null ? v.uses : t("backoffice.vouchers.usesOf", { uses: v.uses, max: v.maxUses })),
          },
          {
            header: t("backoffice.vouchers.col.state"),
            cell: (v) => (
              <span className={`bo-flag${v.running ? "" : " bo-flag--off"}`}>
                {t(
                  v.running
                    ? "backoffice.vouchers.running"
                    : v.active
                      ? "backoffice.vouchers.outsideValidity"
                      : "backoffice.vouchers.inactive",
                )}
              </span>
            ),
          },
        ]}
      />
    </SiteListPage>
  );
}
