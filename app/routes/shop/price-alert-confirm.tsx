import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/price-alert-confirm";
import { confirmAlert } from "../../../core/price-alert/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { DeviceLink, UnknownAlertLink, useAlertWish } from "../../features/price-alert/alert-pages.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";

/**
 * `/price-alert/confirm/{token}`: the double opt-in link (decision 0128). Opening it confirms the
 * alert (the address has shown it reads its mail; nothing else can happen by it) and says what
 * the one mail will be about. An unknown, expired or unsubscribed link: a friendly page with 404.
 * Private: the answer is the one alert's.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const alert = await confirmAlert(deps.database.db, edition, params.token ?? "", nowFrom(deps));
  const base = { page: "priceAlertConfirm" as const, path: url.pathname, alternates: {} };
  if (!alert) return data({ ...base, alert: null }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return data({ ...base, alert }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, noindex: true }) : [];

export default function PriceAlertConfirm() {
  const { alert } = useLoaderData<typeof loader>();
  if (!alert) return <UnknownAlertLink />;
  return <Confirmed alert={alert} />;
}

function Confirmed({ alert }: { alert: NonNullable<Awaited<ReturnType<typeof loader>>["data"]["alert"]> }) {
  const t = useT();
  const wish = useAlertWish(alert);
  const fired = alert.status === "fired";
  return (
    <div className="page price-alert-page" data-testid="price-alert-confirmed">
      <h1>{t(fired ? "priceAlert.confirm.firedHeading" : "priceAlert.confirm.heading")}</h1>
      <p className="lead" role="status">
        {t(fired ? "priceAlert.confirm.fired" : "priceAlert.confirm.text", { device: alert.deviceName, wish })}
      </p>
      {fired ? null : <p>{t("priceAlert.confirm.unsubscribeHint")}</p>}
      <DeviceLink alert={alert} label="back" />
    </div>
  );
}
