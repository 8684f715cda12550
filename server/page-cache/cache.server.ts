/**
 * The anonymous page cache of one app (decision 0048): rendered pages by key (rules.ts) in a
 * byte-bounded LRU, dropped whole when anything they show changes (core/changes), when a campaign
 * starts or ends, and at the latest after MAX_AGE_MS.
 *
 * Never a stale page after a change this instance acknowledged:
 * - the announcement (inside the writing transaction) clears the cache and bumps `generation`; a
 *   render that started before stores nothing (its generation is old);
 * - from the announcement until its notification comes back (after the commit) nothing is stored,
 *   since a render in between reads the data of before the commit. The wait ends at the latest
 *   after PENDING_MAX_MS (a rolled-back transaction sends no notification).
 * Other instances clear on the notification, which PostgreSQL sends when the change commits.
 */
import { campaigns } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.server.ts";
import { onChange, type ChangeOrigin, type ChangeTopic } from "../../core/changes/index.ts";
import { byteLru } from "./lru.ts";
import type { PageEntry } from "./entry.server.ts";

/** Everything shown on a cached page that staff can change while the shop runs. */
export const PAGE_TOPICS: readonly ChangeTopic[] = ["catalog", "prices", "content", "redirects", "campaigns", "reviews", "partners"];
/** Pages are rendered again at least this often (changes made outside the app, e.g. by hand in SQL). */
export const MAX_AGE_MS = 5 * 60_000;
export const PENDING_MAX_MS = 60_000;

export interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** Taken when a render starts; the store refuses it when anything changed since. */
export interface RenderTicket {
  readonly generation: number;
  readonly at: number;
}

export interface PageCache {
  readonly budgetBytes: number;
  /** A stored page, or undefined (counts a hit, and a miss unless `countMiss` is false). */
  lookup(key: string, countMiss?: boolean): PageEntry | undefined;
  begin(): RenderTicket;
  /** Keeps the page unless something changed since `ticket`; says whether it did. */
  store(key: string, ticket: RenderTicket, entry: PageEntry): boolean;
  /** May a render that starts now be stored (no change waiting for its commit, campaign window known)? */
  storable(): boolean;
  clear(): void;
  stats(): PageCacheStats;
  close(): void;
}

export interface PageCacheOptions {
  budgetBytes: number;
  db: Db;
  /** "Now" in milliseconds (the app clock: tests move it to start campaigns). */
  now?: () => number;
}

const live = new Set<PageCache>();

/** Hits, misses, entries and bytes of every page cache of this process (one in production), for metrics. */
export function pageCacheStats(): PageCacheStats {
  const sum: PageCacheStats = { hits: 0, misses: 0, entries: 0, bytes: 0 };
  for (const c of live) {
    const s = c.stats();
    sum.hits += s.hits;
    sum.misses += s.misses;
    sum.entries += s.entries;
    sum.bytes += s.bytes;
  }
  return sum;
}

/** The instants around `now` at which a campaign starts or ends: the cached pages are valid between them. */
export async function campaignWindow(db: Db, now: number): Promise<{ from: number; until: number }> {
  const list = await db.select({ startsAt: campaigns.startsAt, endsAt: campaigns.endsAt }).from(campaigns);
  let from = -Infinity;
  let until = now + MAX_AGE_MS;
  for (const c of list) {
    for (const t of [c.startsAt.getTime(), c.endsAt.getTime()]) {
      if (t <= now) from = Math.max(from, t);
      else until = Math.min(until, t);
    }
  }
  return { from, until };
}

export function createPageCache(opts: PageCacheOptions): PageCache {
  const now = opts.now ?? Date.now;
  const lru = byteLru<PageEntry>(opts.budgetBytes);
  let generation = 0;
  let hits = 0;
  let misses = 0;
  /** Announced here, notification not back yet: topic → [count, give up at]. */
  const pending = new Map<ChangeTopic, { count: number; until: number }>();
  let window: { from: number; until: number } | null = null;
  let refreshing = false;
  let closed = false;

  const invalidate = () => {
    generation++;
    lru.clear();
  };

  const refreshWindow = () => {
    if (refreshing || closed) return;
    refreshing = true;
    const started = generation;
    const at = now();
    campaignWindow(opts.db, at)
      .then((w) => {
        // a change meanwhile (a campaign saved, perhaps) asks again
        if (generation === started && !closed) window = w;
      })
      .catch(() => {})
      .finally(() => {
        refreshing = false;
        if (!window && generation !== started) refreshWindow();
      });
  };

  /** Is `t` inside the known campaign window? Outside: drop everything and ask again. */
  const inWindow = (t: number): boolean => {
    if (window && t >= window.from && t < window.until) return true;
    if (window) {
      window = null;
      invalidate();
    }
    refreshWindow();
    return false;
  };

  const waiting = (t: number): boolean => {
    for (const [topic, p] of pending) {
      if (t < p.until) return true;
      pending.delete(topic);
    }
    return false;
  };

  const off = onChange(PAGE_TOPICS, (topic: ChangeTopic, origin: ChangeOrigin) => {
    invalidate();
    if (topic === "campaigns") window = null;
    if (origin === "local") {
      const p = pending.get(topic);
      pending.set(topic, { count: (p?.count ?? 0) + 1, until: now() + PENDING_MAX_MS });
    } else if (origin === "notified") {
      const p = pending.get(topic);
      if (p && --p.count <= 0) pending.delete(topic);
    }
    // "gap": a lost notification may have been this instance's; the wait ends by its deadline
  });

  const cache: PageCache = {
    budgetBytes: opts.budgetBytes,
    lookup(key, countMiss = true) {
      const t = now();
      const entry = inWindow(t) ? lru.get(key) : undefined;
      if (entry) hits++;
      else if (countMiss) misses++;
      return entry;
    },
    begin: () => ({ generation, at: now() }),
    storable() {
      const t = now();
      return inWindow(t) && !waiting(t);
    },
    store(key, ticket, entry) {
      const t = now();
      if (closed || ticket.generation !== generation || waiting(t)) return false;
      if (!window || ticket.at < window.from || t >= window.until) return false;
      return lru.set(key, entry, entry.bytes);
    },
    clear: invalidate,
    stats: () => ({ hits, misses, entries: lru.entries, bytes: lru.bytes }),
    close() {
      closed = true;
      off();
      lru.clear();
      live.delete(cache);
    },
  };
  live.add(cache);
  refreshWindow();
  return cache;
}
