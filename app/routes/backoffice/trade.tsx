import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/trade";
import { getTradeForStaff, payoutHolds } from "../../../core/trade/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { returnsOf } from "../../../core/clarification/index.server.ts";
import { partnerById, storeById } from "../../../core/partners/index.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { StateBadge } from "../../features/backoffice/bits.tsx";
import { PostalAddress } from "../../i18n/postal-address.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { PageHeader } from "../../ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.tradeNumber} | Sellback back office` }];

/** One trade (any staff role): the same core function as GET /api/backoffice/trades/{n}. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const page = context.get(staffPageContext);
  requireStaffPage(page, url);
  const trade = await getTradeForStaff(page.ctx.deps.database.db, params.tradeNumber, page.language);
  if (!trade) throw pageNotFound(url.pathname, "noEntity");
  const [returns, holds, partner, store] = await Promise.all([
    returnsOf(page.ctx.deps.database.db, trade.tradeId),
    payoutHolds(page.ctx.deps.database.db, nowFrom(page.ctx.deps), [trade.tradeId]),
    // the widget partner the trade came through (decision 0045): its name, not only its id
    trade.partnerId ? partnerById(page.ctx.deps.database.db, trade.partnerId) : null,
    // the store that took a store trade in (decision 0046)
    trade.storeId ? storeById(page.ctx.deps.database.db, trade.storeId) : null,
  ]);
  return {
    trade,
    openReturns: returns.filter((r) => !r.returnedAt).length,
    returns: returns.length,
    payoutHold: holds.get(trade.tradeId) ?? null,
    partnerName: partner?.name ?? null,
    storeName: store ? `${store.name}, ${store.city}` : null,
  };
}

export default function Trade() {
  const t = useT();
  const f = useFormat();
  const { trade, openReturns, returns, payoutHold, partnerName, storeName } = useLoaderData<typeof loader>();
  const dateTime = (iso: string) => `${f.date(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;
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
      {returns > 0 ? (
        <p>
          <Link to={`/trades/${trade.tradeNumber}/returns`} className={openReturns > 0 ? "button" : "bo-link"}>
            {t("backoffice.returns.heading")} ({openReturns}/{returns})
          </Link>
        </p>
      ) : null}
      <div className="bo-detail">
        <div className="bo-detail-main">
          <section aria-labelledby="bo-devices" className="bo-card">
            <h2 id="bo-devices">{t("backoffice.trade.devices")}</h2>
            {trade.lines.map((line) => (
              <article key={line.position} className="bo-line">
                <h3>
                  {line.deviceName} <span className="bo-sub">{line.manufacturer}</span>
                </h3>
                <dl className="bo-facts">
                  <dt>{t("backoffice.trade.quantity")}</dt>
                  <dd>{line.quantity}</dd>
                  <dt>{t("backoffice.trade.price")}</dt>
                  <dd>{f.money(line.priceCents)}</dd>
                </dl>
                <h4>{t("backoffice.trade.answers")}</h4>
                <dl className="bo-answers">
                  {line.answers.map((a) => (
                    <div key={a.questionId}>
                      <dt>{a.question}</dt>
                      <dd>{a.answer}</dd>
                    </div>
                  ))}
                </dl>
              </article>
            ))}
            {trade.voucher ? (
              <p>
                {t("backoffice.trade.voucher", { code: trade.voucher.code })}: +{f.money(trade.voucher.bonusCents)}
              </p>
            ) : null}
            <p className="bo-total">
              {t("backoffice.trade.total")}: <strong>{f.money(trade.totalCents)}</strong>
            </p>
          </section>
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
            <section aria-labelledby="bo-payout" className="bo-card">
              <h2 id="bo-payout">{t("backoffice.trade.payout")}</h2>
              {payoutHold ? (
                <p className="notice error" data-testid="payout-hold">
                  {t("backoffice.trade.payoutHold", { changed: dateTime(payoutHold.changedAt), until: dateTime(payoutHold.until) })}
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
                <dt>{t("backoffice.trade.edition")}</dt>
                <dd>
                  {trade.edition.toUpperCase()} · {trade.mode}
                </dd>
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
                <dd>{dateTime(trade.createdAt)}</dd>
              </dl>
            </section>
          </div>
        </div>
        <aside aria-labelledby="bo-timeline" className="bo-card bo-timeline">
          <h2 id="bo-timeline">{t("backoffice.trade.timeline")}</h2>
          <ol>
            {trade.events.map((e, i) => (
              <li key={i}>
                <StateBadge state={e.state} />
                <time dateTime={e.at}>{dateTime(e.at)}</time>
                <span className="bo-sub">
                  {t(
                    `backoffice.trade.actor.${["customer", "staff", "system", "business_partner"].includes(e.actor) ? e.actor : "system"}`,
                  )}
                  {e.actorRole ? ` · ${t(`backoffice.role.${e.actorRole}`)}` : ""}
                </span>
                {e.reason ? <span>{e.reason}</span> : null}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
