import { dataLayerEvents, expect, expectAccessible, hostUrl, pauseClock, ranUntil, test } from "./fixtures.ts";

test.describe("cookie consent", () => {
  test.use({ consent: null });

  // The page's clock is Playwright's, paused: the banner's 1-second check runs when the test moves
  // the clock, never by a race with the page load.
  test.beforeEach(({ page }) => pauseClock(page));

  test("the banner appears after 1 s, blocks analytics until accepted", async ({ page }) => {
    // the device page's island attaches the banner before the load event
    await page.goto(hostUrl("de.localhost", "/produkte/apple-iphone-15-128gb"));
    const banner = page.getByRole("dialog", { name: "Cookies und Ihre Einwilligung" });
    await page.clock.runFor(999);
    await expect(banner).toBeHidden();
    await page.clock.runFor(1);
    await expect(banner).toBeVisible();
    await page.clock.resume(); // axe waits on timers of its own
    await expectAccessible(page, "consent banner shown");
    expect(await dataLayerEvents(page)).toEqual([]);
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => dataLayerEvents(page)).toContain("view_item");
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
  });

  test("a refusal is remembered and keeps analytics off", async ({ page }) => {
    await page.goto(hostUrl("fr.localhost", "/"));
    const banner = page.getByRole("dialog");
    await expect.poll(() => ranUntil(page, () => banner.isVisible())).toBe(true);
    await banner.getByRole("button", { name: "Refuser" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
    await page.reload();
    // The header's suggestions prove the hydrated layout's behaviours (the banner's check among
    // them) are attached; the clock then passes the banner's second.
    await page.locator("#header-search").fill("iphone");
    await expect.poll(() => ranUntil(page, () => page.locator('[role="listbox"]:visible [role="option"]').first().isVisible())).toBe(true);
    await page.clock.runFor(1000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await dataLayerEvents(page)).toEqual([]);
  });
});

test.describe("footer by edition", () => {
  test("de shows DHL (height 20) and no review seal while nobody has rated (legal.spec.ts: with reviews)", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    const logo = page.locator("footer img[data-carrier]");
    await expect(logo).toHaveAttribute("data-carrier", "DHL");
    await expect(logo).toHaveAttribute("height", "20");
    await expect(page.locator("[data-review-seal]")).toHaveCount(0);
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
