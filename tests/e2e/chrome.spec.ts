/**
 * The shop's shared chrome on small and wide screens (decision 0035): the compact mobile header and
 * its menu (keyboard, Escape, without JavaScript), the cookie banner stepping aside for the field
 * in focus and the suggestions, and the home category grid (no lone last card, each card leads to
 * its category).
 */
import type { Locator, Page } from "@playwright/test";
import { pathFor, type EditionId } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, pauseClock, ranUntil, test, uiMessages } from "./fixtures.ts";
import { categorySlug, editionHost } from "./sample-paths.ts";

const PHONE = { width: 390, height: 844 };
const IPHONE = "/produkte/apple-iphone-15-128gb";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator) => (await locator.boundingBox())!;

const menuButton = (page: Page) => page.locator("header details[data-site-menu] > summary");
const mainNav = (page: Page, edition: EditionId) => page.getByRole("navigation", { name: uiMessages(edition)["nav.main"] });

test.describe("mobile header", () => {
  test.use({ viewport: PHONE });

  for (const [edition, path] of [
    ["de", "/"],
    ["fr", "/"],
    ["de", IPHONE],
  ] as const) {
    test(`${edition} ${path}: brand, search and menu button in one row under 80 px`, async ({ page }) => {
      await page.goto(hostUrl(editionHost(edition), path));
      const header = await box(page.locator("header.site-header"));
      expect(header.height).toBeLessThan(80);
      const search = await box(page.locator("#header-search"));
      const button = await box(menuButton(page));
      for (const b of [search, button]) {
        expect(b.y).toBeGreaterThanOrEqual(header.y);
        expect(b.y + b.height).toBeLessThanOrEqual(header.y + header.height);
      }
      expect(button.x).toBeGreaterThan(search.x + search.width - 1);
      expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
      // the navigation waits behind the button
      await expect(mainNav(page, edition).getByRole("link", { name: uiMessages(edition)["nav.contact"] })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test("de: the menu opens by keyboard, Escape closes it and gives focus back", async ({ page }) => {
    const m = uiMessages("de");
    await page.goto(hostUrl("de.localhost"));
    const button = menuButton(page);
    await expect(button).toHaveAccessibleName(m["nav.menu"]!);
    // skip link, brand, search box, search button, menu
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const contact = mainNav(page, "de").getByRole("link", { name: m["nav.contact"] });
    await expect(contact).toBeVisible();
    await expect(page.locator("header details[data-site-menu]")).toHaveAttribute("open", "");
    await expectAccessible(page, "menu open");
    await page.keyboard.press("Tab");
    await expect(mainNav(page, "de").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(contact).toBeHidden();
    await expect(button).toBeFocused();
    // Space opens it too; focus leaving the menu closes it
    await page.keyboard.press("Space");
    await expect(contact).toBeVisible();
    await page.keyboard.press("Shift+Tab");
    await expect(contact).toBeHidden();
    // a link in the menu leads on, and the menu is closed on the next page
    await button.click();
    await contact.click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(contact).toBeHidden();
  });

  test("de on the device page (island): Escape closes the menu", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", IPHONE));
    const button = menuButton(page);
    await button.click();
    const account = mainNav(page, "de").getByRole("link", { name: uiMessages("de")["nav.account"] });
    await expect(account).toBeVisible();
    await account.focus();
    await page.keyboard.press("Escape");
    await expect(account).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("fr without JavaScript: the menu opens and its links work", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: PHONE });
    const m = uiMessages("fr");
    await page.goto(hostUrl("fr.localhost"));
    const contact = mainNav(page, "fr").getByRole("link", { name: m["nav.contact"] });
    await expect(contact).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(contact).toBeVisible();
    await menuButton(page).click();
    await expect(contact).toBeHidden();
    await menuButton(page).click();
    await contact.click();
    await expect(page).toHaveURL(new RegExp(`${pathFor("fr", "contact")}$`));
    // on a wide screen the navigation is inline without JavaScript too
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(hostUrl("fr.localhost"));
    await expect(menuButton(page)).toBeHidden();
    await expect(contact).toBeVisible();
  });
});

test("de at 1366 px: the navigation shows inline, without a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(hostUrl("de.localhost"));
  await expect(menuButton(page)).toBeHidden();
  const nav = mainNav(page, "de");
  for (const key of ["nav.sell", "nav.contact", "nav.account", "nav.cart"])
    await expect(nav.getByRole("link", { name: uiMessages("de")[key] })).toBeVisible();
  const header = await box(page.locator("header.site-header"));
  expect(header.height).toBeLessThan(80);
});

test.describe("cookie banner on a small screen", () => {
  test.use({ consent: null, viewport: { width: 390, height: 664 } });
  test.beforeEach(({ page }) => pauseClock(page));

  test("de: never covers the field in focus nor the suggestions, and comes back after", async ({ page }) => {
    await page.goto(hostUrl("de.localhost"));
    const banner = page.getByRole("dialog", { name: uiMessages("de")["consent.title"] });
    await expect.poll(() => ranUntil(page, () => banner.isVisible())).toBe(true);
    await page.clock.resume(); // the suggestions' debounce and the banner's transition run on

    // The home page's search field at the bottom of the screen, where the banner sits.
    const field = page.locator("#home-search");
    await field.evaluate((el) => el.scrollIntoView({ block: "end" }));
    await field.focus();
    await page.keyboard.type("iphone 15");
    const list = page.locator('[role="listbox"]:visible');
    await expect(list.locator('[role="option"]').first()).toBeVisible();
    const covers = async (target: Locator) => (await banner.isVisible()) && overlaps(await box(banner), await box(target));
    await expect.poll(() => covers(field)).toBe(false);
    await expect.poll(() => covers(list)).toBe(false);

    // The header's search: field and suggestions.
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = page.locator("#header-search");
    await header.focus();
    await page.keyboard.type("galaxy");
    const headerList = page.locator('header [role="listbox"]');
    await expect(headerList.locator('[role="option"]').first()).toBeVisible();
    await expect.poll(() => covers(header)).toBe(false);
    await expect.poll(() => covers(headerList)).toBe(false);

    // Focus elsewhere: the banner is back, and still answers.
    await page.keyboard.press("Escape");
    await header.blur();
    await expect(banner).toBeVisible();
    // The page's end scrolls above the waiting banner. Scrolled on each try: the page's height can
    // still change after the focus moved (the suggestions close, the banner slides back).
    const copyright = page.locator("footer .copyright");
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return covers(copyright);
      })
      .toBe(false);
    await banner.getByRole("button", { name: uiMessages("de")["consent.refuse"] }).click();
    await expect(banner).toBeHidden();
  });
});

test.describe("home category grid", () => {
  for (const width of [390, 768, 1024, 1366]) {
    test(`de and fr at ${width} px: every row is full, no lone last card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const edition of ["de", "fr"] as const) {
        await page.goto(hostUrl(editionHost(edition)));
        const grid = await box(page.locator(".category-grid"));
        const cards = await page.locator(".category-grid > li").evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          }),
        );
        expect(cards.length).toBeGreaterThan(1);
        const rows = new Map<number, Box[]>();
        for (const c of cards) rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), c]);
        const last = [...rows.values()].at(-1)!;
        expect(last.length, `${edition}: the last row's cards`).toBeGreaterThan(1);
        for (const row of rows.values()) {
          const left = Math.min(...row.map((c) => c.x));
          const right = Math.max(...row.map((c) => c.x + c.width));
          expect(left, `${edition}: a row starts at the grid's left edge`).toBeCloseTo(grid.x, 0);
          expect(right, `${edition}: a row reaches the grid's right edge`).toBeCloseTo(grid.x + grid.width, 0);
        }
      }
    });
  }

  for (const edition of ["de", "fr"] as const) {
    test(`${edition}: each card leads to its own category page`, async ({ page }) => {
      await page.goto(hostUrl(editionHost(edition)));
      await expectAccessible(page);
      const links = page.locator(".category-grid a.category-card__link");
      const cards = await links.evaluateAll((els) =>
        els.map((a) => ({ href: a.getAttribute("href")!, name: a.querySelector(".category-card__name")!.textContent! })),
      );
      expect(cards.length).toBeGreaterThanOrEqual(7);
      const keys = ["smartphones", "tablets", "laptops", "cameras", "lenses", "consoles", "monitors"];
      expect(cards.map((c) => c.href).slice(0, keys.length)).toEqual(
        keys.map((k) => pathFor(edition, "sellCategory", { category: categorySlug(edition, k) })),
      );
      for (const card of cards) {
        await page.goto(hostUrl(editionHost(edition), card.href));
        // the heading names the category, capitalised as a sentence wants ("Vendre vos smartphones")
        await expect(page.locator("h1")).toContainText(new RegExp(card.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));
      }
      // The popular-category title ("iPhone verkaufen") leads to that maker's devices of the category.
      await page.goto(hostUrl(editionHost(edition)));
      const extra = page.locator(`[data-category-card="smartphones"] a.category-card__extra`);
      await extra.click();
      await expect(page.locator("h1")).toContainText("Apple");
    });
  }
});
