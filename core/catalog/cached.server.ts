/**
 * The catalog aggregates that every home page shows (categories with their counts, popular
 * devices), remembered per database and edition for a minute: they change only when the catalog
 * does, and counting devices per category on every page view was the home page's main cost
 * (decision 0015). The search API keeps reading them fresh. A catalog or price change on any
 * instance (core/changes) drops them at once (decision 0039).
 */
import type { Db } from "../../db/client.server.ts";
import { onChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { ttlCache, type TtlCache } from "../shared/ttl-cache.ts";
import { listCategories, popularDevices } from "./queries.server.ts";
import type { CategoryView, DeviceView } from "./types.ts";

export const CATALOG_CACHE_TTL_MS = 60_000;

interface Caches {
  categories: TtlCache<EditionId, CategoryView[]>;
  popular: TtlCache<string, DeviceView[]>;
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
    c = { categories: ttlCache(CATALOG_CACHE_TTL_MS), popular: ttlCache(CATALOG_CACHE_TTL_MS) };
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
