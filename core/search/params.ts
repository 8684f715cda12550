/**
 * The results page's GET parameters (decision 0030): `q`, `sort`, `category`, `manufacturer`.
 * Anything unknown or malformed is ignored (the default takes its place), never an error: the
 * page is reached by plain links and forms, and old or hand-edited URLs must still show results.
 */
import { inputString, z } from "../shared/index.ts";
import { MAX_QUERY_LENGTH } from "./query.ts";
import { SEARCH_SORTS, type SearchSort } from "./order.ts";

const id = inputString()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,60}$/)
  .nullable()
  .catch(null);

export const searchPageParams = z.object({
  q: inputString()
    .transform((v) => v.slice(0, MAX_QUERY_LENGTH))
    .catch(""),
  sort: z.enum(SEARCH_SORTS).catch("relevance"),
  category: id,
  manufacturer: id,
});

export interface SearchPageParams {
  q: string;
  sort: SearchSort;
  category: string | null;
  manufacturer: string | null;
}

/** The parameters of a results page URL; a repeated parameter counts once (the first). */
export function parseSearchParams(params: URLSearchParams): SearchPageParams {
  const first = (name: string) => params.get(name) ?? undefined;
  return searchPageParams.parse({
    q: first("q") ?? "",
    sort: first("sort"),
    category: first("category") ?? null,
    manufacturer: first("manufacturer") ?? null,
  });
}
