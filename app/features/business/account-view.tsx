/**
 * The business account page's lists (decision 0124): the company's quotes, its trades with their
 * documents (tracking, credit note, erasure certificates) and the sustainability reports. Tables
 * that stack into cards on a phone.
 */
import type { QuoteSummary } from "../../../core/b2b-quote/index.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { certificatesHref, creditNoteHref, quotePdfHref, quoteReportHref, yearReportHref } from "./links.ts";

/** A trade of the company as the account page lists it. */
export interface CompanyTradeEntry {
  tradeNumber: string;
  createdAt: string;
  state: string;
  units: number;
  totalCents: number;
  /** The tracking page with its token (the trade's own link). */
  trackingPath: string;
  /** The credit note is issued (or, while its module cannot say, the trade is paid). */
  creditNote: boolean;
  /** At least one unit is inspected with an erasure certificate. */
  certificates: boolean;
  /** The carrier's collection while the devices are awaited (decision 0120); null without one. */
  collection: { day: string; windowFrom: string; windowTo: string; booked: boolean } | null;
  /** The shipping label while the devices are awaited and no carrier collects them; null otherwise. */
  labelUrl: string | null;
}

export function CompanyQuotes({ quotes }: { quotes: QuoteSummary[] }) {
  const t = useT();
  const f = useFormat();
  const col = (k: string) => t(`business.seller.account.quotes.col.${k}`);
  return (
    <section className="business-account__quotes" aria-labelledby="business-quotes-heading">
      <h2 id="business-quotes-heading">{t("business.seller.account.quotes.heading")}</h2>
      {quotes.length === 0 ? (
        <p>{t("business.seller.account.quotes.none")}</p>
      ) : (
        <div className="business-table-wrap">
          <table className="business-table">
            <caption className="visually-hidden">{t("business.seller.account.quotes.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{col("number")}</th>
                <th scope="col">{col("date")}</th>
                <th scope="col">{col("state")}</th>
                <th scope="col" className="num">
                  {col("units")}
                </th>
                <th scope="col" className="num">
                  {col("total")}
                </th>
                <th scope="col">{col("documents")}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((q) => (
                <tr key={q.quoteId} data-testid={`company-quote-${q.number}`}>
                  <th scope="row" data-label={col("number")}>
                    <LocalizedLink to="businessQuote" params={{ quote: q.quoteId }}>
                      {q.number}
                    </LocalizedLink>
                  </th>
                  <td data-label={col("date")}>{f.date(q.createdAt)}</td>
                  <td data-label={col("state")}>
                    {t(`business.seller.quote.state.${q.state}`)}
                    {q.tradeNumber ? ` · ${t("business.seller.account.quotes.trade", { number: q.tradeNumber })}` : ""}
                  </td>
                  <td data-label={col("units")} className="num">
                    {f.number(q.unitCount)}
                  </td>
                  <td data-label={col("total")} className="num">
                    {f.money(q.totalCents)}
                  </td>
                  <td data-label={col("documents")}>
                    <ul className="business-links">
                      <li>
                        <a href={quotePdfHref(q.quoteId)} download>
                          {t("business.seller.account.quotes.pdf", { number: q.number })}
                        </a>
                      </li>
                      {q.state === "accepted" ? (
                        <li>
                          <a href={quoteReportHref(q.quoteId)} download>
                            {t("business.seller.account.reports.quote", { number: q.number })}
                          </a>
                        </li>
                      ) : null}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <LocalizedLink to="businessQuoteNew" className="button secondary">
          {t("business.seller.account.quotes.new")}
        </LocalizedLink>
      </p>
    </section>
  );
}

export function CompanyTrades({ trades }: { trades: CompanyTradeEntry[] }) {
  const t = useT();
  const f = useFormat();
  const col = (k: string) => t(`business.seller.account.trades.col.${k}`);
  return (
    <section className="business-account__trades" aria-labelledby="business-trades-heading">
      <h2 id="business-trades-heading">{t("business.seller.account.trades.heading")}</h2>
      {trades.length === 0 ? (
        <p>{t("business.seller.account.trades.none")}</p>
      ) : (
        <div className="business-table-wrap">
          <table className="business-table">
            <caption className="visually-hidden">{t("business.seller.account.trades.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{col("number")}</th>
                <th scope="col">{col("date")}</th>
                <th scope="col">{col("state")}</th>
                <th scope="col" className="num">
                  {col("units")}
                </th>
                <th scope="col" className="num">
                  {col("total")}
                </th>
                <th scope="col">{col("documents")}</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((tr) => (
                <tr key={tr.tradeNumber} data-testid={`company-trade-${tr.tradeNumber}`}>
                  <th scope="row" data-label={col("number")}>
                    <a href={tr.trackingPath}>{tr.tradeNumber}</a>
                  </th>
                  <td data-label={col("date")}>{f.date(tr.createdAt)}</td>
                  <td data-label={col("state")}>
                    <div>
                      {t(`tracking.state.${tr.state}`)}
                      {tr.collection ? (
                        <span className="business-collection" data-testid="trade-collection">
                          {t(
                            tr.collection.booked
                              ? "business.seller.account.trades.collectionBooked"
                              : "business.seller.account.trades.collection",
                            {
                              day: f.date(`${tr.collection.day}T12:00:00Z`),
                              from: tr.collection.windowFrom,
                              to: tr.collection.windowTo,
                            },
                          )}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={col("units")} className="num">
                    {f.number(tr.units)}
                  </td>
                  <td data-label={col("total")} className="num">
                    {f.money(tr.totalCents)}
                  </td>
                  <td data-label={col("documents")}>
                    <ul className="business-links">
                      <li>
                        <a href={tr.trackingPath}>{t("business.seller.account.trades.tracking", { number: tr.tradeNumber })}</a>
                      </li>
                      {tr.labelUrl ? (
                        <li>
                          <a href={tr.labelUrl} download={`label-${tr.tradeNumber}.pdf`} data-testid="trade-label-link">
                            {t("business.seller.account.trades.label", { number: tr.tradeNumber })}
                          </a>
                        </li>
                      ) : null}
                      {tr.creditNote ? (
                        <li>
                          <a href={creditNoteHref(tr.tradeNumber)} download data-testid="credit-note-link">
                            {t("business.seller.account.trades.creditNote", { number: tr.tradeNumber })}
                          </a>
                        </li>
                      ) : null}
                      {tr.certificates ? (
                        <li>
                          <a href={certificatesHref(tr.tradeNumber)} download data-testid="certificates-link">
                            {t("business.seller.account.trades.certificates", { number: tr.tradeNumber })}
                          </a>
                        </li>
                      ) : null}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The yearly reports from the first trade's year to this one (newest first); a quote's report sits on its row. */
export function SustainabilityReports({ years }: { years: number[] }) {
  const t = useT();
  return (
    <section className="business-account__reports" aria-labelledby="business-reports-heading">
      <h2 id="business-reports-heading">{t("business.seller.account.reports.heading")}</h2>
      <p>{t("business.seller.account.reports.intro")}</p>
      {years.length === 0 ? (
        <p>{t("business.seller.account.reports.none")}</p>
      ) : (
        <ul className="business-links">
          {years.map((year) => (
            <li key={year}>
              <a href={yearReportHref(year)} download data-testid={`report-${year}`}>
                {t("business.seller.account.reports.year", { year: String(year) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
