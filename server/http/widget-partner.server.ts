/**
 * The partner of a widget request (decision 0045): the `?partner=` key looked up once per process
 * and key (cleared on every "partners" change, core/changes), only when it exists, is active and
 * is of the kind the host embeds (b2bWidget: retail, aganwidget: agan).
 */
import { onChange } from "../../core/changes/index.ts";
import type { ShopMode } from "../../core/editions/index.ts";
import { PARTNER_PARAM, isExactOrigin, partnerKeyOf } from "../../core/widget/index.ts";
import type { Db } from "../../db/client.server.ts";
import { partnerByKey } from "../../core/partners/index.server.ts";

export interface WidgetPartner {
  id: string;
  key: string;
  name: string;
  kind: "retail" | "agan";
  /** Exact origins that may frame the widget. */
  origins: string[];
}

/** The partner kind each widget mode embeds. */
export const WIDGET_PARTNER_KIND: Partial<Record<ShopMode, WidgetPartner["kind"]>> = { b2bWidget: "retail", aganwidget: "agan" };

const MAX_CACHED = 1000;
const caches = new WeakMap<Db, Map<string, Promise<WidgetPartner | null>>>();

onChange("partners", () => {
  for (const db of known) caches.get(db)?.clear();
});
// WeakMap is not iterable: the databases seen (one in production, one per suite in tests)
const known = new Set<Db>();

async function load(db: Db, key: string): Promise<WidgetPartner | null> {
  const found = await partnerByKey(db, key);
  if (!found || !found.active) return null;
  return { id: found.id, key: found.key, name: found.name, kind: found.kind, origins: found.origins.filter(isExactOrigin) };
}

/** The active partner with this key, or null (unknown, inactive, malformed key). Cached per process. */
export async function activePartnerByKey(db: Db, key: string | null | undefined): Promise<WidgetPartner | null> {
  const valid = partnerKeyOf(key);
  if (!valid) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
    known.add(db);
  }
  let hit = cache.get(valid);
  if (!hit) {
    if (cache.size >= MAX_CACHED) cache.clear();
    hit = load(db, valid).catch((err: unknown) => {
      cache.delete(valid);
      throw err;
    });
    cache.set(valid, hit);
  }
  return hit;
}

/** Drops every cached partner (tests that change partners without announcing). */
export function clearWidgetPartnerCache(): void {
  for (const db of known) caches.get(db)?.clear();
}

/**
 * The partner a widget-mode request speaks for: the `partner` key of the URL, active and of the
 * host's kind; null on other hosts, without a key, or for an unknown/inactive one. Never a partner
 * id sent by the client.
 */
export async function widgetPartnerOf(db: Db, mode: ShopMode, url: URL): Promise<WidgetPartner | null> {
  const kind = WIDGET_PARTNER_KIND[mode];
  if (!kind) return null;
  const partner = await activePartnerByKey(db, url.searchParams.get(PARTNER_PARAM));
  return partner && partner.kind === kind ? partner : null;
}
