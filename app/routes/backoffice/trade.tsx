import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/trade";
import { staffTradePage, type StaffOfferMoney } from "../../../core/inspection/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { hasRole, STAFF_ROLES } from "../../../core/staff/index.ts";
import { PURCHASE_RECORD_ROLES, staffPurchaseRecordPath } from "../../../core/purchase-record/index.ts";
import { purchaseRecordsStored } from "../../../core/purchase-record/index.server.ts";
import { partnerById, storeById } from "../../../core/partners/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { ParcelTracking } from "../../features/backoffice/parcel-tracking.tsx";
import { RegisterFacts } from "../../features/backoffice/register-facts.tsx";
import { CreditNoteSection } from "../../features/backoffice/credit-note-section.tsx";
import { creditNoteSection } from "../../../core/credit-note/index.server.ts";
import { pickupOfTrade } from "../../../core/pickup/index.server.ts";
import { PickupSection } from "../../features/backoffice/pickup-section.tsx";
import { PostalAddress } from "../../i18n/postal-address.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { DataTable } from "../../ui/data-table.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.tradeNumber} | Sellback back office` }];

/** Timeline reasons the page has words for; any other (a test's, an old one) shows no text beside its state. */
const REASONS = new Set([
  "checkout",
  "store",
  "cancelledByCustomer",
  "noParcel",
  "parcelReceived",
  "inspected",
  "asDescribed",
  "conditionDiffers",
  "clarificationAnswered",
  "clarificationDeadline",
  "devicesReturned",
  "returnRequested",
  "returned",
  "voucherIssued",
  "payoutRun",
  "payoutReturned",
]);
const ACTORS = new Set(["customer", "staff", "system", "business_partner"]);

/**
 * One trade for every staff role (issue 29, decision 0086): the one read model core/inspection's
 * staffTradePage — the customer's answers against the inspection, the offers as the customer saw
 * them, clarification, returns, labels, payout and the timeline.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, url);
  const db = page.ctx.deps.database.db;
  const view = await staffTradePage(db, params.tradeNumber, page.language, nowFrom(page.ctx.deps));
  if (!view) throw pageNotFound(url.pathname, "noEntity");
  const { trade } = view;
  const [partner, store, purchaseRecord] = await Promise.all([
    // the widget partner the trade came through (decision 0045): its name, not only its id
    trade.partnerId ? partnerById(db, trade.partnerId) : null,
    // the store that took a store trade in (decision 0046)
    trade.storeId ? storeById(db, trade.storeId) : null,
    // the purchase record's PDF (decision 0115), for the roles that may read it
    hasRole(staff.staff.roles, PURCHASE_RECORD_ROLES)
      ? purchaseRecordsStored(db, [trade.tradeNumber]).then((s) =>
          s.has(trade.tradeNumber) ? staffPurchaseRecordPath(trade.tradeNumber) : null,
        )
      : null,
  ]);
  return {
    ...view,
    partnerName: partner?.name ?? null,
    storeName: store ? `${store.name}, ${store.city}` : null,
    purchaseRecord,
    // a company's trade: its credit note or expected invoice (decision 0121), for the roles that may read it
    creditNote: await creditNoteSection(db, staff.staff.roles, trade.tradeNumber, url),
    // a business trade's collection by the carrier (decision 0120)
    pickup: await pickupOfTrade(db, trade.tradeId),
  };
}

export default function Trade() {
  const t = useT();
  const f = useFormat();
  const { trade, devices, clarification, returns, shipments, payout, timeline, partnerName, storeName, purchaseRecord } =
    useLoaderData<typeof loader>();
  const { creditNote, pickup } = useLoaderData<typeof loader>();
  const when = (iso: string) => <DateTime value={iso} />;
  const offerMoney = (m: StaffOfferMoney) =>
    m.bonusCents > 0
      ? t("backoffice.trade.offerWithBonus", {
          price: f.money(m.priceCents),
          campaign: m.campaignName ?? t("backoffice.trade.campaign"),
          bonus: f.money(m.bonusCents),
          total: f.money(m.totalCents),
        })
      : f.money(m.totalCents);
  const effect = (cents: number | null) =>
    cents === null ? "–" : cents === 0 ? t("backoffice.trade.noEffect") : `${cents > 0 ? "+" : "−"}${f.money(Math.abs(cents))}`;
  const openReturns = returns.filter((r) => !r.returnedAt).length;
  const bonusCents = devices.reduce((sum, d) => sum + (d.return ? 0 : d.current.bonusCents * d.quantity), 0);
  return (
    <div className="bo-page">
      <PageHeader
        back={{ to: "/trades", label: t("backoffice.trade.back") }}
        title={t("backoffice.trade.title", { number: trade.tradeNumber })}
      >
        <StateBadge state={trade.state} />
        <p className="bo-amount">{f.money(trade.totalCents)}</p>
      </PageHeader>
      {trade.state === "received" ? (
        <p>
          <Link to={`/trades/${trade.tradeNumber}/inspection`} className="button">
            {t("backoffice.inspection.nav")}
          </Link>
        </p>
      ) : null}
      {returns.length > 0 ? (
        <p>
          <Link to={`/trades/${trade.tradeNumber}/returns`} className={openReturns > 0 ? "button" : "bo-link"}>
            {t("backoffice.returns.heading")} ({openReturns}/{returns.length})
          </Link>
        </p>
      ) : null}
      <div className="bo-detail">
        <div className="bo-detail-main">
          <section aria-labelledby="bo-offer" className="bo-card" data-testid="trade-total">
            <h2 id="bo-offer">{t("backoffice.trade.offer")}</h2>
            <dl className="bo-facts">
              <dt>{t("backoffice.trade.devicesTotal")}</dt>
              <dd>{f.money(trade.subtotalCents)}</dd>
              {bonusCents > 0 ? (
                <>
                  <dt>{t("backoffice.trade.campaignIncluded")}</dt>
                  <dd>{f.money(bonusCents)}</dd>
                </>
              ) : null}
              {trade.voucher ? (
                <>
                  <dt>{t("backoffice.trade.voucher", { code: trade.voucher.code })}</dt>
                  <dd>+{f.money(trade.voucher.bonusCents)}</dd>
                </>
              ) : null}
              <dt>{t("backoffice.trade.total")}</dt>
              <dd>
                <strong data-testid="trade-total-amount">{f.money(trade.totalCents)}</strong>
              </dd>
            </dl>
            <p className="bo-sub">{t("backoffice.trade.totalAsSeen")}</p>
          </section>

          <section aria-labelledby="bo-devices" className="bo-card">
            <h2 id="bo-devices">{t("backoffice.trade.devices")}</h2>
            {devices.map((d) => {
              const pos = d.position + 1;
              const i = d.inspection;
              return (
                <article key={d.itemId} className="bo-line" aria-labelledby={`bo-device-${d.itemId}`} data-testid="trade-device">
                  <h3 id={`bo-device-${d.itemId}`}>
                    {t("backoffice.trade.device", { position: pos, name: d.deviceName })} <span className="bo-sub">{d.manufacturer}</span>
                  </h3>
                  <dl className="bo-facts">
                    <dt>{t("backoffice.trade.quantity")}</dt>
                    <dd>{d.quantity}</dd>
                    <dt>{t("backoffice.trade.customerOffer")}</dt>
                    <dd data-testid="customer-offer">{offerMoney(d.customerOffer)}</dd>
                    {i ? (
                      <>
                        <dt>{t("backoffice.trade.outcome")}</dt>
                        <dd>{t(`backoffice.trade.outcome.${i.outcome}`)}</dd>
                      </>
                    ) : null}
                    {i?.priceRiseCents ? (
                      // the higher price of the day (decision 0126), in the lines once the inspection is completed
                      <>
                        <dt>{t("backoffice.priceRise.label")}</dt>
                        <dd data-testid="price-rise">
                          {t(trade.state === "received" ? "backoffice.priceRise.pending" : "backoffice.priceRise.added", {
                            amount: f.money(i.priceRiseCents),
                          })}
                        </dd>
                      </>
                    ) : null}
                    {i?.newOffer ? (
                      <>
                        <dt>{t("backoffice.trade.newOffer")}</dt>
                        <dd data-testid="new-offer">{offerMoney(i.newOffer)}</dd>
                      </>
                    ) : null}
                    {i?.noOfferReasons?.length ? (
                      <>
                        <dt>{t("backoffice.trade.noOfferReasons")}</dt>
                        <dd>{i.noOfferReasons.join(" ")}</dd>
                      </>
                    ) : null}
                    <RegisterFacts register={d.register} />
                    <dt>{t("backoffice.trade.counts")}</dt>
                    <dd data-testid="counts-now">{d.return ? t("backoffice.trade.goesBack") : offerMoney(d.current)}</dd>
                  </dl>
                  <h4 id={`bo-compare-${d.itemId}`}>{t("backoffice.trade.compare")}</h4>
                  <DataTable
                    caption={t("backoffice.trade.compareCaption", { position: pos })}
                    className="bo-compare"
                    testId="answer-comparison"
                    stacked
                    columns={[
                      { header: t("backoffice.trade.question"), rowHeader: true, cell: (a) => a.question },
                      { header: t("backoffice.trade.customerAnswered"), cell: (a) => a.customer ?? "–" },
                      {
                        header: t("backoffice.trade.inspectorFound"),
                        cell: (a) =>
                          a.found === null ? (
                            <span className="bo-sub">{t("backoffice.trade.notInspected")}</span>
                          ) : (
                            <div>
                              <span className={a.differs ? "bo-differs" : undefined}>
                                {a.found}
                                {a.differs ? <span className="bo-sub"> ({t("backoffice.trade.differs")})</span> : null}
                              </span>
                              {a.finding ? <span className="bo-finding">{a.finding}</span> : null}
                            </div>
                          ),
                      },
                      { header: t("backoffice.trade.effect"), numeric: true, cell: (a) => effect(a.effectCents) },
                    ]}
                    rows={d.answers}
                    rowKey={(a) => a.questionId}
                    rowAttributes={(a) => ({ "data-differs": a.differs ? "true" : "false" })}
                  />
                  {i ? (
                    <>
                      <h4>{t("backoffice.trade.inspection")}</h4>
                      <dl className="bo-facts" data-testid="inspection-facts">
                        {i.imei ? (
                          <>
                            <dt>{t("backoffice.trade.imei")}</dt>
                            <dd className="bo-mono">{i.imei}</dd>
                          </>
                        ) : null}
                        {i.serial ? (
                          <>
                            <dt>{t("backoffice.trade.serial")}</dt>
                            <dd className="bo-mono">{i.serial}</dd>
                          </>
                        ) : null}
                        <dt>{t("backoffice.trade.inspector")}</dt>
                        <dd>{i.inspector}</dd>
                        <dt>{t("backoffice.trade.inspectedAt")}</dt>
                        <dd>{when(i.inspectedAt)}</dd>
                        <dt>{t("backoffice.trade.erasure")}</dt>
                        <dd>
                          {t(`backoffice.trade.erasure.${i.erasure.result}`)} ·{" "}
                          {i.erasure.method === "nist_clear" ? "NIST SP 800-88 Clear" : "NIST SP 800-88 Purge"} · {i.erasure.tool}
                        </dd>
                        <dt>{t("backoffice.trade.certificate")}</dt>
                        <dd>
                          <a href={`/trades/${trade.tradeNumber}/items/${d.itemId}/certificate`} className="bo-link">
                            {t("backoffice.trade.certificateLink", { number: i.certificateNumber })}
                          </a>
                        </dd>
                        {i.notes ? (
                          <>
                            <dt>{t("backoffice.trade.notesForCustomer")}</dt>
                            <dd data-testid="notes">{i.notes}</dd>
                          </>
                        ) : null}
                      </dl>
                      {i.internalNote ? (
                        <div className="bo-internal" data-testid="internal-note">
                          <p className="bo-internal-label">{t("backoffice.trade.internalNote")}</p>
                          <p>{i.internalNote}</p>
                        </div>
                      ) : null}
                    </>
                  ) : null}
                  {d.photoIds.length ? (
                    <>
                      <h4>{t("backoffice.trade.photos")}</h4>
                      <ul className="bo-photos" data-testid="photos">
                        {d.photoIds.map((id, n) => (
                          <li key={id}>
                            <a href={`/trades/${trade.tradeNumber}/photos/${id}`}>
                              <img
                                src={`/trades/${trade.tradeNumber}/photos/${id}?size=thumb`}
                                alt={t("backoffice.trade.photoAlt", { n: n + 1, position: pos })}
                                width={160}
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {d.clarification ? (
                    <p data-testid="device-clarification">
                      <strong>{t("backoffice.trade.clarificationAnswer")}:</strong>{" "}
                      {d.clarification.answer === null
                        ? t("backoffice.trade.answer.open")
                        : t(`backoffice.trade.answer.${d.clarification.answer}`, {
                            by: t(`backoffice.trade.answeredBy.${d.clarification.answeredBy ?? "system"}`),
                          })}
                      {d.clarification.answeredAt ? <> · {when(d.clarification.answeredAt)}</> : null}
                    </p>
                  ) : null}
                  {d.return ? (
                    <p data-testid="device-return">
                      <strong>{t("backoffice.trade.return")}:</strong> {t(`backoffice.trade.returnReason.${d.return.reason}`)}
                      {d.return.returnedAt ? (
                        <>
                          {" · "}
                          {t("backoffice.trade.returnedAt")} {when(d.return.returnedAt)}
                          {d.return.trackingNumber ? ` · ${d.return.trackingNumber}` : ""}
                        </>
                      ) : (
                        <> · {t("backoffice.trade.returnOpen")}</>
                      )}
                    </p>
                  ) : null}
                </article>
              );
            })}
          </section>

          {clarification ? (
            <section aria-labelledby="bo-clarification" className="bo-card" data-testid="clarification">
              <h2 id="bo-clarification">{t("backoffice.trade.clarification")}</h2>
              <dl className="bo-facts">
                <dt>{t("backoffice.trade.clarificationState")}</dt>
                <dd>{t(`backoffice.trade.clarificationState.${clarification.state}`)}</dd>
                <dt>{t("backoffice.trade.clarificationOpened")}</dt>
                <dd>{when(clarification.createdAt)}</dd>
                <dt>{t("backoffice.trade.deadline")}</dt>
                <dd data-testid="clarification-deadline">{when(clarification.deadline)}</dd>
                {clarification.closedAt ? (
                  <>
                    <dt>{t("backoffice.trade.clarificationClosed")}</dt>
                    <dd>{when(clarification.closedAt)}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}

          <div className="bo-columns">
            <section aria-labelledby="bo-customer" className="bo-card">
              <h2 id="bo-customer">{t("backoffice.trade.customer")}</h2>
              <p className="bo-name">
                {trade.customer.firstName} {trade.customer.lastName}
              </p>
              <dl className="bo-facts">
                <dt>{t("backoffice.trade.email")}</dt>
                <dd>{trade.customer.email}</dd>
                {trade.customer.phone ? (
                  <>
                    <dt>{t("backoffice.trade.phone")}</dt>
                    <dd>{trade.customer.phone}</dd>
                  </>
                ) : null}
                <dt>{t("backoffice.trade.account")}</dt>
                <dd>
                  {trade.customer.guestAccountNumber
                    ? t("backoffice.trade.guest", { number: trade.customer.guestAccountNumber })
                    : trade.customer.customerId}
                </dd>
              </dl>
              <h3>{t("backoffice.trade.address")}</h3>
              <PostalAddress address={trade.address} />
            </section>
            <section aria-labelledby="bo-payout" className="bo-card" data-testid="payout">
              <h2 id="bo-payout">{t("backoffice.trade.payout")}</h2>
              {payout.hold ? (
                <p className="notice error" data-testid="payout-hold">
                  {t("backoffice.trade.payoutHoldFrom")} {when(payout.hold.changedAt)} · {t("backoffice.trade.payoutHoldUntil")}{" "}
                  {when(payout.hold.until)}
                </p>
              ) : null}
              <p>
                {t(
                  trade.payment.method === "voucher"
                    ? "backoffice.trade.paidByVoucher"
                    : trade.payment.method === "paypal"
                      ? "backoffice.trade.paypal"
                      : "backoffice.trade.sepa",
                )}
              </p>
              <dl className="bo-facts">
                {trade.payment.accountHolder ? (
                  <>
                    <dt>{t("backoffice.trade.accountHolder")}</dt>
                    <dd>{trade.payment.accountHolder}</dd>
                  </>
                ) : null}
                {trade.payment.ibanMasked ? (
                  <>
                    <dt>{t("backoffice.trade.iban")}</dt>
                    <dd className="bo-mono">{trade.payment.ibanMasked}</dd>
                  </>
                ) : null}
                {trade.payment.paypalEmail ? (
                  <>
                    <dt>PayPal</dt>
                    <dd>{trade.payment.paypalEmail}</dd>
                  </>
                ) : null}
              </dl>
              <h3>{t("backoffice.trade.payoutRuns")}</h3>
              {payout.runs.length ? (
                <ul className="bo-trade-list">
                  {payout.runs.map((r) => (
                    <li key={r.runId} data-testid="payout-run">
                      <Link to={`/payouts/${r.runId}`} className="bo-link">
                        {t("backoffice.trade.payoutRun", { id: r.runId })}
                      </Link>{" "}
                      · {f.money(r.amountCents)} · {t(`backoffice.trade.payoutItem.${r.itemState}`)} · {when(r.createdAt)} ({r.createdBy})
                      {r.confirmedAt ? (
                        <>
                          {" "}
                          · {t("backoffice.trade.payoutConfirmed")} {when(r.confirmedAt)}
                        </>
                      ) : null}
                      {r.returnReason ? ` · ${r.returnReason}` : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bo-sub">{t("backoffice.trade.noPayoutRun")}</p>
              )}
              {purchaseRecord ? (
                <p>
                  <a href={purchaseRecord} className="bo-link" type="application/pdf" data-testid="purchase-record-link">
                    {t("backoffice.purchaseRecord.link")}
                  </a>
                </p>
              ) : null}
            </section>
          </div>
          {creditNote ? <CreditNoteSection data={creditNote} /> : null}
          {pickup ? <PickupSection pickup={pickup} /> : null}
          <div className="bo-columns">
            <section aria-labelledby="bo-shipping" className="bo-card" data-testid="shipments">
              <h2 id="bo-shipping">{t("backoffice.trade.labels")}</h2>
              {shipments.length ? (
                <ul className="bo-trade-list">
                  {shipments.map((s) => (
                    <li key={`${s.kind}-${s.trackingNumber}`}>
                      {s.kind === "shipping"
                        ? t("backoffice.trade.shippingLabel", { carrier: s.carrier })
                        : t("backoffice.trade.returnLabel", { carrier: s.carrier, name: s.deviceName ?? "" })}
                      :{" "}
                      <a href={s.url} className="bo-link bo-mono" rel="noreferrer" target="_blank">
                        {s.trackingNumber}
                      </a>
                      <ParcelTracking parcel={s} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="bo-sub">{t("backoffice.trade.noLabels")}</p>
              )}
            </section>
            <section aria-labelledby="bo-facts-trade" className="bo-card">
              <h2 id="bo-facts-trade">{t("backoffice.trade.facts")}</h2>
              <dl className="bo-facts">
                <dt>{t("backoffice.trade.edition")}</dt>
                <dd>{t(`backoffice.trade.edition.${trade.edition}`)}</dd>
                <dt>{t("backoffice.trade.mode")}</dt>
                <dd>{t(`backoffice.trade.mode.${trade.mode}`)}</dd>
                {trade.partnerId ? (
                  <>
                    <dt>{t("backoffice.trade.partner")}</dt>
                    <dd>{partnerName ?? trade.partnerId}</dd>
                  </>
                ) : null}
                {storeName ? (
                  <>
                    <dt>{t("backoffice.trade.store")}</dt>
                    <dd>{storeName}</dd>
                  </>
                ) : null}
                <dt>{t("backoffice.trade.created")}</dt>
                <dd>{when(trade.createdAt)}</dd>
              </dl>
            </section>
          </div>
        </div>
        <aside aria-labelledby="bo-timeline" className="bo-card bo-timeline" data-testid="timeline">
          <h2 id="bo-timeline">{t("backoffice.trade.timeline")}</h2>
          <ol>
            {timeline.map((e, n) => (
              <li key={n}>
                <StateBadge state={e.state} />
                {when(e.at)}
                <span className="bo-sub">
                  {t(`backoffice.trade.actor.${ACTORS.has(e.actor) ? e.actor : "system"}`)}
                  {e.actor === "staff" && e.actorRole && (STAFF_ROLES as readonly string[]).includes(e.actorRole)
                    ? ` · ${t(`backoffice.role.${e.actorRole}`)}`
                    : ""}
                  {e.who ? ` · ${e.who}` : ""}
                </span>
                {e.reason && REASONS.has(e.reason) ? <span>{t(`backoffice.trade.reason.${e.reason}`)}</span> : null}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
