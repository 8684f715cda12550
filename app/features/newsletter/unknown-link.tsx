import { LocalizedLink, useT } from "../../i18n/i18n.tsx";

/** The friendly answer to an unknown, cut-off or expired newsletter link (served with HTTP 404). */
export function UnknownNewsletterLink({ kind }: { kind: "hash" | "token" }) {
  const t = useT();
  return (
    <div className="page newsletter-unknown" data-testid="newsletter-unknown">
      <h1>{t("newsletter.unknown.heading")}</h1>
      <p className="lead">{t(kind === "token" ? "newsletter.confirmUnknown.text" : "newsletter.unknown.text")}</p>
      <p>
        <LocalizedLink to="home" className="button">
          {t("newsletter.unknown.home")}
        </LocalizedLink>
      </p>
    </div>
  );
}
