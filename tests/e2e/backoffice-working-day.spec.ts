/**
 * The back office and the store portal for a working day (issue 29, decision 0082): a path that is
 * no page answers 404 inside the surface's frame, navigation included, in the staff's language and
 * by keyboard; /customers leads to the customers page; the invite form is empty again after an
 * invite; nothing is cut off at 1366 px (a device's price history) or 390 px (the portal's header
 * and trades). axe on every page; screenshots at 1366 and 390 px into /tmp/working-day-shots.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { AGAN, BO, DEMO_AGAN_PARTNER, invite, tradeIn } from "./portal-steps.ts";
import { shooterFor } from "./screenshots.ts";

const SHOTS = process.env.WORKING_DAY_SHOTS ?? "/tmp/working-day-shots";
const shoot = shooterFor(SHOTS);

/** A development staff user ({role}@staff.sellback.test) signs in from the login page. */
async function signIn(page: Page, role: "admin" | "catalog") {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill(`${role}@staff.sellback.test`);
  await page.locator("#password").fill(`dev-${role}-password`);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

/** Its right edge inside the viewport: nothing of it is cut off. */
async function expectWithinViewport(page: Page, element: Locator, what: string) {
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the viewport (${width} px)`).toBeLessThanOrEqual(width);
}

/** The page does not scroll sideways, and `container` shows all it holds (no part scrolled away). */
async function expectNothingClipped(page: Page, container: Locator, what: string) {
  const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(page_.scroll, "the page does not scroll sideways").toBeLessThanOrEqual(page_.client);
  const box = await container.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
  expect(box.scroll, `${what} shows all its columns`).toBeLessThanOrEqual(box.client);
}

/** Tab (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((e) => e === document.activeElement)) return;
  }
  throw new Error(`not reached by Tab in ${max} presses`);
}

// the unknown paths answer 404 on purpose
test.use({ allowStatuses: [404] });

test("an unknown back-office path answers 404 with the navigation, by keyboard; /customers leads to the customers page", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, "admin");

  for (const path of ["/no-such-page", "/trades/SB-0000001/no-such-tab"]) {
    const res = await page.goto(hostUrl(BO, path));
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("There is no such page in the back office.");
    await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Trades" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  await expectAccessible(page, "back-office 404");
  await shoot(page, "bo-not-found");

  // keyboard only: the skip link first, then on through the header to the navigation's "Customers"
  await page.goto(hostUrl(BO, "/no-such-page"));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const customers = page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" });
  await tabTo(page, customers);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/support$/);

  // every navigation label leads to a page: /customers is the customers page, permanently
  const direct = await request.get(`http://127.0.0.1:${PORT}/customers`, { headers: { host: `${BO}:${PORT}` }, maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe("/support");
  await page.goto(hostUrl(BO, "/customers"));
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // signed out, in German by the language cookie: the 404 in German, without the navigation
  const german = await page.context().newPage();
  await german.context().clearCookies();
  await german.context().addCookies([{ name: "sb_staff_lang", value: "de", url: hostUrl(BO, "/") }]);
  expect((await german.goto(hostUrl(BO, "/gibt-es-nicht")))?.status()).toBe(404);
  await expect(german.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es im Backoffice nicht.");
  await expect(german.locator("html")).toHaveAttribute("lang", "de");
  await expect(german.getByRole("navigation", { name: "Backoffice" })).toHaveCount(0);
  await expectAccessible(german, "back-office 404 signed out");
  // the shop's 404 keeps the shop's chrome
  expect((await german.goto(hostUrl("de.localhost", "/gibt-es-nicht")))?.status()).toBe(404);
  await expect(german.locator("header").first()).toBeVisible();
  await expect(german.locator(".bo")).toHaveCount(0);
});

test("a device's price history shows its 'By' column whole at 1366 px", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, "catalog");
  // the catalog's last listed device (one no other test prices)
  await page.goto(hostUrl(BO, "/catalog"));
  const href = await page.locator('a[href^="/catalog/devices/"]').filter({ hasNotText: /^$/ }).last().getAttribute("href");
  const deviceId = /\/catalog\/devices\/(\d+)$/.exec(href ?? "")?.[1];
  expect(deviceId, href ?? "no device link").toBeTruthy();
  await page.goto(hostUrl(BO, `/prices/devices/${deviceId}`));

  // a change and its undo by the catalog user: two history rows with the staff member's e-mail
  const history = page.getByTestId("price-history");
  const rows = await history.locator("tbody tr").count();
  const before = await page.locator("#price-de").inputValue();
  const changed = (Number(before) + 0.01).toFixed(2);
  for (const [i, value] of [changed, before].entries()) {
    await page.locator("#price-de").fill(value);
    await page.locator("#price-de").press("Enter");
    await expect(history.locator("tbody tr")).toHaveCount(rows + i + 1);
  }
  await expect(history.locator("tbody tr").first()).toContainText("catalog@staff.sellback.test");
  const by = history.locator("thead th").last();
  await expect(by).toHaveText("By");
  await expectWithinViewport(page, by, "the 'By' column's heading");
  await expectWithinViewport(page, history.locator("tbody tr").first().locator("td").last(), "the 'By' cell");
  await expectNothingClipped(page, history.locator(".."), "the price history");
  await expectAccessible(page, "price history");
  await shoot(page, "device-prices");
});

test("portal: the invite form empties after an invite; a 404 inside the portal's frame; header and trades whole at 390 px", async ({
  page,
  newPage,
}) => {
  test.setTimeout(180_000);
  const bo = await newPage();
  await bo.setViewportSize({ width: 1366, height: 900 });
  await signIn(bo, "admin");
  const email = `arbeitstag-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  await invite(bo, page, email, "store_staff", "Demo Handelskette Berlin-Mitte");
  await expect(bo).toHaveURL(new RegExp(`/partners/${DEMO_AGAN_PARTNER}/users$`));
  await expect(bo.locator("#email")).toHaveValue("");
  await expect(bo.locator("#displayName")).toHaveValue("");
  await expect(bo.locator("#role")).toHaveValue("store_staff");
  await expect(bo.locator("#storeId")).toHaveValue("");
  await expectAccessible(bo, "invited");

  await page.goto(hostUrl(AGAN, "/portal/anmelden"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill("Filiale-Passwort-2026");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/portal$/);
  await tradeIn(page, { first: "Tara", last: "Tagesgast", email: `tara-${crypto.randomUUID().slice(0, 6)}@example.com` }, false);

  // an unknown portal path: 404 in the portal's frame, its navigation reachable by keyboard
  await page.setViewportSize({ width: 1366, height: 900 });
  expect((await page.goto(hostUrl(AGAN, "/portal/gibt-es-nicht")))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite gibt es nicht.");
  const trades = page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Inzahlungnahmen" });
  await expectAccessible(page, "portal 404");
  await shoot(page, "portal-not-found");
  await tabTo(page, trades);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal$/);

  // a phone: a compact header, the trades table whole
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const header = (await page.locator(".portal-header").boundingBox())!;
  expect(header.height, "the header's height on a phone").toBeLessThanOrEqual(120);
  const table = page.locator(".portal-table");
  // (other tests' trades of the same store may come first)
  const trade = table.locator("tbody tr", { hasText: "Tara Tagesgast" });
  await expect(trade).toBeVisible();
  await expectWithinViewport(page, trade, "the trade's card");
  await expectNothingClipped(page, table.locator(".."), "the trades table");
  await expectAccessible(page, "portal trades at 390");
  await shoot(page, "portal-trades");
});

test("every time on staff pages names its zone, the operator's (Europe/Berlin): audit log and dashboard", async ({ page }) => {
  await signIn(page, "admin");
  await page.goto(hostUrl(BO, "/audit"));
  const firstTime = page.locator("table time").first();
  // en-GB names Berlin's zone CET in winter and CEST in summer; never the server's UTC
  await expect(firstTime).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (CET|CEST)$/);
  const instant = new Date((await firstTime.getAttribute("datetime"))!);
  const berlin = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  await expect(firstTime).toContainText(` ${berlin}:`);
  await expectAccessible(page, "audit log");
  await page.goto(hostUrl(BO, "/dashboard"));
  const scope = page.locator(".bo-summary").first();
  await expect(scope).toContainText("days in the time zone Europe/Berlin");
  await expect(scope).toContainText(/at \d{2}:\d{2} (CET|CEST);/);
});
