/**
 * The page cache's node listener in front of Hono (decision 0135): a hit answers with the same
 * status, bytes and headers as the same hit answered inside Hono (pageCacheMiddleware), for GET and
 * HEAD, every encoding and a 304; the headers it reads come from `rawHeaders` in any spelling, and
 * a header sent twice falls back to Node's header object. It steps aside (the request reaches
 * Hono) for what it must not answer: a session cookie, a query parameter the page does not read,
 * a method other than GET and HEAD, a page that is not cached, a host that is not the shop's.
 */
import { request, createServer, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPage } from "../../core/editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createApp, type PageHandler } from "../app.server.ts";
import { parseTrustProxy } from "../http/forwarding.ts";
import { createPageCache, type PageCache } from "./cache.server.ts";
import { hitHeaders, withPageCache } from "./serve.server.ts";

describe("the headers a hit reads", () => {
  it("are taken from rawHeaders in any spelling; other headers are passed over", () => {
    const h = hitHeaders([
      "Host",
      "de.localhost",
      "User-Agent",
      "x",
      "ACCEPT-ENCODING",
      "gzip, br",
      "if-none-match",
      '"a"',
      "X-Request-Id",
      "0123456789abcdef",
      "x-forwarded-host",
      "sellback.de",
      "X-Forwarded-Proto",
      "https",
      "X-FORWARDED-FOR",
      "192.0.2.1",
      "Cookie",
      "consent=1",
    ]);
    expect(h).toEqual({
      host: "de.localhost",
      cookie: "consent=1",
      acceptEncoding: "gzip, br",
      ifNoneMatch: '"a"',
      requestId: "0123456789abcdef",
      forwardedHost: "sellback.de",
      forwardedProto: "https",
      forwardedFor: "192.0.2.1",
    });
    expect(hitHeaders(["host", "a", "accept", "*/*"])?.cookie).toBeUndefined();
  });

  it("a header that matters sent twice: null, so Node's header object decides", () => {
    expect(hitHeaders(["Host", "a", "host", "b"])).toBeNull();
    expect(hitHeaders(["Cookie", "a=1", "Cookie", "sb_access=x"])).toBeNull();
    expect(hitHeaders(["Accept", "a", "Accept", "b"])).not.toBeNull();
  });
});

const pages: PageHandler = async (req, vars) => {
  const match = matchPage(vars.edition, new URL(req.url).pathname);
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (match?.page !== "home") return new Response("<p>not found</p>", { status: 404, headers });
  const body = `<!DOCTYPE html><html><body><p>home</p>${"<p>filler</p>".repeat(200)}<script nonce="${vars.nonce}">window.x = 1;</script></body></html>`;
  return new Response(body, { headers });
};

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function raw(port: number, path: string, opts: { method?: string; headers?: Record<string, string | string[]> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: opts.method ?? "GET", headers: { host: "localhost", ...opts.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The headers of an answer that belong to the stored page (not the date, the request id or the connection). */
function pageHeaders(h: IncomingHttpHeaders): Record<string, unknown> {
  const { date: _date, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = h;
  return rest;
}

describeEachDatabase("a hit answered before Hono", (ctx) => {
  let cache: PageCache;
  let fast: Server;
  let hono: Server;
  let fastPort = 0;
  let honoPort = 0;
  /** requests the fast path handed on to Hono */
  let handedOn = 0;

  const listen = async (listener: RequestListener): Promise<[Server, number]> => {
    const server = createServer(listener);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return [server, (server.address() as { port: number }).port];
  };

  beforeAll(async () => {
    cache = createPageCache({ budgetBytes: 4 * 1024 * 1024, db: ctx().database.db });
    for (let i = 0; i < 50 && !cache.storable(); i++) await new Promise((r) => setTimeout(r, 20));
    const app = createApp(ctx().deps, { pages, pageCache: cache });
    const honoListener = getRequestListener(app.fetch);
    const counted: RequestListener = (req, res) => {
      handedOn++;
      return honoListener(req, res);
    };
    [fast, fastPort] = await listen(withPageCache(cache, parseTrustProxy("127.0.0.1"), counted));
    [hono, honoPort] = await listen(honoListener);
    expect((await raw(honoPort, "/")).status).toBe(200); // stored
  });
  afterAll(async () => {
    for (const server of [fast, hono]) {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    cache.close();
  });

  it("serves the same status, bytes and headers as the hit inside Hono, without reaching Hono", async () => {
    const stored = await raw(honoPort, "/");
    const etag = stored.headers.etag!;
    const cases: { method?: string; headers?: Record<string, string> }[] = [
      {},
      { method: "HEAD" },
      { headers: { "accept-encoding": "gzip" } },
      { headers: { "Accept-Encoding": "gzip, deflate, br" } },
      { headers: { "if-none-match": etag } },
      { method: "HEAD", headers: { "accept-encoding": "br", "if-none-match": `W/${etag}` } },
    ];
    for (const c of cases) {
      const before = handedOn;
      const a = await raw(fastPort, "/", c);
      expect(handedOn, JSON.stringify(c)).toBe(before);
      const b = await raw(honoPort, "/", c);
      expect(a.status, JSON.stringify(c)).toBe(b.status);
      expect(a.body.equals(b.body), JSON.stringify(c)).toBe(true);
      expect(pageHeaders(a.headers), JSON.stringify(c)).toEqual(pageHeaders(b.headers));
      expect(a.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await raw(fastPort, "/", { headers: { "accept-encoding": "gzip" } })).headers["content-encoding"]).toBe("gzip");
    expect((await raw(fastPort, "/", { headers: { "if-none-match": etag } })).status).toBe(304);
  });

  it("a header that matters sent twice is read as Node joins it, and still answered from memory", async () => {
    const before = handedOn;
    const a = await raw(fastPort, "/", { headers: { "accept-encoding": ["identity", "gzip"] } });
    expect(handedOn).toBe(before);
    expect(a.status).toBe(200);
    expect(a.headers["content-encoding"]).toBe("gzip");
  });

  it("steps aside for a session, an unknown query parameter, other methods, pages not cached and other hosts", async () => {
    const cases: { path: string; method?: string; headers?: Record<string, string> }[] = [
      { path: "/", headers: { cookie: "sb_access=abc" } },
      { path: "/", headers: { Cookie: "consent=1; sb_refresh=abc" } },
      { path: "/?x=1" },
      { path: "/", method: "POST" },
      { path: "/", method: "OPTIONS" },
      { path: "/kontakt" },
      { path: "/", headers: { host: "127.0.0.1" } },
    ];
    for (const c of cases) {
      const before = handedOn;
      const res = await raw(fastPort, c.path, c);
      expect(handedOn, JSON.stringify(c)).toBe(before + 1);
      expect(res.headers.etag, JSON.stringify(c)).toBeUndefined();
    }
    // the same page with a session is the visitor's own answer
    expect((await raw(fastPort, "/", { headers: { cookie: "sb_access=abc" } })).headers["cache-control"]).toBe("private, no-store");
  });
});
