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
import { contentBySlug, type ContentPage } from "./queries.server.ts";

export const CONTENT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

type Entries = Map<string, { at: number; value: Promise<ContentPage | null> }>;
let perDatabase = new WeakMap<Db, Entries>();

/** Forgets every remembered page (a content change announced by any instance). */
export function clearContentCache(): void {
  // a read still running fills the old map, never the new one
  perDatabase = new WeakMap();
}
onChange(["content"], clearContentCache);

export function cachedContentBySlug(db: Db, edition: EditionId, slug: string, now: number = Date.now()): Promise<ContentPage | null> {
  let entries = perDatabase.get(db);
  if (!entries) {
    entries = new Map();
    perDatabase.set(db, entries);
  }
  const key = `${edition}:${slug}`;
  const hit = entries.get(key);
  if (hit && now - hit.at < CONTENT_CACHE_TTL_MS) return hit.value;
  const value = contentBySlug(db, edition, slug);
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const map = entries;
  map.set(key, { at: now, value });
  const forget = () => {
    if (map.get(key)?.value === value) map.delete(key);
  };
  value.then((page) => (page ? undefined : forget()), forget);
  return value;
}
