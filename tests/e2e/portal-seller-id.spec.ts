/**
 * The seller's identification in the store flow (issue 29, decision 0090), with and without
 * JavaScript: the customer step asks the ID document (kind and number) and the declaration of
 * ownership; posted without the declaration and with a number that cannot be one, it comes back with
 * both errors linked and marked and everything typed kept (the box unticked). Fixed, the trade page
 * shows the kind and the masked number (never the number, in the page or its address) and the
 * declaration; both receipts carry the document, the declaration and the signature line, and the
 * voucher's expiry with the full year. axe on each page; screenshots at 1366 and 390 px into
 * /tmp/portal-seller-id.
 */
import type { Page } from "@playwright/test";
import { shownText } from "../helpers/pdf-text.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { answerQuestions, boAdminLogin, fetchBytes, invite, logIn, SELLER_ID_MASKED, SELLER_ID_NUMBER } from "./portal-steps.ts";
import { shooterFor } from "./screenshots.ts";

const shoot = shooterFor("/tmp/portal-seller-id");

// the refused customer step answers 422 on purpose
test.use({ allowStatuses: [422] });

/** The customer step with the device, the customer and the ID, but no declaration and an implausible number. */
async function refuse(page: Page, name: string) {
  await page.locator("#imei").fill("490154203237518");
  await page.locator("#firstName").fill("Sina");
  await page.locator("#lastName").fill("Verkäuferin");
  await page.locator("#email").fill(`sina-${crypto.randomUUID().slice(0, 6)}@example.com`);
  await page.locator("#documentType").selectOption("id_card");
  await page.locator("#documentNumber").fill("Mustermann");
  await expect(page.locator("#declaration")).not.toBeChecked();
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).click();

  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(page.locator(".portal-steps")).toHaveText("Schritt 3 von 3");
  await expect(summary.getByRole("link", { name: /^Eigentumserklärung: Ohne Eigentumserklärung/ })).toHaveAttribute("href", "#declaration");
  await expect(summary.getByRole("link", { name: /^Ausweisnummer: Diese Ausweisnummer stimmt nicht/ })).toHaveAttribute(
    "href",
    "#documentNumber",
  );
  await expect(summary.getByRole("link")).toHaveCount(2);
  for (const id of ["declaration", "documentNumber"]) await expect(page.locator(`#${id}`)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#declaration")).toHaveAttribute("aria-describedby", "declaration-error");
  // everything typed is kept
  await expect(page.locator("#documentType")).toHaveValue("id_card");
  await expect(page.locator("#documentNumber")).toHaveValue("Mustermann");
  await expect(page.locator("#imei")).toHaveValue("490154203237518");
  await expect(page.locator("#lastName")).toHaveValue("Verkäuferin");
  await expect(page.locator("#declaration")).not.toBeChecked();
  expect(page.url()).not.toContain("Mustermann");
  await expectAccessible(page, "portal-seller-id-refused");
  await shoot(page, `customer-refused-${name}`);
}

/** Declared and a real number: the trade page shows the kind, the mask and the declaration; the receipts their lines. */
async function declareAndFinish(page: Page, name: string, receipts: boolean) {
  await page.locator("#documentNumber").fill(" l01x 00t47 ");
  await page.locator("#declaration").check();
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).click();
  await expect(page).toHaveURL(/\/portal\/ankauf\/SB-\d{7}\?neu=1$/);
  expect(page.url()).not.toContain(SELLER_ID_NUMBER);
  const voucher = page.locator(".portal-voucher");
  await expect(page.locator("[data-seller-id]")).toHaveText(`Personalausweis ${SELLER_ID_MASKED}`);
  await expect(voucher).toContainText(/Eigentumserklärung\s*abgegeben am \d{2}\.\d{2}\.\d{2}/);
  // the voucher's expiry with the full year
  await expect(voucher).toContainText(/Gültig bis\s*\d{2}\.\d{2}\.20\d{2}/);
  await expect(page.getByText(/^Einmal einlösbar, in jeder Filiale von Demo Handelskette/)).toBeVisible();
  expect(await page.content()).not.toContain(SELLER_ID_NUMBER);
  await expectAccessible(page, "portal-seller-id-done");
  await shoot(page, `done-${name}`);

  if (!receipts) return;
  for (const format of ["a4", "80mm"]) {
    const { status, bytes } = await fetchBytes(page, `${new URL(page.url()).pathname}/beleg?format=${format}`);
    expect(status).toBe(200);
    const text = (await shownText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain(`Personalausweis: ${SELLER_ID_MASKED}`);
    expect(text).not.toContain(SELLER_ID_NUMBER);
    expect(text).toContain("Ich erkläre, dass das Gerät mein Eigentum ist und ich es verkaufen darf.");
    expect(text).toContain("Unterschrift Verkäufer/in");
    expect(text).toMatch(/Gültig bis \d{2}\.\d{2}\.20\d{2}/);
  }
}

test("store flow: the seller's ID and declaration, refused without the declaration, on the trade page and the receipts", async ({
  page,
  newPage,
}) => {
  test.setTimeout(300_000);
  const email = `ausweis-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  const bo = await newPage();
  await boAdminLogin(bo);
  await invite(bo, page, email, "store_staff", "Demo Handelskette Berlin-Mitte");

  await logIn(page, email);
  await answerQuestions(page);
  await expect(page.getByRole("group", { name: "Ausweis der Verkäuferin oder des Verkäufers" })).toBeVisible();
  await expect(page.locator("#documentType option")).toHaveText(["Bitte wählen", "Personalausweis", "Reisepass", "Aufenthaltstitel"]);
  await expectAccessible(page, "portal-seller-id-customer");
  await shoot(page, "customer");
  await refuse(page, "js");
  await declareAndFinish(page, "js", true);

  // without JavaScript: the same plain form posts
  const plain = await newPage({ javaScriptEnabled: false });
  await logIn(plain, email);
  await answerQuestions(plain);
  await refuse(plain, "nojs");
  // (the receipts are the same PDFs, read above)
  await declareAndFinish(plain, "nojs", false);
});
