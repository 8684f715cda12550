/** Addresses of a list with some of its query parameters changed (filter links, count links, pages). */
import { useSearchParams } from "react-router";

/**
 * `path` with `query` changed: a string value sets its parameter (an empty one too: `?status=` is
 * "all" where no status means a default), null removes it; the `drop` parameters (one-time notices)
 * are left out. No bare "?".
 */
export function queryAddress(
  path: string,
  query: URLSearchParams,
  changes: Record<string, string | null>,
  drop: readonly string[] = [],
): string {
  const next = new URLSearchParams(query);
  for (const name of drop) next.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/** `queryAddress` for the current query. */
export function useQueryAddress(path: string, drop?: readonly string[]): (changes: Record<string, string | null>) => string {
  const [params] = useSearchParams();
  return (changes) => queryAddress(path, params, changes, drop);
}
