/**
 * Guarded price changes in the back office (issue 29, decision 0087): a change beyond the allowed
 * step is refused without a reason, confirmed on the step that restates it with a reason, and the
 * history shows the reason; a bulk change by a percentage shows its preview (every row, guarded rows
 * marked) and needs the reason before it applies. By keyboard, with axe, and without JavaScript.
 * Screenshots at 1366 and 390 px into /tmp/prices-guard-shots (PRICES_GUARD_SHOTS).
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { BO } from "./portal-steps.ts";
import { shooterFor } from "./screenshots.ts";
import { signInDevStaff } from "./staff-sign-in.ts";

test.use({ allowStatuses: [409, 422] });

const shoot = shooterFor(process.env.PRICES_GUARD_SHOTS ?? "/tmp/prices-guard-shots");

/** The id of the catalog's device of this exact name. */
async function deviceId(page: Page, name: string): Promise<string> {
  await page.goto(hostUrl(BO, `/catalog?q=${encodeURIComponent(name)}`));
  const href = await page.getByRole("link", { name, exact: true }).first().getAttribute("href");
  const id = /\/catalog\/devices\/(\d+)$/.exec(href ?? "")?.[1];
  expect(id, `${name}: ${href}`).toBeTruthy();
  return id!;
}

/** A euro amount as the page writes it ("1.200,00 €" or "€1,200.00") → cents. */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The edition's current price on the device's page, in cents. */
const current = async (page: Page) => centsOf((await page.getByTestId("current-de").textContent()) ?? "");

/** Types the price into the edition's box and sends it with Enter. */
async function typePrice(page: Page, euros: string) {
  const box = page.locator("#price-de");
  await box.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(euros);
  await page.keyboard.press("Enter");
}

test("a change beyond the step is refused without a reason, saved with one, and the history shows it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInDevStaff(page, "catalog");
  const id = await deviceId(page, "Fairphone 4 128 GB");
  await page.goto(hostUrl(BO, `/prices/devices/${id}`));
  await expect(page.getByTestId("guard-rule")).toContainText("30");
  const before = await current(page);
  expect(before).toBeGreaterThan(0);
  const tenfold = ((before * 10) / 100).toFixed(2);

  // one click no longer sets it: the step restates old → new, the percentage and the limit
  await typePrice(page, tenfold);
  const step = page.getByTestId("confirm-step");
  await expect(step).toBeVisible();
  await expect(step.getByRole("heading", { name: "Confirm the new DE price" })).toBeFocused();
  await expect(step.getByTestId("guard-facts")).toContainText("→");
  await expect(step.getByTestId("guard-facts")).toContainText(/\+900\s?%/);
  await expect(step.getByTestId("guard-facts")).toContainText(/more than 30\s?%/);
  await expect.poll(() => current(page)).toBe(before);
  await expectAccessible(page, "the guard's step");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "the guard's step at 390 px");
  await shoot(page, "device-price-step");

  // the step's button without a reason: refused, the error at the field, nothing saved
  await page.locator("#reason").focus();
  await page.keyboard.press("Tab");
  await expect(step.getByRole("button", { name: /with this reason/ })).toBeFocused();
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Reason for this change: Give a reason for this change.");
  await expect(summary).toBeFocused();
  await expect(page.locator("#reason")).toHaveAttribute("aria-invalid", "true");
  await expect.poll(() => current(page)).toBe(before);
  await expectAccessible(page, "the step refused without a reason");

  // with a reason, by keyboard: saved, and the history names the reason
  await expect(summary.getByRole("link", { name: /Reason for this change/ })).toHaveAttribute("href", "#reason");
  await page.locator("#reason").focus();
  await page.keyboard.type("Manufacturer raised the trade-in value");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("price-saved")).toContainText("Saved: DE");
  await expect(page.getByTestId("confirm-step")).toHaveCount(0);
  await expect.poll(() => current(page)).toBe(before * 10);
  const first = page.getByTestId("price-history").locator("tbody tr").first();
  await expect(first).toContainText("Manufacturer raised the trade-in value");
  await expect(first).toContainText("Edit");
  await expectAccessible(page, "the device's prices after the guarded change");
  await shoot(page, "device-price-history");

  // a small change needs no step
  await typePrice(page, ((before * 10 + 100) / 100).toFixed(2));
  await expect(page.getByTestId("price-saved")).toContainText("Saved: DE");
  await expect(page.getByTestId("confirm-step")).toHaveCount(0);
  await expect.poll(() => current(page)).toBe(before * 10 + 100);

  // Cancel on the step keeps the price
  await typePrice(page, ((before * 50) / 100).toFixed(2));
  await expect(page.getByTestId("confirm-step")).toBeVisible();
  await page.getByRole("link", { name: "Cancel, keep the price" }).click();
  await expect(page.getByTestId("confirm-step")).toHaveCount(0);
  await expect.poll(() => current(page)).toBe(before * 10 + 100);
});

test("a bulk change shows every changed row, marks the guarded ones and needs the reason to apply", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInDevStaff(page, "catalog");
  await page.goto(hostUrl(BO, "/prices"));
  await page.getByTestId("bulk-link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/prices\/bulk$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bulk price change");
  await expectAccessible(page, "the bulk change's form");

  await page.locator("#category").selectOption("smartphones");
  await page.locator("#manufacturer").selectOption("sony");
  await page.locator("#releaseYear").selectOption("2023");
  // a bad percentage first: the error at the field
  await page.locator("#percent").fill("abc");
  await page.locator("#percent").press("Enter");
  await expect(page.getByRole("alert")).toContainText("Change in percent: Enter a percentage such as 5 or -10");
  await expect(page.getByTestId("bulk-preview")).toHaveCount(0);
  await page.locator("#percent").fill("40");
  await page.locator("#percent").press("Enter");

  const preview = page.getByTestId("bulk-preview");
  await expect(preview).toBeVisible();
  const rows = page.getByTestId("bulk-rows").locator("tbody tr");
  for (const name of ["Sony Xperia 1 V 256 GB", "Sony Xperia 5 V 128 GB", "Sony Xperia 10 V 128 GB"])
    await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const count = await rows.count();
  await expect(page.getByTestId("bulk-counts")).toContainText(`${count} prices change; ${count} need a reason; none is refused.`);
  await expect(rows.and(page.locator('[data-guarded="yes"]'))).toHaveCount(count);
  await expect(rows.first()).toContainText(/More than 30\s?%/);
  const xperia = rows.filter({ hasText: "Sony Xperia 10 V 128 GB" });
  const [oldText, newText] = await xperia.locator("td").evaluateAll((tds) => tds.slice(0, 2).map((td) => td.textContent ?? ""));
  expect(centsOf(newText!)).toBe(Math.round(centsOf(oldText!) * 1.4));
  await expectAccessible(page, "the bulk preview");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, "the bulk preview at 390 px");
  await shoot(page, "bulk-preview");

  // apply without the reason: refused, nothing written
  const apply = page.getByRole("button", { name: `Apply ${count} price changes` });
  await apply.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("Give a reason for this change.");
  await expect(page.locator("#reason")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("bulk-preview")).toBeVisible();
  await expect(rows.filter({ hasText: "Sony Xperia 10 V 128 GB" }).locator("td").first()).toHaveText(oldText!);

  await page.locator("#reason").fill("Sony trade-in season");
  await page.locator("#reason").press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("bulk-applied")).toContainText(`${count} prices changed by`);
  await expect(page.getByTestId("bulk-preview")).toHaveCount(0);
  await expectAccessible(page, "after the bulk change");

  const id = await deviceId(page, "Sony Xperia 10 V 128 GB");
  // posts that are no form, or a tampered percentage: 4xx, never a server error (sent to 127.0.0.1
  // with the back office's Host, Origin and the signed-in session's cookies, as hostile-requests does)
  const cookie = (await page.context().cookies(hostUrl(BO))).map((c) => `${c.name}=${c.value}`).join("; ");
  const headers = { host: `${BO}:${PORT}`, origin: new URL(hostUrl(BO)).origin, cookie };
  const post = (path: string, init: { headers?: Record<string, string>; data?: string; form?: Record<string, string> }) =>
    page.request.fetch(`http://127.0.0.1:${PORT}${path}`, {
      method: "POST",
      maxRedirects: 0,
      ...init,
      headers: { ...headers, ...init.headers },
    });
  for (const path of ["/prices/bulk", `/prices/devices/${id}`]) {
    const broken = await post(path, { headers: { "content-type": "multipart/form-data; boundary=abc" }, data: "--abc\r\nbroken" });
    expect(broken.status(), path).toBe(400);
  }
  expect((await post("/prices/bulk", { form: { edition: "de", percent: "1e9", basis: "x" } })).status()).toBe(422);
  await page.goto(hostUrl(BO, `/prices/devices/${id}`));
  await expect.poll(() => current(page)).toBe(centsOf(newText!));
  const first = page.getByTestId("price-history").locator("tbody tr").first();
  await expect(first).toContainText("Bulk change");
  await expect(first).toContainText("Sony trade-in season");
});

test("without JavaScript: the step, its refusal and the bulk change work as plain forms", async ({ newPage }) => {
  test.setTimeout(120_000);
  const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await signInDevStaff(page, "catalog");
  const id = await deviceId(page, "Nothing Phone (2) 128 GB");
  await page.goto(hostUrl(BO, `/prices/devices/${id}`));
  const before = await current(page);
  await page.locator("#price-de").fill(((before * 2) / 100).toFixed(2));
  await page.locator("#price-de").press("Enter");
  const step = page.getByTestId("confirm-step");
  await expect(step).toContainText(/\+100\s?%/);
  await step.getByRole("button", { name: /with this reason/ }).click();
  await expect(page.getByRole("alert")).toContainText("Give a reason for this change.");
  await shoot(page, "device-price-step-refused-no-js");
  await expect.poll(() => current(page)).toBe(before);
  await page.locator("#reason").fill("Price list typo fixed");
  await step.getByRole("button", { name: /with this reason/ }).click();
  await expect(page.getByTestId("price-saved")).toContainText("Saved: DE");
  await expect(page.getByTestId("price-history").locator("tbody tr").first()).toContainText("Price list typo fixed");

  await page.goto(hostUrl(BO, "/prices/bulk"));
  await page.locator("#category").selectOption("smartphones");
  await page.locator("#manufacturer").selectOption("huawei");
  await page.locator("#releaseYear").selectOption("2019");
  await page.locator("#percent").fill("-10");
  await page.getByRole("button", { name: "Show preview" }).click();
  const rows = page.getByTestId("bulk-rows").locator("tbody tr");
  await expect(rows.filter({ hasText: "Huawei P30 Pro 128 GB" })).toHaveCount(1);
  const count = await rows.count();
  await expect(rows.and(page.locator('[data-guarded="no"]'))).toHaveCount(count);
  await expect(page.locator("#reason")).not.toHaveAttribute("aria-required", "true");
  await shoot(page, "bulk-preview-no-js");
  await page.getByRole("button", { name: `Apply ${count} price ${count === 1 ? "change" : "changes"}` }).click();
  await expect(page.getByTestId("bulk-applied")).toContainText(/prices? changed by −10\s?%/);
});
