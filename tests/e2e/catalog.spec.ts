import { formatStorage, pathFor } from "../../core/editions/index.ts";
import { smartphoneDevices } from "../../db/seed/catalog-data/index.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { categorySlug, editionHost } from "./sample-paths.ts";

const editions = ["de", "fr", "it"] as const;

test.describe("catalog: from the home page to a product page", () => {
  for (const edition of editions) {
    test(`${edition}: by clicking through the category`, async ({ visitorPage: page }) => {
      await page.goto(hostUrl(editionHost(edition)));
      await expectAccessible(page);
      const category = page.locator(`a.category-card__link[href$="/${categorySlug(edition, "smartphones")}"]`);
      await expect(category).toBeVisible();
      await category.click();
      await expect(page).toHaveURL(new RegExp(`/${categorySlug(edition, "smartphones")}$`));
      await expect(page.locator("h1")).toBeVisible();
      await expectAccessible(page);
      const apple = page.locator("section.manufacturer").first();
      await expect(apple.locator("h3")).toContainText("Apple");
      const device = apple.locator("details[open] a").first();
      const name = (await device.textContent())!.trim();
      await device.click();
      await expect(page.locator("h1")).toContainText(name.split(" ")[0]!);
      await expect(page.locator("form[data-offer-form] fieldset").first()).toBeVisible();
      await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
      await expectAccessible(page);
    });

    test(`${edition}: by typing in the typeahead with the keyboard only`, async ({ visitorPage: page }) => {
      await page.goto(hostUrl(editionHost(edition)));
      await page.keyboard.press("Tab"); // skip link
      await page.keyboard.press("Tab"); // brand
      await page.keyboard.press("Tab"); // search box
      const box = page.locator("#header-search");
      await expect(box).toBeFocused();
      await page.keyboard.type("iphon 15", { delay: 40 });
      const options = page.locator('[role="listbox"]:visible [role="option"]');
      await expect(options.first()).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      await expectAccessible(page, "suggestions open");
      // walk down to the first device suggestion
      let index = 0;
      while (!((await options.nth(index).textContent()) ?? "").includes("iPhone 15")) index++;
      for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
      await expect(options.nth(index)).toHaveAttribute("aria-selected", "true");
      const chosen = (await options.nth(index).textContent())!;
      await page.keyboard.press("Enter");
      // the device's own page in this edition: /produkte/…, /produits/…, /prodotti/… and its slug
      const device = smartphoneDevices
        .filter((d) => chosen.includes(formatStorage(d.name, edition)))
        .sort((a, b) => b.name.length - a.name.length)[0]!;
      await expect(page).toHaveURL(hostUrl(editionHost(edition), pathFor(edition, "pdp", { pdp: device.slug })));
      await expect(page.locator("h1")).toContainText("iPhone 15");
      await expectAccessible(page);
    });
  }

  test("escape closes the suggestions; enter without a choice shows all results", async ({ visitorPage: page }) => {
    await page.goto(hostUrl("de.localhost"));
    const box = page.locator("#header-search");
    await box.click();
    await page.keyboard.type("galaxy s2");
    await expect(page.locator('[role="listbox"]:visible [role="option"]').first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/suche\?q=galaxy\+s2/);
    await expect(page.locator(".device-card").first()).toContainText("Galaxy S2");
    await expectAccessible(page, "results");
  });

  test.describe("unknown entities", () => {
    test.use({ allowStatuses: [404] });
    test("an unknown device slug is 'Page Not Found'", async ({ visitorPage: page }) => {
      const res = await page.goto(hostUrl("de.localhost", "/produkte/kein-solches-geraet"));
      expect(res?.status()).toBe(404);
      await expect(page.locator(".status-message")).toHaveText("Page Not Found: /produkte/kein-solches-geraet");
    });
  });

  test("overview pages paginate and sort newest first", async ({ visitorPage: page }) => {
    // release month of each smartphone of the seed catalog, by the slug its card links to
    const released = new Map(smartphoneDevices.map((d) => [d.slug, d.releaseYear * 100 + d.releaseMonth]));
    const releases = async () =>
      (await page.locator(".device-card").evaluateAll((cards) => cards.map((a) => a.getAttribute("href") ?? ""))).map((href) =>
        released.get(href.split("/").pop()!),
      );
    const newestFirst = (list: (number | undefined)[]) => [...list].sort((a, b) => b! - a!);
    await page.goto(hostUrl("de.localhost", "/produkte/uebersicht-smartphones"));
    await expect(page.locator(".device-card")).toHaveCount(24);
    const first = await releases();
    expect(first).not.toContain(undefined);
    expect(first[0]).toBe(Math.max(...released.values()));
    expect(first).toEqual(newestFirst(first));
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await releases()).join()).not.toBe(first.join());
    const second = await releases();
    expect(second).not.toContain(undefined);
    expect([...first, ...second]).toEqual(newestFirst([...first, ...second]));
    await page.locator('.sort__option[href*="sort=name"]').click();
    await expect(page).toHaveURL(/sort=name/);
    const names = await page.locator(".device-card__name").allTextContents();
    const key = (s: string) => s.toLowerCase();
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    await expectAccessible(page);
  });
});
