import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { listPortalTrades } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { type Column, DataTable } from "../../ui/data-table.tsx";
import { ListPage } from "../../ui/list-page.tsx";
import { Money } from "../../ui/money.tsx";
import { useT } from "../../i18n/i18n.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Inzahlungnahmen – Sellback-Filialportal" }];

/** The newest 100 trades of the user's store (store staff) or chain (manager), with their vouchers. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const { context: user, scope } = requirePartnerUser(page, new URL(request.url));
  return {
    trades: await listPortalTrades(page.ctx.deps.database.db, scope),
    store: user.user.roles.includes("store_staff"),
    chain: scope.storeId === null,
  };
}

export default function Home() {
  const t = useT();
  const { trades, store, chain } = useLoaderData<typeof loader>();
  const columns: Column<(typeof trades)[number]>[] = [
    {
      header: t("portal.trades.number"),
      rowHeader: true,
      cell: (r) => (store ? <Link to={`/portal/ankauf/${r.tradeNumber}`}>{r.tradeNumber}</Link> : r.tradeNumber),
    },
    { header: t("portal.trades.date"), cell: (r) => new Date(r.createdAt).toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" }) },
    ...(chain ? [{ header: t("portal.trades.store"), cell: (r: (typeof trades)[number]) => r.storeName }] : []),
    { header: t("portal.trades.customer"), cell: (r) => r.customerName },
    { header: t("portal.trades.device"), cell: (r) => r.devices },
    {
      header: t("portal.trades.voucher"),
      cell: (r) => (
        <>
          <code>{r.voucherCode}</code>{" "}
          {r.voucherState ? <span className="portal-muted">({t(`portal.voucher.state.${r.voucherState}`)})</span> : null}
        </>
      ),
    },
    { header: t("portal.trades.amount"), numeric: true, cell: (r) => <Money cents={r.totalCents} edition="de" /> },
    { header: t("portal.trades.state"), cell: (r) => t(`portal.trades.states.${r.state}`) },
  ];
  return (
    <ListPage
      title={t("portal.trades.title")}
      intro={
        store ? (
          <p>
            <Link to="/portal/ankauf" className="portal-button">
              {t("portal.nav.newTrade")}
            </Link>
          </p>
        ) : null
      }
      empty={t("portal.trades.none")}
      count={trades.length}
    >
      <DataTable caption={t("portal.trades.title")} stacked rows={trades} rowKey={(r) => r.tradeId} columns={columns} />
    </ListPage>
  );
}
