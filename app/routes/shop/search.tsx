import { useLoaderData } from "react-router";
import type { Route } from "./+types/search";
import { cachedRunningCampaigns } from "../../../core/campaign/index.server.ts";
import { withUpTo } from "../../../core/campaign/index.ts";
import { cachedCategories } from "../../../core/catalog/index.server.ts";
import { nowFrom } from "../../../core/shared/index.ts";
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
  const now = nowFrom(deps);
  const [found, categories, running] = await Promise.all([
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
    cachedRunningCampaigns(db, edition, now),
  ]);
  // each card's "up to" figure with the bonus of its campaign as a named part (decision 0101)
  const result = found ? { ...found, hits: withUpTo(edition, found.hits, running, now) } : null;
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
            <RefineSelect
              name="sort"
              label={t("search.sortBy")}
              defaultValue={sort}
              options={SEARCH_SORTS.map((s) => ({ value: s, label: t(`search.sort.${s}`) }))}
            />
            {FACETS.map((facet) => (
              <RefineSelect
                key={facet.name}
                name={facet.name}
                label={t(facet.label)}
                defaultValue={result[facet.name] ?? ""}
                all={t(facet.all)}
                options={result[facet.counts].map((c) => ({ value: c.id, label: t("search.option", { name: c.name, count: c.count }) }))}
              />
            ))}
            <button type="submit" className="secondary">
              {t("search.apply")}
            </button>
          </form>
          <p role="status" className="search-count">
            {t("search.results", { count: result.total, query })}
          </p>
          <DeviceGrid devices={result.hits} priorityFirst />
        </>
      ) : (
        <>
          <p role="status">{t("search.noResults", { query })}</p>
          <h2 className="search-no-match__heading">{t("search.noResultsCategories")}</h2>
          <ul className="link-list search-no-match__categories">
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

/** The refine form's facets: the chosen one, its counts and their words (message keys). */
const FACETS = [
  { name: "category", counts: "categories", label: "search.category", all: "search.allCategories" },
  { name: "manufacturer", counts: "manufacturers", label: "search.manufacturer", all: "search.allManufacturers" },
] as const;

/** One choice of the refine form: a labelled select, first "all" (value "") when the choice can stay open. */
function RefineSelect(props: {
  name: string;
  label: string;
  defaultValue: string | number;
  all?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <div className="search-refine__field">
      <label htmlFor={`search-${props.name}`}>{props.label}</label>
      <select id={`search-${props.name}`} name={props.name} defaultValue={props.defaultValue}>
        {props.all === undefined ? null : <option value="">{props.all}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
