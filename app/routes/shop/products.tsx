import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/products";
import {
  cachedCatalogNames,
  cachedCategories,
  cachedCategorySlugs,
  cachedDeviceForPage,
  cachedManufacturerOverviews,
  deviceBySlug,
  overviewBySlug,
  type OverviewSort,
} from "../../../core/catalog/index.server.ts";
import { cachedRunningCampaigns } from "../../../core/campaign/index.server.ts";
import { campaignFor, campaignPriceParts, pageCampaign, priceText, withUpTo } from "../../../core/campaign/index.ts";
import { getOffer } from "../../../core/offer/index.server.ts";
import { nowFrom, toCents } from "../../../core/shared/index.ts";
import { EDITIONS, matchPage, pathFor, type EditionId } from "../../../core/editions/index.ts";
import { pageContext } from "../../../server/http/page-context.server.ts";
import { analyticsItem } from "../../features/catalog/analytics-items.ts";
import { DeviceGrid, useReleaseDate } from "../../features/catalog/device-card.tsx";
import { DevicePicture } from "../../features/catalog/device-picture.tsx";
import { offerNotice } from "../../features/offer/form-data.ts";
import { OfferSection } from "../../features/offer/offer-section.tsx";
import { Guarantees } from "../../features/trust/guarantees.tsx";
import { deductionTable } from "../../features/offer/running-price.ts";
import { islandFor } from "../../islands/assets.server.ts";
import { useFormat, useT } from "../../i18n/i18n.tsx";
import { documentLoad } from "../../lib/document-load.ts";
import { pageNotFound } from "../../lib/errors.ts";
import { alternatePaths, pageMeta } from "../../lib/meta.ts";
import { submitOffer } from "./offer-submit.server.ts";
import { modelFiguresForPage, priceHistoryForPage } from "../../../core/model-facts/index.server.ts";
import { SelfTestEntry } from "../../features/self-test/self-test-entry.tsx";
import { OfferMailForm } from "../../features/offer-mail/offer-mail-form.tsx";
import { PriceAlertForm } from "../../features/price-alert/price-alert-form.tsx";
import { PriceHistoryChart } from "../../features/model-facts/price-history-chart.tsx";
import { ModelFigures } from "../../features/model-facts/model-figures.tsx";
import { offerMailAction } from "./offer-mail.server.ts";
import { priceAlertAction } from "./price-alert.server.ts";

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
    const [categories, names, manufacturerOverviews] = await Promise.all([
      cachedCategories(db, edition),
      cachedCatalogNames(db),
      cachedManufacturerOverviews(db),
    ]);
    const overview = await overviewBySlug(db, edition, match.params.overview ?? "", {
      page,
      sort,
      categories,
      names,
      manufacturerOverviews,
    });
    if (overview) {
      const slugs = await cachedCategorySlugs(db, overview.category.id);
      const suffix = overview.manufacturer ? `-${overview.manufacturer.slug}` : "";
      const alternates: Partial<Record<EditionId, string>> = Object.fromEntries(
        EDITIONS.filter((e) => slugs[e]).map((e) => [e, pathFor(e, "overview", { overview: `${slugs[e]}${suffix}` })]),
      );
      const path = pathFor(edition, "overview", { overview: match.params.overview! });
      // each card's "up to" figure with the bonus of its campaign as a named part (decision 0101)
      const now = nowFrom(deps);
      const devices = withUpTo(edition, overview.devices, await cachedRunningCampaigns(db, edition, now), now);
      // A page of plain links: rendered without hydration, like the device page (decision 0050).
      return {
        kind: "overview" as const,
        overview: { ...overview, devices },
        page: "overview" as const,
        path,
        alternates,
        island: islandFor("catalog-page"),
      };
    }
    if (edition !== "en") throw pageNotFound(url.pathname, "noEntity");
  }
  const slug = match.params.pdp ?? match.params.overview ?? "";
  const device = await cachedDeviceForPage(db, edition, slug);
  if (!device) throw pageNotFound(url.pathname, "noEntity");
  // `?offer=`: this edition's offer for this device while valid; else a notice (decision 0012)
  const offerId = url.searchParams.get("offer");
  const now = nowFrom(deps);
  const found = offerId ? await getOffer(db, edition, offerId) : null;
  const notice = offerId ? offerNotice(found, device.id, now.getTime()) : null;
  const sell = {
    offer: notice ? null : found,
    notice,
    change: url.searchParams.get("change") === "1",
    checkout: pathFor(edition, "checkout"),
  };
  // The campaign an offer for this device made now would get (decision 0028): its terms for the running price.
  const running = campaignFor(
    await cachedRunningCampaigns(db, edition, now),
    { edition, categoryId: device.categoryId, manufacturerId: device.manufacturerId },
    now,
    toCents(device.basePrice),
  );
  // Issue 34: the model's last 90 days of price and its open figures (computed by a job, shown from the threshold)
  const [priceHistory, figures] = await Promise.all([
    priceHistoryForPage(db, edition, device.id, now),
    modelFiguresForPage(db, edition, device.id, deps.config.MODEL_FIGURES_MIN_PAID),
  ]);
  return {
    kind: "pdp" as const,
    device,
    sell,
    campaign: running ? pageCampaign(running) : null,
    priceHistory,
    figures,
    selfTestIsland: islandFor("self-test").src,
    page: "pdp" as const,
    path: device.url,
    alternates: alternatePaths("pdp", { pdp: device.slug }),
    // Rendered without hydration: the root loads this island instead of React (decision 0006).
    island: islandFor("product-page"),
  };
}

/**
 * Device pages and overviews are never rendered by the client router (decisions 0006 and 0050): a
 * client navigation to one (a `<Link>` somewhere, `navigate()`) becomes a full page load, so the
 * page always comes from the server with its island.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return documentLoad(new URL(request.url));
}

/**
 * The condition form posts to its device page (works without JavaScript): an offer redirects (303)
 * to `?offer=<id>#offer-title`; missing or foreign answers re-render the page with the answers kept
 * (422), as does the offer limit (429 with Retry-After and its message above the form, decision 0068).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const ctx = context.get(pageContext);
  const url = new URL(request.url);
  const match = matchPage(ctx.edition, url.pathname);
  const device = match ? await deviceBySlug(ctx.deps.database.db, ctx.edition, match.params.pdp ?? match.params.overview ?? "") : null;
  if (!device) throw pageNotFound(url.pathname, "noEntity");
  const form = await request.formData();
  // Issue 34: the page's other two forms, told apart by their intent
  const intent = form.get("intent");
  if (intent === "offer-mail") {
    const { status, result } = await offerMailAction(ctx, form);
    return data({ form: "offerMail" as const, offerMail: result }, { status });
  }
  if (intent === "price-alert") {
    const { status, result } = await priceAlertAction(ctx, { id: device.id }, form);
    return data({ form: "priceAlert" as const, priceAlert: result }, { status });
  }
  const outcome = await submitOffer(ctx, { id: device.id, questions: device.questions ?? [] }, form, url);
  // the anchor scrolls the offer into view even without JavaScript (decision 0029)
  if (outcome.ok) return redirect(`${device.url}?offer=${encodeURIComponent(outcome.offerId)}#offer-title`, 303);
  const { values, errors, formError, retryAfter } = outcome;
  return data(
    { form: "offer" as const, values, errors, formError },
    { status: outcome.status, headers: retryAfter === null ? {} : { "Retry-After": String(retryAfter) } },
  );
}

/** The action's Retry-After (the offer limit, decision 0068) on the document that shows its answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "overview") {
    const o = loaderData.overview;
    const path =
      o.page > 1 || o.sort !== "newest"
        ? `${loaderData.path}?${new URLSearchParams({ ...(o.sort !== "newest" ? { sort: o.sort } : {}), ...(o.page > 1 ? { page: String(o.page) } : {}) })}`
        : loaderData.path;
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
  return data.kind === "overview" ? <OverviewPage overview={data.overview} path={data.path} /> : <ProductPage data={data} />;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type OverviewData = Extract<LoaderData, { kind: "overview" }>["overview"];
type PdpData = Extract<LoaderData, { kind: "pdp" }>;

function OverviewPage({ overview, path }: { overview: OverviewData; path: string }) {
  const t = useT();
  const link = (page: number, sort = overview.sort) => {
    const q = new URLSearchParams();
    if (sort !== "newest") q.set("sort", sort);
    if (page > 1) q.set("page", String(page));
    return q.size ? `${path}?${q}` : path;
  };
  return (
    // view_item_list is pushed by the island from data-view-item-list (app/islands/item-lists.ts)
    <div
      className="page overview"
      data-view-item-list={JSON.stringify({ item_list_id: `overview_${overview.category.id}`, items: overview.devices.map(analyticsItem) })}
    >
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
      <DeviceGrid devices={overview.devices} priorityFirst />
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

function ProductPage({ data }: { data: PdpData }) {
  const { device, sell, campaign } = data;
  const t = useT();
  const posted = useActionData<typeof action>();
  const result = posted?.form === "offer" ? posted : undefined;
  const { money } = useFormat();
  const released = useReleaseDate();
  const questions = device.questions ?? [];
  const upTo = campaignPriceParts(toCents(device.basePrice), campaign);
  return (
    // view_item is pushed by the island from this attribute (the page is not hydrated).
    <div
      className="page pdp"
      data-category-id={device.categoryId}
      data-view-item={JSON.stringify({ currency: "EUR", value: device.basePrice, items: [analyticsItem(device)] })}
    >
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
        <DevicePicture
          picture={device.picture}
          alt={device.picture.kind === "photo" ? device.name : t("catalog.drawingOf", { name: device.name })}
          width={240}
          height={180}
          priority
        />
        <div>
          <h1>{t("page.pdp.title", { name: device.name }).replace(/ \| .*$/, "")}</h1>
          <p>{t("catalog.released", { date: released(device) })}</p>
          {device.basePrice > 0 ? (
            // the "up to" figure by the one price rule (decision 0101): the campaign's bonus as its own named part
            <p className="pdp__price" data-price-cents={upTo.priceCents} data-total-cents={upTo.totalCents}>
              {priceText(upTo, "heading", { t, money })}
            </p>
          ) : null}
        </div>
      </div>
      <OfferSection
        deviceUrl={device.url}
        deviceName={device.name}
        checkout={sell.checkout}
        questions={questions}
        table={deductionTable(device)}
        campaign={campaign}
        offer={sell.offer}
        notice={sell.notice}
        change={sell.change}
        values={result?.values}
        errors={result?.errors}
        formError={result?.formError}
        guarantees={<Guarantees />}
        selfTest={<SelfTestEntry deviceId={device.id} categoryId={device.categoryId} islandSrc={data.selfTestIsland} />}
        afterOffer={
          // an offer that can still be sold (decision 0127): no "no offer", none used by a trade
          sell.offer && !sell.offer.noOffer && !sell.offer.used ? (
            <OfferMailForm
              offerId={sell.offer.offerId}
              action={device.url}
              result={posted?.form === "offerMail" ? posted.offerMail : null}
            />
          ) : null
        }
      />
      <PriceHistoryChart history={data.priceHistory} />
      <ModelFigures figures={data.figures} />
      <PriceAlertForm
        deviceId={device.id}
        action={device.url}
        priceCents={toCents(device.basePrice)}
        result={posted?.form === "priceAlert" ? posted.priceAlert : null}
      />
    </div>
  );
}
