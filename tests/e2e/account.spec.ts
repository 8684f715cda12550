/**
 * Issue 5 screens (decision 0013): register → activation mail → activate → log in (keyboard only)
 * → change address and payout account → a trade made through the checkout while logged in shows
 * in the trade history → log out; password forgot → reset from the mail link → log in with the new
 * password, on the English paths. Tokens live only in httpOnly cookies: never in document.cookie
 * or localStorage.
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test, uiMessages } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { screenshots } from "./screenshots.ts";
import { firstAnswersIntoCart } from "./sell-steps.ts";

const PASSWORD = "Verkauf-Sicher-2026";
const NEW_PASSWORD = "Ganz-Neues-Passwort-7";
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function linkFromMail(email: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailsTo(email).some((m) => pattern.test(m)), { message: `mail to ${email}` }).toBe(true);
  const mail = mailsTo(email)
    .reverse()
    .find((m) => pattern.test(m))!;
  return pattern.exec(mail)![0];
}

/** The page's own success / error notice (the layout has a live region of its own). */
const notice = (page: Page) => page.locator("p.notice[role=status]");
const problem = (page: Page) => page.locator(".notice.error[role=alert]");

/** Moves the focus with Tab until the element is focused (keyboard only). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 80; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

/** document.cookie and localStorage hold no token and no password. */
async function expectNoSecretsInScript(page: Page, password: string) {
  const { cookie, storage } = await page.evaluate(() => ({
    cookie: document.cookie,
    storage: Object.keys(window.localStorage)
      .map((k) => `${k}=${window.localStorage.getItem(k)}`)
      .join("\n"),
  }));
  for (const visible of [cookie, storage]) {
    expect(visible).not.toContain("sb_access");
    expect(visible).not.toContain("sb_refresh");
    expect(visible).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./); // a JWT
    expect(visible).not.toContain(password);
    expect(visible.toLowerCase()).not.toMatch(/password|access_token|refresh_token/);
  }
  const cookies = await page.context().cookies();
  for (const c of cookies.filter((c) => c.name.startsWith("sb_"))) {
    // The cart's mirror is written by the page's script (decision 0061) and names offers only.
    if (c.name === "sb_cart") {
      expect(c.value, "sb_cart names offers and quantities only").toMatch(/^([A-Za-z0-9_-]+\*\d+)?(\.[A-Za-z0-9_-]+\*\d+)*$/);
      continue;
    }
    expect(c.httpOnly, `${c.name} is httpOnly`).toBe(true);
    expect(c.sameSite).toBe("Lax");
  }
}

test.describe("customer account", () => {
  // Form errors answer 422 (validation), 401 (wrong password) and 400 (used reset link) on purpose.
  test.use({ allowStatuses: [400, 401, 422] });

  test("de: register and log in by keyboard, activate from the mail, change address and payout, trade while logged in, log out", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("konto");
    await page.goto(hostUrl("de.localhost", "/account/register"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konto erstellen");
    await expect(page.getByText("Mindestens 10 Zeichen")).toBeVisible(); // the password rule up front
    await expectAccessible(page);

    // A too weak password and a wrong postal code: errors per field, input kept except the password.
    await tabTo(page, "#register-firstName");
    await page.keyboard.type("Erika");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Mustermann");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("kurz");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hauptstraße");
    await page.keyboard.press("Tab");
    await page.keyboard.type("5a");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1234");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Berlin");
    await tabTo(page, "#register-accountHolder");
    await page.keyboard.type("Erika Mustermann");
    await page.keyboard.press("Tab");
    await page.keyboard.type("DE89 3704 0044 0532 0130 00");
    await tabTo(page, 'button[type="submit"]:text("Konto anlegen")');
    await page.keyboard.press("Enter");
    await expect(page.locator("#register-password-error")).toHaveText(/10 Zeichen/);
    await expect(page.locator("#register-zip-error")).toBeVisible();
    await expect(page.locator("#register-zip")).toHaveAttribute("aria-describedby", /register-zip-error/);
    await expect(page.locator("#register-acceptTerms-error")).toHaveText("Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.");
    await expect(page.locator("#register-email")).toHaveValue(email);
    await expect(page.locator("#register-password")).toHaveValue("");
    await expectAccessible(page, "form errors");

    await tabTo(page, "#register-password");
    await page.keyboard.type(PASSWORD);
    await tabTo(page, "#register-zip");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("10115");
    await tabTo(page, "#register-acceptTerms");
    await page.keyboard.press("Space");
    await tabTo(page, 'button[type="submit"]:text("Konto anlegen")');
    await page.keyboard.press("Enter");
    await expect(notice(page)).toContainText("E-Mail geschickt");
    await expectAccessible(page, "sent");

    // Activation link from the mail folder → activated and logged in (decision 0106); log out to log in by keyboard.
    const activation = await linkFromMail(email, /http:\/\/de\.localhost:\d+\/account\?token=[A-Za-z0-9_-]+/);
    await page.goto(activation);
    await expect(notice(page)).toContainText("Ihr Konto ist aktiviert und Sie sind angemeldet");
    await expect(page.getByText(/Hallo Erika, Ihre Kundennummer ist C\d{7}/)).toBeVisible();
    await expectAccessible(page, "activated");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(notice(page)).toHaveText("Sie sind abgemeldet.");
    await page.locator("#login-username").fill(email);

    // Log in by keyboard (remember login).
    await tabTo(page, "#login-password");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.locator("#login-remember")).toBeChecked();
    await tabTo(page, 'button[type="submit"]:text("Anmelden")');
    await page.keyboard.press("Enter");
    await expect(page.getByText(/Hallo Erika, Ihre Kundennummer ist C\d{7}/)).toBeVisible();
    await expect(page.getByTestId("payout")).toHaveText(/^DE89 •{4} •{4} •{4} •{4} 00$/);
    await expect(page.getByText(uiMessages("de")["accountUi.overview.noTrades"]!)).toBeVisible();
    await expectAccessible(page, "signed in");
    await expectNoSecretsInScript(page, PASSWORD);
    const refresh = (await page.context().cookies()).find((c) => c.name === "sb_refresh");
    expect(refresh!.expires, "remember login: a persistent refresh cookie").toBeGreaterThan(Date.now() / 1000 + 20 * 86_400);

    // Change address.
    await page.getByRole("link", { name: "Adresse ändern" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Adresse ändern");
    await expect(page.locator("#address-street")).toHaveValue("Hauptstraße");
    await expectAccessible(page, "signed in");
    await page.locator("#address-street").fill("Lindenallee");
    await page.locator("#address-houseNumber").fill("17");
    await page.locator("#address-zip").fill("80331");
    await page.locator("#address-city").fill("München");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(notice(page)).toHaveText("Ihre Adresse wurde gespeichert.");
    await expect(page.getByTestId("address")).toContainText("Lindenallee 17");
    await expect(page.getByTestId("address")).toContainText("80331 München");

    // Change the payout account to PayPal: only with the current password, and a notice goes out.
    await page.getByRole("link", { name: "Auszahlungskonto ändern" }).click();
    await expect(page.getByText(/Aktuelles Auszahlungskonto/)).toContainText("DE89 ••••");
    await expectAccessible(page, "signed in");
    const mailsBefore = mailsTo(email).length;
    await page.locator("#payment-paypal").check();
    await page.locator("#payment-paypalEmail").fill("erika.paypal@example.com");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("#payment-currentPassword-error")).toHaveText("Bitte geben Sie Ihr aktuelles Passwort ein.");
    await expectAccessible(page, "password missing");
    await screenshots(page, "account-payment");
    await page.locator("#payment-currentPassword").fill("Falsches-Passwort-1");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.locator("#payment-currentPassword-error")).toHaveText("Das aktuelle Passwort ist nicht richtig.");
    await expect(page.locator("#payment-paypalEmail")).toHaveValue("erika.paypal@example.com");
    expect(mailsTo(email)).toHaveLength(mailsBefore);
    await page.locator("#payment-currentPassword").fill(PASSWORD);
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(notice(page)).toHaveText("Ihr Auszahlungskonto wurde gespeichert.");
    await expect(page.getByTestId("payout")).toHaveText("erika.paypal@example.com");
    await expect.poll(() => mailsTo(email).filter((m) => m.includes("Auszahlungskonto wurde geändert")).length).toBe(1);
    expect(mailsTo(email).find((m) => m.includes("Auszahlungskonto wurde geändert"))).toContain("e***@example.com");

    // A trade through the checkout page while logged in: the form is pre-filled from the account.
    await firstAnswersIntoCart(page);
    await expect(page.locator("#checkout-email")).toHaveValue(email);
    await expect(page.locator("#checkout-street")).toHaveValue("Lindenallee");
    // The saved payout account is offered masked and chosen; its fields stay hidden.
    await expect(page.getByTestId("saved-payout")).toContainText("Mein gespeichertes PayPal-Konto e***@example.com verwenden");
    await expect(page.locator("#checkout-payout-saved")).toBeChecked();
    await expect(page.locator("#checkout-paypalEmail")).toBeHidden();
    expect(await page.content()).not.toContain("erika.paypal@example.com");
    await screenshots(page, "checkout-saved-payout");
    await expectAccessible(page, "signed in");
    await page.locator("#checkout-acceptTerms").check();
    await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
    await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
    const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();

    await page.goto(hostUrl("de.localhost", "/account"));
    const trade = page.locator(".account-trade", { hasText: tradeNumber });
    await expect(trade).toBeVisible();
    await expect(
      trade
        .getByRole("list", { name: uiMessages("de")["accountUi.overview.timeline"]!.replace("{number}", tradeNumber) })
        .getByRole("listitem"),
    ).toHaveCount(1);
    await expect(trade).toContainText("Apple iPhone 15");
    // Each trade links to its tracking page and, while it waits for the parcel, its label.
    await expect(trade.getByTestId("trade-label-link")).toHaveAttribute(
      "href",
      new RegExp(`/api/trade/trades/${tradeNumber}/label\\?token=`),
    );
    const labelHref = (await trade.getByTestId("trade-label-link").getAttribute("href"))!;
    expect(await page.evaluate((href) => fetch(href).then((r) => r.headers.get("content-type")), labelHref)).toBe("application/pdf");
    await screenshots(page, "account-with-trade");
    await trade.getByTestId("trade-tracking-link").click();
    await expect(page.getByTestId("trade-state")).toContainText("Paket");
    await page.goto(hostUrl("de.localhost", "/account"));
    await expectAccessible(page, "signed in, with a trade");
    await expectNoSecretsInScript(page, PASSWORD);

    // Log out: the token cookies are gone and the login form is back.
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(notice(page)).toHaveText("Sie sind abgemeldet.");
    await expect(page.locator("#login-username")).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain("sb_access");
    expect(names).not.toContain("sb_refresh");
    await page.goto(hostUrl("de.localhost", "/account/address-change"));
    await expect(page).toHaveURL(/\/account$/);
    await expectAccessible(page);
  });

  test("en: forgot password → reset from the mail link → log in with the new password (English paths)", async ({ page }) => {
    const email = uniqueEmail("reset");
    await page.goto(hostUrl("localhost", "/account/register"));
    await page.locator("#register-firstName").fill("Jane");
    await page.locator("#register-lastName").fill("Doe");
    await page.locator("#register-email").fill(email);
    await page.locator("#register-password").fill(PASSWORD);
    await page.locator("#register-street").fill("Baker Street");
    await page.locator("#register-houseNumber").fill("221b");
    await page.locator("#register-zip").fill("NW1 6XE");
    await page.locator("#register-city").fill("London");
    // only the chosen payout method's fields show
    await expect(page.locator("#register-iban")).toBeVisible();
    await expect(page.locator("#register-paypalEmail")).toBeHidden();
    await page.locator("#register-paypal").check();
    await expect(page.locator("#register-iban")).toBeHidden();
    await page.locator("#register-paypalEmail").fill("jane.paypal@example.com");
    await page.locator("#register-acceptTerms").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(notice(page)).toContainText("we sent you an e-mail");
    await page.goto(await linkFromMail(email, /http:\/\/localhost:\d+\/account\/overview\?token=[A-Za-z0-9_-]+/));
    await expect(notice(page)).toContainText("Your account is activated and you are logged in.");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(notice(page)).toHaveText("You are logged out.");

    await page.goto(hostUrl("localhost", "/account/overview"));
    await page.getByRole("link", { name: "Forgotten your password?" }).click();
    await expect(page).toHaveURL(/\/account\/password\/forgot$/);
    await expectAccessible(page);
    // The same answer for an unknown address and a known one.
    await page.locator("#forgot-email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send link" }).click();
    const answer = (await notice(page).textContent())!;
    await page.locator("#forgot-email").fill(email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(notice(page)).toHaveText(answer);
    await expectAccessible(page, "sent");

    const reset = await linkFromMail(email, /http:\/\/localhost:\d+\/account\/password\/reset\?token=[A-Za-z0-9_-]+/);
    await page.goto(reset);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a new password");
    await expectAccessible(page, "with a token");
    await page.locator("#reset-password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/account\/overview\?done=reset$/);
    await expect(notice(page)).toHaveText("Your new password is set. Please log in.");

    // The old password no longer works; the new one does.
    await page.locator("#login-username").fill(email);
    await page.locator("#login-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(problem(page)).toHaveText("E-mail address or password is wrong.");
    await expect(page.locator("#login-username")).toHaveValue(email);
    await page.locator("#login-password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText(/Hello Jane, your customer number is C\d{7}/)).toBeVisible();
    await expect(page.getByTestId("payout")).toHaveText("jane.paypal@example.com");
    await expectAccessible(page, "signed in");
    await expectNoSecretsInScript(page, NEW_PASSWORD);

    // The reset link is single use.
    await page.goto(reset);
    await page.locator("#reset-password").fill("Noch-Ein-Passwort-9");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(problem(page)).toContainText("invalid, expired or already used");
  });

  test("de: management: personal data, phone, birthdate, e-mail change with the current password, data export, delete with confirmation", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("verwaltung");
    await page.goto(hostUrl("de.localhost", "/account/register"));
    await page.locator("#register-firstName").fill("Erika");
    await page.locator("#register-lastName").fill("Mustermann");
    await page.locator("#register-email").fill(email);
    await page.locator("#register-password").fill(PASSWORD);
    await page.locator("#register-street").fill("Hauptstraße");
    await page.locator("#register-houseNumber").fill("5a");
    await page.locator("#register-zip").fill("10115");
    await page.locator("#register-city").fill("Berlin");
    await page.locator("#register-accountHolder").fill("Erika Mustermann");
    await page.locator("#register-iban").fill("DE89370400440532013000");
    await page.locator("#register-acceptTerms").check();
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(notice(page)).toContainText("E-Mail geschickt");
    // the activation link logs in (decision 0106)
    await page.goto(await linkFromMail(email, /http:\/\/de\.localhost:\d+\/account\?token=[A-Za-z0-9_-]+/));
    await page.getByRole("link", { name: /Persönliche Daten/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontoeinstellungen");
    await expectAccessible(page, "signed in");

    await page.locator("#personal-firstName").fill("Erika Maria");
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect(notice(page)).toHaveText("Ihre Änderungen wurden gespeichert.");
    await expect(page.locator("#personal-firstName")).toHaveValue("Erika Maria");
    await page.locator("#phone-phone").fill("+49 30 1234567");
    await page
      .locator("section", { has: page.locator("#phone-phone") })
      .getByRole("button")
      .click();
    // each save ends in a redirect: wait for it, so the next form is not filled while it lands (CI, 9f88dcd)
    await expect(page).toHaveURL(/[?&]done=phone/);
    await expect(page.locator("#phone-phone")).toHaveValue("+49 30 1234567");
    await page.locator("#birthdate-birthdate").fill("1990-05-17");
    await page
      .locator("section", { has: page.locator("#birthdate-birthdate") })
      .getByRole("button")
      .click();
    await expect(page).toHaveURL(/[?&]done=birthdate/);
    await expect(page.locator("#birthdate-birthdate")).toHaveValue("1990-05-17");

    // E-mail change needs the current password.
    const newEmail = uniqueEmail("neu");
    const emailSection = page.locator("section", { has: page.locator("#email-email") });
    await page.locator("#email-email").fill(newEmail);
    await page.locator("#email-currentPassword").fill("falsches-Passwort-1");
    await emailSection.getByRole("button").click();
    await expect(page.locator("#email-currentPassword-error")).toHaveText("Das aktuelle Passwort ist nicht richtig.");
    await expect(page.locator("#email-currentPassword")).toHaveAttribute("aria-describedby", /email-currentPassword-error/);
    await expect(page.locator("#email-email")).toHaveValue(newEmail);
    await expectAccessible(page, "signed in, form errors");
    await page.locator("#email-currentPassword").fill(PASSWORD);
    await emailSection.getByRole("button").click();
    await expect(notice(page)).toHaveText("Ihre E-Mail-Adresse wurde geändert.");
    await expect(page.locator("#email-email")).toHaveValue(newEmail);

    // GDPR export: a JSON download of everything stored, without the password hash.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Meine Daten herunterladen" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sellback-data-C\d{7}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(exported.account).toMatchObject({ email: newEmail, firstName: "Erika Maria", birthdate: "1990-05-17", phone: "+49 30 1234567" });
    expect(exported.account.passwordHash).toBeUndefined();
    expect(JSON.stringify(exported)).not.toContain("argon2");
    expect(exported.address).toMatchObject({ street: "Hauptstraße", zip: "10115" });
    expect(exported.paymentAccounts[0]).toMatchObject({ kind: "bank", iban: "DE89370400440532013000" });
    expect(exported.phoneContacts[0]).toMatchObject({ number: "+49 30 1234567" });

    // Delete: a confirmation step, then the account is gone and the session ends.
    await page.getByRole("link", { name: "Mein Konto löschen…" }).click();
    await page.getByRole("button", { name: "Konto jetzt löschen" }).click();
    await expect(page.locator("#delete-confirm-error")).toBeVisible();
    await expectAccessible(page, "signed in, confirmation errors");
    await page.getByLabel("Ja, mein Konto endgültig löschen.").check();
    await page.getByRole("button", { name: "Konto jetzt löschen" }).click();
    await expect(notice(page)).toContainText("Ihr Konto wurde gelöscht");
    await page.locator("#login-username").fill(newEmail);
    await page.locator("#login-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(problem(page)).toBeVisible();
  });

  test("a form post without the CSRF token is refused", async ({ page, request }) => {
    await page.goto(hostUrl("localhost", "/account/overview"));
    const res = await request.post(hostUrl("localhost", "/account/overview"), {
      form: { intent: "login", username: "x@example.com", password: "whatever-123" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
  });
});
