import { PRICE_ALERT_CONFIRM_DAYS } from "../../../core/price-alert/index.ts";
import { LocalizedLink, useFormat, useT } from "../../i18n/i18n.tsx";

/** What the price alert's pages say of an alert (decision 0128). */
export interface AlertFacts {
  deviceName: string;
  deviceUrl: string;
  targetCents: number | null;
  priceAtStartCents: number;
}

/** The alert's wish in words: "850,00 € or more" or "any rise above 780,00 €". */
export function useAlertWish(alert: AlertFacts): string {
  const t = useT();
  const { money } = useFormat();
  return alert.targetCents === null
    ? t("priceAlert.wish.any", { start: money(alert.priceAtStartCents) })
    : t("priceAlert.wish.target", { target: money(alert.targetCents) });
}

/** The way back to the device's page (a new alert, or an offer). */
export function DeviceLink({ alert, label }: { alert: AlertFacts; label: "back" | "newAlert" }) {
  const t = useT();
  return (
    <p>
      <a href={`${alert.deviceUrl}${label === "newAlert" ? "#price-alert" : ""}`}>
        {t(`priceAlert.link.${label}`, { device: alert.deviceName })}
      </a>
    </p>
  );
}

/** An unknown, expired or unsubscribed link (served with HTTP 404). */
export function UnknownAlertLink() {
  const t = useT();
  return (
    <div className="page price-alert-page" data-testid="price-alert-unknown">
      <h1>{t("priceAlert.unknown.heading")}</h1>
      <p className="lead">{t("priceAlert.unknown.text", { days: PRICE_ALERT_CONFIRM_DAYS })}</p>
      <p>
        <LocalizedLink to="home" className="button">
          {t("priceAlert.unknown.home")}
        </LocalizedLink>
      </p>
    </div>
  );
}
