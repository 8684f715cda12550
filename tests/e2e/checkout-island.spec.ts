/**
 * The checkout as an island page (decision 0132): the server renders the lines the visitor has
 * (the cart's cookie mirror, decision 0061), the page loads only its island — no React, router or
 * shared chunks — and nothing moves when the island reads the stored cart. The cart from another
 * tab, the `?offer` line taken into the stored cart, a quantity changed while the form is filled
 * (the server renders the cart again; what was typed stays), the IBAN grouped, begin_checkout once after a decision
 * on the banner, a malformed cookie. axe on each state.
 */
import type { Page } from "@playwright/test";
import { CART_COOKIE, CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { pathFor, type EditionId } from "../../core/editions/index.ts";
import { dataLayerEvents, expect, expectAccessible, hostUrl, pauseClock, scriptsOf, test } from "./fixtures.ts";
import { apiOffer, type ShopEdition } from "./api-trade.ts";
import { firstAnswersIntoCart } from "./sell-steps.ts";

/** Chunks of the hydrated pages (React, the router, shared modules, route modules, the hydration gate): never on the checkout. */
const HYDRATION_CHUNK = /\/assets\/(entry\.client|react|shared|validation|root|checkout|layout|island-deferred-page)[-.]/;
const ISLAND = /\/assets\/island-checkout-page-[\w-]+\.js$/;

const cartRead = (page: Page) => expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });

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

/**
 * Layout shifts without recent input since the document started (PerformanceObserver, buffered):
 * their sum, and the shifted elements inside the checkout's own part of the page.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: { sum: number; inPage: string[] } };
    w.__shift = { sum: 0, inPage: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        w.__shift.sum += e.value;
        for (const source of e.sources ?? [])
          if (source.node instanceof Element && source.node.closest(".page.checkout"))
            w.__shift.inPage.push(source.node.outerHTML.slice(0, 80));
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: { sum: number; inPage: string[] } }).__shift);
}

const editions: EditionId[] = ["de", "fr", "it"];

test.describe("the checkout is an island page (decision 0132)", () => {
  test.use({ consent: null });

  for (const edition of editions) {
    test(`${edition}: an empty cart loads only the checkout's island; the banner at one second`, async ({ page }) => {
      await pauseClock(page);
      const scripts = scriptsOf(page);
      const html = await (await page.goto(hostUrl(`${edition}.localhost`, pathFor(edition, "checkout"))))!.text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain("__reactRouterContext");
      const banner = page.locator("[data-consent]");
      await page.clock.runFor(999);
      await expect(banner).toBeHidden();
      await page.clock.runFor(1);
      await expect(banner).toBeVisible();
      await page.clock.resume();
      await expect(page.locator(".cart__empty")).toBeVisible();
      await cartRead(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((s) => ISLAND.test(s))).toHaveLength(1);
      expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
      await expectAccessible(page, "empty cart, banner shown");
    });
  }
});

test.describe("the checkout reached from the device page", () => {
  test("de: the first HTML has the stored line and the form; nothing moves when the island reads the cart; removing the line removes the cookie", async ({
    page,
  }) => {
    const shift = await watchLayoutShift(page);
    const scripts = scriptsOf(page);
    const checkoutHtml = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/checkout" && r.request().resourceType() === "document",
    );
    await firstAnswersIntoCart(page);
    const html = await (await checkoutHtml).text();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)!).cart as { offerId: string; deviceName: string }[],
      CART_STORAGE_KEY,
    );
    expect(stored).toHaveLength(1);
    // the server rendered the stored line (its cookie) and the form that posts its offer
    expect(html.match(/class="cart-line[ "]/g)).toHaveLength(1);
    expect(html).toContain(`name="offerId" value="${stored[0]!.offerId}"`);
    expect(html).toContain("checkout-iban");
    expect((await page.context().cookies()).find((c) => c.name === CART_COOKIE)?.value).toBe(`${stored[0]!.offerId}*1`);
    await cartRead(page);
    await expect(page.locator(".cart-line")).toContainText(stored[0]!.deviceName);
    await page.waitForLoadState("networkidle");
    // the page the server sent is the page the visitor keeps: nothing in it moves (the header's cart
    // count, filled from storage on every island page, moves the menu by a few pixels: < 0.001)
    const shifted = await shift();
    expect(shifted.inPage).toEqual([]);
    expect(shifted.sum).toBeLessThan(0.001);
    expect(scripts.filter((s) => HYDRATION_CHUNK.test(s))).toEqual([]);
    await expectAccessible(page, "checkout rendered from the cart cookie");

    await page
      .getByRole("button", { name: /entfernen/i })
      .first()
      .click();
    await expect(page.locator(".cart-line")).toHaveCount(0);
    await expect(page.locator(".cart__empty")).toBeVisible();
    await expect(page.locator("#checkout-email")).toHaveCount(0);
    await expect(page.locator("#cart-heading")).toBeFocused();
    // document.cookie's write reaches the browser's cookie store (which context.cookies() reads) a moment later
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === CART_COOKIE)).toBeUndefined();
    const again = await page.evaluate(() => fetch("/checkout").then((r) => r.text()));
    expect(again).not.toMatch(/class="cart-line[ "]/);
  });

  test("de: a quantity changed while the form is filled: the server's cart with its totals, and what was typed stays", async ({ page }) => {
    await firstAnswersIntoCart(page);
    await cartRead(page);
    await page.locator("#checkout-firstName").fill("Erika");
    await page.locator("#checkout-city").fill("Berlin");
    // the IBAN in groups of four once the field is left
    await page.locator("#checkout-iban").fill("de89370400440532013000");
    await page.locator("#checkout-city").focus();
    await expect(page.locator("#checkout-iban")).toHaveValue("DE89 3704 0044 0532 0130 00");
    const oneTotal = await page.getByTestId("cart-total").textContent();
    await page.getByLabel(/Anzahl/).selectOption("3");
    await expect(page.getByTestId("cart-total")).not.toHaveText(oneTotal!);
    await expect(page.locator('input[name="quantity"]')).toHaveValue("3");
    await expect(page.getByLabel(/Anzahl/)).toHaveValue("3");
    await expect(page.getByLabel(/Anzahl/)).toBeEnabled();
    await expect(page.locator("#checkout-firstName")).toHaveValue("Erika");
    await expect(page.locator("#checkout-city")).toHaveValue("Berlin");
    expect((await page.context().cookies()).find((c) => c.name === CART_COOKIE)?.value).toMatch(/\*3$/);
    await expectAccessible(page, "three of one device");
  });

  test("de: a cookie naming unknown or malformed offers renders the empty cart; it never fails the page", async ({ page, context }) => {
    await context.addCookies([{ name: CART_COOKIE, value: "AAAAAAAAAAAAAAAAAAAAAA*1.bad*x.*2.zz*99", domain: "de.localhost", path: "/" }]);
    const res = await page.goto(hostUrl("de.localhost", "/checkout"));
    expect(res?.status()).toBe(200);
    await expect(page.locator(".cart__empty")).toBeVisible();
    await expect(page.locator(".cart-line")).toHaveCount(0);
    // the island's header is read by the same parser
    const html = await page.evaluate(() => fetch("/checkout", { headers: { "x-sellback-cart": "<script>*1.x*1" } }).then((r) => r.text()));
    expect(html).not.toMatch(/class="cart-line[ "]/);
  });
});

test.describe("the stored cart and the page", () => {
  test("de: a cart stored in another tab shows on the empty cart page", async ({ page, context }) => {
    const line = await offerLine(page, "de");
    await page.goto(hostUrl("de.localhost", "/checkout"));
    await cartRead(page);
    await expect(page.locator(".cart__empty")).toBeVisible();
    const other = await context.newPage();
    await other.goto(hostUrl("de.localhost", "/"));
    await other.evaluate(({ key, line }) => localStorage.setItem(key, JSON.stringify({ cart: [line] })), { key: CART_STORAGE_KEY, line });
    await expect(page.locator(".cart-line")).toHaveCount(1);
    await expect(page.locator("#checkout-email")).toBeVisible();
    await expectAccessible(page, "cart from another tab");
  });

  test("de: the ?offer line goes into the stored cart and the address drops ?offer", async ({ page }) => {
    const line = await offerLine(page, "de");
    await page.goto(hostUrl("de.localhost", `/checkout?offer=${line.offerId}`));
    await cartRead(page);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator(".cart-line")).toHaveCount(1);
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key)!) as { cart: { offerId: string }[] },
      CART_STORAGE_KEY,
    );
    expect(stored.cart.map((l) => l.offerId)).toEqual([line.offerId]);
    await page.reload();
    await expect(page.locator(".cart-line")).toHaveCount(1);
  });
});

test.describe("the banner on the checkout", () => {
  test.use({ consent: null });

  test("de: one-line checkout: the banner at one second; accepting it delivers begin_checkout once", async ({ page }) => {
    const line = await offerLine(page, "de");
    await pauseClock(page);
    await page.goto(hostUrl("de.localhost", `/checkout?offer=${line.offerId}`));
    await expect(page.locator(".cart-line")).toHaveCount(1);
    const banner = page.getByRole("dialog", { name: "Cookies und Ihre Einwilligung" });
    await page.clock.runFor(1000);
    await expect(banner).toBeVisible();
    await page.clock.resume();
    await cartRead(page);
    expect(await dataLayerEvents(page)).toEqual([]);
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => dataLayerEvents(page)).toContain("begin_checkout");
    expect((await dataLayerEvents(page)).filter((e) => e === "begin_checkout")).toHaveLength(1);
    await expectAccessible(page, "banner answered");
  });
});
