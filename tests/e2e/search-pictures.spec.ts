/**
 * Search results (sort and filter, with and without JavaScript) and device pictures
 * (decision 0030).
 */
import type { Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

const searchUrl = (query: string) => hostUrl("de.localhost", `${pathFor("de", "search")}?q=${encodeURIComponent(query)}`);

/** The "bis zu 1.450 €" prices of the result cards (without a campaign's bonus, decision 0101), in cents, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  return page.locator(".device-card__price").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-price-cents"))));
}

/** `js`: the page runs scripts (axe and image checks need them). */
async function sortByPriceAndFilterApple(page: Page, js = true) {
  await page.goto(searchUrl("pro"));
  await expect(page.getByRole("status").filter({ hasText: "Ergebnisse" })).toBeVisible();
  if (js) await expectAccessible(page);
  const all = Number((await page.locator(".search-count").textContent())!.replace(/[^0-9].*$/, ""));
  await page.getByLabel("Sortieren nach").selectOption({ label: "Höchster Preis" });
  const apple = page.getByLabel("Marke").locator("option", { hasText: /^Apple \(\d+\)$/ });
  const appleCount = Number((await apple.textContent())!.replace(/\D/g, ""));
  await page.getByLabel("Marke").selectOption("apple");
  await page.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page).toHaveURL(/manufacturer=apple/);
  await expect(page.locator(".search-count")).toContainText(`${appleCount} Ergebnis`);
  expect(appleCount).toBeLessThan(all);
  const names = await page.locator(".device-card__name").allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) expect(name).toMatch(/^Apple /);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  // the choice is kept in the form
  await expect(page.getByLabel("Sortieren nach")).toHaveValue("price");
  await expect(page.getByLabel("Marke")).toHaveValue("apple");
  // every result shows a picture of its own model (at a fixed size)
  const first = page.locator(".device-card img").first();
  await expect(first).toHaveAttribute("width", "160");
  await expect(first).toHaveAttribute("height", "120");
  // (loaded: the picture arrives after the page, so wait for it rather than look once)
  if (js) await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe("search results page", () => {
  test("sort by highest price and filter by brand (JavaScript)", async ({ visitorPage: page }) => {
    await sortByPriceAndFilterApple(page);
  });

  test("sort by highest price and filter by brand (without JavaScript: a plain GET form)", async ({ newPage }) => {
    await sortByPriceAndFilterApple(await newPage({ javaScriptEnabled: false }), false);
  });

  test("unknown parameters are ignored; the typeahead's 'iPhone 13' order holds on the page", async ({ visitorPage: page }) => {
    const res = await page.goto(`${searchUrl("iPhone 13")}&sort=cheapest&manufacturer=%27--&category=nope`);
    expect(res?.status()).toBe(200);
    await expect(page.getByLabel("Sortieren nach")).toHaveValue("relevance");
    const names = await page.locator(".device-card__name").allTextContents();
    expect(names.slice(0, 3)).toEqual(["Apple iPhone 13 128 GB", "Apple iPhone 13 256 GB", "Apple iPhone 13 512 GB"]);
  });
});

test.describe("device pictures", () => {
  test("a product page shows its own model's picture; two models differ", async ({ visitorPage: page }) => {
    const pictureOf = async (slug: string) => {
      await page.goto(hostUrl("de.localhost", pathFor("de", "pdp", { pdp: slug })));
      const img = page.locator(".pdp__head img");
      await expect(img).toHaveAttribute("alt", /^Zeichnung: Apple iPhone 1[35]/);
      await expect(img).toHaveAttribute("width", "240");
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 240)).toBe(true);
      return { src: (await img.getAttribute("src"))!, pixels: await img.screenshot() };
    };
    const a = await pictureOf("apple-iphone-13-128gb");
    await expectAccessible(page);
    const b = await pictureOf("apple-iphone-15-pro-128gb");
    expect(a.src).not.toBe(b.src);
    expect(a.pixels.equals(b.pixels)).toBe(false);
  });

  test("the sell category shows each series with the picture of its newest model", async ({ visitorPage: page }) => {
    await page.goto(hostUrl("de.localhost", pathFor("de", "sellCategory", { category: "smartphones" })));
    const first = page.locator("details summary img").first();
    await expect(first).toBeVisible();
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const sources = await page.locator("details summary img").evaluateAll((imgs) => imgs.slice(0, 6).map((i) => i.getAttribute("src")));
    expect(new Set(sources).size).toBe(sources.length);
  });
});
