import { data, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/trade";
import { formatDate, formatMoney } from "../../../core/editions/index.ts";
import { portalTrade, voucherExpiryDate } from "../../../core/partner-users/index.server.ts";
import { portalPageContext, requirePartnerUser } from "../../../server/sessions/portal.server.ts";
import { useT } from "../../i18n/i18n.tsx";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.tradeNumber} – Sellback-Filialportal` }];

/**
 * A finished store trade with its voucher and the receipt links (store staff of the trade's store):
 * the voucher's expiry with the full year, and the seller's ID document with its number masked and
 * the declaration of ownership (decision 0090).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = context.get(portalPageContext);
  const { scope, context: user } = requirePartnerUser(page, new URL(request.url), "store_staff");
  const trade = await portalTrade(page.ctx.deps.database.db, scope, params.tradeNumber);
  if (!trade) throw data(null, { status: 404 });
  return {
    tradeNumber: trade.tradeNumber,
    customerName: `${trade.firstName} ${trade.lastName}`,
    devices: trade.devices,
    imei: trade.imei,
    serial: trade.serial,
    code: trade.code,
    amount: formatMoney(trade.amountCents, "de"),
    expires: voucherExpiryDate(trade.expiresAt),
    state: trade.voucherState,
    partnerName: user.partnerName,
    sellerId: trade.sellerId
      ? {
          documentType: trade.sellerId.documentType,
          masked: trade.sellerId.documentNumberMasked,
          declared: formatDate(new Date(trade.sellerId.declaredAt), "de"),
        }
      : null,
  };
}

export default function Trade() {
  const t = useT();
  const d = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const base = `/portal/ankauf/${d.tradeNumber}/beleg`;
  return (
    <div className="portal-page">
      <h1>{t("portal.done.title", { number: d.tradeNumber })}</h1>
      {params.get("neu") ? <p role="status">{t("portal.done.created", { name: d.customerName })}</p> : null}
      <dl className="portal-card portal-voucher">
        <dt>{t("portal.receipt.amount")}</dt>
        <dd className="portal-amount">{d.amount}</dd>
        <dt>{t("portal.receipt.code")}</dt>
        <dd>
          <code className="portal-code" data-voucher-code>
            {d.code}
          </code>
        </dd>
        <dt>{t("portal.receipt.expires")}</dt>
        <dd>{d.expires}</dd>
        <dt>{t("portal.receipt.devices")}</dt>
        <dd>{d.devices}</dd>
        {d.imei ? (
          <>
            <dt>{t("portal.trade.imei")}</dt>
            <dd className="portal-mono">{d.imei}</dd>
          </>
        ) : null}
        {d.serial ? (
          <>
            <dt>{t("portal.trade.serial")}</dt>
            <dd className="portal-mono">{d.serial}</dd>
          </>
        ) : null}
        {d.sellerId ? (
          <>
            <dt>{t("portal.done.document")}</dt>
            <dd data-seller-id>
              {d.sellerId.masked ? (
                <>
                  {t(`portal.document.${d.sellerId.documentType}`)} <span className="portal-mono">{d.sellerId.masked}</span>
                </>
              ) : (
                t("portal.done.documentErased", { kind: t(`portal.document.${d.sellerId.documentType}`) })
              )}
            </dd>
            <dt>{t("portal.done.declared")}</dt>
            <dd>{t("portal.done.declaredAt", { date: d.sellerId.declared })}</dd>
          </>
        ) : null}
        <dt>{t("portal.trades.voucher")}</dt>
        <dd>{t(`portal.voucher.state.${d.state}`)}</dd>
      </dl>
      <p className="portal-muted">{t("portal.done.redeem", { partner: d.partnerName })}</p>
      <ul className="portal-actions">
        <li>
          <a href={`${base}?format=a4`} className="portal-button" target="_blank" rel="noopener noreferrer">
            {t("portal.done.receiptA4")}
          </a>
        </li>
        <li>
          <a href={`${base}?format=80mm`} className="portal-button secondary" target="_blank" rel="noopener noreferrer">
            {t("portal.done.receipt80")}
          </a>
        </li>
        <li>
          <a href="/portal/ankauf">{t("portal.done.next")}</a>
        </li>
      </ul>
    </div>
  );
}
