/**
 * The store flow's customer step (issue 29, decision 0084), with and without JavaScript: a store
 * clerk answers the condition questions, submits the customer step with the first name missing and
 * an IMEI that fails the check digit, and stays on the customer step: the error summary links each
 * error to its marked field, everything typed is still there and every answer is kept (read back on
 * the step, and checked again behind "Antworten ändern"). Fixed, the trade is made and its page
 * shows the IMEI. axe on every page; screenshots at 1366 and 390 px into /tmp/portal-store-flow.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { AGAN, BO, invite, PASSWORD } from "./portal-steps.ts";
import { shooterFor } from "./screenshots.ts";

const shoot = shooterFor("/tmp/portal-store-flow");
const GOOD_IMEI = "35-209900-176148-1";
const BAD_IMEI = "490154203237519";

// the refused customer step answers 422 on purpose
test.use({ allowStatuses: [422] });

async function logIn(page: Page, email: string) {
  await page.goto(hostUrl(AGAN, "/portal/anmelden"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

/** Search, pick the iPhone 15, answer every question (first answer); the number of questions. */
async function answerQuestions(page: Page): Promise<number> {
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

/** The customer step posted with the first name missing and a wrong IMEI: it comes back with its errors, all kept. */
async function refuse(page: Page, questions: number, name: string) {
  await page.locator("#imei").fill(BAD_IMEI);
  await page.locator("#lastName").fill("Laufkundin");
  await page.locator("#email").fill(`wanda-${crypto.randomUUID().slice(0, 6)}@example.com`);
  await page.locator("#city").fill("Berlin");
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).click();

  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(page.locator(".portal-steps")).toHaveText("Schritt 3 von 3");
  await expect(summary.getByRole("link", { name: /Vorname/ })).toHaveAttribute("href", "#firstName");
  await expect(summary.getByRole("link", { name: /IMEI: Diese IMEI stimmt nicht/ })).toHaveAttribute("href", "#imei");
  for (const id of ["firstName", "imei"]) await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#lastName")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#imei-error")).toContainText("15 Ziffern");
  // what the clerk typed is still there
  await expect(page.locator("#imei")).toHaveValue(BAD_IMEI);
  await expect(page.locator("#lastName")).toHaveValue("Laufkundin");
  await expect(page.locator("#email")).toHaveValue(/^wanda-/);
  await expect(page.locator("#city")).toHaveValue("Berlin");
  // every answer, read back on the step
  await expect(page.locator(".portal-answers dd")).toHaveCount(questions);
  // one axe run per page state: the page without JavaScript is the same server render (checked once)
  await expectAccessible(page, "portal-customer-refused");
  await shoot(page, `portal-customer-refused-${name}`);
}

/** Fixed: the trade is made, its page shows the IMEI (normalized). */
async function fixAndFinish(page: Page) {
  await page.locator("#firstName").fill("Wanda");
  await page.locator("#imei").fill(GOOD_IMEI);
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).click();
  await expect(page).toHaveURL(/\/portal\/ankauf\/SB-\d{7}\?neu=1$/);
  const voucher = page.locator(".portal-voucher");
  await expect(voucher).toContainText("IMEI");
  await expect(voucher).toContainText("352099001761481");
  await expectAccessible(page, "portal-done-imei");
}

test("store flow: a refused customer step keeps every answer and all typed, with and without JavaScript", async ({ page, newPage }) => {
  test.setTimeout(300_000);
  const email = `filiale-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  const bo = await newPage();
  await bo.goto(hostUrl(BO, "/login"));
  await bo.locator("#email").fill("admin@staff.sellback.test");
  await bo.locator("#password").fill("dev-admin-password");
  await bo.getByRole("button", { name: /log in|anmelden/i }).click();
  await bo.waitForURL(/\/(trades|dashboard)/);
  await invite(bo, page, email, "store_staff", "Demo Handelskette Berlin-Mitte");

  // with JavaScript: refused, fixed on the same step, done
  await logIn(page, email);
  const questions = await answerQuestions(page);
  await expectAccessible(page, "portal-customer");
  await refuse(page, questions, "js");
  await fixAndFinish(page);

  // without JavaScript (plain form posts): refused, the answers behind "Antworten ändern", done
  const plain = await newPage({ javaScriptEnabled: false });
  await logIn(plain, email);
  const asked = await answerQuestions(plain);
  await refuse(plain, asked, "nojs");
  await plain.getByRole("button", { name: "Antworten ändern" }).click();
  await expect(plain.locator(".portal-steps")).toHaveText("Schritt 2 von 3");
  await expect(plain.locator('fieldset.question input[type="radio"]:checked')).toHaveCount(asked);
  await plain.locator("[data-offer-submit]").click();
  await expect(plain.locator(".portal-offer")).toBeVisible();
  await plain.locator("#lastName").fill("Laufkundin");
  await plain.locator("#email").fill(`wanda-${crypto.randomUUID().slice(0, 6)}@example.com`);
  await fixAndFinish(plain);
});
