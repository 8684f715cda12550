/**
 * The cart's device count in the header (app/lib/cart-badge.ts): hidden while the cart is empty,
 * filled from the browser cart on hydrated pages and on the device page's island, following
 * quantity changes, reloads, other tabs, and an emptied cart.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { answerQuestions } from "./sell-steps.ts";

const IPHONE = "/produkte/apple-iphone-15-128gb";
const badge = (page: Page) => page.locator("header [data-cart-count]");
const cartLink = (page: Page) => page.locator("header a.cart-link");
const cartRead = (page: Page) => expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });

async function addIphoneToCart(page: Page) {
  await page.goto(hostUrl("de.localhost", IPHONE));
  await expect(badge(page)).toBeHidden();
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await cartRead(page);
}

test.describe("cart count in the header", () => {
  test("de: appears with the first device, follows the quantity, survives a reload and shows on the device page", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    await expect(badge(page)).toBeHidden();
    // an empty cart formats no label (that would load the locale's plural rules on every page load)
    await expect(badge(page).locator("span")).toHaveCount(0);
    await addIphoneToCart(page);
    await expect(badge(page)).toBeVisible();
    await expect(badge(page).locator('[aria-hidden="true"]')).toHaveText("1");
    await expect(cartLink(page)).toHaveAccessibleName("Warenkorb (1 Gerät)");
    await expectAccessible(page, "a device in the cart");

    await page.getByLabel(/Anzahl/).selectOption("2");
    await expect(badge(page).locator('[aria-hidden="true"]')).toHaveText("2");
    await expect(cartLink(page)).toHaveAccessibleName("Warenkorb (2 Geräte)");

    await page.reload();
    await expect(badge(page).locator('[aria-hidden="true"]')).toHaveText("2");
    await page.goto(hostUrl("de.localhost", IPHONE)); // the island, no React
    await expect(badge(page).locator('[aria-hidden="true"]')).toHaveText("2");
    await expectAccessible(page, "a device in the cart");
  });

  test("de: another tab follows changes and the emptied cart", async ({ page, context }) => {
    await addIphoneToCart(page);
    const other = await context.newPage();
    await other.goto(hostUrl("de.localhost", "/kontakt"));
    await expect(badge(other).locator('[aria-hidden="true"]')).toHaveText("1");

    await page.getByLabel(/Anzahl/).selectOption("3");
    await expect(badge(other).locator('[aria-hidden="true"]')).toHaveText("3");
    await page.getByRole("button", { name: "Warenkorb leeren" }).click();
    await expect(badge(page)).toBeHidden();
    await expect(badge(other)).toBeHidden();
    await other.close();
  });
});
