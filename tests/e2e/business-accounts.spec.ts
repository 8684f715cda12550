/**
 * Business accounts (issue 33, decision 0116) in the German edition: an owner registers the
 * account and the company by keyboard (the VAT ID's check digit refused first), activates it from
 * the mail in the dev mailbox, sees the company with its VAT ID "not checked yet", invites a
 * colleague; the colleague registers through the mailed link (no company fields: the invitation
 * names the company) and sees the company as a member, without the owner's controls. axe on every
 * page; screenshots of the two pages at 1366 and 390 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { shooterFor } from "./screenshots.ts";

const shoot = shooterFor("test-results/business-accounts");
const PASSWORD = "Firmen-Passwort-2026";
const de = (path: string) => hostUrl("de.localhost", path);
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const notice = (page: Page) => page.locator("p.notice[role=status]");

async function linkFromMail(email: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailsTo(email).some((m) => pattern.test(m)), { message: `mail to ${email}` }).toBe(true);
  const mail = mailsTo(email)
    .reverse()
    .find((m) => pattern.test(m))!;
  return pattern.exec(mail)![0];
}

/** Moves the focus with Tab until the element is focused (keyboard only). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 80; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

/** Types into a field reached by Tab, replacing what it held. */
async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

test.describe("business accounts", () => {
  // The refused VAT ID answers 422 on purpose.
  test.use({ allowStatuses: [422] });

  test("de: an owner registers the company, invites a colleague, who registers through the link and sees it as a member", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const owner = uniqueEmail("inhaber");
    const colleague = uniqueEmail("kollegin");
    const company = `Flotte Muster GmbH ${crypto.randomUUID().slice(0, 6)}`;

    // the registration: account and company in one form
    await page.goto(de("/b2b/registrieren"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Firmenkonto registrieren");
    await expectAccessible(page);
    await shoot(page, "register");
    await typeInto(page, "#business-firstName", "Olga");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Owner");
    await page.keyboard.press("Tab");
    await page.keyboard.type(owner);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await typeInto(page, "#business-name", company);
    await page.keyboard.press("Tab");
    await page.keyboard.type("DE 113 866 164"); // a wrong check digit (DE113866163 is right)
    await typeInto(page, "#business-street", "Friedrichstraße");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await page.keyboard.type("10117");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Berlin");
    await expect(page.locator("#business-country")).toHaveValue("DE");
    await tabTo(page, "#business-acceptTerms");
    await page.keyboard.press("Space");
    await tabTo(page, 'button[type="submit"]:text("Firmenkonto registrieren")');
    await page.keyboard.press("Enter");
    await expect(page.locator("#business-vatId-error")).toHaveText(/Prüfziffer/);
    await expect(page.locator("#business-name")).toHaveValue(company);
    await expectAccessible(page, "form errors");
    await typeInto(page, "#business-vatId", "DE 113 866 163");
    await typeInto(page, "#business-password", PASSWORD);
    await tabTo(page, 'button[type="submit"]:text("Firmenkonto registrieren")');
    await page.keyboard.press("Enter");
    await expect(notice(page)).toContainText("E-Mail geschickt");

    // activation from the dev mailbox: activated and logged in
    await page.goto(await linkFromMail(owner, /http:\/\/de\.localhost:\d+\/[a-z/]+\?token=[A-Za-z0-9_-]{43}/));
    await expect(notice(page)).toContainText("aktiviert");

    // the company page: details, VAT ID not checked yet, the owner's controls
    await page.goto(de("/b2b/firma"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(company);
    await expect(page.getByTestId("company-role")).toHaveText("Inhaber");
    await expect(page.getByTestId("company-vat")).toHaveText("DE113866163 (noch nicht beim EU-Dienst VIES geprüft)");
    await expect(page.getByRole("link", { name: "Zu Ihrem Firmenkonto" })).toHaveAttribute("href", "/b2b/konto");
    await expectAccessible(page, "owner");

    // invite a colleague by keyboard
    await typeInto(page, "#invite-email", colleague);
    await tabTo(page, 'button[type="submit"]:text("Einladung senden")');
    await page.keyboard.press("Enter");
    await expect(notice(page)).toHaveText("Die Einladung ist unterwegs.");
    await expect(page.getByTestId("company-invites")).toContainText(colleague);
    await expect(page.locator("#invite-email")).toHaveValue("");
    await expectAccessible(page, "invited");
    await shoot(page, "company-owner");

    // the colleague, in a browser of their own, registers through the mailed link
    const link = await linkFromMail(colleague, /http:\/\/de\.localhost:\d+\/b2b\/registrieren\?invite=[A-Za-z0-9_-]{43}/);
    const other = await browser.newContext();
    const p2 = await other.newPage();
    await p2.goto(link);
    // this browser has not answered the consent banner yet
    await p2.getByRole("button", { name: "Ablehnen" }).click();
    await expect(p2.getByRole("heading", { level: 1 })).toHaveText("Firmenkonto registrieren");
    await expect(p2.getByText(`Sie wurden eingeladen, ${company} beizutreten.`)).toBeVisible();
    await expect(p2.locator("#business-name")).toHaveCount(0); // the invitation names the company
    await expect(p2.locator("#business-email")).toHaveValue(colleague);
    await expectAccessible(p2, "invited registration");
    await shoot(p2, "register-invited");
    await typeInto(p2, "#business-firstName", "Karla");
    await p2.keyboard.press("Tab");
    await p2.keyboard.type("Kollegin");
    await typeInto(p2, "#business-password", PASSWORD);
    await tabTo(p2, "#business-acceptTerms");
    await p2.keyboard.press("Space");
    await tabTo(p2, 'button[type="submit"]:text("Firmenkonto registrieren")');
    await p2.keyboard.press("Enter");
    await expect(notice(p2)).toContainText("E-Mail geschickt");
    expect(p2.url()).not.toContain("invite=");
    await p2.goto(await linkFromMail(colleague, /http:\/\/de\.localhost:\d+\/[a-z/]+\?token=[A-Za-z0-9_-]{43}/));
    await expect(notice(p2)).toContainText("aktiviert");

    // a member: the company and its people, no owner controls
    await p2.goto(de("/b2b/firma"));
    await expect(p2.getByRole("heading", { level: 1 })).toHaveText(company);
    await expect(p2.getByTestId("company-role")).toHaveText("Mitglied");
    await expect(p2.getByRole("cell", { name: owner })).toBeVisible();
    await expect(p2.getByRole("cell", { name: colleague })).toBeVisible();
    await expect(p2.getByRole("heading", { name: "Kollegin oder Kollegen einladen" })).toHaveCount(0);
    await expect(p2.getByRole("button", { name: /entfernen|zurückziehen|speichern/ })).toHaveCount(0);
    await expect(p2.getByText("Nur der Inhaber des Firmenkontos kann diese Daten ändern")).toBeVisible();
    await expectAccessible(p2, "member");
    await shoot(p2, "company-member");
    await other.close();

    // the owner sees the colleague as a member, the invitation no longer open
    await page.reload();
    await expect(page.getByRole("cell", { name: colleague })).toBeVisible();
    await expect(page.getByText("Keine offenen Einladungen.")).toBeVisible();
  });
});
