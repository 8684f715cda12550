/** Steps of the sell flow that several browser tests take on their way to something else. */
import type { Page } from "@playwright/test";
import { expect, hostUrl } from "./fixtures.ts";

/** On a German device page: the first answer to every condition question, the offer, "Add to cart" → the checkout. */
export async function firstAnswersIntoCart(page: Page, devicePath = "/produkte/apple-iphone-15-128gb") {
  await page.goto(hostUrl("de.localhost", devicePath));
  const questions = page.locator("fieldset.question");
  const count = await questions.count();
  for (let i = 0; i < count; i++) await questions.nth(i).locator('input[type="radio"]').first().check();
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}
