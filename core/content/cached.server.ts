/**
 * Content pages as the shop shows them, remembered per database, edition and slug (decision
 * 0058): reading a page was two statements plus Markdown and the HTML sanitizer on every view,
 * while a page changes only when staff save it. A save announces "content" (core/changes), which
 * drops everything at once on every instance; entries older than a minute are read again (an edit
 * made by hand in SQL). Only pages that exist are kept, and at most MAX_ENTRIES, so no path can
 * grow it. The back office and the content API keep reading fresh (`contentBySlug`).
 */
import type { Db } from "../../db/client.server.ts";
import { onChange } from "../changes/index.ts";
import type { EditionId } from "../editions/index.ts";
import { ttlCache, type TtlCache } from "../shared/index.ts";
import { contentBySlug, type ContentPage } from "./queries.server.ts";

export const CONTENT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

let perDatabase = new WeakMap<Db, TtlCache<string, ContentPage | null>>();

/** Forgets every remembered page (a content change announced by any instance). */
export function clearContentCache(): void {
  // a read still running fills the old cache, never the new one
  perDatabase = new WeakMap();
}
onChange(["content"], clearContentCache);

export function cachedContentBySlug(db: Db, edition: EditionId, slug: string, now: number = Date.now()): Promise<ContentPage | null> {
  let pages = perDatabase.get(db);
  if (!pages) perDatabase.set(db, (pages = ttlCache(CONTENT_CACHE_TTL_MS, { maxEntries: MAX_ENTRIES, keep: (page) => page !== null })));
  return pages.get(`${edition}:${slug}`, () => contentBySlug(db, edition, slug), now);
}
