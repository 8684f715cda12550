import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEml, type ParsedMail } from "../../server/dev/eml.server.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

const mailFolder = () => path.join(process.env.E2E_DATA_DIR!, "mail");
function mails(): (ParsedMail & { file: string })[] {
  if (!existsSync(mailFolder())) return [];
  return readdirSync(mailFolder()).map((file) => ({ file, ...parseEml(readFileSync(path.join(mailFolder(), file), "utf8")) }));
}
const mailTo = (address: string) => mails().filter((m) => m.to === address);
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test.describe("newsletter", () => {
  test.use({ allowStatuses: [422] });

  test("de: the newsletter page's own sign-up answers in place, like the footer's (an island page, decision 0133)", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/newsletter"));
    // a page load would lose this
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const signup = page.locator("main [data-newsletter-signup]");
    await signup.getByLabel("E-Mail für den Newsletter").fill("kein-at");
    await signup.getByRole("button", { name: "Newsletter abonnieren" }).click();
    await expect(signup.locator(".field-error").first()).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await expect(signup.getByLabel("E-Mail für den Newsletter")).toBeFocused();
    await expectAccessible(page, "errors in place");
    await signup.getByLabel("E-Mail für den Newsletter").fill(unique("inplace"));
    await signup.getByLabel(/Ja, schicken Sie mir den Sellback-Newsletter/).check();
    await signup.getByRole("button", { name: "Newsletter abonnieren" }).click();
    await expect(signup.getByRole("status")).toContainText("Fast geschafft");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("de: subscribe in the footer → confirmation mail → confirm → enrich → unsubscribe → success", async ({ page }) => {
    const email = unique("nina");
    await page.goto(hostUrl("de.localhost", "/"));
    await expectAccessible(page);
    const footer = page.locator("footer.site-footer");
    await footer.getByLabel("E-Mail für den Newsletter").fill(email);
    await footer.getByRole("button", { name: "Newsletter abonnieren" }).click();
    await expect(footer.locator(".field-error")).toHaveText("Bitte setzen Sie das Häkchen, um dem Newsletter-Empfang zuzustimmen.");
    await expect(footer.getByLabel("E-Mail für den Newsletter")).toHaveValue(email);
    await footer.getByLabel(/Ja, schicken Sie mir den Sellback-Newsletter/).check();
    await footer.getByRole("button", { name: "Newsletter abonnieren" }).click();
    await expect(footer.getByRole("status")).toContainText("Fast geschafft");
    await expect(page).toHaveURL(hostUrl("de.localhost", "/"));

    await expect.poll(() => mailTo(email).length).toBe(1);
    const [mail] = mailTo(email);
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(mail!.html).toContain("Anmeldung bestätigen");
    const link = /http:\/\/de\.localhost:\d+\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(mail!.text ?? "")?.[0];
    expect(link).toBeTruthy();

    // The development mailbox lists it, and its page shows the link a newcomer would click.
    await page.goto(hostUrl("de.localhost", "/dev/mailbox"));
    await expect(page.getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })).toBeVisible();
    await page
      .getByRole("row", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) })
      .getByRole("link")
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    await expectAccessible(page);
    await page.getByRole("listitem").getByRole("link", { name: link! }).click();

    await expect(page).toHaveURL(/\/newsletter\/enrich\/[0-9a-f]{64}\?confirmed=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank! Ihre Anmeldung ist bestätigt." })).toBeVisible();
    await expectAccessible(page, "confirmed");

    await page.getByLabel("Vorname (optional)").fill("Nina");
    await page.getByLabel("Laptops").check();
    await page.getByLabel("Bonusaktionen und Gutscheine").check();
    await page.getByLabel("Geburtsdatum (optional)").fill("2020-05-01");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.locator("#enrich-birthdate-error")).toHaveText(
      "Bitte geben Sie ein echtes Geburtsdatum ein (Mindestalter 16 Jahre).",
    );
    await expect(page.getByLabel("Vorname (optional)")).toHaveValue("Nina");
    await expect(page.getByLabel("Laptops")).toBeChecked();
    await expectAccessible(page, "form errors");
    await page.getByLabel("Geburtsdatum (optional)").fill("1990-05-01");
    await page.getByRole("button", { name: "Profil speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ihr Profil ist gespeichert." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Vorname (optional)")).toHaveValue("Nina");
    await expect(page.getByLabel("Bonusaktionen und Gutscheine")).toBeChecked();
    await expect(page.getByLabel("Geburtsdatum (optional)")).toHaveValue("1990-05-01");

    await page.getByRole("link", { name: "Newsletter abbestellen" }).click();
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/[0-9a-f]{64}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vom Newsletter abmelden");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Ja, Newsletter abbestellen" }).click();
    await expect(page).toHaveURL(hostUrl("de.localhost", "/newsletter/unsubscribe/success"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test("fr: subscribing works without JavaScript, and a known address gets the same answer", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    const email = unique("marie");
    for (let i = 0; i < 2; i++) {
      await page.goto(hostUrl("fr.localhost", "/"));
      const footer = page.locator("footer.site-footer");
      await footer.getByLabel("Votre e-mail pour la newsletter").fill(email);
      await footer.getByLabel(/Oui, envoyez-moi la newsletter/).check();
      await footer.getByRole("button", { name: "S’abonner" }).click();
      await expect(page).toHaveURL(hostUrl("fr.localhost", "/newsletter"));
      await expect(page.getByTestId("newsletter-sent")).toHaveText(
        "Presque terminé : consultez votre boîte de réception et cliquez sur le lien de notre e-mail pour confirmer votre inscription.",
      );
    }
    await expect.poll(() => mailTo(email).length).toBe(2);
    expect(mailTo(email).every((m) => /Confirmer l’inscription/.test(m.text ?? ""))).toBe(true);
  });
});

test.describe("newsletter links that are unknown", () => {
  test.use({ allowStatuses: [404] });

  test("an unknown hash or confirmation link gets a friendly 404 page with a way home", async ({ page }) => {
    const response = await page.goto(hostUrl("de.localhost", `/newsletter/unsubscribe/${"0".repeat(64)}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diesen Link kennen wir nicht");
    await expect(page.getByText(/Es wurde nichts geändert/)).toBeVisible();
    await expectAccessible(page);
    const enrich = await page.goto(hostUrl("en.localhost".replace("en.", ""), `/newsletter/enrich/${"a".repeat(64)}`));
    expect(enrich?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We do not know this link");
    const confirm = await page.goto(hostUrl("it.localhost", `/newsletter/confirm/${"x".repeat(43)}`));
    expect(confirm?.status()).toBe(404);
    await expect(page.getByText(/link di conferma è sconosciuto/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Torna alla pagina iniziale" }).click();
    await expect(page).toHaveURL(hostUrl("it.localhost", "/"));
  });

  test("de: the legacy hex-hash unsubscribe link lands on the unsubscribe page", async ({ page }) => {
    const hash = "deadbeef".repeat(8);
    await page.goto(hostUrl("de.localhost", `/newsletter/abmelden/${hash}`));
    await expect(page).toHaveURL(hostUrl("de.localhost", `/newsletter/unsubscribe/${hash}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diesen Link kennen wir nicht");
  });
});

test.describe("B2B landing page", () => {
  test.use({ allowStatuses: [422] });

  test("de: benefits, localized errors keeping input, then success with the lead mailed", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/b2b/ankaufsportal"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sellback für Unternehmen");
    await expect(page.getByRole("heading", { name: "Zertifizierte Datenlöschung" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Auszahlung auf Rechnung" })).toBeVisible();
    await expectAccessible(page);

    const company = `Muster GmbH ${Date.now()}`;
    await page.getByLabel("Firma").fill(company);
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill("einkauf(at)muster");
    await page.getByLabel("Anzahl der Geräte").fill("0");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page.getByRole("alert")).toHaveText("Bitte korrigieren Sie die markierten Felder.");
    await expect(page.locator("#b2b-contactName-error")).toHaveText("Bitte geben Sie einen Ansprechpartner an.");
    await expect(page.locator("#b2b-email-error")).toHaveText("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await expect(page.locator("#b2b-deviceCount-error")).toHaveText("Bitte geben Sie eine ganze Geräteanzahl zwischen 1 und 100.000 ein.");
    await expect(page.locator("#b2b-categories-error")).toHaveText("Bitte wählen Sie mindestens eine Gerätekategorie.");
    await expect(page.getByLabel("Firma")).toHaveValue(company);
    await expect(page.getByLabel("E-Mail-Adresse", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "form errors");

    const email = unique("einkauf");
    await page.getByLabel("Ansprechpartner").fill("Erika Muster");
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await page.getByLabel("Anzahl der Geräte").fill("40");
    await page.getByLabel("Laptops").check();
    await page.getByLabel("Monitore").check();
    await page.getByLabel("Nachricht (optional)").fill("40 ThinkPads aus 2021.");
    await page.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(page).toHaveURL(/\/b2b\/ankaufsportal\?sent=1#b2b-form$/);
    await expect(page.getByRole("status").filter({ hasText: "Vielen Dank!" })).toBeVisible();
    await expectAccessible(page, "sent");

    await expect.poll(() => mails().filter((m) => m.subject.includes(company)).length).toBe(1);
    const internal = mails().find((m) => m.subject.includes(company))!;
    expect(internal.to).toBe("b2b@sellback.de");
    // The lead id in the subject comes from the stored row.
    expect(internal.subject).toMatch(/^\[sellback-de B2B #\d+\] /);
    expect(internal.text).toContain("Gerätekategorien: Laptops, Monitore");
    expect(mailTo(email)[0]?.subject).toBe("Wir haben Ihre Anfrage für ein Firmenangebot erhalten");
  });

  test("en: the English landing page; the form works without JavaScript", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(hostUrl("localhost", "/b2b/landingpage"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sellback for business");
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page.locator("#b2b-company-error")).toHaveText("Please enter your company name.");
  });
});

test.describe("footer and home flags", () => {
  test("de: social buttons, B2B link, the how-it-works picture and no invented reviews", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    const social = page.getByRole("navigation", { name: "Folgen Sie uns" });
    await expect(social.getByRole("link")).toHaveCount(4);
    await expect(social.getByRole("link", { name: "Sellback bei Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/sellback",
    );
    await expect(page.locator("footer").getByRole("link", { name: "Für Unternehmen" })).toHaveAttribute("href", "/b2b/ankaufsportal");
    await expect(page.locator("footer").getByRole("link", { name: "Generalüberholte Geräte kaufen" })).toHaveAttribute(
      "href",
      "https://shop.sellback.de",
    );
    // "How it works" with a picture, an honest link to the text page (no pretend video; decision 0028)
    await expect(page.getByTestId("how-guide")).toContainText("So prüfen wir Ihr Gerät");
    await expect(page.getByTestId("how-guide").getByRole("link", { name: "So funktioniert’s" })).toHaveAttribute("href", /^\/content\//);
    await expect(page.getByTestId("how-guide").getByText(/Video/)).toHaveCount(0);
    // no invented reviews: the slider shows published real ones only (legal.spec.ts)
    await expect(page.locator(".review-carousel")).toHaveCount(0);
  });

  test("fr: social buttons but no how-it-works picture and no reviews; no B2B link", async ({ page }) => {
    await page.goto(hostUrl("fr.localhost", "/"));
    await expect(page.getByRole("navigation", { name: "Suivez-nous" }).getByRole("link")).toHaveCount(4);
    await expect(page.getByTestId("how-guide")).toHaveCount(0);
    await expect(page.locator(".review-carousel")).toHaveCount(0);
    await expect(page.locator("footer").getByRole("link", { name: "Pour les entreprises" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("the how-it-works picture shows without JavaScript", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(hostUrl("at.localhost", "/"));
    await expect(page.getByTestId("how-guide")).toBeVisible();
  });
});

test.describe("personalisation cookie", () => {
  test.describe("with consent", () => {
    test.use({ consent: "true" });
    test("remembers the last category for a year and the home page offers to continue", async ({ page, context }) => {
      await page.goto(hostUrl("de.localhost", "/"));
      await page.locator(".category-grid a").first().click();
      await expect(page).toHaveURL(/\/verkaufen\//);
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "personalisation")?.value)
        .toMatch(/^lastCategory%3A[a-z0-9-]+$/);
      const cookie = (await context.cookies()).find((c) => c.name === "personalisation")!;
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);
      await page.goto(hostUrl("de.localhost", "/"));
      await expect(page.locator(".continue-category a")).toHaveText(/^Weiter mit /);
      await expectAccessible(page, "continue with a category");
    });
  });

  test.describe("on the device page (island)", () => {
    test.use({ consent: "true" });
    test("remembers the device's category", async ({ page, context }) => {
      await page.goto(hostUrl("de.localhost", "/produkte/apple-iphone-15-128gb"));
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "personalisation")?.value)
        .toBe("lastCategory%3Asmartphones");
    });
  });

  test.describe("refusing on the banner", () => {
    test.use({ consent: null });
    test("deletes an earlier personalisation cookie", async ({ page, context }) => {
      await context.addCookies([{ name: "personalisation", value: "lastCategory%3Atablets", url: hostUrl("de.localhost", "/") }]);
      await page.goto(hostUrl("de.localhost", "/produkte/apple-iphone-15-128gb"));
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /ablehnen/i })
        .click();
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === "personalisation")).toBeUndefined();
    });
  });

  test("without consent nothing is written", async ({ page, context }) => {
    await page.goto(hostUrl("de.localhost", "/"));
    await page.locator(".category-grid a").first().click();
    await expect(page).toHaveURL(/\/verkaufen\//);
    await page.waitForLoadState("networkidle");
    expect((await context.cookies()).find((c) => c.name === "personalisation")).toBeUndefined();
  });
});
