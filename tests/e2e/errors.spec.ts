import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

test.describe("error pages", () => {
  test.use({ allowStatuses: [404], consent: "true" });

  test("unknown path: localized 404 with 'Page not found' and a dataLayer page type", async ({ visitorPage: page }) => {
    const response = await page.goto(hostUrl("de.localhost", "/gibt-es-nicht"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Hoppla!");
    await expect(page.locator(".status-message")).toHaveText("Page not found: /gibt-es-nicht");
    // the chrome's guarantees are unknown above its loader: the footer names the carrier, no amount
    await expect(page.locator(".site-footer .carrier")).toHaveText(/^Kostenloser Versand mit (DHL|UPS)$/);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => (e as { pageType?: string }).pageType === "404")))
      .toBe(true);
    await expectAccessible(page);
  });

  test("a path of another edition is a 404 in this one (/guardare on de)", async ({ visitorPage: page }) => {
    const response = await page.goto(hostUrl("de.localhost", "/guardare"));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".status-message")).toHaveText("Page not found: /guardare");
  });

  test("clarification paths get the expired-link variant", async ({ visitorPage: page }) => {
    const response = await page.goto(hostUrl("fr.localhost", "/clarification/only-one-segment"));
    expect(response?.status()).toBe(404);
    await expect(page.locator(".error-page")).toHaveAttribute("data-error-kind", "expired");
    await expectAccessible(page);
  });

  test("legacy URL answers 301 to its content page", async ({ visitorPage: page }) => {
    await page.goto(hostUrl("de.localhost", "/datenschutzerklaerung"));
    expect(new URL(page.url()).pathname).toBe("/content/datenschutz");
  });
});

test("pages set the locale cookie for 365 days", async ({ page, context }) => {
  await page.goto(hostUrl("es.localhost", "/"));
  const cookie = (await context.cookies()).find((c) => c.name === "locale");
  expect(cookie?.value).toBe("es");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

// An in-app navigation's redirect lookup: app/lib/navigation-rules.test.ts (no shop page hydrates since decision 0133).
