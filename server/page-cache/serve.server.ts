/**
 * The page cache in the request path (decision 0048): `pageCacheMiddleware` answers hits and stores
 * renders inside Hono (after compress, before everything else); `withPageCache` answers hits
 * before Hono even sees the request (the node request listener), which is what makes a cached page
 * nearly as cheap as a static file. Both decide with rules.ts and serve the same stored bytes.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../config/env.server.ts";
import { resolveForwarding, type TrustProxy } from "../http/forwarding.ts";
import { contentSecurityPolicy } from "../middleware/security.server.ts";
import type { Lifecycle } from "../runtime/lifecycle.server.ts";
import { observeAnswer } from "../metrics/metrics.server.ts";
import { chooseRequestId } from "../middleware/request-id.server.ts";
import type { PageCache } from "./cache.server.ts";
import { flatHead, writeCheckedHead, type CheckedHead } from "./checked-head.server.ts";
import { buildEntry, chooseEncoding, matchesEtag, withoutNonce, type PageEntry } from "./entry.server.ts";
import { decide, type CacheDecision } from "./rules.ts";

/**
 * What a CDN may do with a cached anonymous page: keep it 30 seconds and serve it 30 more while it
 * asks again; browsers always ask again (ETag → 304).
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** The home page with the visitor's personalisation cookie: the browser may keep it (ETag), no shared cache. */
export const PERSONALISED_CACHE_CONTROL = "private, no-cache";
/** Brotli quality of stored pages: 9 packs an HTML page within ~3 % of 11 at a tenth of the time. */
const BROTLI_QUALITY = 9;
/** Larger pages are not kept (none is near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

interface RequestFacts {
  method: string;
  target: string;
  host: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  forwardedFor: string | undefined;
  socketAddress: string | undefined;
  cookie: string | undefined;
}

/** The cache decision for a request as the browser made it (a trusted proxy's host and scheme, decision 0018). */
export function decideFor(facts: RequestFacts, trust: TrustProxy | undefined): CacheDecision {
  if (facts.method !== "GET" && facts.method !== "HEAD") return { use: false, personal: false };
  let host = facts.host;
  let proto = "http";
  if (trust && (facts.forwardedHost !== undefined || facts.forwardedProto !== undefined)) {
    const f = resolveForwarding(trust, {
      socketAddress: facts.socketAddress,
      forwardedFor: facts.forwardedFor,
      forwardedHost: facts.forwardedHost,
      forwardedProto: facts.forwardedProto,
    });
    host = f.host ?? host;
    proto = f.proto ?? proto;
  }
  if (!host) return { use: false, personal: false };
  const origin = `${proto}://${host.toLowerCase()}`;
  // Without cookies the decision depends on the URL alone (GET and HEAD alike): remembered.
  if (facts.cookie || facts.target.length > 512)
    return decide({ method: facts.method, origin, target: facts.target, cookie: facts.cookie });
  const memoKey = origin + facts.target;
  let decision = decisions.get(memoKey);
  if (!decision) {
    decision = decide({ method: "GET", origin, target: facts.target, cookie: undefined });
    if (decisions.size >= MAX_DECISIONS) decisions.clear();
    decisions.set(memoKey, decision);
  }
  return decision;
}
const decisions = new Map<string, CacheDecision>();
const MAX_DECISIONS = 10_000;

interface Answer {
  status: 200 | 304;
  head: CheckedHead;
  body: Buffer | null;
}

function answer(entry: PageEntry, method: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Answer {
  const enc = chooseEncoding(acceptEncoding);
  if (matchesEtag(ifNoneMatch, entry)) return { status: 304, head: entry.notModified[enc], body: null };
  return { status: 200, head: entry.head[enc], body: method === "HEAD" ? null : entry.bodies[enc] };
}

function toResponse(a: Answer): Response {
  const headers = new Headers();
  const list = flatHead(a.head);
  for (let i = 0; i < list.length; i += 2) headers.append(list[i]!, list[i + 1]!);
  return new Response(a.body as BodyInit | null, { status: a.status, headers });
}

const header = (h: string | string[] | undefined) => (Array.isArray(h) ? h.join(", ") : h);

/** The request headers a hit depends on. */
export interface HitHeaders {
  host: string | undefined;
  cookie: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  requestId: string | undefined;
  forwardedHost: string | undefined;
  forwardedProto: string | undefined;
  forwardedFor: string | undefined;
}

/** `name` is `lower` in any case; the two usual spellings are compared before a lower-case copy is made. */
const sameName = (name: string, lower: string, usual: string) => name === usual || name === lower || name.toLowerCase() === lower;

/**
 * The headers a hit reads, straight from `rawHeaders` ([name, value, …] as sent) so that Node
 * never builds the request's header object (decision 0135: a keyed store per header, megamorphic
 * in the app). Null when one of them came more than once: then `req.headers` decides, with Node's
 * rules for repeats, as before. Names are compared by length first, so most headers cost one
 * comparison.
 */
export function hitHeaders(raw: readonly string[]): HitHeaders | null {
  const out: HitHeaders = {
    host: undefined,
    cookie: undefined,
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    requestId: undefined,
    forwardedHost: undefined,
    forwardedProto: undefined,
    forwardedFor: undefined,
  };
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    let field: keyof HitHeaders;
    switch (name.length) {
      case 4:
        if (!sameName(name, "host", "Host")) continue;
        field = "host";
        break;
      case 6:
        if (!sameName(name, "cookie", "Cookie")) continue;
        field = "cookie";
        break;
      case 12:
        if (!sameName(name, "x-request-id", "X-Request-Id")) continue;
        field = "requestId";
        break;
      case 13:
        if (!sameName(name, "if-none-match", "If-None-Match")) continue;
        field = "ifNoneMatch";
        break;
      case 15:
        if (sameName(name, "accept-encoding", "Accept-Encoding")) field = "acceptEncoding";
        else if (sameName(name, "x-forwarded-for", "X-Forwarded-For")) field = "forwardedFor";
        else continue;
        break;
      case 16:
        if (!sameName(name, "x-forwarded-host", "X-Forwarded-Host")) continue;
        field = "forwardedHost";
        break;
      case 17:
        if (!sameName(name, "x-forwarded-proto", "X-Forwarded-Proto")) continue;
        field = "forwardedProto";
        break;
      default:
        continue;
    }
    if (out[field] !== undefined) return null;
    out[field] = raw[i + 1];
  }
  return out;
}

/** The same facts from Node's header object (a header sent twice, joined by Node's rules). */
function fromHeaderObject(req: IncomingMessage): HitHeaders {
  const h = req.headers;
  return {
    host: h.host,
    cookie: h.cookie,
    acceptEncoding: header(h["accept-encoding"]),
    ifNoneMatch: header(h["if-none-match"]),
    requestId: header(h["x-request-id"]),
    forwardedHost: header(h["x-forwarded-host"]),
    forwardedProto: header(h["x-forwarded-proto"]),
    forwardedFor: header(h["x-forwarded-for"]),
  };
}

/** `page:<id>` for the request metrics, made once per page id. */
const routeLabels = new Map<string, string>();
function routeLabel(page: string): string {
  let label = routeLabels.get(page);
  if (label === undefined) {
    label = `page:${page}`;
    routeLabels.set(page, label);
  }
  return label;
}

/**
 * Wraps the node request listener: a cached page is written straight from memory, before Hono
 * (no routing, no middleware, no Request or Response objects); everything else goes on to Hono.
 * A hit: the headers that matter read from `rawHeaders`, the decision remembered by host and path
 * (without a cookie or a trusted proxy's forwarding), the stored head written through Node's
 * header table (decision 0066) with a request id and nothing else, the stored buffer, one count.
 */
export function withPageCache(
  cache: PageCache,
  trust: TrustProxy | undefined,
  listener: RequestListener,
  opts: { lifecycle?: Lifecycle } = {},
): RequestListener {
  // host as sent → target → decision, for requests without a cookie or forwarding (decideFor's
  // own memo needs two strings built per request; this one none)
  const plain = new Map<string, Map<string, CacheDecision>>();
  let remembered = 0;
  return (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? "GET";
    if (method === "GET" || method === "HEAD") {
      const started = performance.now();
      const h = hitHeaders(req.rawHeaders) ?? fromHeaderObject(req);
      const target = req.url ?? "/";
      const forwarded = trust !== undefined && (h.forwardedHost !== undefined || h.forwardedProto !== undefined);
      let decision: CacheDecision | undefined;
      const byTarget = forwarded || h.cookie !== undefined || h.host === undefined ? undefined : plain.get(h.host);
      decision = byTarget?.get(target);
      if (!decision) {
        decision = decideFor(
          {
            method,
            target,
            host: h.host,
            forwardedHost: forwarded ? h.forwardedHost : undefined,
            forwardedProto: forwarded ? h.forwardedProto : undefined,
            forwardedFor: forwarded ? h.forwardedFor : undefined,
            socketAddress: forwarded ? req.socket.remoteAddress : undefined,
            cookie: h.cookie,
          },
          trust,
        );
        if (!forwarded && h.cookie === undefined && h.host !== undefined && target.length <= 512) {
          if (remembered >= MAX_DECISIONS) {
            plain.clear();
            remembered = 0;
          }
          let map = plain.get(h.host);
          if (!map) plain.set(h.host, (map = new Map()));
          map.set(target, decision);
          remembered++;
        }
      }
      const entry = decision.use ? cache.lookup(decision.key, false) : undefined;
      if (entry) {
        const a = answer(entry, method, h.acceptEncoding, h.ifNoneMatch);
        // what Hono's middleware gives every other answer (decision 0053): the request id, and
        // Connection: close while the instance shuts down; counted by page id. Both are valid
        // header values by construction (a UUID, or an offered id that passed REQUEST_ID_PATTERN).
        const offered = h.requestId;
        const trusted =
          offered !== undefined && !!trust && resolveForwarding(trust, { socketAddress: req.socket.remoteAddress }).trustedPeer;
        const extra = ["x-request-id", chooseRequestId(offered, trusted)];
        if (opts.lifecycle?.draining) extra.push("connection", "close");
        writeCheckedHead(res, a.status, a.head, extra, true);
        res.end(a.body ?? undefined);
        observeAnswer(method, decision.use ? routeLabel(decision.page) : "other", a.status, (performance.now() - started) / 1000);
        return;
      }
    }
    listener(req, res);
  };
}

const onlyLocaleCookies = (headers: Headers) => headers.getSetCookie().every((c) => c.startsWith("locale="));

/** Answers hits and stores the renders of cached pages; marks cached pages asked for with a session private. */
export function pageCacheMiddleware(cache: PageCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const config = c.get("deps").config;
    let socketAddress: string | undefined;
    try {
      socketAddress = getConnInfo(c).remote.address;
    } catch {
      socketAddress = undefined;
    }
    const url = new URL(c.req.url);
    const decision = decideFor(
      {
        method,
        target: url.pathname + url.search,
        host: c.req.header("host"),
        forwardedHost: c.req.header("x-forwarded-host"),
        forwardedProto: c.req.header("x-forwarded-proto"),
        forwardedFor: c.req.header("x-forwarded-for"),
        socketAddress,
        cookie: c.req.header("cookie"),
      },
      config.TRUST_PROXY,
    );
    if (!decision.use) {
      await next();
      // the same page with a session is the visitor's own answer: no shared cache keeps it
      if (decision.personal) c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      return;
    }
    const hit = cache.lookup(decision.key);
    if (hit) {
      c.res = toResponse(answer(hit, method, c.req.header("accept-encoding"), c.req.header("if-none-match")));
      return;
    }
    if (method !== "GET" || !cache.storable()) return next();
    const ticket = cache.begin();
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html") || !onlyLocaleCookies(res.headers) || !res.body) return;
    const html = await res.text();
    let entry: PageEntry | null = null;
    if (html.length <= MAX_PAGE_BYTES) {
      const dev = config.NODE_ENV !== "production" && process.env.VITE_DEV === "1";
      entry = await buildEntry({
        html: withoutNonce(html, c.get("nonce")),
        headers: res.headers,
        csp: (hashes) => contentSecurityPolicy({ hashes }, "default", dev),
        cacheControl: decision.shared ? PUBLIC_CACHE_CONTROL : PERSONALISED_CACHE_CONTROL,
        brotliQuality: BROTLI_QUALITY,
      });
      cache.store(decision.key, ticket, entry);
    }
    // this visitor gets what the next ones will get (same bytes, same validators, the same CSP): Hono
    // copies a replaced response's headers into the new one, which would put the render's nonce
    // policy over the stored page whose scripts carry no nonce, so the render is let go first
    c.res = undefined;
    c.res = entry
      ? toResponse(answer(entry, method, c.req.header("accept-encoding"), c.req.header("if-none-match")))
      : new Response(html, { status: res.status, headers: res.headers });
  };
}
