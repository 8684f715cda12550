/**
 * The production build behind nginx terminating TLS, on the real German shop host
 * (https://www.sellback.de:{port}, TRUST_PROXY set; tests/e2e-prod/setup.ts). Page forms pass
 * React Router's origin check because the server sees the forwarded scheme and host (#3); what
 * only production does is asserted present (#26): Secure cookies, HSTS, https mail links from the
 * configured shop URL, a fresh CSP nonce per page that matches the page's scripts.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { expect, expectAccessible, test } from "../e2e/fixtures.ts";
import { answerQuestions } from "../e2e/sell-steps.ts";
import { linksIn, mailsIn } from "../helpers/mails.ts";

const base = () => process.env.PROD_E2E_BASE!;
const at = (p: string) => `${base()}${p}`;
const PASSWORD = "Verkauf-Sicher-2026";
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The decoded mails that mention `text`. */
const mailsWith = (text: string) => mailsIn(path.join(process.env.E2E_DATA_DIR!, "mail")).filter((m) => m.includes(text));
async function linkInMail(text: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailsWith(text).some((m) => pattern.test(m)), { message: `a mail with ${text} and ${pattern}` }).toBe(true);
  return pattern.exec(mailsWith(text).find((m) => pattern.test(m))!)![0];
}
/** Every absolute link in the mails that mention `text`. */
const linksInMails = (text: string) => mailsWith(text).flatMap(linksIn);

async function expectSecureCookies(page: Page, names: string[]) {
  const cookies = await page.context().cookies(base());
  for (const name of names) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie, `cookie ${name}`).toBeDefined();
    expect(cookie!.secure, `${name} is Secure`).toBe(true);
  }
}

/** The nonce of a page's CSP header, which each of its scripts carries. */
async function nonceOf(res: Response): Promise<string> {
  expect(res.status()).toBe(200);
  const headers = await res.allHeaders();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  const nonce = /script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce, "a CSP nonce").toBeTruthy();
  const html = await res.text();
  // every script the browser runs (JSON-LD and the product page's JSON data block are data, not run)
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce!;
}

test.describe("production behind nginx with TLS", () => {
  // the login form's wrong-password answer is not used here; form validation answers 422
  test.use({ allowStatuses: [422] });

  test("de on www.sellback.de: log in, check out a trade and send the contact form; Secure cookies and https mail links", async ({
    page,
  }) => {
    // A customer registered through the API (from the page, through nginx), activated from the mail's link.
    const email = uniqueEmail("prod");
    await page.goto(at("/"));
    await expectAccessible(page);
    const registered = await page.evaluate(
      (body) =>
        fetch("/api/account/register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      {
        enabled: true,
        firstName: "Erika",
        lastName: "Mustermann",
        username: email,
        email,
        credentials: [{ type: "password", value: PASSWORD, temporary: false }],
        attributes: { locale: "de" },
        Address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
        Payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
      },
    );
    expect(registered).toBeLessThan(300);
    const activation = await linkInMail(`To: ${email}`, /https:\/\/[^\s"<>]*\/account\?token=[A-Za-z0-9_-]+/);
    expect(activation).toMatch(/^https:\/\/www\.sellback\.de\/account\?token=/);

    // The activation link logs in (decision 0106); the checkout below is the page form post that
    // React Router's origin check must accept.
    await page.goto(activation.replace("https://www.sellback.de", base()));
    await expect(page.locator("p.notice[role=status]")).toContainText("Ihr Konto ist aktiviert");
    await expect(page.getByText(/Hallo Erika, Ihre Kundennummer ist C\d{7}/)).toBeVisible();
    await expectAccessible(page, "activated");
    await expectAccessible(page, "signed in");
    await expectSecureCookies(page, ["sb_access", "sb_refresh", "sb_csrf", "locale"]);

    // Check out a trade: device page → offer → cart → checkout (pre-filled) → thank you.
    await page.goto(at("/produkte/apple-iphone-15-128gb"));
    expect(await answerQuestions(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
    await page.getByRole("link", { name: "In den Warenkorb" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("#checkout-email")).toHaveValue(email);
    // the saved payout account, offered by its end only (decision 0031)
    await expect(page.getByTestId("saved-payout")).toContainText("••••3000");
    await page.locator("#checkout-acceptTerms").check();
    await expectAccessible(page, "filled in");
    await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
    await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank!");
    expect(new URL(page.url()).origin).toBe(base());
    const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();
    await expectAccessible(page, "with the right token");

    // The confirmation's links come from the configured shop URL, over https.
    await linkInMail(tradeNumber, new RegExp(`https://www\\.sellback\\.de/trade/${tradeNumber}\\?token=`));
    const links = linksInMails(tradeNumber).filter((l) => /\/(trade|api)\//.test(l));
    expect(links.length).toBeGreaterThanOrEqual(2); // tracking page and label
    for (const link of links) expect(link).toMatch(/^https:\/\/www\.sellback\.de\//);

    // The contact form.
    await page.goto(at("/kontakt"));
    await expectAccessible(page);
    const marker = `Nachricht ${Date.now()} zu meinem Verkauf ${tradeNumber}`;
    await page.getByLabel("Ihr Name").fill("Erika Mustermann");
    await page.getByLabel("Betreff").selectOption("paymentQuestions");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Ihre Nachricht").fill(marker);
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank" })).toBeVisible();
    await expect(page).toHaveURL(/\/kontakt\?sent=1$/);
    await expect.poll(() => mailsWith(marker).length).toBe(2);
    await expectAccessible(page);
  });

  test("each rendered page answer has its own CSP nonce, matching its scripts, and HSTS; cached pages carry script hashes", async ({
    page,
  }) => {
    // contact and checkout are rendered per request (decision 0048 keeps neither)
    const nonces: string[] = [];
    for (const p of ["/kontakt", "/kontakt", "/checkout"]) {
      const res = await page.goto(at(p));
      nonces.push(await nonceOf(res!));
      await expectAccessible(page);
    }
    expect(new Set(nonces).size).toBe(3);
    const contact = await page.goto(at("/kontakt"));
    const locale = (await contact!.headersArray())
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value)
      .find((v) => v.startsWith("locale="));
    expect(locale).toMatch(/;\s*Secure(;|$)/);
    await expectSecureCookies(page, ["locale"]);
    // the home page comes from the page cache: the same bytes and ETag twice, a policy without a nonce
    // or unsafe-inline, every script an external file of our own or listed by its hash
    const etags: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = (await page.goto(at("/")))!;
      expect(res.status()).toBe(200);
      const headers = await res.allHeaders();
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      const scriptSrc = /script-src ([^;]*)/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc).not.toContain("nonce-");
      expect(scriptSrc).not.toContain("unsafe-inline");
      const html = await res.text();
      // the island page's two inline scripts (decision 0140) by their hashes, the rest external files of our own
      for (const [, attrs, body] of [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, a]) => !/type="application\/(ld\+)?json"/.test(a!),
      ))
        if (/\ssrc="\//.test(attrs!)) expect(body, "an external script").toBe("");
        else expect(scriptSrc, "an inline script's hash").toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
      etags.push(headers["etag"] ?? "");
      await expectAccessible(page);
    }
    expect(etags[0]).toBeTruthy();
    expect(etags[1]).toBe(etags[0]);
  });
});
