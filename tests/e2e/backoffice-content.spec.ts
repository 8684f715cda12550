/**
 * The shop's content in the back office (issue 14, decision 0040): a catalog user makes a redirect
 * (a loop is refused first) and the browser on de.localhost follows it at once; edits the press
 * page with the live preview (and, without JavaScript, the preview button), saves, and the shop's
 * content page shows the edit at once; makes a voucher. axe on every page; screenshots at 1280 and
 * 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const SHOTS = process.env.CONTENT_SHOTS ?? "test-results/backoffice-content";

const shoot = shooterFor(SHOTS, { desktop: 1280 });

async function login(page: Page, next = "") {
  await page.goto(hostUrl(BO, `/login${next ? `?next=${encodeURIComponent(next)}` : ""}`));
  await page.locator("#email").fill("catalog@staff.sellback.test");
  await page.locator("#password").fill("dev-catalog-password");
  await page.locator("#otp").press("Enter");
}

// a refused redirect and an invalid form answer 422, on purpose
test.use({ allowStatuses: [422] });

test("a catalog user makes a redirect the shop follows at once, and edits a content page with the preview the shop then shows", async ({
  page,
  newPage,
}) => {
  test.setTimeout(150_000);
  const run = crypto.randomUUID().slice(0, 8);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await expect(page).toHaveURL(/\/trades$/);

  // One "Content" link leads to the pages; the sub-navigation to redirects and vouchers.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Content" }).click();
  await expect(page).toHaveURL(/\/pages$/);
  await expect(page.getByRole("heading", { level: 1, name: "Content pages" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "pages");

  // Redirects: a loop is refused with the chain, then a good one is saved.
  await page.getByRole("navigation", { name: "Shop content" }).getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "redirects");
  await page.getByRole("link", { name: "New redirect" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New redirect" })).toBeVisible();
  await expectAccessible(page);
  const source = `/e2e-alt-${run}`;
  await page.getByLabel("Edition", { exact: true }).selectOption("de");
  await page.getByLabel("Source path").fill(source);
  await page.getByLabel("Target", { exact: true }).fill(`${source.toUpperCase()}/`);
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page.locator(".bo-error-summary")).toContainText("This redirect would make a loop.");
  await expect(page.getByTestId("redirect-chain")).toHaveText(`${source} → ${source}`);
  await expect(page.getByLabel("Source path")).toHaveValue(source);
  await expectAccessible(page, "errors");
  await shoot(page, "redirect-errors");
  await page.getByLabel("Target", { exact: true }).fill("/kontakt");
  await page.getByLabel("Status code").selectOption("302");
  await page.getByRole("button", { name: "Save redirect" }).click();
  await expect(page).toHaveURL(/\/redirects\/\d+\?saved=1$/);
  await expect(page.getByRole("status")).toHaveText("The redirect is saved and works in the shop now.");
  await expectAccessible(page, "saved");

  // The shop follows it at once (the browser on de.localhost), keeping the query.
  const shop = await newPage();
  await shop.goto(hostUrl("de.localhost", `${source}?von=e2e`));
  await expect(shop).toHaveURL(hostUrl("de.localhost", "/kontakt?von=e2e"));
  await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(shop);

  // The press page: the live preview follows the typing (same renderer as the shop), then saved.
  await page.goto(hostUrl(BO, "/pages?edition=de"));
  await page.getByRole("link", { name: "Presse" }).click();
  await expect(page).toHaveURL(/\/pages\/de\/press$/);
  await expectAccessible(page);
  const title = `Presse und Medien ${run}`;
  const line = `Neu im Pressebereich: Bilder zum Herunterladen (${run}).`;
  const preview = page.getByTestId("content-preview");
  await page.locator("#title").fill(title);
  const markdown = await page.locator("#markdown").inputValue();
  await page.locator("#markdown").fill(`${markdown}\n\n## Bilder\n\n**${line}**\n\n<script>document.title = "x"</script>`);
  await expect(preview.locator("h2", { hasText: "Bilder" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: line })).toBeVisible();
  await expect(preview.locator(".bo-preview-title")).toHaveText(title);
  expect(await preview.locator("script").count()).toBe(0);
  await expectAccessible(page, "preview");
  await shoot(page, "page-edit");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page).toHaveURL(/\/pages\/de\/press\?saved=1$/);
  await expect(page.getByRole("status")).toHaveText("The page is saved and shows in the shop now.");
  await expect(page.locator("#title")).toHaveValue(title);

  await shop.goto(hostUrl("de.localhost", "/content/presse"));
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(shop.locator(".prose strong", { hasText: line })).toBeVisible();
  expect(await shop.title()).toContain(title);
  await expectAccessible(shop, "edited");

  // Without JavaScript the preview button renders on the server, and nothing is stored.
  const plain = await newPage({ javaScriptEnabled: false });
  await plain.setViewportSize({ width: 1280, height: 900 });
  await login(plain, "/pages/de/press");
  await expect(plain).toHaveURL(/\/pages\/de\/press$/);
  await plain.locator("#markdown").fill(`Nur eine Vorschau ${run}.`);
  await plain.getByRole("button", { name: "Update preview" }).click();
  await expect(plain.getByTestId("content-preview").locator("p", { hasText: `Nur eine Vorschau ${run}.` })).toBeVisible();
  await expect(plain.locator("#markdown")).toHaveValue(`Nur eine Vorschau ${run}.`);
  await shop.goto(hostUrl("de.localhost", "/content/presse"));
  await expect(shop.locator(".prose strong", { hasText: line })).toBeVisible();

  // Vouchers: the list with usage counts, a new fixed voucher.
  await page.getByRole("navigation", { name: "Shop content" }).getByRole("link", { name: "Vouchers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vouchers" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "WILLKOMMEN10" })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, "vouchers");
  await page.getByRole("link", { name: "New voucher" }).click();
  await expectAccessible(page);
  const code = `E2E-${run}`.toUpperCase();
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Fixed amount").check();
  await page.getByLabel("Amount in euros").fill("0");
  await page.getByLabel("Valid until").fill("2099-12-31");
  await page.getByRole("button", { name: "Save voucher" }).click();
  await expect(page.locator(".bo-error-summary")).toContainText("Enter an amount from 0.01 to 1,000 euros.");
  await expectAccessible(page, "errors");
  await page.getByLabel("Amount in euros").fill("12,50");
  await page.getByRole("button", { name: "Save voucher" }).click();
  await expect(page).toHaveURL(new RegExp(`/vouchers/de/${code}\\?saved=1$`));
  await expect(page.getByTestId("voucher-uses")).toHaveText("No trade has used this voucher yet.");
  await expect(page.getByLabel("Amount in euros")).toHaveValue("12.50");
  await expectAccessible(page, "saved");
  await shoot(page, "voucher");
});
