import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/tracking";
import { pathFor } from "../../../core/editions/index.ts";
import { collectionText, handInStep, lastParcelDay, SHIPPING_DEADLINE_DAYS } from "../../../core/trade/index.ts";
import { shippingParcelDelivered } from "../../../core/carrier/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";
import { pageNotFound, requireEditionPage } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";
import { publicTrade, tradeForToken } from "./trade-access.server.ts";
import { cancelFromPage } from "./trade-cancel.server.ts";
import { accountSession, redirectWith, requireCsrf, respond } from "../../../server/sessions/shop.server.ts";
import { CancelledNotice, CancelTrade, Timeline } from "../../features/tracking/trade-life.tsx";
import { tradeFollowUps } from "./clarification.server.ts";
import { TradeFollowUp } from "../../features/tracking/follow-up.tsx";
import { certificateLinks } from "../../../core/inspection/index.server.ts";
import { Certificates } from "../../features/tracking/certificates.tsx";
import { PriceRiseLine } from "../../features/tracking/price-rise.tsx";
import { PurchaseRecordLink } from "../../features/tracking/purchase-record.tsx";
import { purchaseRecordLinks } from "../../../core/purchase-record/index.server.ts";
import { Shipments } from "../../features/tracking/shipments.tsx";
import { journeysByTrade } from "../../../core/carrier/index.server.ts";
import { journeyHelp } from "../../features/tracking/parcel-journey.tsx";
import { hasCarrier } from "../../../server/carrier/carrier.server.ts";
import { correctFromPage, payoutCorrectionOf } from "./payout-correction.server.ts";
import { PayoutCorrectionForm } from "../../features/account/payout-correction.tsx";

/**
 * The trade tracking page (`/trade/{tradeNumber}?token=…`, linked from the confirmation e-mail):
 * state, timeline, lines, total, masked payout account, label. Without the right token it is a
 * 404 ("Page Not Found: {path}"), the same as an unknown trade, so numbers cannot be probed.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(pageContext);
  const { edition, deps } = ctx;
  const tradeNumber = params.tradeNumber ?? "";
  const token = url.searchParams.get("token");
  const trade = await tradeForToken(deps.database.db, edition, tradeNumber, token);
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  // The session gives the cancel form its CSRF token (guests too).
  const session = await accountSession(ctx, request);
  const path = pathFor(edition, "tradeTracking", { tradeNumber: trade.tradeNumber });
  return respond(session, {
    page: "tradeTracking" as const,
    path,
    alternates: {},
    vars: { tradeNumber: trade.tradeNumber },
    trade: publicTrade(trade),
    // a business trade the carrier collects, or own freight (decision 0120): said instead of the label
    collection: trade.collection ? { edition, collection: trade.collection } : null,
    csrf: session.csrf,
    token: token ?? "",
    followUp: (await tradeFollowUps(deps.database.db, edition, [trade.tradeNumber]))[trade.tradeNumber],
    confirmCancel: url.searchParams.get("cancel") === trade.tradeNumber,
    cancelled: url.searchParams.get("cancelled") === trade.tradeNumber && trade.state === "cancelled",
    certificates: (await certificateLinks(deps.database.db, [trade.tradeNumber])).get(trade.tradeNumber) ?? [],
    // the purchase record once the paid trade's PDF is written (decision 0115)
    purchaseRecord: (await purchaseRecordLinks(deps.database.db, [trade.tradeNumber]))[trade.tradeNumber] ?? null,
    // Carrier labels (decision 0042): the tracking numbers made so far, and the button's name; each
    // parcel's journey from the carrier's events (decision 0094).
    shipments: (await journeysByTrade(deps.database.db, edition, [trade.tradeNumber])).get(trade.tradeNumber) ?? [],
    carrierLabel: hasCarrier(deps, edition),
    // the parcel's last day while it is awaited, dated as in the confirmation mail (decision 0107)
    parcelLastDay: trade.state === "created" ? lastParcelDay(new Date(trade.createdAt), edition).toISOString() : null,
    // A returned payout (decision 0037): the customer gives a corrected account here (guest) or in the account.
    payoutCorrection: await payoutCorrectionOf(ctx, trade),
    payoutCorrected: url.searchParams.get("payoutCorrected") === trade.tradeNumber,
  });
}

/** Cancel (decision 0024): the token holder confirms; then back to the page (post/redirect/get). */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  requireEditionPage(ctx.edition, url);
  const session = await accountSession(ctx, request);
  const form = await request.formData();
  requireCsrf(session, form);
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const trade = await tradeForToken(ctx.deps.database.db, ctx.edition, params.tradeNumber ?? "", token);
  if (trade && form.get("intent") === "payoutAccount") {
    const refused = await correctFromPage(ctx, trade, form);
    if (refused) return respond(session, { payoutForm: refused }, refused.status);
    const tracking = pathFor(ctx.edition, "tradeTracking", { tradeNumber: trade.tradeNumber });
    return redirectWith(session, `${tracking}?token=${encodeURIComponent(token)}&payoutCorrected=${encodeURIComponent(trade.tradeNumber)}`);
  }
  if (!trade || form.get("intent") !== "cancel") throw pageNotFound(url.pathname, "noEntity");
  const refused = await cancelFromPage(ctx, trade, { kind: "customer" });
  if (refused) return respond(session, { cancelError: refused.error }, refused.status);
  const path = pathFor(ctx.edition, "tradeTracking", { tradeNumber: trade.tradeNumber });
  return redirectWith(session, `${path}?token=${encodeURIComponent(token)}&cancelled=${encodeURIComponent(trade.tradeNumber)}`);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function Tracking() {
  const {
    trade,
    csrf,
    token,
    confirmCancel,
    cancelled,
    path,
    certificates,
    purchaseRecord,
    followUp,
    shipments,
    carrierLabel,
    payoutCorrection,
    payoutCorrected,
    parcelLastDay,
    collection,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const payoutForm = result && "payoutForm" in result ? result.payoutForm : undefined;
  const t = useT();
  const { money, date } = useFormat();
  const keepHref = `${path}?token=${encodeURIComponent(token)}`;
  // the parcel handed over: what happens next instead of "print, pack, send" (decision 0094)
  const onTheWay = journeyHelp(t, shipments);
  const handIn = parcelLastDay ? handInStep(date(parcelLastDay)) : null;
  return (
    <div className="page tracking">
      <h1>{t("tracking.heading", { tradeNumber: trade.tradeNumber })}</h1>
      <CancelledNotice tradeNumber={cancelled ? trade.tradeNumber : null} />
      <p className="lead">
        {t("tracking.stateLabel")} <strong data-testid="trade-state">{t(`tracking.state.${trade.state}`)}</strong>
      </p>
      <p data-testid="trade-state-help">
        {trade.state === "created" && onTheWay ? (
          onTheWay
        ) : (
          <>
            {carrierLabel && trade.state === "created"
              ? t("carrier.tracking.stateHelpCreated")
              : t(`tracking.stateHelp.${trade.state}`, { days: SHIPPING_DEADLINE_DAYS })}
            {handIn ? ` ${t(handIn.key, handIn.values)}` : null}
          </>
        )}
      </p>

      {payoutCorrected ? (
        <p role="status" className="notice success" data-testid="payout-corrected">
          {t("payout.correct.done")}
        </p>
      ) : null}
      {payoutCorrection ? (
        <PayoutCorrectionForm
          kind={payoutCorrection.kind}
          csrf={csrf}
          token={token}
          errors={payoutForm?.errors}
          values={payoutForm?.values}
          formError={payoutForm?.formError}
        />
      ) : null}

      <Shipments tradeNumber={trade.tradeNumber} items={shipments} />

      <TradeFollowUp tradeNumber={trade.tradeNumber} followUp={followUp} />

      <h2>{t("tracking.timeline")}</h2>
      <Timeline events={trade.events} parcels={shipments} />

      <h2 id="tracking-devices">{t("tracking.devices")}</h2>
      {/* Below 40rem each row is a block of labelled values (data-label, app/ui/shop-after-sale.css): nothing cut off, no sideways scroll (decision 0107). */}
      <table className="trade-lines trade-lines--stacking" aria-labelledby="tracking-devices">
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
              <td data-label={t("tracking.device")}>{line.deviceName}</td>
              <td data-label={t("checkout.cart.condition")}>{t(`checkout.condition.${line.condition}`)}</td>
              <td data-label={t("checkout.cart.quantity")}>{line.quantity}</td>
              <td data-label={t("checkout.cart.unitPrice")}>
                {money(line.priceCents)}
                {line.campaign ? (
                  // the campaign's bonus per device, included in the line total (decision 0028)
                  <span className="tracking__campaign" data-campaign-line>
                    {" "}
                    + {line.campaign.name} {money(line.campaign.bonusCents)}
                  </span>
                ) : null}
                <PriceRiseLine cents={line.priceRiseCents} />
              </td>
              <td data-label={t("checkout.cart.lineTotal")}>{money(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
      <Certificates tradeNumber={trade.tradeNumber} items={certificates} />
      <PurchaseRecordLink href={purchaseRecord} />
      {trade.state === "created" ? (
        <>
          {collection ? (
            // collected by the carrier or brought by own freight (decision 0120): no label to print
            <p data-testid="trade-collection">{collectionText(collection, t)}</p>
          ) : (
            <p>
              <a className="button" href={trade.labelUrl} download={`${trade.tradeNumber}.pdf`}>
                {carrierLabel ? t("carrier.tracking.downloadLabel") : t("thankYou.downloadLabel")}
              </a>
            </p>
          )}
          <CancelTrade
            tradeNumber={trade.tradeNumber}
            confirming={confirmCancel || Boolean(result && "cancelError" in result)}
            csrf={csrf}
            fields={{ token }}
            keepHref={keepHref}
            error={result && "cancelError" in result ? result.cancelError : null}
            delivered={shippingParcelDelivered(shipments)}
          />
        </>
      ) : result && "cancelError" in result ? (
        <p role="alert" className="notice error">
          {t(result.cancelError)}
        </p>
      ) : null}
      <p className="form-hint">
        {t("tracking.otherTrade")} <LocalizedLink to="tradeLookup">{t("footer.tradeLookup")}</LocalizedLink>
      </p>
    </div>
  );
}
