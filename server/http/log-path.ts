/**
 * The path a log line may hold (decision 0070). Paths carry credentials: a clarification link's
 * id (the only key to read a clarification and accept a lower price), the offer ids of its
 * quick answers, partner voucher codes, newsletter tokens and e-mail hashes. A log line names
 * the route instead: its pattern, with the values of the parameters known to be harmless filled
 * in (a trade number, a slug, an edition) and every other parameter left as its name:
 *
 *   /clarification/c0ffee…/SB-1234567   →  /clarification/{id}/SB-1234567
 *   /api/partners/vouchers/AGAN-7Q2X    →  /api/partners/vouchers/:code
 *
 * A parameter is hidden unless it is listed in LOGGABLE_PARAMS: a new route with a new secret is
 * safe without anyone remembering this file. The pattern comes from the Hono route that matched
 * (the API), else the edition's route-path table (the shop's pages), else the page patterns
 * registered from the React Router build (back office, portal); a path that matches none keeps
 * only its first segment (`/vouchers/…`). The query string is never logged.
 */
import type { Context } from "hono";
import { matchedRoutes, routePath } from "hono/route";
import { matchTemplate, type EditionId } from "../../core/editions/index.ts";
import type { AppEnv } from "../config/env.server.ts";

/**
 * Route parameters whose values are no credential and no personal data, by name. Names like
 * `id`, `code`, `token`, `offerid`, `emailHash`, `keyId` and `customerId` are deliberately absent.
 */
export const LOGGABLE_PARAMS: ReadonlySet<string> = new Set([
  "tradeNumber",
  "trade",
  "itemId",
  "photoId",
  "slug",
  "category",
  "overview",
  "pdp",
  "edition",
  "runId",
  "deviceId",
  "seriesId",
  "categoryId",
  "manufacturerId",
  "partnerId",
  "storeId",
  "shipmentId",
  "messageId",
  "mailId",
  "decision",
  "document",
  "file",
]);

/** A logged value is cut to this length (a slug or trade number is far shorter). */
const MAX_VALUE = 80;

interface PagePattern {
  pattern: string;
  regex: RegExp;
  names: string[];
}

let pagePatterns: PagePattern[] = [];

/**
 * The React Router page patterns (`trades/:tradeNumber`, `vouchers/:edition/:code`, …), from the
 * build (server/main.server.ts). Patterns with fewer parameters are tried first, as React Router
 * ranks a static segment above a dynamic one.
 */
export function registerPagePatterns(patterns: readonly string[]): void {
  pagePatterns = [...new Set(patterns.map((p) => `/${p.replace(/^\/+|\/+$/g, "")}`))]
    .filter((p) => !p.includes("*"))
    .map((pattern) => {
      const names: string[] = [];
      const source = pattern
        .split("/")
        .map((seg) => {
          const m = /^:(\w+)(\?)?$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          names.push(m[1]!);
          return "[^/]+";
        })
        .join("/");
      return { pattern, regex: new RegExp(`^${source}/?$`), names };
    })
    .sort((a, b) => a.names.length - b.names.length);
}

/** The full paths of a React Router build's routes (`routes` of the server build: id → path, parentId). */
export function buildRoutePatterns(routes: Record<string, { path?: string; parentId?: string } | undefined>): string[] {
  const full = (id: string | undefined, depth = 0): string => {
    const route = id ? routes[id] : undefined;
    if (!route || depth > 20) return "";
    const parent = full(route.parentId, depth + 1);
    return route.path ? `${parent}/${route.path.replace(/^\/+/, "")}` : parent;
  };
  return Object.keys(routes).map((id) => full(id) || "/");
}

const cut = (value: string) => (value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE)}…` : value);
const isWildcard = (pattern: string) => pattern === "" || pattern.includes("*");

/** A Hono pattern (`/api/clarifications/:id/:trade`) filled with the loggable values of `path`. */
function fromHonoPattern(path: string, pattern: string): string {
  const segs = path.split("/");
  return pattern
    .split("/")
    .map((seg, i) => {
      const m = /^:(\w+)/.exec(seg);
      if (!m) return seg;
      const value = segs[i];
      return LOGGABLE_PARAMS.has(m[1]!) && value !== undefined && segs.length === pattern.split("/").length ? cut(value) : `:${m[1]}`;
    })
    .join("/");
}

function fromPageTable(path: string, edition: EditionId): string | null {
  const match = matchTemplate(edition, path);
  if (!match) return null;
  return match.template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = match.params[name];
    return LOGGABLE_PARAMS.has(name) && value ? cut(encodeURI(value)) : placeholder;
  });
}

function fromPagePatterns(path: string): string | null {
  for (const p of pagePatterns) {
    if (!p.regex.test(path)) continue;
    return fromHonoPattern(path, p.pattern);
  }
  return null;
}

/** A path no route knows: its first segment only (`/vouchers/…`). */
function unmatched(path: string): string {
  const segs = path.split("/").filter(Boolean);
  if (!segs.length) return "/";
  return `/${cut(segs[0]!)}${segs.length > 1 ? "/…" : ""}`;
}

/**
 * The loggable form of a request path. `pattern`: the Hono route that matched, if it was not a
 * catch-all; `edition`: the shop edition whose route-path table applies (none off the shop).
 */
export function loggablePath(pathname: string, opts: { pattern?: string | null; edition?: EditionId | null } = {}): string {
  // React Router's data requests: the page's path plus ".data"
  const data = pathname.endsWith(".data") && pathname !== "/.data";
  const path = data ? pathname.slice(0, -".data".length) || "/" : pathname;
  const logged =
    (opts.pattern && !isWildcard(opts.pattern) ? fromHonoPattern(path, opts.pattern) : null) ??
    (opts.edition ? fromPageTable(path, opts.edition) : null) ??
    fromPagePatterns(path) ??
    unmatched(path);
  return data ? `${logged}.data` : logged;
}

/** The Hono route that matched this request: the answering one, else the first concrete one. */
function concretePattern(c: Context<AppEnv>): string | null {
  try {
    const current = routePath(c);
    if (!isWildcard(current)) return current;
    return matchedRoutes(c).find((r) => !isWildcard(r.path))?.path ?? null;
  } catch {
    return null;
  }
}

/** The loggable path of the request `c` answers (the request log, the error handlers). */
export function logPathOf(c: Context<AppEnv>): string {
  const pathname = new URL(c.req.url).pathname;
  const surface = c.get("surface");
  const edition = surface === undefined || surface === "shop" ? c.get("edition") : null;
  return loggablePath(pathname, { pattern: concretePattern(c), edition: edition ?? null });
}
