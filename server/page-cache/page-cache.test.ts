/**
 * The anonymous page cache (decision 0048): the byte budget (100,000 product pages), which
 * requests it answers and under which key, the stored page (inline-script hashes instead of the
 * nonce, validators, encodings), and in the app on PGlite and PostgreSQL: hits give the same bytes
 * with a CSP naming every inline script, 304 on a matching ETag, a session or a cookie set by the
 * render never meets the cache, a price change and a content edit show on the next request, a
 * render that began before a change is not kept, nothing is kept until the change's own
 * notification is back, a campaign's start empties the cache, and a small budget holds.
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { dispatchChange, listenForChanges } from "../../core/changes/index.ts";
import { createCampaign } from "../../core/campaign/index.server.ts";
import { deviceBySlug } from "../../core/catalog/index.server.ts";
import { contentBySlug, updateContentPage } from "../../core/content/index.server.ts";
import { matchPage } from "../../core/editions/index.ts";
import { DEFAULT_PRICE_GUARD, setDevicePrice } from "../../core/pricing-admin/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createApp, type PageHandler } from "../app.server.ts";
import { createPageCache, pageCacheStats, PENDING_MAX_MS, type PageCache } from "./cache.server.ts";
import { flatHead } from "./checked-head.server.ts";
import { buildEntry, chooseEncoding, ENTRY_OVERHEAD_BYTES, inlineScriptHashes, matchesEtag, withoutNonce } from "./entry.server.ts";
import { byteLru } from "./lru.ts";
import { decide } from "./rules.ts";
import { PUBLIC_CACHE_CONTROL } from "./serve.server.ts";

const MB = 1024 * 1024;

describe("byte-bounded LRU", () => {
  it("100,000 distinct product pages of realistic size never take more than the budget", () => {
    // a product page here: ≈ 24 KB HTML, 5 KB gzip, 4 KB brotli, ≈ 2 KB of headers three times
    const budget = 64 * MB;
    const lru = byteLru<number>(budget);
    let most = 0;
    for (let i = 0; i < 100_000; i++) {
      const size = 24_000 + (i % 7) * 1_000 + 5_000 + 4_000 + 6_000 + ENTRY_OVERHEAD_BYTES;
      lru.set(`https://sellback.de/produkte/device-${i}`, i, size);
      most = Math.max(most, lru.bytes);
    }
    expect(most).toBeLessThanOrEqual(budget);
    expect(lru.bytes).toBeGreaterThan(budget - 50_000);
    // the newest stayed, the oldest went
    expect(lru.get("https://sellback.de/produkte/device-99999")).toBe(99_999);
    expect(lru.get("https://sellback.de/produkte/device-0")).toBeUndefined();
    expect(lru.entries).toBeLessThan(2_000);
  });

  it("a read keeps an entry, the least recently used goes first; an entry above the budget is refused", () => {
    const lru = byteLru<string>(100);
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A");
    lru.set("c", "C", 40);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    expect(lru.set("huge", "H", 101)).toBe(false);
    expect(lru.bytes).toBe(80);
  });
});

describe("which requests the cache answers", () => {
  const d = (target: string, init: { method?: string; cookie?: string; origin?: string } = {}) =>
    decide({ method: init.method ?? "GET", origin: init.origin ?? "http://de.localhost:3000", target, cookie: init.cookie });

  it("the cached pages of the default shop, GET and HEAD, without a session", () => {
    for (const target of [
      "/",
      "/verkaufen/smartphones",
      "/produkte/uebersicht-smartphones-apple",
      "/produkte/apple-iphone-15-128gb",
      "/suche?q=iphone",
      "/content/datenschutz",
      "/b2b/ankaufsportal",
    ])
      expect(d(target).use, target).toBe(true);
    expect(d("/", { method: "HEAD" }).use).toBe(true);
    for (const target of [
      "/kontakt",
      "/checkout",
      "/account",
      "/produkte/apple-iphone-15-128gb.data",
      "/_root.data",
      "/nope/nope",
      "/api/health",
    ])
      expect(d(target).use, target).toBe(false);
    expect(d("/", { method: "POST" }).use).toBe(false);
    // widget, portal and back-office hosts answer per partner or per person
    for (const origin of [
      "http://b2bwidget.de.localhost",
      "http://agan.de.localhost",
      "http://aganwidget.de.localhost",
      "http://backoffice.localhost",
    ])
      expect(d("/", { origin }).use, origin).toBe(false);
  });

  it("a session cookie: never from the cache, and marked personal", () => {
    for (const cookie of ["sb_access=x", "a=1; sb_refresh=y"])
      expect(d("/produkte/apple-iphone-15-128gb", { cookie })).toEqual({ use: false, personal: true });
    expect(d("/produkte/apple-iphone-15-128gb", { cookie: "locale=de; sb_csrf=abc" }).use).toBe(true);
  });

  it("keys: marketing parameters ignored, page parameters sorted, anything else not cached, the personalisation cookie on the home page only", () => {
    const key = (t: string, cookie?: string) => {
      const r = d(t, cookie ? { cookie } : {});
      return r.use ? r.key : null;
    };
    expect(key("/?utm_source=news&gclid=1")).toBe(key("/"));
    expect(key("/suche?sort=newest&q=iphone")).toBe(key("/suche?q=iphone&sort=newest"));
    expect(key("/suche?q=iphone")).not.toBe(key("/suche?q=ipad"));
    expect(key("/suche?q=a+b")).toBe(key("/suche?q=a%20b"));
    expect(key("/produkte/uebersicht-smartphones-apple?page=2")).not.toBe(key("/produkte/uebersicht-smartphones-apple"));
    expect(key("/?foo=1")).toBeNull();
    expect(key("/produkte/apple-iphone-15-128gb?offer=abc")).toBeNull();
    expect(key("/suche?q=a&q=b")).toBeNull();
    expect(key("/", "personalisation=lastCategory%3Asmartphones")).not.toBe(key("/"));
    expect(d("/", { cookie: "personalisation=lastCategory%3Asmartphones" })).toMatchObject({ use: true, shared: false });
    expect(d("/")).toMatchObject({ use: true, shared: true });
    expect(key("/verkaufen/tablets", "personalisation=lastCategory%3Asmartphones")).toBe(key("/verkaufen/tablets"));
    expect(key("/")).not.toBe(decide({ method: "GET", origin: "https://sellback.de", target: "/", cookie: undefined }));
  });

  it("cookies are read with the pages' one parser: a name sent twice keys by its first value, as the page renders it (issue 27 item 14)", () => {
    const key = (cookie: string) => {
      const r = d("/", { cookie });
      return r.use ? r.key : null;
    };
    const tablets = key("personalisation=lastCategory%3Atablets");
    expect(tablets).not.toBe(key("personalisation=lastCategory%3Asmartphones"));
    for (const cookie of [
      "personalisation =lastCategory%3Atablets; personalisation=lastCategory%3Asmartphones",
      "personalisation=lastCategory%3Atablets;personalisation=lastCategory%3Asmartphones",
      " personalisation\t=lastCategory%3atablets; personalisation=lastCategory%3Asmartphones",
      "personalisation=%E0%A4%A; personalisation=lastCategory%3Atablets",
      'personalisation="lastCategory%3Atablets"',
    ])
      expect(key(cookie), cookie).toBe(tablets);
    // a session cookie with a space before "=" is a session all the same
    expect(d("/", { cookie: "sb_access =token" })).toEqual({ use: false, personal: true });
  });

  it("unknown hosts are never cached; a known host's spellings share a key (decision 0072)", () => {
    for (const origin of ["http://evil.example", "http://127.0.0.1:3000", "http://[::1]:3000", "https://www.de.localhost", "http://"])
      expect(d("/", { origin }).use, origin).toBe(false);
    const keyOn = (origin: string) => {
      const r = d("/verkaufen/smartphones", { origin });
      return r.use ? r.key : null;
    };
    const local = keyOn("http://de.localhost:3000");
    expect(local).not.toBeNull();
    for (const origin of ["http://de.localhost", "http://de.localhost:1", "http://DE.LOCALHOST.:8080"])
      expect(keyOn(origin), origin).toBe(local);
    expect(keyOn("https://www.sellback.de")).toBe(keyOn("https://sellback.de:443"));
    // the scheme stays part of the key, and so does the environment
    expect(keyOn("https://de.localhost:3000")).not.toBe(local);
    expect(keyOn("http://test.sellback.de")).not.toBe(keyOn("http://sellback.de"));
  });
});

describe("a stored page", () => {
  const nonce = "Zm9vYmFyYmF6cXV4MTIzNA==";
  const html =
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css" nonce="${nonce}"></head><body><p>x</p>` +
    `<script nonce="${nonce}">window.a = {"nonce":"${nonce}"};</script><script type="module" src="/assets/island.js" nonce="${nonce}"></script>` +
    `<script type="application/ld+json">{"@type":"Product"}</script><script nonce="${nonce}" type="module">import "/x.js";</script></body></html>`;

  it("loses the nonce and names the hash of each inline script that runs", async () => {
    const clean = withoutNonce(html, nonce);
    expect(clean).not.toContain(nonce);
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(clean)).toEqual([sha('window.a = {"nonce":""};'), sha('import "/x.js";')]);

    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'nonce-${nonce}'`,
      "x-frame-options": "DENY",
      date: "x",
      "x-request-id": "r1",
    });
    headers.append("set-cookie", "locale=de; Path=/");
    const entry = await buildEntry({
      html: clean,
      headers,
      csp: (h) => `script-src 'self' ${h.join(" ")}`,
      cacheControl: PUBLIC_CACHE_CONTROL,
      brotliQuality: 9,
    });
    expect(gunzipSync(entry.bodies.gzip).toString()).toBe(clean);
    expect(brotliDecompressSync(entry.bodies.br).toString()).toBe(clean);
    const head = new Map<string, string[]>();
    const list = flatHead(entry.head.br);
    for (let i = 0; i < list.length; i += 2) head.set(list[i]!, [...(head.get(list[i]!) ?? []), list[i + 1]!]);
    expect(head.get("content-security-policy")).toEqual([`script-src 'self' ${inlineScriptHashes(clean).join(" ")}`]);
    expect(head.get("content-encoding")).toEqual(["br"]);
    expect(head.get("set-cookie")).toEqual(["locale=de; Path=/"]);
    expect(head.get("cache-control")).toEqual([PUBLIC_CACHE_CONTROL]);
    expect(head.get("vary")).toEqual(["Accept-Encoding"]);
    expect(head.has("date") || head.has("x-request-id")).toBe(false);
    expect(Number(head.get("content-length")![0])).toBe(entry.bodies.br.length);
    expect(entry.bytes).toBeGreaterThan(entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length);
    // validators: strong, one per encoding; a match on any of them (weak comparison)
    expect(new Set(Object.values(entry.etags)).size).toBe(3);
    expect(matchesEtag(entry.etags.gzip, entry)).toBe(true);
    expect(matchesEtag(`"other", W/${entry.etags.br}`, entry)).toBe(true);
    expect(matchesEtag(`"other"`, entry)).toBe(false);
    expect(flatHead(entry.notModified.br)).not.toContain("set-cookie");
  });

  it("chooses brotli, else gzip, else none; q=0 refuses", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});

/** A page handler as React Router answers (nonce on its inline script): the device's price or a content page, read from the database. */
const pages: PageHandler = async (request, vars) => {
  const url = new URL(request.url);
  const db = deps().database.db;
  const match = matchPage(vars.edition, url.pathname);
  let text: string | null = null;
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (match?.page === "pdp") text = String((await deviceBySlug(db, vars.edition, match.params.pdp ?? ""))?.basePrice ?? "") || null;
  if (match?.page === "content") text = (await contentBySlug(db, vars.edition, match.params.slug ?? ""))?.title ?? null;
  if (match?.page === "home") text = "home";
  if (request.headers.has("x-set-cookie")) headers.append("Set-Cookie", "sb_csrf=abc; Path=/");
  renders++;
  if (!text) return new Response("<p>not found</p>", { status: 404, headers });
  await gate?.();
  return new Response(
    `<!DOCTYPE html><html><body><p id="shown">${text}</p><script nonce="${vars.nonce}">window.shown = ${JSON.stringify(text)};</script></body></html>`,
    { headers },
  );
};
let renders = 0;
let gate: (() => Promise<void>) | null = null;
let deps: () => import("../config/env.server.ts").AppDeps = () => {
  throw new Error("no deps");
};

describeEachDatabase("the page cache in the app", (ctx) => {
  let cache: PageCache;
  let app: ReturnType<typeof createApp>;
  let stopListening: () => Promise<void> = async () => {};
  let device: { id: number; slug: string };
  const actor = { staffId: "00000000-0000-4000-8000-000000000001", staffEmail: "catalog@staff.example" };

  beforeAll(async () => {
    deps = () => ctx().deps;
    stopListening = await listenForChanges(ctx().database);
    device = (
      await rows<{ id: number; slug: string }>(
        ctx().database.db,
        "select id, slug from devices where not hidden order by id limit 1" as never,
      )
    )[0]!;
  });
  afterAll(async () => {
    await stopListening();
  });
  const fresh = async (budget = 8 * MB) => {
    cache?.close();
    cache = createPageCache({ budgetBytes: budget, db: ctx().database.db, now: () => ctx().deps.clock!().getTime() });
    app = createApp(ctx().deps, { pages, pageCache: cache });
    // the campaign window is read once at start
    for (let i = 0; i < 50 && !cache.storable(); i++) await new Promise((r) => setTimeout(r, 20));
  };
  afterEach(() => {
    gate = null;
    ctx().setNow(null);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(
      `http://de.localhost${path}`,
      { headers: { host: "de.localhost", "accept-encoding": "identity", ...headers } },
      { incoming: { socket: { remoteAddress: "192.0.2.9" } } },
    );
  const shown = async (res: Response) => /id="shown">([^<]*)</.exec(await res.text())?.[1];
  /** Waits until this instance heard its own notification back (after the commit). */
  const settled = async () => {
    for (let i = 0; i < 200 && !cache.storable(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it("stores a page once: the same bytes, a CSP naming its inline script and no nonce, 304 on its ETag, HEAD", async () => {
    await fresh();
    const path = `/produkte/${device.slug}`;
    const first = await get(path, { "accept-encoding": "identity" });
    const firstBody = await first.text();
    const rendered = renders;
    const second = await get(path, { "accept-encoding": "identity" });
    expect(renders).toBe(rendered);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const csp = second.headers.get("content-security-policy") ?? "";
    // the first visitor's answer is the stored one: the same policy, which names the inline scripts
    expect(first.headers.get("content-security-policy")).toBe(csp);
    expect(csp).not.toContain("nonce-");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    for (const h of inlineScriptHashes(firstBody)) expect(csp).toContain(h);
    expect(firstBody).not.toMatch(/nonce="[^"]+"/);

    const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const notModified = await get(path, { "if-none-match": br.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await get(path, { "if-none-match": '"something-else"' })).status).toBe(200);
    const head = await app.request(`http://de.localhost${path}`, { method: "HEAD", headers: { host: "de.localhost" } });
    expect(head.status).toBe(200);
    expect(renders).toBe(rendered);
    const stats = pageCacheStats();
    expect(stats.entries).toBeGreaterThanOrEqual(1);
    expect(stats.hits).toBeGreaterThanOrEqual(4);
  });

  it("a visitor with a session gets a fresh, private answer; a page that sets a cookie and a 404 are never kept", async () => {
    await fresh();
    const path = `/produkte/${device.slug}`;
    await get(path);
    const before = renders;
    const personal = await get(path, { cookie: "sb_access=token" });
    expect(renders).toBe(before + 1);
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
    expect(personal.headers.get("etag")).toBeNull();
    // the home page with a personalisation cookie: kept per value, for the browser only
    for (let i = 0; i < 2; i++)
      expect((await get("/", { cookie: "personalisation=lastCategory%3Asmartphones" })).headers.get("cache-control")).toBe(
        "private, no-cache",
      );
    expect((await get("/")).headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);

    cache.clear();
    const withCookie = await get(path, { "x-set-cookie": "1" });
    expect(withCookie.headers.getSetCookie()).toContain("sb_csrf=abc; Path=/"); // this visitor's own answer…
    const after = renders;
    const next = await get(path);
    expect(renders).toBe(after + 1); // …never kept
    expect(next.headers.getSetCookie().every((c) => c.startsWith("locale="))).toBe(true);
    for (let i = 0; i < 2; i++) await get("/produkte/no-such-device");
    const notFound = renders;
    await get("/produkte/no-such-device");
    expect(renders).toBe(notFound + 1);
    expect(cache.stats().entries).toBe(1);
  });

  it("a price change and a content edit show on the very next request", async () => {
    await fresh();
    const path = `/produkte/${device.slug}`;
    const old = await shown(await get(path));
    await get(path);
    await setDevicePrice(ctx().database.db, device.id, "de", "987.65", actor, new Date(), {
      settings: DEFAULT_PRICE_GUARD,
      confirmed: true,
      reason: "test",
    });
    expect(await shown(await get(path))).toBe("987.65");
    expect(old).not.toBe("987.65");

    const content = await contentBySlug(ctx().database.db, "de", "datenschutz");
    await get("/content/datenschutz");
    await updateContentPage(
      ctx().database.db,
      "de",
      content!.key as never,
      { title: "Datenschutz neu", description: content!.description ?? "", markdown: "Neu." } as never,
      { ...actor, clientKey: null, now: new Date() },
    );
    expect(await shown(await get("/content/datenschutz"))).toBe("Datenschutz neu");
    await settled();
    // cached again once the change is committed and heard back
    await get("/content/datenschutz");
    const rendered = renders;
    expect(await shown(await get("/content/datenschutz"))).toBe("Datenschutz neu");
    expect(renders).toBe(rendered);
  });

  it("a render that began before a change is not kept; nothing is kept until the change's notification is back", async () => {
    await fresh();
    const path = `/produkte/${device.slug}`;
    let release!: () => void;
    gate = () => new Promise<void>((r) => (release = r));
    const slow = get(path);
    await new Promise((r) => setTimeout(r, 50));
    dispatchChange("prices", "notified");
    gate = null;
    release();
    await slow;
    expect(cache.stats().entries).toBe(0);

    // announced here (inside a transaction, not yet committed): no store until it comes back
    dispatchChange("catalog", "local");
    expect(cache.storable()).toBe(false);
    await get(path);
    expect(cache.stats().entries).toBe(0);
    dispatchChange("catalog", "notified");
    expect(cache.storable()).toBe(true);
    await get(path);
    expect(cache.stats().entries).toBe(1);
    // a rolled-back announcement never comes back: the wait ends by its deadline
    dispatchChange("content", "local");
    expect(cache.storable()).toBe(false);
    ctx().setNow(new Date(Date.now() + PENDING_MAX_MS + 1_000));
    expect(cache.storable()).toBe(true);
  });

  it("a campaign that starts empties the cache at its start", async () => {
    const start = new Date(Date.now() + 60 * 60_000);
    await createCampaign(ctx().database.db, {
      edition: "de",
      name: `Page cache ${Date.now()}`,
      percent: 5,
      startsAt: start,
      endsAt: new Date(start.getTime() + 86_400_000),
    });
    dispatchChange("campaigns", "notified");
    await fresh();
    ctx().setNow(new Date(start.getTime() - 60_000));
    await settled();
    await get("/");
    expect(cache.stats().entries).toBe(1);
    ctx().setNow(new Date(start.getTime() + 1_000));
    expect(cache.lookup("http://de.localhost/")).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it("an unknown host is answered 421 and never kept; every spelling of a known host shares one entry (decision 0072)", async () => {
    await fresh();
    const on = (host: string) =>
      app.request(
        `http://de.localhost/`,
        { headers: { host, "accept-encoding": "identity" } },
        { incoming: { socket: { remoteAddress: "192.0.2.9" } } },
      );
    const before = renders;
    for (const host of ["evil.example", "127.0.0.1:3000", "[::1]:3000", "evil.example:8080", "www.de.localhost"]) {
      for (let i = 0; i < 2; i++) expect((await on(host)).status, host).toBe(421);
    }
    expect(renders).toBe(before);
    expect(cache.stats().entries).toBe(0);
    const first = await on("de.localhost:3000");
    expect(first.status).toBe(200);
    const body = await first.text();
    for (const host of ["de.localhost", "DE.LOCALHOST.:8080", "de.localhost:1", "de.localhost:65535"]) {
      const res = await on(host);
      expect(res.headers.get("etag"), host).toBe(first.headers.get("etag"));
      expect(await res.text()).toBe(body);
    }
    expect(renders).toBe(before + 1);
    expect(cache.stats().entries).toBe(1);
  });

  it("a small budget holds while many distinct pages are asked for", async () => {
    await fresh(64 * 1024);
    for (let i = 0; i < 300; i++) {
      await get(`/produkte/${device.slug}?utm_campaign=${i}`);
      await get(`/suche?q=device-${i}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it("off: PAGE_CACHE_MB=0 is a valid setting and the default is 64", async () => {
    const { loadConfig } = await import("../config/config.server.ts");
    expect(loadConfig({ NODE_ENV: "test" }).PAGE_CACHE_MB).toBe(64);
    expect(loadConfig({ NODE_ENV: "test", PAGE_CACHE_MB: "0" }).PAGE_CACHE_MB).toBe(0);
    expect(() => loadConfig({ NODE_ENV: "test", PAGE_CACHE_MB: "-1" })).toThrow();
    cache.close();
  });
});
