import { REMINDER_DAYS_BEFORE } from "../../../core/offer-mail/index.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { AlertLine } from "../../ui/alert-line.tsx";
import type { OfferMailResult } from "./types.ts";

/** The section's anchor: the form posts back to it, so the answer is in view without JavaScript. */
export const OFFER_MAIL_ANCHOR = "offer-mail";

/**
 * "Send me this offer" below a shown offer (decision 0127): an address and the reminder tick
 * (consent, never ticked by default). A plain form posting `intent=offer-mail` to the device page
 * with the offer in the URL, so the page comes back with the offer and the answer; the device page
 * is not hydrated, and this adds no script.
 */
export function OfferMailForm({ offerId, action, result }: { offerId: string; action: string; result?: OfferMailResult | null }) {
  const t = useT();
  const { date } = useFormat();
  const errors = result && !result.ok ? result.errors : {};
  const { form: formError, ...fields } = errors;
  const describe = (name: string) => (fields[name] ? `offer-mail-${name}-error` : undefined);
  return (
    <section className="offer-mail" id={OFFER_MAIL_ANCHOR} aria-labelledby="offer-mail-heading">
      <h2 id="offer-mail-heading">{t("offerMail.form.heading")}</h2>
      <p>{t("offerMail.form.intro")}</p>
      {result?.ok ? (
        <p role="status" className="notice success" data-testid="offer-mail-sent">
          {t("offerMail.form.sent", { email: result.email })}{" "}
          {result.reminderAt
            ? t("offerMail.form.sentReminder", { date: date(result.reminderAt) })
            : result.reminder
              ? t("offerMail.form.sentTooLate")
              : null}
        </p>
      ) : (
        <form method="post" action={`${action}?offer=${encodeURIComponent(offerId)}#${OFFER_MAIL_ANCHOR}`} noValidate className="form">
          <input type="hidden" name="intent" value="offer-mail" />
          <input type="hidden" name="offerId" value={offerId} />
          <AlertLine>{formError ? t(formError) : null}</AlertLine>
          <div className="field">
            <label htmlFor="offer-mail-email">{t("offerMail.form.email")}</label>
            <input
              id="offer-mail-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={result?.email ?? ""}
              aria-invalid={fields.email ? true : undefined}
              aria-describedby={describe("email")}
            />
            {fields.email ? (
              <p className="field-error" id="offer-mail-email-error">
                {t(fields.email)}
              </p>
            ) : null}
          </div>
          <div className="field checkbox-field">
            <input
              id="offer-mail-reminder"
              name="reminder"
              type="checkbox"
              value="yes"
              defaultChecked={result?.reminder ?? false}
              aria-describedby="offer-mail-reminder-hint"
            />
            <label htmlFor="offer-mail-reminder">{t("offerMail.form.reminder", { days: REMINDER_DAYS_BEFORE })}</label>
          </div>
          <p className="form-hint" id="offer-mail-reminder-hint">
            {t("offerMail.form.reminderHint")}
          </p>
          <button type="submit" className="secondary">
            {t("offerMail.form.submit")}
          </button>
        </form>
      )}
    </section>
  );
}
