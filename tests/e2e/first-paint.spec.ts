/**
 * What a page does before and after its first paint (decision 0140): the island's script is added
 * only once the page has painted, and a first page view is drawn in the metric-matched fallback
 * without fetching the web font, which is fetched after the page has loaded and used from the
 * next page on.
 */
import { WEB_FONT_KEY } from "../../app/lib/web-font.ts";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { editionHost } from "./sample-paths.ts";

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const fontRequests = (page: Page) => {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") seen.push(new URL(r.url()).pathname);
  });
  return seen;
};

test("the island's script starts after the first contentful paint", async ({ page }) => {
  await page.goto(hostUrl(editionHost("de"), "/kontakt"));
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    island: performance.getEntriesByType("resource").find((e) => /\/island-content-page-/.test(e.name))?.startTime ?? null,
  }));
  expect(timing.fcp).not.toBeNull();
  expect(timing.island).not.toBeNull();
  expect(timing.island!).toBeGreaterThanOrEqual(timing.fcp!);
  await expect(page.locator("script[data-island-route]")).toHaveAttribute("src", /\/island-content-page-/);
  await expectAccessible(page);
});

test("a first view keeps the fallback face and fetches Inter after loading; the next page uses it", async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(hostUrl(editionHost("fr"), "/contact"));
  await expect(page.locator("html")).toHaveAttribute("data-font", "later");
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  // fetched once the page has loaded, remembered, and this page keeps its face
  await page.waitForFunction((key) => localStorage.getItem(key) === "1", WEB_FONT_KEY);
  expect(fonts.filter((f) => /\/inter-subset-.*\.woff2$/.test(f))).toHaveLength(1);
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  await expectAccessible(page);

  await page.goto(hostUrl(editionHost("fr"), "/"));
  await expect(page.locator("html")).not.toHaveAttribute("data-font", /.*/);
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  await expectAccessible(page);
});

test("without JavaScript the page asks for the face as it always did", async ({ newPage }) => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(hostUrl(editionHost("it"), "/contatti"));
  await expect(page.locator("html")).not.toHaveAttribute("data-font", /.*/);
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
});
