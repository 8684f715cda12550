import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

test.describe("cookie consent", () => {
  test.use({ consent: null });

  test("the banner appears after 1 s, blocks analytics until accepted", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/produkte/apple-iphone-15-128gb"));
    const banner = page.getByRole("dialog", { name: "Cookies und Analyse" });
    await expect(banner).toBeHidden();
    await page.waitForTimeout(500);
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 3000 });
    await expectAccessible(page);
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event: string }).event))).toContain("view_item");
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
  });

  test("a refusal is remembered and keeps analytics off", async ({ page }) => {
    await page.goto(hostUrl("fr.localhost", "/"));
    const banner = page.getByRole("dialog");
    await banner.getByRole("button", { name: "Refuser" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
  });
});

test.describe("footer by edition", () => {
  test("de shows DHL (height 20) and the review seal", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    const logo = page.locator("footer img[data-carrier]");
    await expect(logo).toHaveAttribute("data-carrier", "DHL");
    await expect(logo).toHaveAttribute("height", "20");
    await expect(page.locator("[data-review-seal]")).toBeVisible();
    await expectAccessible(page);
  });

  test("fr shows UPS (height 36) and no seal", async ({ page }) => {
    await page.goto(hostUrl("fr.localhost", "/"));
    const logo = page.locator("footer img[data-carrier]");
    await expect(logo).toHaveAttribute("data-carrier", "UPS");
    await expect(logo).toHaveAttribute("height", "36");
    await expect(page.locator("[data-review-seal]")).toHaveCount(0);
  });
});
