import { useEffect, useState } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { cachedCategories, cachedPopularDevices } from "../../../core/catalog/cached.server.ts";
import { contentSlug } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { analyticsItem } from "../../features/catalog/analytics-items.ts";
import { DeviceGrid } from "../../features/catalog/device-card.tsx";
import { ReviewCarousel } from "../../features/reviews/review-carousel.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import { LocalizedLink, useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { track } from "../../lib/analytics.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { readPersonalisation } from "../../lib/personalisation.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const db = deps.database.db;
  const [categories, popular] = await Promise.all([cachedCategories(db, edition), cachedPopularDevices(db, edition, 8)]);
  // The personalisation cookie exists only after consent (app/lib/personalisation.ts).
  const lastCategoryId = readPersonalisation(request.headers.get("cookie"))?.lastCategory;
  const lastCategory = categories.find((c) => c.id === lastCategoryId) ?? null;
  return { page: "home" as const, path: "/", alternates: alternatePaths("home", {}), categories, popular, lastCategory };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Home() {
  const { categories, popular, lastCategory } = useLoaderData<typeof loader>();
  const t = useT();
  const edition = useEdition();
  const { config } = useFormat();
  useEffect(() => {
    track({ event: "view_item_list", ecommerce: { item_list_id: "home_popular", items: popular.map(analyticsItem) } });
  }, [popular]);
  const popularTitle = (id: string, name: string) =>
    id === "smartphones" ? config.popularCategoryTitles.iphone : id === "tablets" ? config.popularCategoryTitles.ipad : t("home.sellCta", { name });
  return (
    <div className="page home">
      {config.features.homeBanner ? <HomeBanner /> : null}
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t("page.home.heading")}</h1>
        <p className="lead">{t("page.home.intro")}</p>
        <SearchForm id="home-search" />
        {lastCategory ? (
          <p className="continue-category">
            <a href={lastCategory.url}>{t("home.continue", { name: lastCategory.name })}</a>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home.categories")}</h2>
        <ul className="category-grid">
          {categories.map((c, i) => (
            <li key={c.id}>
              <a className="category-card" href={c.url}>
                <img src={c.thumbnail} alt="" width={120} height={90} loading={i < 4 ? "eager" : "lazy"} decoding="async" />
                <span className="category-card__name">{c.name}</span>
                <span className="category-card__hint">{popularTitle(c.id, c.name)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-popular">
        <h2 id="home-popular">{t("home.popular")}</h2>
        <DeviceGrid devices={popular} />
      </section>

      <section aria-labelledby="home-how">
        <h2 id="home-how">{t("home.how")}</h2>
        <ol className="steps">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <h3>{t(`home.how.${n}.title`)}</h3>
              <p>{t(`home.how.${n}.text`, { carrier: config.footerCarrier.name })}</p>
            </li>
          ))}
        </ol>
        {config.features.conditionsVideo ? (
          <figure className="conditions-video" data-testid="conditions-video">
            <LocalizedLink to="content" params={{ slug: contentSlug(edition, "howItWorks") }} className="conditions-video__poster">
              <svg viewBox="0 0 320 180" width="320" height="180" aria-hidden="true" focusable="false">
                <rect width="320" height="180" rx="12" fill="#0b5c4a" />
                <rect x="24" y="28" width="70" height="124" rx="10" fill="#f3f7f5" />
                <rect x="34" y="42" width="50" height="86" rx="4" fill="#d5dcd9" />
                <circle cx="190" cy="90" r="38" fill="#f2b705" />
                <path d="M178 70 L210 90 L178 110 Z" fill="#1b1f1e" />
              </svg>
              <span className="conditions-video__cta">{t("home.video.cta")}</span>
            </LocalizedLink>
            <figcaption>
              <strong>{t("home.video.title")}</strong> {t("home.video.text")}
            </figcaption>
          </figure>
        ) : null}
      </section>

      {config.reviewSeal ? <ReviewCarousel reviews={[1, 2, 3, 4].map((n) => ({ text: t(`home.reviews.${n}.text`), name: t(`home.reviews.${n}.name`) }))} /> : null}

      <section aria-labelledby="home-trust">
        <h2 id="home-trust">{t("home.trust")}</h2>
        <ul className="trust">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>{t(`home.trust.${n}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const BANNER_KEY = "homeBannerDismissed";

/**
 * The promo banner (flag `homeBanner`). Rendered on the server, so it shows without JavaScript;
 * the close button appears once scripts run and remembers the dismissal for the browser session
 * (sessionStorage: a choice the visitor made, no cookie, no tracking).
 */
function HomeBanner() {
  const t = useT();
  const edition = useEdition();
  const [enhanced, setEnhanced] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    try {
      setDismissed(window.sessionStorage.getItem(BANNER_KEY) === "1");
    } catch {
      // storage blocked: the banner simply stays
    }
  }, []);
  if (dismissed) return null;
  return (
    <aside className="home-banner" aria-label={t("home.banner.label")} data-testid="home-banner">
      <p>
        <strong>{t("home.banner.text")}</strong>{" "}
        <LocalizedLink to="content" params={{ slug: contentSlug(edition, "howItWorks") }}>
          {t("home.banner.cta")}
        </LocalizedLink>
      </p>
      {/* Rendered from the start but invisible until scripts run, so its arrival moves nothing (CLS). */}
      <button
        type="button"
        className={enhanced ? "home-banner__close" : "home-banner__close home-banner__close--pending"}
        aria-label={t("home.banner.dismiss")}
        onClick={() => {
          setDismissed(true);
          try {
            window.sessionStorage.setItem(BANNER_KEY, "1");
          } catch {
            // storage blocked: dismissed for this page view only
          }
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
