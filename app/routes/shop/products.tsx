import { useEffect } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/products";
import { categorySlugsByEdition, deviceBySlug, overviewBySlug, type OverviewSort } from "../../../core/catalog/queries.server.ts";
import { EDITIONS, matchPage, pathFor, type EditionId } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/page-context.server.ts";
import { analyticsItem } from "../../features/catalog/analytics-items.ts";
import { DeviceGrid, useReleaseDate } from "../../features/catalog/device-card.tsx";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { track } from "../../lib/analytics.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";

/**
 * One module for the product pages of an edition: overview (`…/uebersicht-{overview}`) and device
 * page (`…/{pdp}`). In English both are `/products/{slug}`: an overview slug wins, else a device.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { edition, deps } = context.get(pageContext);
  const db = deps.database.db;
  const match = matchPage(edition, url.pathname);
  if (!match) throw pageNotFound(url.pathname, "noRoute");
  if (match.page === "overview") {
    const sort: OverviewSort = url.searchParams.get("sort") === "name" ? "name" : "newest";
    const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
    const overview = await overviewBySlug(db, edition, match.params.overview ?? "", { page, sort });
    if (overview) {
      const slugs = await categorySlugsByEdition(db, overview.category.id);
      const suffix = overview.manufacturer ? `-${overview.manufacturer.slug}` : "";
      const alternates: Partial<Record<EditionId, string>> = Object.fromEntries(
        EDITIONS.filter((e) => slugs[e]).map((e) => [e, pathFor(e, "overview", { overview: `${slugs[e]}${suffix}` })]),
      );
      const path = pathFor(edition, "overview", { overview: match.params.overview! });
      return { kind: "overview" as const, overview, page: "overview" as const, path, alternates };
    }
    if (edition !== "en") throw pageNotFound(url.pathname, "noEntity");
  }
  const slug = match.params.pdp ?? match.params.overview ?? "";
  const device = await deviceBySlug(db, edition, slug);
  if (!device) throw pageNotFound(url.pathname, "noEntity");
  return { kind: "pdp" as const, device, page: "pdp" as const, path: device.url, alternates: alternatePaths("pdp", { pdp: device.slug }) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "overview") {
    const o = loaderData.overview;
    const path = o.page > 1 || o.sort !== "newest" ? `${loaderData.path}?${new URLSearchParams({ ...(o.sort !== "newest" ? { sort: o.sort } : {}), ...(o.page > 1 ? { page: String(o.page) } : {}) })}` : loaderData.path;
    return pageMeta(matches, { ...loaderData, path, vars: { name: o.title }, keywords: o.category.metaKeywords });
  }
  const d = loaderData.device;
  return [
    ...pageMeta(matches, { ...loaderData, vars: { name: d.name }, keywords: `${d.name}, ${d.model}, ${d.manufacturer}, ${d.category}` }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: d.name,
        model: d.model,
        brand: { "@type": "Brand", name: d.manufacturer },
        category: d.category,
        image: d.image,
        releaseDate: `${d.releaseYear}-${String(d.releaseMonth).padStart(2, "0")}`,
      },
    },
  ];
};

export default function Products() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "overview" ? <OverviewPage overview={data.overview} path={data.path} /> : <ProductPage device={data.device} />;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type OverviewData = Extract<LoaderData, { kind: "overview" }>["overview"];
type DeviceData = Extract<LoaderData, { kind: "pdp" }>["device"];

function OverviewPage({ overview, path }: { overview: OverviewData; path: string }) {
  const t = useT();
  useEffect(() => {
    track({ event: "view_item_list", ecommerce: { item_list_id: `overview_${overview.category.id}`, items: overview.devices.map(analyticsItem) } });
  }, [overview]);
  const link = (page: number, sort = overview.sort) => {
    const q = new URLSearchParams();
    if (sort !== "newest") q.set("sort", sort);
    if (page > 1) q.set("page", String(page));
    return q.size ? `${path}?${q}` : path;
  };
  return (
    <div className="page overview">
      <nav aria-label={t("catalog.breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <a href="/">{t("nav.home")}</a>
          </li>
          <li>
            <a href={overview.category.url}>{overview.category.name}</a>
          </li>
          <li aria-current="page">{overview.title}</li>
        </ol>
      </nav>
      <h1>{t("catalog.allOf", { name: overview.title })}</h1>
      <p className="lead">{t("catalog.devices", { count: overview.total })}</p>
      <p className="sort">
        <span>{t("catalog.sort")}: </span>
        {(["newest", "name"] as const).map((s) => (
          <a key={s} href={link(1, s)} aria-current={overview.sort === s ? "true" : undefined} className="sort__option">
            {t(`catalog.sort.${s}`)}
          </a>
        ))}
      </p>
      <DeviceGrid devices={overview.devices} eagerCount={4} />
      {overview.pages > 1 ? (
        <nav aria-label={t("catalog.pagination")} className="pagination">
          {overview.page > 1 ? (
            <a href={link(overview.page - 1)} rel="prev">
              {t("catalog.previous")}
            </a>
          ) : null}
          <span>{t("catalog.page", { page: overview.page, pages: overview.pages })}</span>
          {overview.page < overview.pages ? (
            <a href={link(overview.page + 1)} rel="next">
              {t("catalog.next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function ProductPage({ device }: { device: DeviceData }) {
  const t = useT();
  const { money } = useFormat();
  const released = useReleaseDate();
  useEffect(() => {
    track({ event: "view_item", ecommerce: { currency: "EUR", value: device.basePrice, items: [analyticsItem(device)] } });
  }, [device]);
  const questions = device.questions ?? [];
  return (
    <div className="page pdp">
      <nav aria-label={t("catalog.breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <a href="/">{t("nav.home")}</a>
          </li>
          <li>{device.category}</li>
          <li aria-current="page">{device.name}</li>
        </ol>
      </nav>
      <div className="pdp__head">
        <img src={device.image} alt={device.name} width={240} height={180} fetchPriority="high" />
        <div>
          <h1>{t("page.pdp.title", { name: device.name }).replace(/ \| .*$/, "")}</h1>
          <p>{t("catalog.released", { date: released(device) })}</p>
          {device.basePrice > 0 ? <p className="pdp__price">{t("pdp.basePrice", { price: money(Math.round(device.basePrice * 100)) })}</p> : null}
        </div>
      </div>
      <section aria-labelledby="condition" className="condition">
        <h2 id="condition">{t("pdp.condition")}</h2>
        <p>{t("pdp.conditionIntro", { count: questions.length })}</p>
        <ol className="question-preview">
          {questions.map((q) => (
            <li key={q.id}>
              <strong>{q.question}</strong>
              <span className="question-preview__answers">{q.answers.map((a) => a.text).join(" · ")}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
