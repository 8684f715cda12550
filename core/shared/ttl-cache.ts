/**
 * Remembers the result of an async load per key for a while. For derived data only (catalog
 * aggregates): every app instance keeps its own copy, so a change shows everywhere within the TTL
 * and nothing another instance needs lives here. Concurrent misses share one load; a failed load
 * is not remembered.
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function ttlCache<K, V>(ttlMs: number, now: () => number = Date.now): TtlCache<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const t = now();
      const hit = entries.get(key);
      if (hit && t - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: t, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
