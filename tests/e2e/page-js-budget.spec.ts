/**
 * Issue 35 §2, decision 0133: every customer page's JavaScript ≤ 80 KB gzip, as the browser
 * downloads it from the built server (response bodies, compressed, with the HTTP cache off): every
 * page kind of the shop in de at its sample path (tests/e2e/sample-paths.ts; pages that need a
 * state show what a visitor without it gets, which loads the same island), and the account pages
 * logged in. Every one is an island page: it loads one island and no chunk of React's bundle (the
 * checkout too since decision 0132); what an island imports later on a visitor's action (the
 * self-test on Start) is left out, as in Lighthouse's figure.
 */
import type { Page } from "@playwright/test";
import { PAGES, type PageId } from "../../core/editions/index.ts";
import { apiCustomer } from "./api-trade.ts";
import { expect, hostUrl, test } from "./fixtures.ts";
import { everyPath } from "./sample-paths.ts";

const BUDGET = 80 * 1024;
/** React, the router, the shared modules, the route modules: what an island page never loads. */
const HYDRATED_BUNDLE = /\/assets\/(?!island-)[\w.-]+\.js$/;

interface PageJs {
  bytes: number;
  scripts: string[];
}

/** Loads `url` with the HTTP cache off and sums the compressed bodies of the scripts it loads. */
async function pageJs(page: Page, url: string): Promise<PageJs> {
  const sizes: Promise<{ path: string; bytes: number }>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(
      response
        .request()
        .sizes()
        .then((s) => ({ path: new URL(response.url()).pathname, bytes: s.responseBodySize })),
    );
  };
  // routing turns Playwright's HTTP cache off: every page counts its scripts in full
  await page.route(/\/assets\/.*\.js$/, (route) => route.continue());
  page.on("response", onResponse);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  await page.unroute(/\/assets\/.*\.js$/);
  const loaded = await Promise.all(sizes);
  return { bytes: loaded.reduce((sum, s) => sum + s.bytes, 0), scripts: loaded.map((s) => s.path) };
}

function expectWithinBudget(js: PageJs, what: string) {
  const kb = (js.bytes / 1024).toFixed(1);
  console.log(`${what}: ${kb} KB gzip in ${js.scripts.length} scripts`);
  expect(js.bytes, `${what}: ${kb} KB of JavaScript (${js.scripts.join(", ")})`).toBeLessThanOrEqual(BUDGET);
  expect(
    js.scripts.filter((s) => HYDRATED_BUNDLE.test(s)),
    `${what} is an island page`,
  ).toEqual([]);
  expect(
    js.scripts.filter((s) => /\/assets\/island-/.test(s)),
    `${what}: one island`,
  ).toHaveLength(1);
}

test.describe("every customer page ≤ 80 KB of JavaScript (issue 35 §2, decision 0133)", () => {
  test.use({ allowStatuses: [401, 404, 410] });

  test("de: every page kind at its sample path", async ({ page }) => {
    test.setTimeout(180_000);
    const seen = new Set<PageId>();
    for (const { edition, page: kind, path } of everyPath(Object.keys(PAGES) as PageId[])) {
      if (edition !== "de" || seen.has(kind)) continue;
      seen.add(kind);
      expectWithinBudget(await pageJs(page, hostUrl("de.localhost", path)), `${kind} (${path})`);
    }
    expect(seen.size, "page kinds measured").toBeGreaterThan(30);
    // an error page (no route, so the layout's 404) is a customer page too
    expectWithinBudget(await pageJs(page, hostUrl("de.localhost", "/gibt-es-nicht")), "404 page");
  });

  test("de: the account pages logged in", async ({ page, request }) => {
    const customer = await apiCustomer(request, { password: "Verkauf-Sicher-2026", lastName: "Budget" });
    // the shop's session cookie (server/sessions/shop.server.ts) with the API's access token
    await page
      .context()
      .addCookies([{ name: "sb_access", value: customer.accessToken, domain: "de.localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
    for (const kind of ["account", "accountManagement", "accountAddressChange", "accountPaymentChange"] as const) {
      const path = PAGES[kind].de[0]!;
      const js = await pageJs(page, hostUrl("de.localhost", path));
      await expect(page.locator("#login-username"), `${kind}: logged in`).toHaveCount(0);
      if (kind === "account") await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
      expectWithinBudget(js, `${kind} logged in`);
    }
  });
});
