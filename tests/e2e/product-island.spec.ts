import { dataLayerEvents, expect, expectAccessible, hostUrl, pauseClock, test } from "./fixtures.ts";

const PDP = "/produkte/apple-iphone-15-128gb";
const SELL_CATEGORY = "/verkaufen/smartphones";
/** Chunks of the hydrated pages (React, router, shared modules, route modules): never on an island page. */
const HYDRATION_CHUNK =
  /\/assets\/(entry\.client|react|shared|components|jsx-runtime|root|products|sell-category|manifest|rolldown-runtime)[-.]/;

test.describe("device page without hydration (decision 0006)", () => {
  test("loads only the island's scripts, no React or router bundle", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(hostUrl("de.localhost", PDP));
    await page.waitForLoadState("networkidle");
    expect(scripts.some((s) => /\/assets\/island-product-page-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window)).toBe(false);
    // the server-rendered page is all there
    await expect(page.locator("h1")).toContainText("iPhone 15");
    await expectAccessible(page);
  });

  test("the typeahead works by keyboard only and lands on another device page", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", PDP));
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // brand
    await page.keyboard.press("Tab"); // search box
    const box = page.locator("#header-search");
    await expect(box).toBeFocused();
    await page.keyboard.type("galaxy s2", { delay: 40 });
    const options = page.locator('[role="listbox"]:visible [role="option"]');
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("status").filter({ hasText: /Vorschläge verfügbar/ })).toHaveCount(1);
    let index = 0;
    while (!((await options.nth(index).textContent()) ?? "").includes("Galaxy S2")) index++;
    for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
    await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(index).getAttribute("id"))!);
    await expectAccessible(page, "suggestions open");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produkte\/samsung-galaxy-s2/);
    await expect(page.locator("h1")).toContainText("Galaxy S2");
    // the new device page is again a server-rendered page with its island
    await expect(page.locator("script[data-island-route]")).toHaveCount(1);
  });

  test.describe("with a failing search API", () => {
    test.use({ allowStatuses: [503] });
    test("escape closes the suggestions; a failing search is logged and shows no suggestions", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "warning") warnings.push(msg.text());
      });
      await page.goto(hostUrl("de.localhost", PDP));
      const box = page.locator("#header-search");
      await box.click();
      await page.keyboard.type("iphone 1");
      await expect(page.locator('[role="listbox"]:visible [role="option"]').first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator('[role="listbox"]:visible')).toHaveCount(0);
      await page.route(/\/api\/trade\/suggestions\?/, (route) =>
        route.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" }),
      );
      await page.keyboard.type("3");
      await expect.poll(() => warnings.some((w) => w.includes("search failed"))).toBe(true);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator('[role="listbox"] [role="option"]')).toHaveCount(0);
    });
  });

  test.describe("with no stored consent decision", () => {
    test.use({ consent: null });
    // the banner's second passes when the test moves the clock (the island attaches before the load event)
    test.beforeEach(({ page }) => pauseClock(page));

    test("the consent banner shows after 1 s; view_item reaches the dataLayer only after acceptance", async ({ page }) => {
      await page.goto(hostUrl("de.localhost", PDP));
      const banner = page.getByRole("dialog", { name: "Cookies und Ihre Einwilligung" });
      await page.clock.runFor(999);
      await expect(banner).toBeHidden();
      await page.clock.runFor(1);
      await expect(banner).toBeVisible();
      expect(await dataLayerEvents(page)).toEqual([]);
      await banner.getByRole("button", { name: "Akzeptieren" }).click();
      await expect(banner).toBeHidden();
      const viewedItem = () =>
        page.evaluate(
          () =>
            ((window.dataLayer ?? []) as { event: string; ecommerce?: { items?: { item_name: string }[] } }[]).find(
              (e) => e.event === "view_item",
            )?.ecommerce?.items?.[0]?.item_name,
        );
      await expect.poll(viewedItem).toContain("iPhone 15");
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
      // a later visit delivers at once and shows no banner
      await page.reload();
      await expect.poll(viewedItem).toContain("iPhone 15");
      await page.clock.runFor(1300);
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a refusal on the device page is stored as false and sends nothing", async ({ page }) => {
      await page.goto(hostUrl("de.localhost", PDP));
      await page.clock.runFor(1000);
      await page.getByRole("dialog").getByRole("button", { name: "Ablehnen" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("false");
      expect(await dataLayerEvents(page)).toEqual([]);
    });
  });

  test("a full page load of the device page resets the cart's transactionId", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    await page.evaluate(() => localStorage.setItem("sellback.cart", JSON.stringify({ cart: [], transactionId: 7 })));
    await page.goto(hostUrl("de.localhost", PDP));
    await page.waitForLoadState("networkidle");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("sellback.cart") ?? "{}") as { transactionId?: number });
    expect(stored.transactionId).toBe(0);
  });

  // a client navigation to it from a hydrated page: app/lib/navigation-rules.test.ts (no shop page hydrates since decision 0133)
});

test.describe("sell-category page without hydration (decision 0017)", () => {
  test("loads only its island, with the page, header behaviours and cart count working", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(hostUrl("de.localhost", "/"));
    const line = {
      offerId: "x",
      deviceId: "1",
      deviceName: "Apple iPhone 15 128 GB",
      deviceUrl: "apple-iphone-15-128gb",
      price: 10,
      quantity: 2,
      validUntil: "2099-01-01T00:00:00.000Z",
      answers: [],
    };
    await page.evaluate((cart) => localStorage.setItem("sellback.cart", JSON.stringify(cart)), { cart: [line], transactionId: 5 });
    scripts.length = 0;
    await page.goto(hostUrl("de.localhost", SELL_CATEGORY));
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /\/assets\/island-catalog-page-[\w-]+\.js$/.test(s))).toHaveLength(1);
    expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator("h1")).toHaveText("Handys & Smartphones verkaufen");
    await expect(page.locator("header [data-cart-count] [aria-hidden=true]")).toHaveText("2");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("sellback.cart") ?? "{}") as { transactionId?: number });
    expect(stored.transactionId).toBe(0);
    // the typeahead of the header, by keyboard
    await page.locator("header input[role=combobox]").fill("galaxy s24");
    await expect(page.locator("header [role=option]").first()).toBeVisible();
    await expectAccessible(page, "suggestions open");
  });
  // a client navigation to it is a document load: no shop page hydrates to start one from since the
  // checkout became an island page too (decision 0132); the rule: app/lib/navigation-rules.test.ts
});

test.describe("marketing parameters are captured once per full page load", () => {
  test.use({ consent: "true" });
  for (const [name, path] of [
    ["the device page (island)", `${PDP}?gclid=G-island`],
    ["the home page (island)", "/?gclid=G-island"],
    ["a hydrated page (root)", "/newsletter?gclid=G-island"],
  ] as const) {
    test(`on ${name}`, async ({ page }) => {
      const posts: Record<string, unknown>[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/controlling/controlling"))
          posts.push(r.postDataJSON() as Record<string, unknown>);
      });
      await page.goto(hostUrl("de.localhost", path));
      await expect.poll(() => posts.filter((p) => p.eventName === "marketing_touchpoint").length).toBe(1);
      expect(posts[0]).toMatchObject({ params: { gclid: "G-island" }, applicationId: "sellback-de" });
    });
  }
});
