import { useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { cachedCategories } from "../../../core/catalog/cached.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { searchDevicesText } from "../../../core/search/search.server.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { DeviceGrid } from "../../features/catalog/device-card.tsx";
import { SearchForm } from "../../features/search/search-form.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

/** Full results for a query (?q=), the target of the search form without JavaScript. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const query = (url.searchParams.get("q") ?? "").slice(0, 100);
  const db = deps.database.db;
  const [result, categories] = await Promise.all([
    query.trim() ? searchDevicesText(db, edition, query, 48) : Promise.resolve({ total: 0, hits: [] }),
    cachedCategories(db, edition),
  ]);
  return { query, result, categories, page: "search" as const, path: pathFor(edition, "search"), alternates: alternatePaths("search", {}) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, { ...loaderData, vars: { query: loaderData.query }, noindex: true }) : [];

export default function Search() {
  const { query, result, categories } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="page search">
      <h1>{t("page.search.heading")}</h1>
      <SearchForm id="search-page" defaultValue={query} key={query} />
      {query.trim() === "" ? (
        <p>{t("search.empty")}</p>
      ) : result.hits.length ? (
        <>
          <p role="status">{t("search.results", { count: result.total, query })}</p>
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
