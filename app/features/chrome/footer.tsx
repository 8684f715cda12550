import { useLocation } from "react-router";
import {
  EDITIONS,
  contentSlug,
  hasPage,
  matchPage,
  pathFor,
  type ContentPageKey,
  type EditionId,
  type Layout,
} from "../../../core/editions/index.ts";
import { LocalizedLink, useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { numberFormatOf } from "../../../core/shared/index.ts";
import { useChromeData } from "../../lib/chrome-data.ts";
import { COOKIE_SETTINGS_ID } from "../../lib/consent-settings.ts";
import { NewsletterSignup } from "./newsletter-signup.tsx";
import { PageLinkItems, type PageLink } from "./page-links.tsx";
import { SocialLinks } from "./social-links.tsx";

/** The footer's links to the service pages, each where the edition has it (the B2B page is not in every edition). */
const serviceLinks: PageLink[] = [
  { to: "contact", label: "nav.contact" },
  { to: "tradeLookup", label: "footer.tradeLookup" },
  { to: "b2bLanding", label: "footer.b2b" },
];

const legal: { key: ContentPageKey; label: string }[] = [
  { key: "terms", label: "footer.terms" },
  { key: "privacy", label: "footer.privacy" },
  { key: "imprint", label: "footer.imprint" },
  { key: "accessibility", label: "footer.accessibility" },
];

/** The page foot: carrier, legal links, sister editions, the buy shop. */
export function Footer({ layout, origins }: { layout: Layout; origins: Partial<Record<EditionId, string>> }) {
  const t = useT();
  const edition = useEdition();
  const { config, money } = useFormat();
  const chrome = useChromeData();
  const reviews = chrome?.reviews;
  const guarantees = chrome?.guarantees;
  const carrier = config.footerCarrier;
  const minimal = layout.startsWith("b2bwidget") || layout === "aganwidget-default";
  const page = matchPage(edition, useLocation().pathname)?.page;
  const showSignup = config.features.newsletter && !minimal && page !== "newsletterSubscribe" && page !== "newsletterEnrich";
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="carrier">
          <img
            src={`/carriers/${carrier.name.toLowerCase()}.svg`}
            alt={carrier.name}
            height={carrier.height}
            width={carrier.name === "DHL" ? 92 : 30}
            loading="lazy"
            data-carrier={carrier.name}
          />
          <span>
            {/* an error page above the chrome's loader has no guarantees: no made-up amount then */}
            {guarantees
              ? t("footer.shipping", { carrier: carrier.name, amount: money(guarantees.insuredShippingCents) })
              : t("footer.shippingFree", { carrier: carrier.name })}
          </span>
        </p>
        {config.reviewSeal && !minimal && reviews?.average != null ? (
          <div className="review-seal" data-review-seal="true">
            <p>
              <Stars average={reviews.average} />
              <span>
                {t("footer.reviews")}:{" "}
                {t("footer.reviewSeal", {
                  score: numberFormatOf(config.localeCode, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(reviews.average),
                  count: reviews.count,
                })}
              </span>
            </p>
            <p className="review-seal__note">{t("footer.reviewsVerified")}</p>
          </div>
        ) : null}
        {showSignup ? <NewsletterSignup compact /> : null}
        {config.features.socialButtons && !minimal ? <SocialLinks /> : null}
        {minimal ? null : (
          <>
            <nav aria-label={t("footer.legal")}>
              <ul className="footer-links">
                {legal.map((l) => (
                  <li key={l.key}>
                    <LocalizedLink to="content" params={{ slug: contentSlug(edition, l.key) }}>
                      {t(l.label)}
                    </LocalizedLink>
                  </li>
                ))}
                <li>
                  {/* Reopens the consent choice (app/features/consent/consent.ts); without JavaScript the privacy page's form (decision 0034). */}
                  <a
                    href={`${pathFor(edition, "content", { slug: contentSlug(edition, "privacy") })}#${COOKIE_SETTINGS_ID}`}
                    data-consent-open=""
                  >
                    {t("footer.cookieSettings")}
                  </a>
                </li>
                <PageLinkItems links={serviceLinks.filter((l) => hasPage(edition, l.to))} />
                <li>
                  <a href={config.buyShopUrl} rel="noopener">
                    {t("footer.buyShop")}
                  </a>
                </li>
              </ul>
            </nav>
            <nav aria-label={t("nav.editions")}>
              <ul className="footer-links editions">
                {EDITIONS.filter((e) => origins[e]).map((e) => (
                  <li key={e}>
                    <a href={`${origins[e]}/`} hrefLang={e === "at" ? "de-AT" : e} aria-current={e === edition ? "true" : undefined}>
                      {t(`edition.${e}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <p className="copyright">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/** Five stars filled to the average (decorative: the text says the figure). */
function Stars({ average }: { average: number }) {
  return (
    <span className="review-seal__stars" aria-hidden="true" style={{ ["--fill" as string]: `${(average / 5) * 100}%` }}>
      ★★★★★
    </span>
  );
}
