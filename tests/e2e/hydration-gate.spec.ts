/**
 * The hydration gate of the deferred-hydration pages (decision 0056): the consent banner is shown
 * at one second without React; the checkout with an empty cart loads no React until a stored cart
 * appears or the visitor interacts; React hydrates over the banner without a second one; a
 * decision before or after hydration delivers the events React tracked, once; what is typed before
 * hydration survives it. axe on each state.
 */
import type { Page } from "@playwright/test";
import { CART_COOKIE, CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { pathFor, type EditionId } from "../../core/editions/index.ts";
import { dataLayerEvents, expect, expectAccessible, hostUrl, pauseClock, scriptsOf, test } from "./fixtures.ts";
import { apiOffer, type ShopEdition } from "./api-trade.ts";
import { firstAnswersIntoCart } from "./sell-steps.ts";

/** React, the router and the shared modules: never loaded by an island page. */
const HYDRATION_CHUNK = /\/assets\/(entry\.client|react|shared|validation|root|checkout|layout)[-.]/;
const GATE = /\/assets\/island-deferred-page-[\w-]+\.js$/;
const REACT_CHUNK = /\/assets\/react-[\w-]+\.js$/;

interface GateStatus {
  mode: "eager" | "lazy";
  state: "waiting" | "started";
  reason?: string;
}
/** The gate's status (app/lib/hydration-gate.ts). */
const gate = (page: Page) => page.evaluate(() => (window as unknown as { __sellbackHydration?: GateStatus }).__sellbackHydration ?? null);
const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 30_000 });

/** Holds React's chunk until `release()`: the page is in the state before hydration for as long as the test needs. */
async function holdReact(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(REACT_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** An offer for the iPhone with every first answer, made through the API; its stored-cart line. The page is left on the edition's home page. */
async function offerLine(page: Page, edition: ShopEdition) {
  await page.goto(hostUrl(`${edition}.localhost`, "/"));
  const { body: offer } = await apiOffer(page.request, { edition });
  return {
    offerId: offer.offerId,
    deviceId: String(offer.deviceId),
    deviceName: offer.device.name,
    deviceUrl: offer.device.slug,
    price: offer.price,
    quantity: 1,
    validUntil: offer.validUntil,
    answers: offer.answers.map((a) => ({ questionCode: a.questionCode, answerCode: a.answerCode })),
  };
}

const editions: EditionId[] = ["de", "fr", "it"];

test.describe("the checkout with an empty cart is an island page until needed (decision 0056)", () => {
  test.use({ consent: null });

  for (const edition of editions) {
    test(`${edition}: the banner at one second, no React; a decision on it loads none either`, async ({ page }) => {
      await pauseClock(page);
      const scripts = scriptsOf(page);
      await page.goto(hostUrl(`${edition}.localhost`, pathFor(edition, "checkout")));
      const banner = page.locator("[data-consent]");
      await page.clock.runFor(999);
      await expect(banner).toBeHidden();
      await page.clock.runFor(1);
      await expect(banner).toBeVisible();
      await page.clock.resume();
      await expect(page.locator(".cart__empty")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((s) => GATE.test(s))).toHaveLength(1);
      expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
      expect(await gate(page)).toEqual({ mode: "lazy", state: "waiting" });
      await expectAccessible(page, "empty cart, banner shown");
      // answering the banner is no reason to load React on a page with nothing to do
      await banner.locator('[data-consent-choice="true"]').click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
      // the gate decides in the click's own handlers, and its timers (a paint's fallback: one second)
      // have run once the clock moved past them; React's chunks are asked for only after it started
      await page.clock.runFor(1_000);
      expect((await gate(page))?.state).toBe("waiting");
      expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
    });
  }

  test("de: the first interaction hydrates, and what was typed into the search stays", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/checkout"));
    await expect(page.locator(".cart__empty")).toBeVisible();
    expect((await gate(page))?.mode).toBe("lazy");
    const search = page.locator("#header-search");
    await search.pressSequentially("iphone");
    await hydrated(page);
    expect(await gate(page)).toMatchObject({ state: "started", reason: expect.stringMatching(/^interaction:/) });
    await expect(search).toHaveValue("iphone");
    // hydrated: the cart has been read, and is empty
    await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible();
    await expectAccessible(page, "empty cart, hydrated");
  });
});

test.describe("a cart from another tab", () => {
  test("de: a cart stored in another tab hydrates the empty cart page and shows its line", async ({ page, context }) => {
    const line = await offerLine(page, "de");
    await page.goto(hostUrl("de.localhost", "/checkout"));
    await expect(page.locator(".cart__empty")).toBeVisible();
    expect(await gate(page)).toEqual({ mode: "lazy", state: "waiting" });
    const other = await context.newPage();
    await other.goto(hostUrl("de.localhost", "/"));
    await other.evaluate(
      ({ key, line }) =>
        localStorage.setItem(
          key,
          JSON.stringify({
            cart: [line],
            transactionId: 0,
            voucher: null,
            B2BMode: false,
            priceCalculateDone: false,
            paymentType: 0,
            isPayPalTransaction: false,
          }),
        ),
      { key: CART_STORAGE_KEY, line },
    );
    await hydrated(page);
    expect(await gate(page)).toMatchObject({ state: "started", reason: "cart" });
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expectAccessible(page, "cart from another tab");
  });

  test("de: a stored cart hydrates at once, without waiting for the banner", async ({ page }) => {
    const line = await offerLine(page, "de");
    await page.evaluate(({ key, line }) => localStorage.setItem(key, JSON.stringify({ cart: [line] })), { key: CART_STORAGE_KEY, line });
    await page.goto(hostUrl("de.localhost", "/checkout"));
    await hydrated(page);
    expect(await gate(page)).toMatchObject({ mode: "eager", reason: "cart" });
    await expect(page.locator(".cart-line")).toHaveCount(1);
  });
});

test.describe("the stored cart's cookie mirror (decision 0061)", () => {
  test("de: from the device page's add-to-cart, the checkout's first HTML has the line and the form, and nothing moves when React takes over", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const checkoutHtml = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/checkout" && r.request().resourceType() === "document",
    );
    await firstAnswersIntoCart(page);
    const html = await (await checkoutHtml).text();
    // the server rendered the stored line (cookie) and the form that posts its offer
    expect(html.match(/class="cart-line[ "]/g)).toHaveLength(1);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)!).cart as { offerId: string; deviceName: string }[],
      CART_STORAGE_KEY,
    );
    expect(stored).toHaveLength(1);
    expect(html).toContain(stored[0]!.offerId);
    expect(html).toContain("checkout-iban");
    expect((await page.context().cookies()).find((c) => c.name === CART_COOKIE)?.value).toBe(`${stored[0]!.offerId}*1`);
    await hydrated(page);
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator(".cart-line")).toContainText(stored[0]!.deviceName);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    await expectAccessible(page, "checkout rendered from the cart cookie");
    // emptying the cart removes the cookie: the next checkout renders the empty cart again
    await page
      .getByRole("button", { name: /entfernen/i })
      .first()
      .click();
    await expect(page.locator(".cart-line")).toHaveCount(0);
    // document.cookie's write reaches the browser's cookie store (which context.cookies() reads) a moment later
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === CART_COOKIE)).toBeUndefined();
    const again = await page.evaluate(() => fetch("/checkout").then((r) => r.text()));
    expect(again).not.toMatch(/class="cart-line[ "]/);
  });

  test("de: a cookie naming unknown or malformed offers renders the empty cart; it never fails the page", async ({ page, context }) => {
    await context.addCookies([{ name: CART_COOKIE, value: "AAAAAAAAAAAAAAAAAAAAAA*1.bad*x.*2.zz*99", domain: "de.localhost", path: "/" }]);
    const res = await page.goto(hostUrl("de.localhost", "/checkout"));
    expect(res?.status()).toBe(200);
    await expect(page.locator(".cart__empty")).toBeVisible();
    await expect(page.locator(".cart-line")).toHaveCount(0);
  });
});

test.describe("the banner before hydration (decision 0056)", () => {
  test.use({ consent: null });

  test("de: one-line checkout: the banner shows at one second without React, React loads after it and hydrates over it; accepting then delivers begin_checkout once", async ({
    page,
  }) => {
    const line = await offerLine(page, "de");
    await pauseClock(page);
    const scripts = scriptsOf(page);
    const release = await holdReact(page);
    // the gate's script arrives late: the (async) route-module script runs first and must wait for it
    await page.route(GATE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(hostUrl("de.localhost", `/checkout?offer=${line.offerId}`));
    await expect(page.locator(".cart-line")).toHaveCount(1);
    const banner = page.getByRole("dialog", { name: "Cookies und Ihre Einwilligung" });
    await page.clock.runFor(999);
    await expect(banner).toBeHidden();
    // React is not even requested before the banner's check
    expect(scripts.filter((s) => REACT_CHUNK.test(s))).toEqual([]);
    expect(await gate(page)).toEqual({ mode: "eager", state: "waiting" });
    await page.clock.runFor(1);
    await expect(banner).toBeVisible();
    // after the banner's paint the gate lets React load (held here: the banner is there without it)
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return (await gate(page))?.state;
      })
      .toBe("started");
    expect((await gate(page))?.reason).toBe("banner");
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    await page.clock.resume();
    release();
    await hydrated(page);
    // React hydrated over the shown banner: one banner, still shown, no hydration error (the fixture fails on console errors)
    await expect(page.locator("[data-consent]")).toHaveCount(1);
    await expect(banner).toBeVisible();
    await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, "banner over the hydrated checkout");
    expect(await dataLayerEvents(page)).toEqual([]);
    // the banner's behaviour is the gate's; React's events wait in the one queue and are delivered once
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => dataLayerEvents(page)).toContain("begin_checkout");
    expect((await dataLayerEvents(page)).filter((e) => e === "begin_checkout")).toHaveLength(1);
  });

  test("de: a decision before hydration starts it, and React's events follow the decision", async ({ page }) => {
    const line = await offerLine(page, "de");
    await pauseClock(page);
    const release = await holdReact(page);
    await page.goto(hostUrl("de.localhost", `/checkout?offer=${line.offerId}`));
    const banner = page.getByRole("dialog", { name: "Cookies und Ihre Einwilligung" });
    await page.clock.runFor(1000);
    await expect(banner).toBeVisible();
    await page.clock.resume();
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("true");
    release();
    await hydrated(page);
    await expect.poll(() => dataLayerEvents(page)).toContain("begin_checkout");
    expect((await dataLayerEvents(page)).filter((e) => e === "begin_checkout")).toHaveLength(1);
    // the footer's "Cookie settings" reopens it with the current choice, after hydration too
    await page.locator("footer [data-consent-open]").first().click();
    await expect(banner).toBeVisible();
    await expect(banner.locator('[data-consent-current-choice="true"]')).toBeVisible();
    await expect(banner.locator('[data-consent-current-choice="false"]')).toBeHidden();
    await expectAccessible(page, "banner reopened");
  });
});

test.describe("typed before hydration", () => {
  test("de: one-line checkout: fields filled while React loads keep their values", async ({ page }) => {
    const line = await offerLine(page, "de");
    const release = await holdReact(page);
    await page.goto(hostUrl("de.localhost", `/checkout?offer=${line.offerId}`));
    // a decision is stored (the fixture's): the gate lets React load after the first paint
    await expect.poll(async () => (await gate(page))?.state).toBe("started");
    await page.locator("#checkout-firstName").fill("Früh");
    await page.locator("#checkout-email").fill("frueh@example.com");
    await page.locator("#checkout-city").fill("Berlin");
    release();
    await hydrated(page);
    await expect
      .poll(() => page.locator("#checkout-firstName").evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react"))))
      .toBe(true);
    await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
    // the cart read, the checkout drops ?offer= (a navigation that loads the route's data again): once
    // the router is idle at the plain address and that render painted, React has nothing left to redo
    await page.waitForFunction(() => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string }; location: { search: string } } } }
      ).__reactRouterDataRouter;
      return router.state.navigation.state === "idle" && router.state.location.search === "";
    });
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    await expect(page.locator("#checkout-firstName")).toHaveValue("Früh");
    await expect(page.locator("#checkout-email")).toHaveValue("frueh@example.com");
    await expect(page.locator("#checkout-city")).toHaveValue("Berlin");
    await expectAccessible(page, "typed before hydration");
  });
});
