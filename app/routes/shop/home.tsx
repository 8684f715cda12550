import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/home";
import { listCategories, popularDevices } from "../../../core/catalog/queries.server.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { analyticsItem } from "../../features/catalog/analytics-items.ts";
import { DeviceGrid } from "../../features/catalog/device-card.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { track } from "../../lib/analytics.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const db = deps.database.db;
  const [categories, popular] = await Promise.all([listCategories(db, edition), popularDevices(db, edition, 8)]);
  return { page: "home" as const, path: "/", alternates: alternatePaths("home", {}), categories, popular };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => (loaderData ? pageMeta(matches, loaderData) : []);

export default function Home() {
  const { categories, popular } = useLoaderData<typeof loader>();
  const t = useT();
  const { config } = useFormat();
  useEffect(() => {
    track({ event: "view_item_list", ecommerce: { item_list_id: "home_popular", items: popular.map(analyticsItem) } });
  }, [popular]);
  const popularTitle = (id: string, name: string) =>
    id === "smartphones" ? config.popularCategoryTitles.iphone : id === "tablets" ? config.popularCategoryTitles.ipad : t("home.sellCta", { name });
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t("page.home.heading")}</h1>
        <p className="lead">{t("page.home.intro")}</p>
        <SearchForm id="home-search" />
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
      </section>

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
