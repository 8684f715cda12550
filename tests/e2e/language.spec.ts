/**
 * What a French, Spanish or German reader sees of decision 0033: storage in the edition's units
 * (Go in French, GB elsewhere), headings built from a category name without a capital mid-sentence,
 * plural messages, and no straight apostrophe in the page's text.
 */
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

test.describe("language (decision 0033)", () => {
  test("fr: the device page says Go, the sell-category heading keeps no capital mid-sentence", async ({ visitorPage: page }) => {
    await page.goto(hostUrl("fr.localhost", "/produits/apple-iphone-15-128gb"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Apple iPhone 15 128 Go");
    await expect(page).toHaveTitle(/128 Go/);
    await expect(page.locator("main")).not.toContainText("128 GB");
    await expect(page.locator("main")).not.toContainText("'");
    await expectAccessible(page, "fr device page");

    await page.goto(hostUrl("fr.localhost", "/catalogue/ordinateurs-portables"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendre vos ordinateurs portables");
    await expect(page).toHaveTitle("Vendre vos ordinateurs portables | Sellback");
    // the series lists name each model with its storage in Go/To too
    await expect(page.locator("main")).toContainText("16 Go / 1 To");
    await expect(page.locator("main")).not.toContainText(/\d GB|\d TB/);
  });

  test("es and de: the same heading in Spanish; German keeps its units and nouns", async ({ visitorPage: page }) => {
    await page.goto(hostUrl("es.localhost", "/"));
    const laptops = page.locator("a[href*='/portatiles']").first();
    await page.goto(hostUrl("es.localhost", (await laptops.getAttribute("href"))!));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vende tus portátiles");

    await page.goto(hostUrl("de.localhost", "/produkte/apple-iphone-15-128gb"));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Apple iPhone 15 128 GB");
    // "Beantworten Sie 7 kurze Fragen": a plural message with the device's question count
    await expect(page.locator("main")).toContainText(/Beantworten Sie \d+ kurze Fragen/);
  });
});
