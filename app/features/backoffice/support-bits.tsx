/** Pieces of customer service's pages (decision 0041): the trade table of the search and the customer view. */
import { Link } from "react-router";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { StateBadge } from "./bits.tsx";

export interface TradeRow {
  tradeNumber: string;
  state: string;
  edition: string;
  createdAt: string;
  name: string;
  email: string;
  customerId: string | null;
  payout: string | null;
  totalCents: number;
}

/** Trades with their state, person, masked payout and total; `withPerson` links each to the customer's or guest's view. */
export function TradeTable({ trades, withPerson = false }: { trades: TradeRow[]; withPerson?: boolean }) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="bo-table-wrap" tabIndex={0}>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t("backoffice.queue.col.number")}</th>
            <th scope="col">{t("backoffice.queue.col.state")}</th>
            {withPerson ? <th scope="col">{t("backoffice.queue.col.customer")}</th> : null}
            <th scope="col" className="bo-wide">
              {t("backoffice.support.col.payout")}
            </th>
            <th scope="col" className="bo-num">
              {t("backoffice.queue.col.total")}
            </th>
            <th scope="col" className="bo-wide">
              {t("backoffice.queue.col.created")}
            </th>
          </tr>
        </thead>
        <tbody>
          {trades.map((tr) => (
            <tr key={tr.tradeNumber}>
              <th scope="row">
                <Link to={`/trades/${tr.tradeNumber}`}>{tr.tradeNumber}</Link>
                <span className="bo-sub">{tr.edition.toUpperCase()}</span>
              </th>
              <td>
                <StateBadge state={tr.state} />
              </td>
              {withPerson ? (
                <td>
                  {tr.email === "deleted@invalid" ? (
                    <span className="bo-sub">{t("backoffice.support.erasedPerson")}</span>
                  ) : (
                    <>
                      <Link
                        to={tr.customerId ? `/support/customers/${tr.customerId}` : `/support/guests/${tr.tradeNumber}`}
                        className="bo-name"
                      >
                        {tr.name}
                      </Link>
                      <span className="bo-sub">
                        {tr.email} · {t(tr.customerId ? "backoffice.support.registered" : "backoffice.support.guest")}
                      </span>
                    </>
                  )}
                </td>
              ) : null}
              <td className="bo-wide bo-mono">{tr.payout ?? "–"}</td>
              <td className="bo-num">{f.money(tr.totalCents)}</td>
              <td className="bo-wide">{f.date(tr.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
