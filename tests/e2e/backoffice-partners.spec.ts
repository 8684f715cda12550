/**
 * Partners in the back office (issue 15, decision 0044): an admin creates a partner with a
 * registered origin (a wrong one is refused first), adds a store, creates an API key (shown once:
 * it is gone after a reload), rotates it (the old key stops working for the till API at once, the
 * new one works); the catalog role gets 403 on the partner pages. axe on each page; screenshots at
 * 1280 and 390 px.
 */
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/backoffice-partners";

const shoot = shooterFor(SHOTS, { desktop: 1280 });

test.use({ allowStatuses: [401, 403, 422] });

test("an admin creates a partner with an origin and a store, creates an API key shown once and rotates it", async ({ page, request }) => {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill("admin@staff.sellback.test");
  await page.locator("#password").fill("dev-admin-password");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);

  await page.getByRole("link", { name: "Partners", exact: true }).first().click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  // the development seed's demo partners are listed
  await expect(page.getByRole("link", { name: "Demo Elektromarkt" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demo Handelskette" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Demo Elektromarkt/ })).toContainText(`http://partner.localhost:${PORT}`);
  await expectAccessible(page);
  await shoot(page, "list");

  await page.getByRole("link", { name: "New partner" }).click();
  await expect(page).toHaveURL(/\/partners\/new$/);
  const name = `Kette ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Store chain", { exact: true }).check();
  await page.getByLabel("Registered origins").fill("https://kasse.example/pfad");
  await page.getByLabel("Contact e-mail").fill("zentrale@kette.example");
  await page.getByLabel("Voucher code prefix").fill("kt");
  await page.getByRole("button", { name: "Create partner" }).click();
  // a path is refused, named in the summary and at the field
  await expect(page.getByRole("alert")).toContainText("An origin has no path, query or trailing slash.");
  await expect(page.getByLabel("Registered origins")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "origin refused");
  await page.getByLabel("Registered origins").fill("https://kasse.example:8443");
  await page.getByRole("button", { name: "Create partner" }).click();
  await expect(page.getByRole("status").first()).toHaveText("The partner was created.");
  await expect(page).toHaveURL(/\/partners\/[0-9a-f-]{36}\?done=created$/);
  const partnerUrl = page.url().replace(/\?.*$/, "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Partner ${name}`);
  await expect(page.getByLabel("Registered origins")).toHaveValue("https://kasse.example:8443");
  await expect(page.getByLabel("Voucher code prefix")).toHaveValue("KT");
  await expect(page.locator("[data-partner-key]")).toHaveText(/^[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole("link", { name: "Manage the partner’s users" })).toHaveAttribute("href", /\/partners\/[0-9a-f-]{36}\/users$/);
  await expectAccessible(page);

  // a store
  await page.getByLabel("Store name").fill("Filiale Mitte");
  await page.getByLabel("Street").fill("Hauptstraße");
  await page.getByLabel("House number").fill("5");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("E-mail for clarifications").fill("mitte@kette.example");
  await page.getByRole("button", { name: "Add store" }).click();
  await expect(page.getByText("The store was saved.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Filiale Mitte/ })).toContainText("Hauptstraße 5, 10115 Berlin");
  await expect(page.getByLabel("Store name")).toHaveValue("");
  // edit it: deactivated, the address changed
  await page.getByRole("link", { name: "Edit store Filiale Mitte" }).click();
  await expect(page.getByRole("heading", { name: "Edit store" })).toBeVisible();
  await expect(page.getByLabel("Store name")).toHaveValue("Filiale Mitte");
  await page.getByLabel("House number").fill("7");
  await page.getByLabel(/^Active \(stores/).uncheck();
  await page.getByRole("button", { name: "Save store" }).click();
  await expect(page.getByText("The store was saved.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Filiale Mitte/ })).toContainText("Hauptstraße 7, 10115 Berlin");
  await expect(page.getByRole("row", { name: /Filiale Mitte/ })).toContainText("Inactive");

  // an API key, shown once
  await page.getByRole("button", { name: "Create API key" }).click();
  const secretField = page.getByLabel("New API key");
  await expect(secretField).toHaveValue(/^sbp_[A-Za-z0-9_-]{43}$/);
  const first = await secretField.inputValue();
  await expect(page.getByRole("row", { name: new RegExp(`${first.slice(0, 12)}…`) })).toBeVisible();
  await expectAccessible(page, "key shown");
  await shoot(page, "detail-key");

  const till = (key: string) =>
    request.get(`http://127.0.0.1:${PORT}/api/partners/vouchers/KT-2222-3333-4444`, {
      headers: { host: `agan.de.localhost:${PORT}`, authorization: `Bearer ${key}` },
    });
  expect((await till(first)).status()).toBe(404); // known key, unknown code

  await page.goto(partnerUrl);
  await expect(page.getByLabel("New API key")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(first);

  // rotation: a new secret, the old key refused at once
  await page.getByRole("button", { name: `Rotate key ${first.slice(0, 12)}` }).click();
  await expect(page.getByText("A new API key replaces the old one, which stopped working at once.")).toBeVisible();
  const second = await page.getByLabel("New API key").inputValue();
  expect(second).toMatch(/^sbp_/);
  expect(second).not.toBe(first);
  await expect(page.getByRole("row", { name: new RegExp(`${first.slice(0, 12)}…`) })).toContainText("Revoked");
  expect((await till(first)).status()).toBe(401);
  expect((await till(second)).status()).toBe(404);
  await shoot(page, "detail-rotated");

  await page.goto(hostUrl(BO, "/partners"));
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("https://kasse.example:8443");

  // another role sees no partners
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.locator("#email").fill("catalog@staff.sellback.test");
  await page.locator("#password").fill("dev-catalog-password");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
  await expect(page.getByRole("link", { name: "Partners", exact: true })).toHaveCount(0);
  expect((await page.goto(partnerUrl))?.status()).toBe(403);
  expect((await page.goto(hostUrl(BO, "/partners")))?.status()).toBe(403);
});
