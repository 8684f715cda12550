import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { cachedRunningCampaigns } from "../../../core/campaign/index.server.ts";
import { withUpTo } from "../../../core/campaign/index.ts";
import { cachedCategories, cachedPopularDevices } from "../../../core/catalog/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { contentSlug, editions, pathFor } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { analyticsItem } from "../../features/catalog/analytics-items.ts";
import { HomeBanner } from "../../features/campaign/home-banner.tsx";
import { DeviceGrid } from "../../features/catalog/device-card.tsx";
import { ReviewCarousel } from "../../features/reviews/review-carousel.tsx";
import { useChromeData } from "../../lib/chrome-data.ts";
import { publishedReviews } from "../../../core/reviews/index.server.ts";
import { cachedPaidTradeCount, paidTradesShown } from "../../../core/trust/index.server.ts";
import { HeroPicture, TrustFigures } from "../../features/home/hero-picture.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import { LocalizedLink, useEdition, useFormat, useT } from "../../i18n/i18n.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { PERSONALISATION_COOKIE, personalisationFromValue } from "../../lib/personalisation.ts";
import { readCookie } from "../../../server/http/cookies.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const db = deps.database.db;
  const now = nowFrom(deps);
  const [categories, popularDevices, running] = await Promise.all([
    cachedCategories(db, edition),
    cachedPopularDevices(db, edition, 8),
    cachedRunningCampaigns(db, edition, now),
  ]);
  // each card's "up to" figure with the bonus of its campaign as a named part (decision 0101)
  const popular = withUpTo(edition, popularDevices, running, now);
  // The banner shows the running campaigns only (decision 0028): none running, no banner.
  const campaigns = running.map(({ id, name, kind, percent, fixedCents, endsAt, categoryNames, manufacturerNames }) => ({
    id,
    name,
    kind,
    percent,
    fixedCents,
    endsAt,
    categoryNames,
    manufacturerNames,
  }));
  // The personalisation cookie exists only after consent (app/lib/personalisation.ts). Read with
  // the parser the page cache keys this page by (a name sent twice: the first one; item 14).
  const lastCategoryId = personalisationFromValue(readCookie(request.headers.get("cookie"), PERSONALISATION_COOKIE))?.lastCategory;
  const lastCategory = categories.find((c) => c.id === lastCategoryId) ?? null;
  // Real, published customer reviews only (decision 0034), where the edition shows them.
  const reviews = editions[edition].reviewSeal ? await publishedReviews(db, edition) : [];
  // How many trades have been paid: counted, and shown only from the threshold on (decision 0102).
  const paidTrades = paidTradesShown(await cachedPaidTradeCount(db));
  return {
    page: "home" as const,
    path: "/",
    alternates: alternatePaths("home", {}),
    categories,
    popular,
    lastCategory,
    campaigns,
    reviews,
    paidTrades,
    // Rendered without hydration: the root loads this island instead of React (decision 0050).
    island: islandFor("home-page"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0050). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Home() {
  const { categories, popular, lastCategory, campaigns, reviews, paidTrades } = useLoaderData<typeof loader>();
  const t = useT();
  const edition = useEdition();
  const { config, money } = useFormat();
  const guarantees = useChromeData()?.guarantees;
  // the figures in the guarantees and steps come from configuration (decision 0034), not the texts
  const facts = {
    amount: money(guarantees?.insuredShippingCents ?? 0),
    days: guarantees?.payoutDays ?? 0,
    validDays: guarantees?.priceHoldDays ?? 0,
  };
  // The edition's popular-category titles ("iPhone verkaufen") lead to the Apple overview of their
  // category, so the card's words and its links agree (decision 0035).
  const popularTitle = (id: string) =>
    id === "smartphones" ? config.popularCategoryTitles.iphone : id === "tablets" ? config.popularCategoryTitles.ipad : null;
  return (
    <div className="page home">
      {config.features.homeBanner && campaigns.length ? <HomeBanner campaigns={campaigns} /> : null}
      <section className="hero hero--picture" aria-labelledby="home-heading">
        <div className="hero__text">
          <h1 id="home-heading">{t("page.home.heading")}</h1>
          <p className="lead">{t("page.home.intro")}</p>
          <SearchForm id="home-search" />
          {lastCategory ? (
            <p className="continue-category">
              <a href={lastCategory.url}>{t("home.continue", { name: lastCategory.name })}</a>
            </p>
          ) : null}
        </div>
        <HeroPicture />
        {/* The guarantees where the visitor decides (decision 0035). */}
        <ul className="trust" aria-label={t("home.trust")}>
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>{t(`home.trust.${n}`, facts)}</li>
          ))}
        </ul>
        <TrustFigures paidTrades={paidTrades} />
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t("home.categories")}</h2>
        <ul className="category-grid">
          {categories.map((c) => {
            const popular = popularTitle(c.id);
            return (
              <li key={c.id} className="category-card" data-category-card={c.id}>
                <a className="category-card__link" href={c.url}>
                  {/* lazy: an eager one would be preloaded ahead of the stylesheet (decision 0137) */}
                  <img src={c.thumbnail} alt="" width={120} height={90} loading="lazy" decoding="async" />
                  <span className="category-card__text">
                    <span className="category-card__name">{c.name}</span>
                    <span className="category-card__hint">{t("catalog.devices", { count: c.deviceCount })}</span>
                  </span>
                </a>
                {popular ? (
                  <a className="category-card__extra" href={pathFor(edition, "overview", { overview: `${c.slug}-apple` })}>
                    {popular}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      {/* the island pushes view_item_list from data-view-item-list (app/islands/item-lists.ts) */}
      <section
        aria-labelledby="home-popular"
        data-view-item-list={JSON.stringify({ item_list_id: "home_popular", items: popular.map(analyticsItem) })}
      >
        <h2 id="home-popular">{t("home.popular")}</h2>
        <DeviceGrid devices={popular} />
      </section>

      <section aria-labelledby="home-how">
        <h2 id="home-how">{t("home.how")}</h2>
        <ol className="steps">
          {[1, 2, 3, 4].map((n) => (
            <li key={n}>
              <h3>{t(`home.how.${n}.title`)}</h3>
              <p>{t(`home.how.${n}.text`, { carrier: config.footerCarrier.name, ...facts })}</p>
            </li>
          ))}
        </ol>
        {config.features.conditionsVideo ? (
          // "How it works" with a picture (decision 0028): a link to the text page, no longer posing as a video.
          <figure className="how-guide" data-testid="how-guide">
            <svg viewBox="0 0 320 180" width="320" height="180" role="img" aria-label={t("home.guide.alt")} className="how-guide__picture">
              <rect width="320" height="180" rx="12" fill="#e7f1ed" />
              <rect x="40" y="26" width="74" height="128" rx="10" fill="#0b5c4a" />
              <rect x="49" y="40" width="56" height="96" rx="4" fill="#f3f7f5" />
              <rect x="150" y="34" width="130" height="112" rx="8" fill="#ffffff" stroke="#0b5c4a" strokeWidth="2" />
              {[0, 1, 2].map((i) => (
                <g key={i}>
                  <path
                    d={`M164 ${62 + i * 30} l6 6 l12 -12`}
                    fill="none"
                    stroke="#0b5c4a"
                    strokeWidth="4"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                  <rect x="192" y={`${56 + i * 30}`} width="72" height="8" rx="4" fill="#9fb8ae" />
                </g>
              ))}
            </svg>
            <figcaption>
              <strong>{t("home.guide.title")}</strong> {t("home.guide.text")}{" "}
              <LocalizedLink to="content" params={{ slug: contentSlug(edition, "howItWorks") }}>
                {t("home.guide.cta")}
              </LocalizedLink>
            </figcaption>
          </figure>
        ) : null}
      </section>

      {config.reviewSeal && reviews.length ? (
        <ReviewCarousel reviews={reviews.map((r) => ({ text: r.comment, name: r.authorName, rating: r.rating }))} />
      ) : null}
    </div>
  );
}
