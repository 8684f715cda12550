import { useLoaderData } from "react-router";
import type { Route } from "./+types/tracking";
import { pathFor } from "../../../core/editions/index.ts";
import { SHIPPING_DEADLINE_DAYS } from "../../../core/trade/constants.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";
import { publicTrade, tradeForToken } from "./trade-access.server.ts";

/**
 * The trade tracking page (`/trade/{tradeNumber}?token=…`, linked from the confirmation e-mail):
 * state, timeline, lines, total, masked payout account, label. Without the right token it is a
 * 404 ("Page Not Found: {path}"), the same as an unknown trade, so numbers cannot be probed.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const tradeNumber = params.tradeNumber ?? "";
  const trade = await tradeForToken(deps.database.db, edition, tradeNumber, url.searchParams.get("token"));
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  return {
    page: "tradeTracking" as const,
    path: pathFor(edition, "tradeTracking", { tradeNumber: trade.tradeNumber }),
    alternates: {},
    vars: { tradeNumber: trade.tradeNumber },
    trade: publicTrade(trade),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : []);

export default function Tracking() {
  const { trade } = useLoaderData<typeof loader>();
  const t = useT();
  const { money, date } = useFormat();
  const reason = (text: string | null) => {
    if (!text) return null;
    const key = `tracking.reason.${text}`;
    const translated = t(key);
    return translated === key ? text : translated;
  };
  return (
    <div className="page tracking">
      <h1>{t("tracking.heading", { tradeNumber: trade.tradeNumber })}</h1>
      <p className="lead">
        {t("tracking.stateLabel")} <strong data-testid="trade-state">{t(`tracking.state.${trade.state}`)}</strong>
      </p>
      <p data-testid="trade-state-help">
        {t(`tracking.stateHelp.${trade.state}`, { days: SHIPPING_DEADLINE_DAYS })}
        {trade.state === "created" ? ` ${t("trade.shippingDeadline", { days: SHIPPING_DEADLINE_DAYS })}` : null}
      </p>

      <h2>{t("tracking.timeline")}</h2>
      <ol className="timeline">
        {trade.events.map((event, i) => (
          <li key={i}>
            <time dateTime={event.at}>{date(event.at)}</time> <strong>{t(`tracking.state.${event.state}`)}</strong>
            {event.reason ? <span className="timeline__reason"> – {reason(event.reason)}</span> : null}
          </li>
        ))}
      </ol>

      <h2 id="tracking-devices">{t("tracking.devices")}</h2>
      {/* Scrolls sideways on narrow screens; focusable so it can be scrolled by keyboard. */}
      <div className="table-scroll" role="region" aria-labelledby="tracking-devices" tabIndex={0}>
        <table className="trade-lines">
          <thead>
            <tr>
              <th scope="col">{t("tracking.device")}</th>
              <th scope="col">{t("checkout.cart.condition")}</th>
              <th scope="col">{t("checkout.cart.quantity")}</th>
              <th scope="col">{t("checkout.cart.unitPrice")}</th>
              <th scope="col">{t("checkout.cart.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {trade.lines.map((line) => (
              <tr key={line.offerId}>
                <td>{line.deviceName}</td>
                <td>{t(`checkout.condition.${line.condition}`)}</td>
                <td>{line.quantity}</td>
                <td>{money(line.priceCents)}</td>
                <td>{money(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="trade-summary">
        {trade.voucher ? (
          <>
            <div>
              <dt>{t("tracking.subtotal")}</dt>
              <dd>{money(trade.subtotalCents)}</dd>
            </div>
            <div>
              <dt>{t("thankYou.voucher", { code: trade.voucher.code })}</dt>
              <dd>+{money(trade.voucher.bonusCents)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t("thankYou.total")}</dt>
          <dd data-testid="trade-total">{money(trade.totalCents)}</dd>
        </div>
        <div>
          <dt>{t("tracking.payout")}</dt>
          <dd data-testid="payout-account">
            {trade.payment.method === "paypal"
              ? `PayPal ${trade.payment.paypalEmail ?? ""}`
              : t("tracking.payoutSepa", { iban: trade.payment.ibanMasked ?? "" })}
          </dd>
        </div>
        <div>
          <dt>{t("tracking.created")}</dt>
          <dd>
            <time dateTime={trade.createdAt}>{date(trade.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {trade.state === "created" ? (
        <p>
          <a className="button" href={trade.labelUrl} download={`${trade.tradeNumber}.pdf`}>
            {t("thankYou.downloadLabel")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
