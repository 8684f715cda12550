import { memo, useEffect, useRef } from "react";
import { CONSENT_CHECK_DELAY_MS, contentSlug, pathFor } from "../../../core/editions/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";
import { attachConsent } from "./consent.ts";

/**
 * The cookie consent banner (spec §4): static markup, rendered hidden; the behaviour in
 * consent.ts shows it 1 second after start when no decision is stored and keeps the decision.
 * A non-modal dialog: it does not trap focus, and the page stays usable behind it. React renders
 * it once (memoised, no state); on hydrated pages the behaviour is attached here, on island pages
 * by the island, on the deferred-hydration pages by the hydration gate before React (decision 0056:
 * attachConsent attaches once). The behaviour changes attributes only (`hidden`), never text, so
 * React hydrates over a banner the gate has shown without a mismatch.
 */
export const ConsentBanner = memo(function ConsentBanner() {
  const t = useT();
  const edition = useEdition();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? attachConsent(ref.current) : undefined), []);
  return (
    <div
      ref={ref}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      data-consent=""
      data-consent-delay={CONSENT_CHECK_DELAY_MS}
      tabIndex={-1}
      hidden
    >
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p id="consent-text">
        {t("consent.text")} <a href={pathFor(edition, "content", { slug: contentSlug(edition, "privacy") })}>{t("consent.privacy")}</a>
      </p>
      {/* Filled when the footer's "Cookie settings" reopens the banner (consent.ts). */}
      <p className="consent__current" data-consent-current="" hidden>
        <span data-consent-current-choice="true" hidden>
          {t("consent.current.true")}
        </span>
        <span data-consent-current-choice="false" hidden>
          {t("consent.current.false")}
        </span>
      </p>
      <div className="consent__actions">
        <button type="button" data-consent-choice="true">
          {t("consent.accept")}
        </button>
        <button type="button" className="secondary" data-consent-choice="false">
          {t("consent.refuse")}
        </button>
      </div>
    </div>
  );
});
