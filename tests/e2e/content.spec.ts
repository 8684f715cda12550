import { CONTENT_PAGE_KEYS, CONTENT_SLUGS, EDITIONS } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { editionHost } from "./sample-paths.ts";

test.describe("content pages", () => {
  for (const edition of EDITIONS) {
    test(`${edition}: every content page renders, accessible, with no script from the content`, async ({ visitorPage: page }) => {
      test.setTimeout(180_000);
      for (const key of CONTENT_PAGE_KEYS) {
        const res = await page.goto(hostUrl(editionHost(edition), `/content/${CONTENT_SLUGS[edition][key]}`));
        expect(res?.status(), key).toBe(200);
        await expect(page.locator("h1")).not.toBeEmpty();
        await expect(page.locator(".prose h2").first()).toBeVisible();
        expect(await page.locator(".prose script").count()).toBe(0);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expectAccessible(page);
      }
    });
  }
});
