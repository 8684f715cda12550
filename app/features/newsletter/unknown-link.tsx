import { LocalizedLink, useT } from "../../i18n/i18n.tsx";

/** The friendly answer to an unknown, cut-off or expired newsletter link (served with HTTP 404). */
export function UnknownNewsletterLink({ kind }: { kind: "hash" | "token" }) {
  const t = useT();
  return (
    <div className="page newsletter-unknown" data-testid="newsletter-unknown">
      <h1>{t("newsletter.unknown.heading")}</h1>
      <p className="lead">{t(kind === "token" ? "newsletter.confirmUnknown.text" : "newsletter.unknown.text")}</p>
      <HomeButton />
    </div>
  );
}

/** The way on from a newsletter page with nothing more to do: the home page. */
export function HomeButton() {
  const t = useT();
  return (
    <p>
      <LocalizedLink to="home" className="button">
        {t("newsletter.unknown.home")}
      </LocalizedLink>
    </p>
  );
}

/** The way back after unsubscribing: subscribe again. */
export function ResubscribeLink() {
  const t = useT();
  return (
    <p>
      <LocalizedLink to="newsletterSubscribe">{t("newsletter.unsubscribe.resubscribe")}</LocalizedLink>
    </p>
  );
}
