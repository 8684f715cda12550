/**
 * Cached pages (decision 0048) get what every other answer gets (decision 0053): an X-Request-Id
 * (the trusted proxy's or a new one, never the stored render's), a count in the request metrics
 * by page id, `Connection: close` while the instance drains, and the page cache's figures on
 * /metrics. Both ways a hit is answered: the node listener in front of Hono (production) and the
 * Hono middleware.
 */
import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { matchPage } from "../../core/editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createApp, type PageHandler } from "../app.server.ts";
import { parseTrustProxy } from "../http/forwarding.ts";
import { createLifecycle } from "../runtime/lifecycle.server.ts";
import { createPageCache, type PageCache } from "../page-cache/cache.server.ts";
import { withPageCache } from "../page-cache/serve.server.ts";
import { metricsRegistry } from "./metrics.server.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TOKEN = "p".repeat(40);

const pages: PageHandler = async (request, vars) => {
  const match = matchPage(vars.edition, new URL(request.url).pathname);
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (match?.page !== "home") return new Response("<p>not found</p>", { status: 404, headers });
  return new Response(`<!DOCTYPE html><html><body><p>home</p><script nonce="${vars.nonce}">window.x = 1;</script></body></html>`, {
    headers,
  });
};

async function homeHits(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric("http_requests_total")!.get();
  return metric.values.filter((v) => v.labels.route === "page:home" && v.labels.status === "200").reduce((sum, v) => sum + v.value, 0);
}

describeEachDatabase("page cache hits and operations", (ctx) => {
  let cache: PageCache;
  let server: Server;
  let port = 0;
  const lifecycle = createLifecycle();

  beforeAll(async () => {
    cache = createPageCache({ budgetBytes: 4 * 1024 * 1024, db: ctx().database.db });
    for (let i = 0; i < 50 && !cache.storable(); i++) await new Promise((r) => setTimeout(r, 20));
    const app = createApp(ctx().deps, { pages, pageCache: cache });
    server = createServer(withPageCache(cache, parseTrustProxy("127.0.0.1"), getRequestListener(app.fetch), { lifecycle }));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    cache.close();
  });

  // fetch sends the URL's own Host (a Host header is dropped): a known host, since an IP address gets 421 (decision 0072)
  const get = (headers: Record<string, string> = {}) => fetch(`http://localhost:${port}/`, { headers });

  it("a hit from the node listener has its own request id, is counted by page id and shows on /metrics", async () => {
    const miss = await get();
    expect(miss.status).toBe(200);
    const stored = miss.headers.get("x-request-id");
    expect(stored).toMatch(UUID);
    const before = await homeHits();
    const hit = await get();
    expect(hit.status).toBe(200);
    expect(await hit.text()).toContain("<p>home</p>");
    expect(hit.headers.get("x-request-id")).toMatch(UUID);
    expect(hit.headers.get("x-request-id")).not.toBe(stored);
    expect(hit.headers.get("connection")).not.toBe("close");
    expect((await homeHits()) - before).toBe(1);
    // from the trusted proxy (127.0.0.1 here), its id is kept
    const viaProxy = await get({ "x-request-id": "0123456789abcdef0123456789abcdef" });
    expect(viaProxy.headers.get("x-request-id")).toBe("0123456789abcdef0123456789abcdef");
    expect(cache.stats().hits).toBeGreaterThanOrEqual(2);
  });

  it("a hit through Hono's middleware has a request id and is counted too", async () => {
    await get(); // stored
    const app = createApp(ctx().deps, { pages, pageCache: cache });
    const before = await homeHits();
    const res = await app.request(
      "http://de.localhost/",
      { headers: { host: "de.localhost" } },
      { incoming: { socket: { remoteAddress: "192.0.2.5" } } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(UUID);
    expect((await homeHits()) - before).toBe(1);
  });

  it("while draining, a hit closes its connection", async () => {
    lifecycle.drain();
    const hit = await get();
    expect(hit.status).toBe(200);
    expect(hit.headers.get("connection")).toBe("close");
  });

  it("the page cache's figures reach /metrics without setting a source", async () => {
    const app = createApp({ ...ctx().deps, config: { ...ctx().deps.config, METRICS_TOKEN: TOKEN } });
    const res = await app.request(
      "http://localhost/metrics",
      { headers: { host: "localhost", authorization: `Bearer ${TOKEN}` } },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
    const text = await res.text();
    const hits = Number(/^sellback_page_cache_hits_total (\d+)$/m.exec(text)?.[1]);
    const entries = Number(/^sellback_page_cache_entries (\d+)$/m.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(cache.stats().hits);
    expect(entries).toBeGreaterThanOrEqual(1);
  });
});
