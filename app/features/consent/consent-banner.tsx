import { useEffect, useRef, useState } from "react";
import { CONSENT_CHECK_DELAY_MS, contentSlug, pathFor } from "../../../core/editions/index.ts";
import { useEdition, useT } from "../../i18n/i18n.tsx";
import { consentGiven, setConsent } from "../../lib/analytics.ts";

/**
 * The cookie consent banner (spec §4): checked 1 second after start; shown only when no decision
 * is stored; the decision is kept in localStorage as true/false. A non-modal dialog: it does not
 * trap focus, and the page stays usable behind it.
 */
export function ConsentBanner() {
  const t = useT();
  const edition = useEdition();
  const [open, setOpen] = useState(false);
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(consentGiven() === null), CONSENT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  const decide = (accepted: boolean) => {
    setConsent(accepted);
    setOpen(false);
  };
  return (
    <div className="consent" role="dialog" aria-modal="false" aria-labelledby="consent-title" aria-describedby="consent-text">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p id="consent-text">
        {t("consent.text")} <a href={pathFor(edition, "content", { slug: contentSlug(edition, "privacy") })}>{t("consent.privacy")}</a>
      </p>
      <div className="consent__actions">
        <button type="button" ref={acceptRef} onClick={() => decide(true)}>
          {t("consent.accept")}
        </button>
        <button type="button" className="secondary" onClick={() => decide(false)}>
          {t("consent.refuse")}
        </button>
      </div>
    </div>
  );
}
