/**
 * The store portal's steps a browser spec repeats (issue 15, decision 0046): a portal user invited in
 * the back office sets the password from the mail's link; a walk-in customer's trade-in (with the
 * seller's ID and declaration, decision 0090).
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl } from "./fixtures.ts";
import { linksIn, mailsTo } from "./mails.ts";

export const BO = "backoffice.localhost";
export const AGAN = "agan.de.localhost";
export const DEMO_AGAN_PARTNER = "00000000-0000-4000-8000-00000000d002";
export const PASSWORD = "Filiale-Passwort-2026";
/** The seller's ID number a spec types (a German ID card's, as printed) and its mask (decision 0090). */
export const SELLER_ID_NUMBER = "L01X00T47";
export const SELLER_ID_MASKED = "••••••0T47";

/** A file of the page's host fetched by the page itself (its cookie, its host): status, type and bytes. */
export async function fetchBytes(page: Page, path: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const r = await page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, type: res.headers.get("content-type"), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
  }, path);
  return { status: r.status, type: r.type, bytes: new Uint8Array(r.bytes) };
}

/** The development admin's back-office login (to invite portal users). */
export async function boAdminLogin(bo: Page) {
  await bo.goto(hostUrl(BO, "/login"));
  await bo.locator("#email").fill("admin@staff.sellback.test");
  await bo.locator("#password").fill("dev-admin-password");
  await bo.getByRole("button", { name: /log in|anmelden/i }).click();
  await bo.waitForURL(/\/(trades|dashboard)/);
}

/** The portal's login with the spec's password; lands on the portal's home. */
export async function logIn(page: Page, email: string) {
  await page.goto(hostUrl(AGAN, "/portal/anmelden"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/** Search, pick the iPhone 15, answer every question (first answer); the number of questions. */
export async function answerQuestions(page: Page): Promise<number> {
  await page.goto(hostUrl(AGAN, `/portal/ankauf?q=${encodeURIComponent("iPhone 15")}`));
  await page
    .locator(".portal-hits a", { hasText: /iPhone 15/ })
    .first()
    .click();
  await expect(page.locator("fieldset.question").first()).toBeVisible();
  const questions = await page.locator("fieldset.question").count();
  expect(questions).toBeGreaterThanOrEqual(5);
  // nothing is checked before the clerk answers
  await expect(page.locator('fieldset.question input[type="radio"]:checked')).toHaveCount(0);
  for (let i = 0; i < questions; i++) await page.locator("fieldset.question").nth(i).locator('input[type="radio"]').first().check();
  await page.locator("[data-offer-submit]").click();
  await expect(page.locator(".portal-offer")).toBeVisible();
  await expect(page.locator(".portal-steps")).toHaveText("Schritt 3 von 3");
  return questions;
}

/** Device search, the condition questions (first answer each) and the customer, by keyboard. */
export async function tradeIn(
  page: Page,
  customer: { first: string; last: string; email: string },
  keyboardOnly: boolean,
  shoot: (page: Page, name: string) => Promise<void> = async () => {},
): Promise<{ tradeNumber: string; code: string }> {
  await page.goto(hostUrl(AGAN, "/portal/ankauf"));
  if (keyboardOnly) await expectAccessible(page, "portal-search");
  await page.locator("#q").focus();
  await page.keyboard.type("iPhone 15");
  await page.keyboard.press("Enter");
  await expect(page.locator(".portal-hits a").first()).toBeVisible();
  if (keyboardOnly) await expectAccessible(page, "portal-hits");
  await page
    .locator(".portal-hits a", { hasText: /iPhone 15/ })
    .first()
    .press("Enter");
  await expect(page.locator("fieldset.question").first()).toBeVisible();
  if (keyboardOnly) {
    await expectAccessible(page, "portal-questions");
    await shoot(page, "portal-questions");
  }
  const questions = await page.locator("fieldset.question").count();
  for (let i = 0; i < questions; i++) {
    // Space checks the focused radio button
    await page.locator("fieldset.question").nth(i).locator('input[type="radio"]').first().press("Space");
  }
  await page.locator("[data-offer-submit]").press("Enter");
  await expect(page.locator(".portal-offer")).toBeVisible();
  // the device's IMEI (decision 0084), then the customer
  await page.locator("#imei").focus();
  await page.keyboard.type("490154203237518");
  await page.locator("#firstName").focus();
  await page.keyboard.type(customer.first);
  await page.keyboard.press("Tab");
  await page.keyboard.type(customer.last);
  await page.keyboard.press("Tab");
  await page.keyboard.type(customer.email);
  // the seller's ID and the declaration of ownership (decision 0090): arrow key on the select, Space on the box
  await page.locator("#documentType").focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("#documentType")).toHaveValue("id_card");
  await page.keyboard.press("Tab");
  await page.keyboard.type(SELLER_ID_NUMBER);
  await page.keyboard.press("Tab");
  await expect(page.locator("#declaration")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.locator("#declaration")).toBeChecked();
  if (keyboardOnly) {
    await expectAccessible(page, "portal-customer");
    await shoot(page, "portal-customer");
  }
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).press("Enter");
  await expect(page).toHaveURL(/\/portal\/ankauf\/SB-\d{7}\?neu=1$/);
  const tradeNumber = /SB-\d{7}/.exec(page.url())![0];
  const code = (await page.locator("[data-voucher-code]").textContent())!.trim();
  expect(code).toMatch(/^DH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  return { tradeNumber, code };
}

/** The back office's invite form, then the mail's link sets the password on the agan host (in `page`). */
export async function invite(bo: Page, page: Page, email: string, role: "store_staff" | "partner_manager", store: string | null) {
  await bo.goto(hostUrl(BO, `/partners/${DEMO_AGAN_PARTNER}/users`));
  await bo.locator("#email").fill(email);
  await bo.locator("#displayName").fill(role === "store_staff" ? "Petra Filiale" : "Max Manager");
  await bo.locator("#role").selectOption(role);
  if (store) await bo.locator("#storeId").selectOption({ label: store });
  else await bo.locator("#storeId").selectOption("");
  await bo.getByRole("button", { name: /^(Invite|Einladen)$/ }).click();
  await expect(bo.getByRole("status")).toContainText(email);
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const link = linksIn(mailsTo(email).at(-1)!).find((l) => l.includes("/portal/passwort?token="))!;
  expect(new URL(link).hostname).toBe(AGAN);
  await page.goto(link);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Passwort ist gespeichert");
}
