import { editions, layoutFor, type ShopMode } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { editionHost, everyPath } from "./sample-paths.ts";

test.describe("every route of every edition", () => {
  for (const { edition, page, path } of everyPath()) {
    test(`${edition} ${page} ${path}`, async ({ page: tab }) => {
      const response = await tab.goto(hostUrl(editionHost(edition), path));
      expect(response?.status(), "status").toBe(200);
      await expect(tab.locator("html")).toHaveAttribute("lang", editions[edition].htmlLang);
      const body = tab.locator("body");
      await expect(body).toHaveAttribute("data-edition", edition);
      await expect(body).toHaveAttribute("data-layout", page === "home" ? "home" : "default");
      await expect(tab.locator("h1")).toHaveCount(1);
      await expect(tab).toHaveTitle(/Sellback/);
      await expect(tab.locator('link[rel="canonical"]')).toHaveCount(1);
      await expectAccessible(tab);
    });
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
