import { PRICE_ALERT_CONFIRM_DAYS } from "../../../core/price-alert/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import type { PriceAlertResult } from "./types.ts";

/**
 * A price alert on this model (decision 0128): a target price or any rise, and the address the one
 * mail goes to. A plain form posting `intent=price-alert` to the device page (no JavaScript: the
 * page is not hydrated); the answer comes back as the page's action data and is shown here, at
 * `#price-alert`. Hidden when the device has no price today (nothing to rise from).
 */
export function PriceAlertForm({
  deviceId,
  action,
  priceCents,
  result,
}: {
  deviceId: number;
  action: string;
  priceCents: number;
  result?: PriceAlertResult | null;
}) {
  const t = useT();
  const { money } = useFormat();
  if (priceCents <= 0) return null;
  const errors = result?.ok ? {} : (result?.errors ?? {});
  const wantsPrice = result ? result.target !== "any" : false;
  const error = (name: "email" | "target") =>
    errors[name] ? (
      <p className="field-error" id={`price-alert-${name}-error`}>
        {t(errors[name])}
      </p>
    ) : null;
  const describedBy = (name: "email" | "target", hint?: string) =>
    [hint, errors[name] ? `price-alert-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <section className="price-alert" id="price-alert" aria-labelledby="price-alert-title" data-testid="price-alert">
      <h2 id="price-alert-title">{t("priceAlert.form.heading")}</h2>
      <p>{t("priceAlert.form.intro")}</p>
      <p className="price-alert__today">{t("priceAlert.form.today", { price: money(priceCents) })}</p>
      {result?.ok ? (
        <p role="status" className="notice success" data-testid="price-alert-sent">
          {t("priceAlert.form.sent", { email: result.email, days: PRICE_ALERT_CONFIRM_DAYS })}
        </p>
      ) : (
        <form method="post" action={`${action}#price-alert`} className="form" noValidate>
          <input type="hidden" name="intent" value="price-alert" />
          <input type="hidden" name="deviceId" value={deviceId} />
          {errors.form ? (
            <p className="notice warning" role="alert">
              {t(errors.form)}
            </p>
          ) : null}
          <fieldset className="price-alert__wish" aria-describedby={describedBy("target")}>
            <legend>{t("priceAlert.form.wish")}</legend>
            {error("target")}
            <div className="price-alert__choice">
              <input type="radio" id="price-alert-any" name="targetKind" value="any" defaultChecked={!wantsPrice} />
              <label htmlFor="price-alert-any">{t("priceAlert.form.any")}</label>
            </div>
            <div className="price-alert__choice">
              <input type="radio" id="price-alert-price" name="targetKind" value="price" defaultChecked={wantsPrice} />
              <label htmlFor="price-alert-price">{t("priceAlert.form.target")}</label>
            </div>
            <div className="field price-alert__amount">
              <label htmlFor="price-alert-amount">{t("priceAlert.form.amount")}</label>
              <input
                id="price-alert-amount"
                name="targetPrice"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                defaultValue={wantsPrice ? result?.target : ""}
                aria-invalid={errors.target ? true : undefined}
                aria-describedby={describedBy("target")}
              />
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="price-alert-email">{t("priceAlert.form.email")}</label>
            <input
              id="price-alert-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={result?.email ?? ""}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email", "price-alert-note")}
            />
            {error("email")}
          </div>
          <p className="form-hint" id="price-alert-note">
            {t("priceAlert.form.note")}
          </p>
          <button type="submit">{t("priceAlert.form.submit")}</button>
        </form>
      )}
    </section>
  );
}
