import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { formatMoney } from "../../../core/editions/index.ts";
import { listPortalTrades } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { useT } from "../../i18n/i18n.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Inzahlungnahmen – Sellback Filialportal" }];

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
  return (
    <div className="portal-page">
      <h1>{t("portal.trades.title")}</h1>
      {store ? (
        <p>
          <Link to="/portal/ankauf" className="portal-button">
            {t("portal.nav.newTrade")}
          </Link>
        </p>
      ) : null}
      {trades.length === 0 ? (
        <p>{t("portal.trades.none")}</p>
      ) : (
        <div className="portal-table-wrap">
          <table className="portal-table">
            <caption className="visually-hidden">{t("portal.trades.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("portal.trades.number")}</th>
                <th scope="col">{t("portal.trades.date")}</th>
                {chain ? <th scope="col">{t("portal.trades.store")}</th> : null}
                <th scope="col">{t("portal.trades.customer")}</th>
                <th scope="col">{t("portal.trades.device")}</th>
                <th scope="col">{t("portal.trades.voucher")}</th>
                <th scope="col" className="num">
                  {t("portal.trades.amount")}
                </th>
                <th scope="col">{t("portal.trades.state")}</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((r) => (
                <tr key={r.tradeId}>
                  <th scope="row">{store ? <Link to={`/portal/ankauf/${r.tradeNumber}`}>{r.tradeNumber}</Link> : r.tradeNumber}</th>
                  <td>{new Date(r.createdAt).toLocaleDateString("de-DE", { timeZone: "Europe/Berlin" })}</td>
                  {chain ? <td>{r.storeName}</td> : null}
                  <td>{r.customerName}</td>
                  <td>{r.devices}</td>
                  <td>
                    <code>{r.voucherCode}</code>{" "}
                    {r.voucherState ? <span className="portal-muted">({t(`portal.voucher.state.${r.voucherState}`)})</span> : null}
                  </td>
                  <td className="num">{formatMoney(r.totalCents, "de")}</td>
                  <td>{t(`portal.trades.states.${r.state}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
