/**
 * Which requests the anonymous page cache may answer, and under which key (decision 0048). Pure:
 * the same function decides for the fast path before Hono (server/page-cache/fast-path.server.ts)
 * and for the middleware that stores renders, so both always agree.
 */
import { hostFor, MARKETING_PARAMETERS, matchPage, resolveHost, surfaceOf, type PageId } from "../../core/editions/index.ts";
import { parseCookies } from "../http/cookies.server.ts";

/** The pages kept: the same for every visitor without a session. */
export const CACHED_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  "home",
  "sellCategory",
  "overview",
  "pdp",
  "search",
  "content",
  "b2bLanding",
]);

/** The query parameters that change a page (what its loader reads); any other → not cached. */
const PAGE_PARAMETERS: Partial<Record<PageId, readonly string[]>> = {
  overview: ["sort", "page"],
  search: ["q", "sort", "category", "manufacturer"],
  b2bLanding: ["sent"],
};

/** Cookies of a customer session (server/sessions/shop.server.ts): such a visitor is never answered from the cache. */
export const SESSION_COOKIES = ["sb_access", "sb_refresh"] as const;
/** Read by the home page only (app/lib/personalisation.ts): the home page is keyed by its value. */
export const PERSONALISATION_COOKIE = "personalisation";

/** Read in the browser only (marketing attribution, spec §9): not part of the key. */
const isMarketingParameter = (name: string) =>
  name.startsWith("utm_") ||
  (MARKETING_PARAMETERS as readonly string[]).includes(name) ||
  name === "gbraid" ||
  name === "wbraid" ||
  name === "_gl";

export interface PageRequest {
  method: string;
  /** The scheme and host the browser used (after trusted forwarding), e.g. `https://sellback.de`. */
  origin: string;
  /** Path and query as sent (`/suche?q=iphone`). */
  target: string;
  cookie: string | undefined;
}

export type CacheDecision =
  /** Not a cached page (or a request the cache leaves alone): answered as before. */
  | { use: false; personal: boolean }
  /** `shared`: false when the page depends on the visitor's personalisation cookie (no shared cache may keep it). */
  | { use: true; key: string; page: PageId; shared: boolean };

const NOT_CACHED = { use: false, personal: false } as const;
const PERSONAL = { use: false, personal: true } as const;

/**
 * GET and HEAD of a cached page of the default shop mode, without a session cookie, with no query
 * parameter but those that change the page (marketing ones ignored, one value each).
 * `personal`: the request is for a cached page but carries a session, so its answer is private.
 */
export function decide(req: PageRequest): CacheDecision {
  if (req.method !== "GET" && req.method !== "HEAD") return NOT_CACHED;
  const hostStart = req.origin.indexOf("//") + 2;
  const host = req.origin.slice(hostStart);
  if (surfaceOf(host) !== "shop") return NOT_CACHED;
  const { edition, mode, environment } = resolveHost(host);
  // an unknown host is answered 421 and never kept (decision 0072)
  if (environment === "unknown") return NOT_CACHED;
  // the widget and portal hosts answer per partner (frame-ancestors, keys): never cached
  if (mode !== "default") return NOT_CACHED;
  const q = req.target.indexOf("?");
  const pathname = q === -1 ? req.target : req.target.slice(0, q);
  if (pathname.endsWith(".data") || pathname.includes("//")) return NOT_CACHED;
  const match = matchPage(edition, pathname);
  if (!match || !CACHED_PAGES.has(match.page)) return NOT_CACHED;

  // the one cookie parser the session and the pages read with (a name sent twice: the first one)
  const cookies = parseCookies(req.cookie);
  if (SESSION_COOKIES.some((name) => cookies.has(name))) return PERSONAL;

  const allowed = PAGE_PARAMETERS[match.page] ?? [];
  const kept: [string, string][] = [];
  if (q !== -1) {
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(req.target.slice(q + 1));
    } catch {
      return NOT_CACHED;
    }
    for (const [name, value] of params) {
      if (isMarketingParameter(name)) continue;
      if (!allowed.includes(name)) return NOT_CACHED;
      if (kept.some(([n]) => n === name)) return NOT_CACHED;
      kept.push([name, value]);
    }
  }
  kept.sort(([a], [b]) => (a < b ? -1 : 1));
  // One entry per page whichever spelling of its host asked (port, case, trailing dot, `www.`): the
  // page's absolute links come from the configured hosts, not the request's (decision 0072).
  let key = `${req.origin.slice(0, hostStart)}${hostFor(edition, mode, environment)}${pathname}`;
  if (kept.length) key += `?${new URLSearchParams(kept).toString()}`;
  const personalisation = match.page === "home" ? cookies.get(PERSONALISATION_COOKIE) : undefined;
  // only the value decides what the page shows; junk is one more key that the LRU forgets
  if (personalisation !== undefined) key += `\u0000p=${personalisation.slice(0, 200)}`;
  return { use: true, key, page: match.page, shared: personalisation === undefined };
}
