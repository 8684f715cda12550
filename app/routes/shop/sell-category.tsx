import { useLoaderData } from "react-router";
import type { Route } from "./+types/sell-category";
import { cachedSellCategory } from "../../../core/catalog/index.server.ts";
import { EDITIONS, matchPage, nameInSentence, pathFor } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { DevicePicture } from "../../features/catalog/device-picture.tsx";
import { usePath, useT } from "../../i18n/i18n.tsx";
import { islandFor } from "../../islands/assets.server.ts";
import { documentLoad } from "../../lib/document-load.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { pageMeta } from "../../lib/meta.ts";

/** Sell category: manufacturer → series → device, top manufacturers first; plain links throughout. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const db = deps.database.db;
  const slug = matchPage(edition, url.pathname)?.params.category ?? "";
  // from memory; else one statement for the category, one for its series with their devices (decision 0049)
  const sell = await cachedSellCategory(db, edition, slug);
  if (!sell) throw pageNotFound(url.pathname, "noEntity");
  const { devices, pictures, slugs, ...category } = sell;
  const alternates = Object.fromEntries(
    EDITIONS.filter((e) => slugs[e]).map((e) => [e, pathFor(e, "sellCategory", { category: slugs[e]! })]),
  );
  return {
    category,
    // "Vendre vos ordinateurs portables": the name as it reads inside the heading
    nameInTitle: nameInSentence(category.name, edition),
    devices,
    // each series shows the picture of its newest model (decision 0030)
    pictures,
    page: "sellCategory" as const,
    path: category.url,
    alternates,
    // Plain links only: rendered without hydration, the root loads this island instead of React (decision 0017).
    island: islandFor("catalog-page"),
  };
}

/** Never rendered by the client router: a client navigation here becomes a full page load (decision 0017). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(matches, {
        ...loaderData,
        vars: { name: loaderData.nameInTitle },
        description: loaderData.category.metaDescription,
        keywords: loaderData.category.metaKeywords,
      })
    : [];

export default function SellCategory() {
  const { category, nameInTitle, devices, pictures } = useLoaderData<typeof loader>();
  const t = useT();
  const path = usePath();
  // data-category-id: the island remembers the category (personalisation cookie, only after consent)
  return (
    <div className="page sell-category" data-category-id={category.id}>
      <nav aria-label={t("catalog.breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <a href="/">{t("nav.home")}</a>
          </li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <h1>{t("page.sellCategory.title", { name: nameInTitle }).replace(/ \| .*$/, "")}</h1>
      <p className="lead">{category.content}</p>
      <p>
        <a href={path("overview", { overview: category.slug })}>{t("catalog.allOf", { name: category.name })}</a>
      </p>
      <h2>{t("catalog.manufacturers")}</h2>
      {category.manufacturers.map((m, mi) => (
        <section key={m.id} className="manufacturer" aria-labelledby={`m-${m.id}`}>
          <h3 id={`m-${m.id}`}>
            {/* lazy like the series' pictures: the lead text is the largest paint, and an eager picture
                would be preloaded ahead of the stylesheet (decision 0137) */}
            <img src={m.thumbnail} alt="" width={32} height={32} loading="lazy" /> {m.name}
          </h3>
          {m.series.map((s, si) => (
            <details key={s.id} open={mi === 0 && si === 0}>
              <summary>
                <span className="series-summary">
                  {pictures[s.id] ? <DevicePicture picture={pictures[s.id]!} alt="" width={64} height={48} /> : null}
                  {s.name}
                </span>
              </summary>
              <ul className="link-list">
                {(devices[s.id] ?? []).map((d) => (
                  <li key={d.id}>
                    <a href={d.url}>{d.name}</a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          <p>
            <a href={m.url}>{t("catalog.allOf", { name: `${m.name} ${category.name}` })}</a>
          </p>
        </section>
      ))}
    </div>
  );
}
