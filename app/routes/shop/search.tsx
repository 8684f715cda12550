import { useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { cachedCategories } from "../../../core/catalog/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { SEARCH_SORTS, parseSearchParams } from "../../../core/search/index.ts";
import { searchDevices } from "../../../core/search/index.server.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { DeviceGrid } from "../../features/catalog/device-card.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import { usePath, useT } from "../../i18n/i18n.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

/** How many results the page shows. */
const PAGE_SIZE = 48;

/**
 * Full results for a query (?q=), the target of the search form without JavaScript; sorted
 * (relevance, newest, highest price) and filtered (category, brand) by GET parameters, so every
 * choice is a plain link or form (decision 0030). Unknown parameter values are ignored.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const params = parseSearchParams(url.searchParams);
  const db = deps.database.db;
  const [result, categories] = await Promise.all([
    params.q.trim()
      ? searchDevices(db, edition, {
          text: params.q,
          sort: params.sort,
          category: params.category,
          manufacturer: params.manufacturer,
          limit: PAGE_SIZE,
        })
      : Promise.resolve(null),
    cachedCategories(db, edition),
  ]);
  return {
    query: params.q,
    sort: params.sort,
    result,
    categories,
    page: "search" as const,
    path: pathFor(edition, "search"),
    alternates: alternatePaths("search", {}),
    // Plain links and GET forms: rendered without hydration, the root loads this island instead of React (decision 0050).
    island: islandFor("catalog-page"),
  };
}

/** Never rendered by the client router: a client navigation here (the header search) becomes a full page load (decision 0050). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, vars: { query: loaderData.query }, noindex: true }) : [];

export default function Search() {
  const { query, sort, result, categories } = useLoaderData<typeof loader>();
  const t = useT();
  const path = usePath();
  const filtered = Boolean(result && (result.category || result.manufacturer));
  return (
    <div className="page search">
      <h1>{t("page.search.heading")}</h1>
      <SearchForm id="search-page" defaultValue={query} key={query} />
      {!result ? (
        <p>{t("search.empty")}</p>
      ) : result.hits.length || filtered ? (
        <>
          <form
            method="get"
            action={path("search")}
            className="search-refine"
            aria-labelledby="search-refine-heading"
            key={`${query}|${sort}|${result.category}|${result.manufacturer}`}
          >
            <h2 id="search-refine-heading" className="visually-hidden">
              {t("search.refine")}
            </h2>
            <input type="hidden" name="q" value={query} />
            <div className="search-refine__field">
              <label htmlFor="search-sort">{t("search.sortBy")}</label>
              <select id="search-sort" name="sort" defaultValue={sort}>
                {SEARCH_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`search.sort.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="search-refine__field">
              <label htmlFor="search-category">{t("search.category")}</label>
              <select id="search-category" name="category" defaultValue={result.category ?? ""}>
                <option value="">{t("search.allCategories")}</option>
                {result.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {t("search.option", { name: c.name, count: c.count })}
                  </option>
                ))}
              </select>
            </div>
            <div className="search-refine__field">
              <label htmlFor="search-manufacturer">{t("search.manufacturer")}</label>
              <select id="search-manufacturer" name="manufacturer" defaultValue={result.manufacturer ?? ""}>
                <option value="">{t("search.allManufacturers")}</option>
                {result.manufacturers.map((m) => (
                  <option key={m.id} value={m.id}>
                    {t("search.option", { name: m.name, count: m.count })}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="secondary">
              {t("search.apply")}
            </button>
          </form>
          <p role="status" className="search-count">
            {t("search.results", { count: result.total, query })}
          </p>
          <DeviceGrid devices={result.hits} eagerCount={4} />
        </>
      ) : (
        <>
          <p role="status">{t("search.noResults", { query })}</p>
          <ul className="link-list">
            {categories.map((c) => (
              <li key={c.id}>
                <a href={c.url}>{c.name}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
