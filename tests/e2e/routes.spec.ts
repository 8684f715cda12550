import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { editions, layoutFor, type EditionId, type ShopMode } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { editionHost, everyPath } from "./sample-paths.ts";

/**
 * Sample parameters that name nothing in the seeded shop (a trade, a newsletter subscriber or
 * confirmation token) give the page's localized 404, inside the page frame.
 */
const namesNoEntity = (page: string, path: string) =>
  page === "tradeTracking" || page === "newsletterConfirm" || /^\/newsletter\/(enrich|unsubscribe)\/[0-9a-f]{32}$/.test(path);

/** Every UI string key with a dot ("nav.cart"): none may show raw in a page (a missing scope, decision 0016). */
const MESSAGE_KEYS = Object.keys(JSON.parse(readFileSync(new URL("../../messages/en.json", import.meta.url), "utf8")) as Record<string, string>).filter((k) => k.includes("."));

async function expectNoRawKeys(tab: Page) {
  const shown = await tab.evaluate(() => [document.title, document.body.innerText, ...[...document.querySelectorAll("[aria-label],[placeholder],meta[name=description]")].map((e) => e.getAttribute("aria-label") ?? e.getAttribute("placeholder") ?? e.getAttribute("content") ?? "")].join("\n"));
  expect(MESSAGE_KEYS.filter((k) => new RegExp(`(^|[^\\w.])${k.replace(/\./g, "\\.")}($|[^\\w.])`).test(shown)), "raw message keys on the page").toEqual([]);
}

function checkPage(expectedStatus: number) {
  return async ({ page: tab }: { page: Page }, edition: EditionId, page: string, path: string) => {
    const response = await tab.goto(hostUrl(editionHost(edition), path));
    expect(response?.status(), "status").toBe(expectedStatus);
    await expect(tab.locator("html")).toHaveAttribute("lang", editions[edition].htmlLang);
    const body = tab.locator("body");
    await expect(body).toHaveAttribute("data-edition", edition);
    await expect(body).toHaveAttribute("data-layout", page === "home" ? "home" : "default");
    await expect(tab.locator("h1")).toHaveCount(1);
    await expect(tab).toHaveTitle(/Sellback/);
    if (expectedStatus === 200) await expect(tab.locator('link[rel="canonical"]')).toHaveCount(1);
    await expectNoRawKeys(tab);
    await expectAccessible(tab);
  };
}

test.describe("every route of every edition", () => {
  const ok = checkPage(200);
  for (const { edition, page, path } of everyPath().filter((p) => !namesNoEntity(p.page, p.path))) {
    test(`${edition} ${page} ${path}`, ({ page: tab }) => ok({ page: tab }, edition, page, path));
  }
});

test.describe("every route of every edition, with parameters that name nothing", () => {
  test.use({ allowStatuses: [404] });
  const notFound = checkPage(404);
  for (const { edition, page, path } of everyPath().filter((p) => namesNoEntity(p.page, p.path))) {
    test(`${edition} ${page} ${path}`, ({ page: tab }) => notFound({ page: tab }, edition, page, path));
  }
});

const partnerHosts: { host: string; mode: ShopMode }[] = [
  { host: "b2bwidget.de.localhost", mode: "b2bWidget" },
  { host: "agan.de.localhost", mode: "agan" },
  { host: "aganwidget.de.localhost", mode: "aganwidget" },
];

test.describe("partner hosts", () => {
  for (const { host, mode } of partnerHosts) {
    for (const path of ["/", "/kontakt", "/checkout", "/account"]) {
      test(`${host}${path}`, async ({ page }) => {
        const response = await page.goto(hostUrl(host, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.locator("body")).toHaveAttribute("data-mode", mode);
        await expect(page.locator("body")).toHaveAttribute("data-layout", layoutFor(mode, path === "/"));
        await expectAccessible(page);
      });
    }
  }
});
