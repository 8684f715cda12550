/**
 * Issue 11 on the account pages (decision 0020): another edition's account paths are 404 whether
 * or not one is logged in (#18), over HTTP and in the browser; a customer with a trade in progress
 * cannot delete the account and is told why, and the data export says so (#14).
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { firstAnswersIntoCart } from "./sell-steps.ts";

const PASSWORD = "Verkauf-Sicher-2026";

/** Paths of one edition that are no page of another: the English set's on de, the others' on the English set. */
const FOREIGN_PATHS: [host: string, path: string][] = [
  ["de.localhost", "/account/addressChange"],
  ["de.localhost", "/account/paymentChange"],
  ["de.localhost", "/account/overview"],
  ["de.localhost", "/account/password/forgot"],
  ["de.localhost", "/account/password/reset"],
  ["localhost", "/account/address-change"],
  ["localhost", "/account/payment-change"],
  ["localhost", "/account/password-forgot"],
  ["localhost", "/account/password-reset"],
  // Not only account pages: the checkout action of an edition whose checkout lives elsewhere (it: /guardare).
  ["it.localhost", "/checkout"],
];

/** Node does not resolve *.localhost: API calls go to 127.0.0.1 with the edition's Host header. */
const api = (request: APIRequestContext, host: string, p: string, init: Parameters<APIRequestContext["fetch"]>[1] = {}) =>
  request.fetch(`http://127.0.0.1:${PORT}${p}`, { maxRedirects: 0, ...init, headers: { host, ...init.headers } });

const linkIn = (email: string, pattern: RegExp) =>
  mailsTo(email)
    .map((m) => pattern.exec(m)?.[1])
    .findLast(Boolean);
const activationLink = (email: string) => linkIn(email, /\/account\?token=([A-Za-z0-9_-]{43})/);
const newEmail = () => `haertung-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A de registration through the API (202 whatever the e-mail). */
async function register(
  request: APIRequestContext,
  email: string,
  who = { firstName: "Erika", street: "Hauptstraße", password: PASSWORD },
) {
  const reg = await api(request, "de.localhost", "/api/account/register", {
    method: "POST",
    data: {
      enabled: true,
      firstName: who.firstName,
      lastName: "Mustermann",
      username: email,
      email,
      credentials: [{ type: "password", value: who.password, temporary: false }],
      attributes: { locale: "de" },
      Address: { street: who.street, houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
      Payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: `${who.firstName} Mustermann` },
    },
  });
  expect(reg.status()).toBe(202);
  await expect.poll(() => activationLink(email), { message: `activation mail to ${email}` }).toBeTruthy();
}

/** A registered and activated de customer, through the API. */
async function activatedCustomer(request: APIRequestContext): Promise<string> {
  const email = newEmail();
  await register(request, email);
  const activated = await api(request, "de.localhost", "/api/account/activateRegistration", {
    method: "POST",
    headers: { token: activationLink(email)! },
  });
  expect(await activated.json()).toMatchObject({ activated: true });
  return email;
}

test.describe("account hardening", () => {
  test.use({ allowStatuses: [404, 409] });

  test("#18 logged out: another edition's account paths answer 404 'Page not found: {path}', never a redirect to the login; form posts too", async ({
    request,
  }) => {
    for (const [host, p] of FOREIGN_PATHS) {
      const res = await api(request, host, p);
      expect(res.status(), `${host}${p}`).toBe(404);
      expect(await res.text()).toContain(`Page not found: ${p}`);
      const post = await api(request, host, p, { method: "POST", form: { email: "someone@example.com", password: PASSWORD } });
      expect(post.status(), `POST ${host}${p}`).toBe(404);
    }
    // The edition's own paths still lead a logged-out visitor to the login.
    const own = await api(request, "de.localhost", "/account/address-change");
    expect(own.status()).toBe(302);
    expect(own.headers().location).toBe("/account");
  });

  test("#18 and #14 logged in: foreign account paths stay 404; deleting the account with a trade in progress is refused with the reason, and the export says so", async ({
    page,
    request,
  }) => {
    const email = await activatedCustomer(request);
    await page.goto(hostUrl("de.localhost", "/account"));
    await page.locator("#login-username").fill(email);
    await page.locator("#login-password").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText(/Hallo Erika, Ihre Kundennummer ist C\d{7}/)).toBeVisible();

    const foreign = await page.goto(hostUrl("de.localhost", "/account/addressChange"));
    expect(foreign?.status()).toBe(404);
    await expect(page.locator(".status-message")).toHaveText("Page not found: /account/addressChange");
    await expectAccessible(page);
    const own = await page.goto(hostUrl("de.localhost", "/account/address-change"));
    expect(own?.status()).toBe(200);

    // A trade through the checkout while logged in: it is in progress (created).
    await firstAnswersIntoCart(page);
    // The saved account is offered by its end only (decision 0031); the IBAN never reaches the page.
    await expect(page.getByTestId("saved-payout")).toContainText("••••3000");
    await expect(page.locator("#checkout-payout-saved")).toBeChecked();
    await page.locator("#checkout-acceptTerms").check();
    await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
    await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
    const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();

    await page.goto(hostUrl("de.localhost", "/account/management?delete=confirm"));
    await page.getByLabel("Ja, mein Konto endgültig löschen.").check();
    await page.getByRole("button", { name: "Konto jetzt löschen" }).click();
    const deleteSection = page.locator("section", { has: page.locator("#delete-heading") });
    await expect(deleteSection.getByRole("alert")).toHaveText(/Ihr Konto kann nicht gelöscht werden, solange ein (Ankauf|Verkauf) läuft/);
    // Nothing changed: still logged in, the trade still in the account.
    await page.goto(hostUrl("de.localhost", "/account"));
    await expect(page.locator(".account-trade", { hasText: tradeNumber })).toBeVisible();

    await page.goto(hostUrl("de.localhost", "/account/management"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Meine Daten herunterladen" }).click(),
    ]);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(exported.accountDeletion).toMatchObject({ possibleNow: false, openTrades: [tradeNumber] });
    expect(exported.accountDeletion.rule).toMatch(/nur gelöscht werden, wenn keiner seiner (Ankäufe|Verkäufe) mehr läuft/);
  });

  test("#10: a stranger's unactivated registration of my address: after I reset the password from the mail, nothing they typed is in my account", async ({
    page,
    request,
  }) => {
    const email = newEmail();
    await register(request, email, { firstName: "Mallory", street: "Fremdweg", password: "Fremdes-Passwort-7" });
    await page.goto(hostUrl("de.localhost", "/account/password-forgot"));
    await page.locator("#forgot-email").fill(email);
    await page.getByRole("button", { name: "Link senden" }).click();
    await expect.poll(() => linkIn(email, /(\/account\/password-reset\?token=[A-Za-z0-9_-]{43})/), { message: "reset mail" }).toBeTruthy();
    await page.goto(hostUrl("de.localhost", linkIn(email, /(\/account\/password-reset\?token=[A-Za-z0-9_-]{43})/)!));
    await page.locator("#reset-password").fill("Mein-eigenes-Passwort-1");
    await page.getByRole("button", { name: "Neues Passwort setzen" }).click();
    await expect(page).toHaveURL(/\/account\?done=reset$/);
    await page.locator("#login-username").fill(email);
    await page.locator("#login-password").fill("Mein-eigenes-Passwort-1");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText(/^Hallo, Ihre Kundennummer ist C\d{7}\.$/)).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Mallory");
    await expect(page.locator("main")).not.toContainText("Fremdweg");
    await expect(page.getByTestId("payout")).toHaveCount(0);
    await expect(page.getByTestId("address")).toHaveCount(0);
    await expectAccessible(page, "signed in, without a name");
  });
});
