/**
 * Pages with personal data are never stored by a browser or a shared cache: every template of
 * every private page (core/editions PRIVATE_PAGES) in every edition, and its client-navigation
 * data request, answers `Cache-Control: private, no-store`, whatever its status (a page that
 * redirects to the login, or a trade number that names nothing, included). Public pages do not.
 */
import { expect, test } from "@playwright/test";
import { PRIVATE_PAGES, type PageId } from "../../core/editions/index.ts";
import { PORT } from "./fixtures.ts";
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
