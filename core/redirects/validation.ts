/**
 * What staff may store as a redirect (decision 0040), pure. A source is a path of the edition that
 * the shop would otherwise answer 404 for: a live page always wins over a redirect (the server asks
 * for a redirect only when no page matches), so a rule for a page's path would never fire and is
 * refused, and so are the paths other handlers answer first (API, assets, images). A target is a
 * path on the edition's own host; only a rule marked external may send to an absolute https URL,
 * and then only on another host. No loops, and no chains longer than MAX_REDIRECT_HOPS.
 */
import { matchRedirect, type RedirectRule } from "./rules.ts";

export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** Redirects a browser follows from one source before it reaches a page. */
export const MAX_REDIRECT_HOPS = 3;
export const REDIRECT_LIMITS = { source: 300, target: 500 } as const;

/** Paths the server answers before it looks for a redirect (decision 0040). */
const RESERVED_PREFIXES = ["/api/", "/assets/", "/images/", "/dev/", "/carriers/", "/.well-known/"];
const RESERVED_PATHS = ["/api", "/favicon.svg", "/robots.txt", "/build-manifest.json", "/account/data-export"];

/** Letters, digits, `-._~%+@` and slashes, plus one `:hash` placeholder (a hex hash carried into the target). */
const SOURCE_CHARS = /^\/(?:[a-z0-9\-._~%+@/]|:hash)*$/;
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;

export interface RedirectCandidate extends RedirectRule {
  external: boolean;
}

export type SourceCheck = { ok: true; source: string } | { ok: false; error: string };

/**
 * The source as stored (lower case, percent-encoded, no trailing slash: findRedirect looks up the
 * request path that way), or the reason it cannot be one. `isPage` answers whether the shop has a
 * page at a path of the edition.
 */
export function checkSource(raw: string, isPage: (path: string) => boolean): SourceCheck {
  const value = raw.trim();
  if (
    !value.startsWith("/") ||
    value.startsWith("//") ||
    UNSAFE.test(value) ||
    /[?#]/.test(value) ||
    value.includes("/../") ||
    value.endsWith("/..")
  )
    return { ok: false, error: "backoffice.redirects.error.sourceFormat" };
  let source: string;
  try {
    source = new URL(value, "https://source.invalid").pathname.toLowerCase();
  } catch {
    return { ok: false, error: "backoffice.redirects.error.sourceFormat" };
  }
  if (source.length > 1 && source.endsWith("/")) source = source.slice(0, -1);
  if (source === "/" || !SOURCE_CHARS.test(source) || source.includes("//") || source.split(":hash").length > 2)
    return { ok: false, error: "backoffice.redirects.error.sourceFormat" };
  if (source.length > REDIRECT_LIMITS.source) return { ok: false, error: "validation.tooLong" };
  if (source.endsWith(".data") || RESERVED_PATHS.includes(source) || RESERVED_PREFIXES.some((p) => source.startsWith(p)))
    return { ok: false, error: "backoffice.redirects.error.sourceReserved" };
  if (isPage(sample(source))) return { ok: false, error: "backoffice.redirects.error.sourceIsPage" };
  return { ok: true, source };
}

export type TargetCheck = { ok: true; target: string } | { ok: false; error: string };

/**
 * The target as stored, or why not. Not external: a path on this host (`/…`, never `//host`, no
 * backslash, no scheme). External: an absolute https URL without user info on a host that is not
 * one of `ownHosts` (the edition's own hosts: a path does that). `:hash` only when the source has it.
 */
export function checkTarget(raw: string, opts: { external: boolean; sourceHasHash: boolean; ownHosts: readonly string[] }): TargetCheck {
  const target = raw.trim();
  if (!target) return { ok: false, error: "backoffice.redirects.error.targetFormat" };
  if (target.length > REDIRECT_LIMITS.target) return { ok: false, error: "validation.tooLong" };
  if (UNSAFE.test(target)) return { ok: false, error: "backoffice.redirects.error.targetFormat" };
  if (target.includes(":hash") && !opts.sourceHasHash) return { ok: false, error: "backoffice.redirects.error.targetHash" };
  const looksAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
  if (!opts.external) {
    if (looksAbsolute)
      return {
        ok: false,
        error: /^https?:\/\//i.test(target) ? "backoffice.redirects.error.externalNotMarked" : "backoffice.redirects.error.targetFormat",
      };
    if (!target.startsWith("/")) return { ok: false, error: "backoffice.redirects.error.targetFormat" };
    try {
      // the browser resolves it against our host: it must stay there
      if (new URL(target, "https://own.invalid").host !== "own.invalid")
        return { ok: false, error: "backoffice.redirects.error.targetFormat" };
    } catch {
      return { ok: false, error: "backoffice.redirects.error.targetFormat" };
    }
    return { ok: true, target };
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, error: "backoffice.redirects.error.externalFormat" };
  }
  if (url.protocol !== "https:" || !/^https:\/\/[^/]/i.test(target) || url.username || url.password || !url.hostname.includes("."))
    return { ok: false, error: "backoffice.redirects.error.externalFormat" };
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  if (opts.ownHosts.includes(host)) return { ok: false, error: "backoffice.redirects.error.externalOwnHost" };
  return { ok: true, target };
}

export interface RedirectLoop {
  kind: "loop" | "tooLong";
  /** The paths from the candidate's source on, ending where the loop closes (or the chain got too long). */
  chain: string[];
}

const normalize = (p: string) => (p.length > 1 && p.endsWith("/") ? p.slice(0, -1) : p).toLowerCase();
/** A concrete path for a source with `:hash` (a hex hash, as the matcher wants). */
const sample = (source: string) => source.replace(":hash", "0a1b2c3d4e5f");

/** The path a browser asks for next after a redirect to an internal `target` (null: external or not a path). */
function nextPath(target: string): string | null {
  if (!target.startsWith("/") || target.startsWith("//")) return null;
  try {
    return normalize(new URL(target, "https://own.invalid").pathname);
  } catch {
    return null;
  }
}

/**
 * Whether adding (or changing to) `candidate` makes a loop or a chain of more than `maxHops`
 * redirects, following the shop's own rules: a rule for the same source is replaced by the
 * candidate, a path that is a page (`isPage`) or has no rule ends a chain, an external target ends
 * it. Any new loop passes through the candidate, so following from its source finds it, also one
 * the chain only runs into further on. The hops count both ways: the rules that lead to the
 * candidate's source (the longest way in) and the way on from it.
 */
export function redirectLoop(
  rules: readonly RedirectRule[],
  candidate: RedirectRule,
  opts: { isPage?: (path: string) => boolean; maxHops?: number } = {},
): RedirectLoop | null {
  const maxHops = opts.maxHops ?? MAX_REDIRECT_HOPS;
  const own = normalize(candidate.sourcePath);
  const all = [candidate, ...rules.filter((r) => normalize(r.sourcePath) !== own)];
  /** Where a browser asking for `path` is sent next (null: nowhere); `end`: a page, another host or no path, where the chain stops. */
  const step = (path: string): { next: string; end: boolean } | null => {
    const hit = matchRedirect(all, path);
    if (!hit) return null;
    const next = hit.external ? null : nextPath(hit.target);
    if (next === null) return { next: hit.target, end: true };
    return { next, end: opts.isPage?.(next) ?? false };
  };
  const start = sample(own);
  const chain = [start];
  const seen = new Set(chain);
  for (let hop = step(start); hop !== null; hop = hop.end ? null : step(hop.next)) {
    chain.push(hop.next);
    if (!hop.end && seen.has(hop.next)) return { kind: "loop", chain };
    seen.add(hop.next);
    if (chain.length - 1 > maxHops) return { kind: "tooLong", chain };
  }
  // the way in: the longest run of rules that ends at the candidate's source (no loop among them: checked above or before)
  const into = new Map<string, string[]>();
  for (const rule of all.slice(1)) {
    const from = sample(normalize(rule.sourcePath));
    const hop = step(from);
    if (hop && !hop.end) into.set(hop.next, [...(into.get(hop.next) ?? []), from]);
  }
  const longestWayIn = (path: string, visiting: Set<string>): string[] => {
    let best: string[] = [];
    for (const from of into.get(path) ?? []) {
      if (visiting.has(from)) continue;
      const way = [...longestWayIn(from, new Set(visiting).add(from)), from];
      if (way.length > best.length) best = way;
    }
    return best;
  };
  const wayIn = longestWayIn(start, new Set(chain));
  if (wayIn.length + chain.length - 1 > maxHops) return { kind: "tooLong", chain: [...wayIn, ...chain] };
  return null;
}

/** The status the shop answers with: the stored one when it is a redirect status, else 301. */
export const redirectStatus = (status: number): RedirectStatus =>
  (REDIRECT_STATUSES as readonly number[]).includes(status) ? (status as RedirectStatus) : 301;
