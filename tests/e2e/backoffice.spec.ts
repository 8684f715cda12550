/**
 * The back office in a browser (issue 12, decision 0023): a seeded development staff user logs in
 * by keyboard, sets up TOTP (the code computed here with otplib from the key the page shows), logs
 * out and in again with a code, sees the queue, filters by state, searches a trade number and
 * opens the trade; in English and German; axe on every page; screenshots at 1366 and 390 px.
 */
import { generate } from "otplib";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { placeApiTrade } from "./api-trade.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/backoffice";

/** A German trade placed through the shop's API, by a guest named Erika {lastName}. */
const placeTrade = async (request: APIRequestContext, lastName: string) =>
  (await placeApiTrade(request, { lastName, email: `bo-${crypto.randomUUID()}@example.com` })).tradeNumber;

const shoot = shooterFor(SHOTS);

/** Keyboard only: the e-mail field has the focus; Tab to each field, Enter submits. */
async function loginByKeyboard(page: Page, email: string, password: string, otp = "") {
  await expect(page.locator("#email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.locator("#password")).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press("Tab");
  await expect(page.locator("#otp")).toBeFocused();
  if (otp) await page.keyboard.type(otp);
  await page.keyboard.press("Enter");
}

test.describe("back office", () => {
  // wrong logins answer 401, a page beyond the role 403, on purpose
  test.use({ allowStatuses: [401, 403] });

  test("staff log in with TOTP, filter and search the queue, open a trade", async ({ page, request }) => {
    test.setTimeout(120_000);
    const first = await placeTrade(request, "Queue");
    const second = await placeTrade(request, "Search");
    await page.setViewportSize({ width: 1366, height: 900 });

    // Not logged in: the queue sends to the login page, which is never indexed.
    await page.goto(hostUrl(BO, "/trades"));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectAccessible(page);
    await shoot(page, "login");

    // A wrong password: the error summary says so and takes the focus.
    await loginByKeyboard(page, "support@staff.sellback.test", "wrong-password-1");
    await expect(page.locator(".bo-error-summary")).toBeFocused();
    await expect(page.locator(".bo-error-summary")).toContainText("E-mail address or password is wrong.");
    await expectAccessible(page, "login error");

    // The development user (no TOTP yet: optional in development) logs in by keyboard.
    await page.goto(hostUrl(BO, "/login"));
    await loginByKeyboard(page, "support@staff.sellback.test", "dev-support-password");
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByRole("heading", { level: 1, name: "Trades" })).toBeVisible();

    // Set up TOTP: the key on the page gives the code.
    await page.getByRole("link", { name: "Sign-in security" }).click();
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
    await expectAccessible(page, "totp set-up");
    await page.locator("#code").fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await expectAccessible(page, "recovery codes");

    // Log out; logging in again needs a code (the next time step's: the one used to confirm is spent).
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginByKeyboard(page, "support@staff.sellback.test", "dev-support-password");
    await expect(page.locator(".bo-error-summary")).toContainText("Enter the code from your authenticator app.");
    await page.goto(hostUrl(BO, "/login"));
    await loginByKeyboard(
      page,
      "support@staff.sellback.test",
      "dev-support-password",
      await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    );
    await expect(page).toHaveURL(/\/trades$/);

    // The queue: every trade, oldest first, counts per state.
    const rows = page.locator(".bo-table tbody tr");
    await expect(rows.filter({ hasText: first })).toHaveCount(1);
    await expect(rows.filter({ hasText: second })).toHaveCount(1);
    await expectAccessible(page);
    await shoot(page, "queue");

    // Filter by state: the state tab shows created trades; paid ones are none.
    await page.locator("#state").selectOption("paid");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/state=paid/);
    await expect(page.getByText("No trades match these filters.")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Trades per state" })
      .getByRole("link", { name: /^Created/ })
      .click();
    await expect(page).toHaveURL(/state=created/);
    await expect(rows.filter({ hasText: first })).toHaveCount(1);

    // Search a trade number: one row, then its page.
    await page.locator("#q").fill(second);
    await page.locator("#q").press("Enter");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Erika Search");
    await rows.first().getByRole("link", { name: second }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Trade ${second}` })).toBeVisible();
    await expect(page.getByText("DE89 •••• •••• •••• •••• 00")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Timeline" })).toContainText("Created");
    await expect(page.locator("body")).not.toContainText("DE89370400440532013000");
    await expectAccessible(page);
    await shoot(page, "trade");

    // German, by the staff user's choice (kept for the next page).
    await page.locator("#bo-language").selectOption("de");
    await page.getByRole("button", { name: "Switch" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Vorgang ${second}` })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.getByRole("link", { name: "Vorgänge", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Vorgänge" })).toBeVisible();
    await expectAccessible(page, "german");
  });

  test("an admin filters the audit log and exports it; other roles may not see it", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(hostUrl(BO, "/audit"));
    await expect(page).toHaveURL(/\/login\?next=%2Faudit$/);
    await loginByKeyboard(page, "admin@staff.sellback.test", "dev-admin-password");
    await expect(page).toHaveURL(/\/audit$/);
    await page.locator("#action").fill("auth.");
    await page.getByRole("button", { name: "Apply" }).click();
    const rows = page.locator(".bo-table tbody tr");
    await expect(rows.filter({ hasText: "admin@staff.sellback.test" }).filter({ hasText: "auth.login" }).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "audit");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export as CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginByKeyboard(page, "catalog@staff.sellback.test", "dev-catalog-password");
    await expect(page).toHaveURL(/\/trades$/);
    await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    const res = await page.goto(hostUrl(BO, "/audit"));
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your role does not allow this page.");
    await expectAccessible(page, "forbidden");
  });
});

test("the back office is no page of a shop host, and the shop none of the back office", async ({ request }) => {
  for (const [host, path] of [
    ["localhost", "/trades"],
    ["de.localhost", "/login"],
    [BO, "/products/apple-iphone-15-128gb"],
    [BO, "/account"],
  ] as const) {
    const res = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `${host}:${PORT}` }, maxRedirects: 0 });
    expect(res.status(), `${host}${path}`).toBe(404);
  }
});
