import { useLocation } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { COOKIE_SETTINGS_ID } from "../../lib/consent-settings.ts";

/**
 * The privacy page's cookie settings (decision 0034), where the footer's "Cookie settings" link
 * leads without JavaScript: a plain form whose answer deletes the consent-bound cookies and leaves
 * the withdrawal marker (app/lib/consent-settings.ts). With scripts the content-page island stores
 * the refusal at once (`data-withdrawn`, attachCookieSettings in consent.ts, decision 0051).
 */
export function CookieSettings({ withdrawn }: { withdrawn: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section
      id={COOKIE_SETTINGS_ID}
      className="cookie-settings"
      aria-labelledby="cookie-settings-title"
      tabIndex={-1}
      data-cookie-settings=""
      data-withdrawn={withdrawn ? "" : undefined}
    >
      <h2 id="cookie-settings-title">{t("consent.settings.title")}</h2>
      <p>{t("consent.settings.text")}</p>
      {withdrawn ? (
        <p role="status" className="cookie-settings__done">
          {t("consent.withdrawn")}
        </p>
      ) : null}
      {/* A document post, with or without scripts: the answer lands on this section. */}
      <form method="post" action={`${pathname}#${COOKIE_SETTINGS_ID}`}>
        <input type="hidden" name="intent" value="withdrawConsent" />
        <button type="submit" className="secondary">
          {t("consent.withdraw")}
        </button>
      </form>
    </section>
  );
}
