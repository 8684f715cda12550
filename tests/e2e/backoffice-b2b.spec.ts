/**
 * The B2B pipeline in the back office (issue 33, decision 0123): a business sends the landing
 * page's form; the development account manager signs in, finds the new lead in the pipeline
 * (Business in the navigation), opens it (the mails the form sent are listed), assigns it to
 * themself and moves it to "contacted" by keyboard, finds it again under "Mine"; opens a
 * registered company's page (VAT ID in words, the owner, the manager) and assigns it; a catalog
 * user gets 403 on the pipeline. axe on every page; screenshots at 1366 and 390 px.
 */
import type { Page } from "@playwright/test";
import { apiCustomer } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const shoot = shooterFor("test-results/backoffice-b2b");

test.use({ allowStatuses: [403] });

async function signIn(page: Page, role: "account_manager" | "catalog") {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill(`${role}@staff.sellback.test`);
  await page.locator("#password").fill(`dev-${role}-password`);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

test("an account manager takes a new lead, assigns it to themself, moves it on and looks after a company", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const company = `Flotte ${tag} GmbH`;
  const email = `einkauf-${tag}@example.com`;
  const lead = await request.post(`http://127.0.0.1:${PORT}/api/b2b/leads`, {
    headers: { host: `de.localhost:${PORT}` },
    data: {
      company,
      contactName: "Erika Flotte",
      email,
      deviceCount: 80,
      categories: ["smartphones", "laptops"],
      message: "80 Geräte aus 2022",
    },
  });
  expect(lead.status()).toBe(201);
  const leadId = ((await lead.json()) as { id: number }).id;

  // a registered company (its owner through the shop's API)
  const owner = await apiCustomer(request, { password: "Firma-Passwort-2026", firstName: "Olaf", lastName: "Owner" });
  const made = await request.post(`http://127.0.0.1:${PORT}/api/b2b/company`, {
    headers: { host: `de.localhost:${PORT}`, authorization: `Bearer ${owner.accessToken}` },
    data: {
      name: `Werk ${tag} AG`,
      vatId: "DE136695976",
      street: "Industriestraße",
      houseNumber: "7",
      zip: "70173",
      city: "Stuttgart",
      country: "DE",
    },
  });
  expect(made.status()).toBe(201);
  const companyId = ((await made.json()) as { company: { id: number } }).company.id;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, "account_manager");
  // the dashboard's tile: new leads waiting, with the way to the pipeline
  await page.goto(hostUrl(BO, "/dashboard?edition=de"));
  await expect(page.getByTestId("tile-business")).toContainText("not yet contacted");
  await expect(page.getByTestId("tile-business").getByRole("link", { name: "Open the pipeline" })).toHaveAttribute(
    "href",
    "/b2b?stage=new",
  );
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Business", exact: true }).click();
  await expect(page).toHaveURL(/\/b2b$/);
  await expect(page.getByRole("heading", { level: 1, name: "Business sellers" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pipeline" }).getByRole("link", { name: /Leads/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // the search form, by keyboard
  await page.getByLabel("Search", { exact: true }).fill(tag);
  await page.getByLabel("Search", { exact: true }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole("status").filter({ hasText: "1 lead" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText("New");
  await expect(row).toContainText("Not assigned");
  await expect(page.getByRole("navigation", { name: "Stages" }).getByRole("link", { name: /New/ })).toContainText("1");
  await expectAccessible(page, "pipeline");
  await shoot(page, "pipeline");

  await row.getByRole("link", { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/b2b/leads/${leadId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lead #${leadId}: ${company}`);
  // the mails the form sent: the acknowledgement to the lead and the team's copy
  const mails = page.getByTestId("lead-mails");
  await expect(mails.getByRole("row").filter({ hasText: email }).first()).toBeVisible();
  await expect(mails).toContainText("b2b.ack");
  await expect(mails).toContainText("b2b.team");
  await expectAccessible(page, "lead");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account manager assigned." })).toBeVisible();
  await expect(page.getByTestId("account-manager")).toContainText("account_manager@staff.sellback.test");
  await expect(page.getByLabel("Assign to").locator("option:checked")).toHaveText("Dev account_manager");
  // the status by keyboard: the select, then its button
  await page.getByLabel("Move the lead to").focus();
  await page.getByLabel("Move the lead to").selectOption("contacted");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Change status" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Status changed." })).toBeVisible();
  await expect(page.locator(".bo-title-row .bo-badge")).toHaveText("Contacted");
  await expectAccessible(page, "lead changed");
  await shoot(page, "lead");

  // back in the pipeline: mine, contacted
  await page.goto(hostUrl(BO, `/b2b?manager=mine&stage=contacted&q=${tag}`));
  const mine = page.getByRole("row").filter({ hasText: company });
  await expect(mine).toContainText("Contacted");
  await expect(mine).not.toContainText("Not assigned");
  await page.goto(hostUrl(BO, `/b2b?manager=unassigned&q=${tag}`));
  await expect(page.getByText("Nothing here with these filters.")).toBeVisible();

  // a company's page
  await page.goto(hostUrl(BO, `/b2b/companies/${companyId}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Werk ${tag} AG`);
  await expect(page.getByTestId("vat-id")).toContainText("DE136695976");
  await expect(page.getByTestId("vat-id")).toContainText("Not checked yet");
  await expect(page.getByRole("row").filter({ hasText: "Olaf Owner" })).toContainText("Owner");
  // the development seed names its users "Dev {role}"
  await page.getByLabel("Assign to").selectOption({ label: "Dev account_manager" });
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Account manager assigned." })).toBeVisible();
  await expect(page.getByTestId("account-manager")).toContainText("Dev account_manager");
  await expectAccessible(page, "company");
  await shoot(page, "company");
});

test("the pipeline is not the catalog role's (403)", async ({ page }) => {
  await signIn(page, "catalog");
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Business", exact: true })).toHaveCount(0);
  const answer = await page.goto(hostUrl(BO, "/b2b"));
  expect(answer?.status()).toBe(403);
});
