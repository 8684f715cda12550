/** A Web Storage (localStorage, sessionStorage) held in a map, for browser code tested under Node; `data` shows what was stored. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
