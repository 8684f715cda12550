/**
 * A least-recently-used map bounded by bytes (the page cache, decision 0048): every entry says
 * what it costs, and adding one evicts the least recently used until the total fits the budget.
 * An entry larger than the whole budget is not kept. Pure: no Node, no clock.
 */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): boolean;
  delete(key: string): void;
  clear(): void;
  readonly entries: number;
  readonly bytes: number;
  readonly budget: number;
}

export function byteLru<V>(budgetBytes: number): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const map = new Map<string, { value: V; bytes: number; seq: number }>();
  let total = 0;
  let seq = 0;
  const drop = (key: string) => {
    const old = map.get(key);
    if (!old) return;
    map.delete(key);
    total -= old.bytes;
  };
  return {
    get(key) {
      const hit = map.get(key);
      if (!hit) return undefined;
      // moved to the recent end only when it is in the older half: a hot page is not re-inserted on every read
      if (seq - hit.seq >= map.size / 2) {
        map.delete(key);
        hit.seq = ++seq;
        map.set(key, hit);
      }
      return hit.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (bytes > budgetBytes) return false;
      while (total + bytes > budgetBytes) {
        const oldest = map.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      map.set(key, { value, bytes, seq: ++seq });
      total += bytes;
      return true;
    },
    delete: drop,
    clear() {
      map.clear();
      total = 0;
    },
    get entries() {
      return map.size;
    },
    get bytes() {
      return total;
    },
    budget: budgetBytes,
  };
}
