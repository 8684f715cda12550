/** Pieces of customer service's pages (decision 0041): the trade table of the search and the customer view. */
import { Link } from "react-router";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { type Column, DataTable } from "../../ui/data-table.tsx";
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
  const columns: Column<TradeRow>[] = [
    {
      header: t("backoffice.queue.col.number"),
      rowHeader: true,
      cell: (tr) => (
        <>
          <Link to={`/trades/${tr.tradeNumber}`}>{tr.tradeNumber}</Link>
          <span className="bo-sub">{tr.edition.toUpperCase()}</span>
        </>
      ),
    },
    { header: t("backoffice.queue.col.state"), cell: (tr) => <StateBadge state={tr.state} /> },
  ];
  if (withPerson) {
    columns.push({
      header: t("backoffice.queue.col.customer"),
      cell: (tr) =>
        tr.email === "deleted@invalid" ? (
          <span className="bo-sub">{t("backoffice.support.erasedPerson")}</span>
        ) : (
          <>
            <Link to={tr.customerId ? `/support/customers/${tr.customerId}` : `/support/guests/${tr.tradeNumber}`} className="bo-name">
              {tr.name}
            </Link>
            <span className="bo-sub">
              {tr.email} · {t(tr.customerId ? "backoffice.support.registered" : "backoffice.support.guest")}
            </span>
          </>
        ),
    });
  }
  columns.push(
    { header: t("backoffice.support.col.payout"), className: "bo-wide", cellClassName: "bo-mono", cell: (tr) => tr.payout ?? "–" },
    { header: t("backoffice.queue.col.total"), numeric: true, cell: (tr) => f.money(tr.totalCents) },
    { header: t("backoffice.queue.col.created"), className: "bo-wide", cell: (tr) => f.date(tr.createdAt) },
  );
  return <DataTable rows={trades} rowKey={(tr) => tr.tradeNumber} columns={columns} />;
}
