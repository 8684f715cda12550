import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

const mailFolder = () => path.join(process.env.E2E_DATA_DIR!, "mail");
const mails = () =>
  existsSync(mailFolder()) ? readdirSync(mailFolder()).map((f) => readFileSync(path.join(mailFolder(), f), "utf8")) : [];

test.describe("contact form", () => {
  test.use({ allowStatuses: [422] });

  test("de: clear localized errors that keep what was typed, then success with mail sent", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/kontakt"));
    await expectAccessible(page);
    await page.getByLabel("Ihr Name").fill("Max Muster");
    await page.getByLabel("E-Mail-Adresse").fill("kein-e-mail");
    await page.getByLabel("Ihre Nachricht").fill("kurz");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("alert")).toContainText("Bitte korrigieren");
    await expect(page.locator("#contact-email-error")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await expect(page.locator("#contact-subject-error")).toBeVisible();
    await expect(page.getByLabel("Ihr Name")).toHaveValue("Max Muster");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "form errors");

    const marker = `Nachricht ${Date.now()} zu meinem Verkauf`;
    await page.getByLabel("Betreff").selectOption("paymentQuestions");
    await page.getByLabel("E-Mail-Adresse").fill("max@example.com");
    await page.getByLabel("Ihre Nachricht").fill(marker);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank" })).toBeVisible();
    await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
    await expect.poll(() => mails().filter((m) => m.includes(marker)).length).toBe(2);
    expect(mails().some((m) => m.includes(marker) && /To: service@sellback\.de/i.test(m))).toBe(true);
    await expectAccessible(page, "sent");
  });

  test("the help link of the question-and-answer service shows only where its key is set", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/kontakt"));
    const hint = page.locator("[data-help-key]");
    await expect(hint).toHaveAttribute("data-help-key", "help-de");
    await hint.getByRole("link").click();
    await expect(page).toHaveURL(/\/content\/[^/]+$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await page.goto(hostUrl("localhost", "/contact"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-help-key]")).toHaveCount(0);
  });

  test("works without JavaScript", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(hostUrl("it.localhost", "/contatti"));
    await page.getByRole("button", { name: "Invia messaggio" }).click();
    await expect(page.locator("#contact-name-error")).toHaveText("Inserisci il tuo nome.");
  });
});
