import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

test.describe("error pages", () => {
  test.use({ allowStatuses: [404] });

  test("unknown path: localized 404 with 'Page not found' and a dataLayer page type", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookieConsent", "true"));
    const response = await page.goto(hostUrl("de.localhost", "/gibt-es-nicht"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Hoppla!");
    await expect(page.locator(".status-message")).toHaveText("Page not found: /gibt-es-nicht");
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { pageType?: string }).pageType === "404")))
      .toBe(true);
    await expectAccessible(page);
  });

  test("a path of another edition is a 404 in this one (/guardare on de)", async ({ page }) => {
    const response = await page.goto(hostUrl("de.localhost", "/guardare"));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".status-message")).toHaveText("Page not found: /guardare");
  });

  test("clarification paths get the expired-link variant", async ({ page }) => {
    const response = await page.goto(hostUrl("fr.localhost", "/clarification/only-one-segment"));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".error-page")).toHaveAttribute("data-error-kind", "expired");
    await expectAccessible(page);
  });

  test("legacy URL answers 301 to its content page", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/datenschutzerklaerung"));
    expect(new URL(page.url()).pathname).toBe("/content/datenschutz");
  });
});
