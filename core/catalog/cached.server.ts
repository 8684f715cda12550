/**
 * The catalog aggregates that every home page shows (categories with their counts, popular
 * devices), and the sell-category pages' data, remembered per database and edition for a minute: they change only when the catalog
 * does, and counting devices per category on every page view was the home page's main cost
 * (decision 0015). The search API keeps reading them fresh. A catalog or price change on any
 * instance (core/changes) drops them at once (decision 0039).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { onChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { rows } from "../shared/index.server.ts";
import { ttlCache, type TtlCache } from "../shared/index.ts";
import {
  catalogNames,
  categoryBySlug,
  categorySlugs,
  deviceBySlug,
  listCategories,
  popularDevices,
  questionsOfOwner,
  shopDeviceBySlug,
  toDevice,
  manufacturerOverviews,
  type CatalogNames,
  type ManufacturerOverviews,
  type SellCategory,
} from "./queries.server.ts";
import type { CategoryView, DeviceView, QuestionView } from "./types.ts";

export const CATALOG_CACHE_TTL_MS = 60_000;

interface Caches {
  categories: TtlCache<EditionId, CategoryView[]>;
  popular: TtlCache<string, DeviceView[]>;
  slugs: TtlCache<"all", Map<string, Partial<Record<EditionId, string>>>>;
  sell: TtlCache<string, SellCategory | null>;
  questions: TtlCache<string, QuestionView[]>;
  names: TtlCache<"all", CatalogNames>;
  manufacturerOverviews: TtlCache<"all", ManufacturerOverviews>;
  deviceCount: TtlCache<"all", number>;
}
let perDatabase = new WeakMap<Db, Caches>();

/** Forgets every database's cached aggregates (a catalog or price change announced by any instance). */
export function clearCatalogCaches(): void {
  perDatabase = new WeakMap();
}
onChange(["catalog", "prices"], clearCatalogCaches);

function cachesOf(db: Db): Caches {
  let c = perDatabase.get(db);
  if (!c) {
    c = {
      categories: ttlCache(CATALOG_CACHE_TTL_MS),
      popular: ttlCache(CATALOG_CACHE_TTL_MS),
      slugs: ttlCache(CATALOG_CACHE_TTL_MS),
      sell: ttlCache(CATALOG_CACHE_TTL_MS),
      questions: ttlCache(CATALOG_CACHE_TTL_MS),
      names: ttlCache(CATALOG_CACHE_TTL_MS),
      manufacturerOverviews: ttlCache(CATALOG_CACHE_TTL_MS),
      deviceCount: ttlCache(CATALOG_CACHE_TTL_MS),
    };
    perDatabase.set(db, c);
  }
  return c;
}

export function cachedCategories(db: Db, edition: EditionId): Promise<CategoryView[]> {
  return cachesOf(db).categories.get(edition, () => listCategories(db, edition));
}

export function cachedPopularDevices(db: Db, edition: EditionId, limit: number): Promise<DeviceView[]> {
  return cachesOf(db).popular.get(`${edition}:${limit}`, () => popularDevices(db, edition, limit));
}

/** A category's slug in each edition that names it (hreflang alternates of sell-category pages and overviews). */
export async function cachedCategorySlugs(db: Db, categoryId: string): Promise<Partial<Record<EditionId, string>>> {
  return (await cachesOf(db).slugs.get("all", () => categorySlugs(db))).get(categoryId) ?? {};
}

/**
 * A sell-category page's data (decision 0049). Only a slug of one of the edition's categories is
 * looked up and kept, so the entries are bounded by categories × editions whatever paths are asked for.
 */
export async function cachedSellCategory(db: Db, edition: EditionId, slug: string): Promise<SellCategory | null> {
  if (!(await cachedCategories(db, edition)).some((c) => c.slug === slug)) return null;
  return cachesOf(db).sell.get(`${edition}:${slug}`, () => categoryBySlug(db, edition, slug));
}

/** The names of every manufacturer and series (device pages and overviews, decision 0058). */
export function cachedCatalogNames(db: Db): Promise<CatalogNames> {
  return cachesOf(db).names.get("all", () => catalogNames(db));
}

/** Every manufacturer overview with its device count (overview pages, decision 0058). */
export function cachedManufacturerOverviews(db: Db): Promise<ManufacturerOverviews> {
  return cachesOf(db).manufacturerOverviews.get("all", () => manufacturerOverviews(db));
}

/** How many devices the catalog has, hidden and generated ones included (the search's choice of statement, decision 0062). */
export async function cachedDeviceCount(db: Db): Promise<number> {
  return cachesOf(db).deviceCount.get("all", async () =>
    Number((await rows<{ n: number | string }>(db, sql`select count(*) as n from devices`))[0]?.n ?? 0),
  );
}

/**
 * A device page's device with its questions (decision 0058): the device is read fresh (one
 * statement, without the names and the questions' subquery); the names of its category,
 * manufacturer and series and its category's questions come from memory (bounded by the catalog's
 * categories, manufacturers and series, dropped on every catalog or price change like the rest of
 * this file). A device with questions of its own reads them (a second statement); a device whose
 * names are not in memory yet (added since) is read whole, as `deviceBySlug` does. Offers keep
 * reading devices and questions fresh (`deviceById`, `deviceBySlug`).
 */
export async function cachedDeviceForPage(db: Db, edition: EditionId, slug: string): Promise<DeviceView | null> {
  const row = await shopDeviceBySlug(db, edition, slug);
  if (!row) return null;
  const c = cachesOf(db);
  const [categories, names] = await Promise.all([cachedCategories(db, edition), cachedCatalogNames(db)]);
  const category = categories.find((x) => x.id === row.category_id)?.name;
  const manufacturer = names.manufacturers.get(row.manufacturer_id);
  const series = names.series.get(row.series_id);
  // not in memory (a category without this edition's texts, or added since): what deviceBySlug finds
  if (category === undefined || manufacturer === undefined || series === undefined) return deviceBySlug(db, edition, slug);
  const device = toDevice({ ...row, category, manufacturer, series }, edition);
  const questions = row.own_questions
    ? await questionsOfOwner(db, edition, { deviceId: device.id })
    : await c.questions.get(`${edition}:${device.categoryId}`, () => questionsOfOwner(db, edition, { categoryId: device.categoryId }));
  return { ...device, questions };
}
