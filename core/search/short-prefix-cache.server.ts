/**
 * The typeahead's answers to short queries (up to SHORT_PREFIX_MAX characters: "ip", "iph",
 * "gal"), kept in memory per database (decision 0059). They are what every visitor types first,
 * the same few thousand whatever the catalog's size, and the ones that match most devices. An
 * answer is dropped when the catalog or prices change on any instance (core/changes, decision
 * 0036), else after a minute; while this instance's own change is not yet committed ("local", until
 * its notification arrives), nothing is stored, so an answer read before the commit cannot outlive
 * it. Bounded by entries (least recently used first out).
 */
import type { Db } from "../../db/client.server.ts";
import { onChange, type ChangeTopic } from "../changes/index.ts";

/** Queries of at most this many characters (normalized) are kept. */
export const SHORT_PREFIX_MAX = 3;
/** Answers per database (each a handful of devices: about 5 KB for the typeahead's eight). */
export const SHORT_PREFIX_ENTRIES = 1000;
export const SHORT_PREFIX_TTL_MS = 60_000;
/** How long a local change holds off storing if its notification never comes. */
const PENDING_MAX_MS = 5_000;
const TOPICS = ["catalog", "prices"] as const satisfies readonly ChangeTopic[];

interface Entry<V> {
  at: number;
  value: V;
}

let perDatabase = new WeakMap<Db, Map<string, Entry<unknown>>>();
/** Bumped on every change: a load that started before it is not stored. */
let generation = 0;
const pending = new Map<ChangeTopic, { count: number; until: number }>();
let now: () => number = Date.now;

/** Forgets every answer (also what a change does). */
export function clearShortPrefixCache(): void {
  perDatabase = new WeakMap();
  generation++;
}

onChange(TOPICS, (topic, origin) => {
  clearShortPrefixCache();
  const p = pending.get(topic);
  if (origin === "local") pending.set(topic, { count: (p?.count ?? 0) + 1, until: now() + PENDING_MAX_MS });
  else if (origin === "notified" && p && --p.count <= 0) pending.delete(topic);
});

function waiting(t: number): boolean {
  for (const [topic, p] of pending) {
    if (t < p.until) return true;
    pending.delete(topic);
  }
  return false;
}

/**
 * For tests: the clock the entries' age and the pending changes are measured with. The pending
 * changes go: their deadlines were read from the clock before, so under a clock set back (a test's
 * fixed 1970 time after another suite's changes in the same worker, decision 0142) they would hold
 * off storing for ever.
 */
export function setShortPrefixClock(clock: (() => number) | null): void {
  now = clock ?? Date.now;
  pending.clear();
}

/** The remembered answer for `key`, else `load()`'s (remembered when nothing changed meanwhile). */
export async function cachedShortPrefix<V>(db: Db, key: string, load: () => Promise<V>): Promise<V> {
  let entries = perDatabase.get(db);
  if (!entries) perDatabase.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && now() - hit.at < SHORT_PREFIX_TTL_MS) {
    entries.delete(key); // most recently used last
    entries.set(key, hit);
    return hit.value as V;
  }
  const started = generation;
  const at = now();
  const value = await load();
  if (generation === started && !waiting(now())) {
    const current = perDatabase.get(db);
    if (current) {
      current.delete(key);
      current.set(key, { at, value });
      if (current.size > SHORT_PREFIX_ENTRIES) current.delete(current.keys().next().value!);
    }
  }
  return value;
}
