/**
 * The words people use for a kind of device find it (decision 0105): a phone word in each of the
 * six editions lists only phones on the results page, "Samsung Handy" Samsung's phones; "airpods"
 * (a word no device has) says so and offers the categories instead of listing the Air devices,
 * and the suggestions say so in a short line.
 */
import type { EditionId } from "../../core/editions/index.ts";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test, uiMessages } from "./fixtures.ts";
import { editionHost } from "./sample-paths.ts";

const searchUrl = (edition: EditionId, query: string) =>
  hostUrl(editionHost(edition), `${pathFor(edition, "search")}?q=${encodeURIComponent(query)}`);

/** A phone word per edition, as people type it. */
const PHONE_WORDS: [EditionId, string][] = [
  ["de", "Handy"],
  ["at", "Handy"],
  ["en", "mobile phone"],
  ["es", "móvil"],
  ["fr", "portable"],
  ["it", "cellulare"],
];

test.describe("search: category words and whole words", () => {
  for (const [edition, text] of PHONE_WORDS) {
    test(`${edition}: "${text}" finds the phones`, async ({ visitorPage: page }) => {
      await page.goto(searchUrl(edition, text));
      await expect(page.locator(".search-count")).toBeVisible();
      // the results' only category is the phones: the category choice offers "all" and the phones
      const options = page.locator("#search-category option");
      await expect(options).toHaveCount(2);
      await expect(options.nth(1)).toHaveAttribute("value", "smartphones");
      expect(await page.locator(".device-card").count()).toBeGreaterThan(10);
      await expectAccessible(page, `category word ${edition}`);
    });
  }

  test('de: "Samsung Handy" finds Samsung\'s phones', async ({ visitorPage: page }) => {
    await page.goto(searchUrl("de", "Samsung Handy"));
    await expect(page.locator(".search-count")).toBeVisible();
    const names = await page.locator(".device-card__name").allTextContents();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toMatch(/^Samsung Galaxy /);
    await expect(page.locator("#search-category option")).toHaveCount(2);
    await expectAccessible(page, "brand and category word");
  });

  for (const edition of ["de", "fr"] as const) {
    test(`${edition}: "airpods" says nothing matches and offers the categories`, async ({ visitorPage: page }) => {
      const m = uiMessages(edition);
      await page.goto(searchUrl(edition, "airpods"));
      await expect(page.getByRole("status").filter({ hasText: "airpods" })).toBeVisible();
      await expect(page.locator(".device-card")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: m["search.noResultsCategories"] })).toBeVisible();
      const links = page.locator(".search-no-match__categories a");
      await expect(links).toHaveCount(7);
      await expectAccessible(page, "no match");
      // the typeahead says so in one line; "air" still suggests the Air devices
      const box = page.locator("#search-page");
      await box.fill("airpods");
      await expect(page.locator(".search-page .combobox__empty, main .combobox__empty").first()).toHaveText(m["search.noSuggestions"]!);
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expectAccessible(page, "no suggestions");
      await box.fill("air");
      const options = page.locator('[role="listbox"]:visible [role="option"]');
      await expect(options.first()).toBeVisible();
      await expect(page.locator("main .combobox__empty")).toBeHidden();
      await expect(options.filter({ hasText: /Air/ }).first()).toBeVisible();
    });
  }
});
