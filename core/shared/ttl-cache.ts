/**
 * Remembers the result of an async load per key for a while. For derived data only (catalog
 * aggregates, content pages as shown): every app instance keeps its own copy, so a change shows
 * everywhere within the TTL and nothing another instance needs lives here. Concurrent misses share
 * one load; a failed load is not remembered, nor a value `keep` turns down.
 */
export interface TtlCache<K, V> {
  /** The remembered value for `key`, else `load()`'s; `at` is the time to measure the age with (default: the cache's clock). */
  get(key: K, load: () => Promise<V>, at?: number): Promise<V>;
  clear(): void;
}

export interface TtlCacheOptions<V> {
  /** The clock entries' age is measured with (tests). */
  now?: () => number;
  /** At most this many keys: a new key when full empties the cache first, so no path can grow it. */
  maxEntries?: number;
  /** Whether a loaded value is kept; one that is not is loaded again next time (a page that does not exist). */
  keep?: (value: V) => boolean;
}

export function ttlCache<K, V>(ttlMs: number, opts: TtlCacheOptions<V> = {}): TtlCache<K, V> {
  const { now = Date.now, maxEntries = Infinity, keep } = opts;
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, load, t = now()) {
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) return hit.value;
      const value = load();
      if (!hit && entries.size >= maxEntries) entries.clear();
      entries.set(key, { at: t, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((v) => (keep && !keep(v) ? forget() : undefined), forget);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
