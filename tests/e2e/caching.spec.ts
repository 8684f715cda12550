/**
 * Pages with personal data are never stored by a browser or a shared cache: every template of
 * every private page (core/editions PRIVATE_PAGES) in every edition, and its client-navigation
 * data request, answers `Cache-Control: private, no-store`, whatever its status (a page that
 * redirects to the login, or a trade number that names nothing, included). Public pages do not.
 */
import { createHash } from "node:crypto";
import { expect, test, type Response } from "@playwright/test";
import { PRIVATE_PAGES, type PageId } from "../../core/editions/index.ts";
import { expectAccessible, PORT, test as shopTest } from "./fixtures.ts";
import { editionHost, everyPath } from "./sample-paths.ts";

const origin = `http://127.0.0.1:${PORT}`;

test("every private page of every edition: Cache-Control private, no-store", async ({ request }) => {
  const paths = everyPath([...PRIVATE_PAGES]);
  expect(paths.length).toBeGreaterThan(80);
  for (const { edition, page, path } of paths) {
    for (const url of [path, `${path.replace(/\/$/, "")}.data`]) {
      const res = await request.get(origin + url, { headers: { host: editionHost(edition) }, maxRedirects: 0 });
      expect(res.headers()["cache-control"], `${page} ${edition} ${url} (${res.status()})`).toBe("private, no-store");
    }
  }
});

test("a page's form answer is private too; public pages are not marked private", async ({ request }) => {
  const form = await request.post(`${origin}/kontakt`, {
    headers: { host: `de.localhost:${PORT}`, origin: `http://de.localhost:${PORT}` },
    form: { subject: "orderStatus", name: "Erika", email: "not-an-e-mail", message: "short" },
  });
  expect(form.status()).toBe(422);
  expect(form.headers()["cache-control"]).toBe("private, no-store");
  const publicPages: PageId[] = ["home", "content", "contact", "search"];
  for (const { edition, path } of everyPath(publicPages)) {
    const res = await request.get(origin + path, { headers: { host: editionHost(edition) }, maxRedirects: 0 });
    expect(res.headers()["cache-control"] ?? "", `${edition} ${path}`).not.toContain("private");
  }
});

/**
 * Anonymous pages from the page cache (decision 0048): the second answer is the stored one (same
 * ETag, public with s-maxage), a matching If-None-Match gets 304, the CSP names the hash of every
 * inline script and no nonce, and a visitor with a session cookie gets a private answer without
 * the cache's validators.
 */
const CACHED_PATHS = [
  "/",
  "/verkaufen/smartphones",
  "/produkte/uebersicht-smartphones-apple",
  "/produkte/apple-iphone-15-128gb",
  "/suche?q=iphone",
  "/content/datenschutz",
  "/b2b/ankaufsportal",
];
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/application\/(ld\+)?json/.test(m[1]!))
    .map((m) => m[2]!);

test("anonymous pages come from the page cache: same ETag, 304, the CSP names every inline script's hash; a session is answered privately", async ({
  request,
}) => {
  const host = { host: `de.localhost:${PORT}` };
  for (const p of CACHED_PATHS) {
    await request.get(origin + p, { headers: host });
    const res = await request.get(origin + p, { headers: host });
    expect(res.status(), p).toBe(200);
    const etag = res.headers()["etag"];
    expect(etag, p).toMatch(/^"[\w-]+"$/);
    expect(res.headers()["cache-control"], p).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(res.headers()["vary"], p).toContain("Accept-Encoding");
    const html = await res.text();
    const csp = res.headers()["content-security-policy"] ?? "";
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, p).not.toContain("nonce-");
    expect(scriptSrc, p).not.toContain("unsafe-inline");
    expect(html, p).not.toMatch(/nonce="[^"]+"/);
    for (const script of inlineScripts(html)) expect(scriptSrc, `${p}: ${script.slice(0, 60)}`).toContain(sha256(script));
    expect((await request.get(origin + p, { headers: host })).headers()["etag"], p).toBe(etag);

    const notModified = await request.get(origin + p, { headers: { ...host, "if-none-match": etag! } });
    expect(notModified.status(), p).toBe(304);

    const personal = await request.get(origin + p, { headers: { ...host, cookie: "sb_access=not-a-token" } });
    expect(personal.headers()["cache-control"], p).toBe("private, no-store");
    expect(personal.headers()["etag"], p).toBeUndefined();
    // a session's own answer carries none of the cached page's cookies but the edition's locale
    for (const c of personal.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie")) expect(c.value).not.toMatch(/^sb_/);
  }
});

shopTest("a page from the cache runs in the browser without a CSP violation, its inline scripts included", async ({ page }) => {
  shopTest.setTimeout(240_000);
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const p of CACHED_PATHS) {
    // the first visit may render and store the page; a later one is the stored page, unless another
    // test's change (a price, a text) dropped it from the cache in between: then the next visit stores it again
    let res = null as Response | null;
    await expect
      .poll(
        async () => {
          res = await page.goto(`http://de.localhost:${PORT}${p}`);
          return res?.headers()["etag"];
        },
        { message: p, intervals: [0, 500, 1000] },
      )
      .toBeTruthy();
    await page.waitForLoadState("networkidle");
    const html = await res!.text();
    if (html.includes("window.__reactRouterContext")) {
      // a hydrated page: the router's inline module script ran (allowed by its hash) and React took over
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window), { message: p }).toBe(true);
    }
    await expectAccessible(page);
  }
  expect(violations).toEqual([]);
});
