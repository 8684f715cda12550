import { useLoaderData } from "react-router";
import type { Route } from "./+types/thank-you";
import { linesPriceParts, priceText } from "../../../core/campaign/index.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { handInStep, lastParcelDay, resetSteps } from "../../../core/trade/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { purchaseOnceData } from "../../features/checkout/purchase-once.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { PostalAddress } from "../../i18n/postal-address.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { publicTrade, tradeForToken, type PublicTrade } from "./trade-access.server.ts";
import { hasCarrier } from "../../../server/carrier/carrier.server.ts";
import { AfterSaleStep } from "../../features/tracking/after-sale.tsx";
import { DeadlinesExplained } from "../../features/offer/deadlines-explained.tsx";

/** The order confirmation (`/thankYou`, Italy `/grazie`) for `?trade=<number>&token=<tracking token>`. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const trade = await tradeForToken(deps.database.db, edition, url.searchParams.get("trade"), url.searchParams.get("token"));
  return {
    page: "thankYou" as const,
    path: pathFor(edition, "thankYou"),
    alternates: alternatePaths("thankYou", {}),
    trade: trade ? publicTrade(trade) : null,
    trackingPath: trade
      ? `${pathFor(edition, "tradeTracking", { tradeNumber: trade.tradeNumber })}?token=${encodeURIComponent(trade.trackingToken)}`
      : null,
    // The label is the carrier's when the edition has one set up (decision 0042): the button says so.
    carrierLabel: hasCarrier(deps, edition),
    // What to switch off per device kind, and the parcel's last day (decision 0107).
    resets: trade ? resetSteps(trade.lines, edition) : [],
    parcelLastDay: trade ? lastParcelDay(new Date(trade.createdAt), edition).toISOString() : null,
    // The address the label prints as the sender, shown in its country's order (decision 0108); the label behind the same token prints it too.
    sender: trade ? { ...trade.address, name: `${trade.customer.firstName} ${trade.customer.lastName}` } : null,
    // Rendered without hydration: the island empties the cart and sends the trade's events (decision 0057).
    island: islandFor("thank-you-page"),
  };
}

/** Never rendered by the client router: the checkout's redirect here becomes a full page load (decision 0057). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

/** The devices' part of the trade and its campaign bonus per campaign (decision 0028), which the lines' totals include. */
function tradeParts(lines: PublicTrade["lines"]) {
  return linesPriceParts(
    lines.map((l) => ({
      priceCents: l.lineTotalCents - (l.campaign?.bonusCents ?? 0) * l.quantity,
      quantity: l.quantity,
      campaign: l.campaign,
    })),
  );
}

export default function ThankYou() {
  const { trade, trackingPath, carrierLabel, sender, resets, parcelLastDay } = useLoaderData<typeof loader>();
  const t = useT();
  const { money, date, config } = useFormat();

  if (!trade || !trackingPath) {
    return (
      <div className="page thank-you">
        <h1>{t("thankYou.missing.heading")}</h1>
        <p className="lead">{t("thankYou.missing.text")}</p>
        <p className="actions">
          <LocalizedLink to="contact" className="button secondary">
            {t("thankYou.missing.contact")}
          </LocalizedLink>{" "}
          <LocalizedLink to="home" className="button">
            {t("thankYou.missing.home")}
          </LocalizedLink>
        </p>
      </div>
    );
  }

  const carrier = config.footerCarrier.name;
  const parts = tradeParts(trade.lines);
  const handIn = parcelLastDay ? handInStep(date(parcelLastDay)) : null;
  return (
    <div className="page thank-you" data-purchase={JSON.stringify(purchaseOnceData(trade))}>
      <h1>{t("page.thankYou.heading")}</h1>
      <p className="lead">{t("thankYou.confirmed")}</p>
      {/* at 1366 px the steps are the main column and the trade's summary sits beside them (decision 0107) */}
      <div className="after-sale">
        <div className="after-sale__side">
          <dl className="trade-summary">
            <div>
              <dt>{t("thankYou.tradeNumber")}</dt>
              <dd data-testid="trade-number">{trade.tradeNumber}</dd>
            </div>
            <div>
              <dt>{t("thankYou.total")}</dt>
              <dd data-testid="trade-total">{money(trade.totalCents)}</dd>
            </div>
            {/* a total with a campaign bonus in its parts, by the one price rule (decision 0101) */}
            {parts.bonuses.length ? (
              <div data-campaign-line>
                <dt className="visually-hidden">{t("thankYou.total")}</dt>
                <dd data-testid="trade-parts" data-price-cents={parts.priceCents}>
                  {t("offer.campaign.line", { parts: priceText(parts, "parts", { t, money }) })}
                </dd>
              </div>
            ) : null}
            {trade.voucher ? (
              <div>
                <dt>{t("thankYou.voucher", { code: trade.voucher.code })}</dt>
                <dd>+{money(trade.voucher.bonusCents)}</dd>
              </div>
            ) : null}
            {sender ? (
              <div className="trade-summary__address">
                <dt>{t("thankYou.senderAddress")}</dt>
                <dd>
                  <PostalAddress address={sender} name={sender.name} testId="sender-address" />
                </dd>
              </div>
            ) : null}
          </dl>
          <p>
            <a className="button" href={trade.labelUrl} download={`${trade.tradeNumber}.pdf`}>
              {carrierLabel ? t("carrier.tracking.downloadLabel") : t("thankYou.downloadLabel")}
            </a>
          </p>
          <p>{t("thankYou.mailSent")}</p>
          <p>
            <a href={trackingPath}>{t("thankYou.trackLink")}</a>
          </p>
        </div>
        <section className="after-sale__main" aria-labelledby="next-steps-title">
          <h2 id="next-steps-title">{t("thankYou.nextSteps")}</h2>
          <ol className="next-steps" data-testid="next-steps">
            {resets.map((m) => (
              <AfterSaleStep key={m.key} message={m} testId="reset-step" />
            ))}
            <li>{t("thankYou.step.print")}</li>
            <li>{t("thankYou.step.pack")}</li>
            <li data-testid="hand-in-step">
              {t("thankYou.step.ship", { carrier })} {handIn ? t(handIn.key, handIn.values) : null}
            </li>
            <li>{t("thankYou.step.inspect")}</li>
            <li>{t(trade.payment.method === "paypal" ? "thankYou.step.payoutPaypal" : "thankYou.step.payoutSepa")}</li>
          </ol>
          <DeadlinesExplained />
        </section>
      </div>
    </div>
  );
}
