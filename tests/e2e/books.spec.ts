/**
 * The books (issue 32, decision 0114): on a server of its own with the tax advisor's DATEV numbers
 * set, a German trade is paid in a run the payout user makes and the admin confirms. The payout
 * user opens the books page from the payouts page, shows this month's bookings (count and sum) and
 * downloads the DATEV journal: a Windows-1252 EXTF Buchungsstapel whose header, column names and
 * the trade's booking (purchases 3200 to bank 1200, Belegfeld 1 the trade number) read back with
 * csv-parse. axe on every page; screenshots at 1366 and 390 px.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, pendingTradeOn, staffApiOn } from "./staff-api.ts";

test.describe.configure({ mode: "serial" });

const shoot = shooterFor("test-results/books");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("books", { env: { DATEV_CONSULTANT_NUMBER: "29098", DATEV_CLIENT_NUMBER: "55003" } });
});
test.afterAll(() => own?.stop());

async function login(page: Page, who: { email: string; password: string }) {
  await page.goto(own.url("/login", "backoffice.localhost"));
  await page.locator("#email").fill(who.email);
  await page.locator("#password").fill(who.password);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

test("a payout user downloads the DATEV journal of the month with the paid trade's booking", async ({ page, request }) => {
  test.setTimeout(180_000);
  const trade = await pendingTradeOn(request, own.port, "books");
  const payout = await staffApiOn(request, own.port, DEV_PAYOUT);
  const made = await payout("post", "/api/backoffice/payout-runs", { edition: "de" });
  expect(made.status(), await made.text()).toBe(201);
  const { runId } = (await made.json()) as { runId: number };
  const { items } = (await (await payout("get", `/api/backoffice/payout-runs/${runId}`)).json()) as {
    items: { tradeNumber: string; amountCents: number }[];
  };
  const cents = items.find((i) => i.tradeNumber === trade.tradeNumber)!.amountCents;
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/payout-runs/${runId}/confirm`, {})).status()).toBe(200);

  await login(page, DEV_PAYOUT);
  await page.goto(own.url("/payouts", "backoffice.localhost"));
  await page.getByTestId("books-link").click();
  await expect(page).toHaveURL(/\/payouts\/books$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Books: DATEV payout journal");
  await expect(page.getByText("The DATEV settings are missing")).toHaveCount(0);
  await expectAccessible(page, "books");

  // the form starts with this month up to today; the period's bookings with their count and sum
  const from = await page.locator("#from").inputValue();
  const to = await page.locator("#to").inputValue();
  expect(from).toMatch(/^\d{4}-\d{2}-01$/);
  await page.getByRole("button", { name: "Show bookings" }).click();
  const summary = page.getByTestId("books-summary");
  await expect(summary).toContainText(/\d+ bookings? from \d{4}-\d{2}-01 to/);
  await expect(summary.getByRole("row", { name: /Payouts/ })).toBeVisible();
  await expectAccessible(page, "books summary");
  await shoot(page, "books-summary");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("books-download").click()]);
  expect(download.suggestedFilename()).toBe(`EXTF_Buchungsstapel_${from}_${to}_all.csv`);
  const bytes = readFileSync((await download.path())!);
  const text = new TextDecoder("windows-1252").decode(bytes);
  expect(text.endsWith("\r\n")).toBe(true);
  const [header, columns, ...bookings] = parse(text, { delimiter: ";", relaxColumnCount: true }) as string[][];
  expect(header!.slice(0, 5)).toEqual(["EXTF", "700", "21", "Buchungsstapel", "13"]);
  expect(header!.slice(10, 12)).toEqual(["29098", "55003"]);
  expect(header!.slice(14, 16)).toEqual([from.replaceAll("-", ""), to.replaceAll("-", "")]);
  expect(columns!.slice(6, 14)).toEqual([
    "Konto",
    "Gegenkonto (ohne BU-Schlüssel)",
    "BU-Schlüssel",
    "Belegdatum",
    "Belegfeld 1",
    "Belegfeld 2",
    "Skonto",
    "Buchungstext",
  ]);
  const mine = bookings.filter((b) => b[10] === trade.tradeNumber);
  expect(mine).toHaveLength(1);
  const [booking] = mine;
  expect(booking![0]).toBe(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`);
  expect([booking![1], booking![6], booking![7], booking![11], booking![13]]).toEqual([
    "S",
    "3200",
    "1200",
    `PR${runId}`,
    `Ankauf ${trade.tradeNumber}`,
  ]);
  expect(booking![9]).toBe(`${to.slice(8, 10)}${to.slice(5, 7)}`);

  // a period across the turn of the year is no DATEV batch: the page says why, by the field
  await page.goto(own.url("/payouts/books?from=2026-12-15&to=2027-01-15&edition=all", "backoffice.localhost"));
  await expect(page.locator("#to-error")).toContainText("crosses the start of a fiscal year");
  await expect(page.getByTestId("books-download")).toHaveCount(0);
  await expectAccessible(page, "books period error");
});
