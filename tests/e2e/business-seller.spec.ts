/**
 * The business seller's journey (issue 33, decision 0124) in the German edition: a company's user
 * uploads a CSV list with German headers (one row matched for sure, one that fits several devices,
 * one no catalog device fits), picks the unclear row's device by keyboard, logs in on the quote page
 * with the business account (customer and company made through the API in the setup), accepts the
 * quote with a payout account (fewer devices than the collection threshold: labels), and after the
 * staff receive and inspect every unit through the back-office API, downloads the erasure
 * certificates from the business account page (a PDF arrives). axe on every page; screenshots of
 * the three pages at 1366 and 390 px.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_ADDRESS, TEST_IBAN, apiCustomer, type ApiTradeDevice } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, staffApiOn } from "./staff-api.ts";

const shoot = shooterFor("test-results/business-seller");
const PASSWORD = "Firmenkonto-Passwort-1";
const de = (path: string) => hostUrl("de.localhost", path);

/** The list: German headers; row 1 one device for sure, row 2 several (it asks), row 3 none (priced by us on request). */
const LIST = [
  "Modell;Speicher;Farbe;Zustand;Anzahl",
  "iPhone 13;128 GB;Mitternacht;B;2",
  "iPhone Pro;;;A;1",
  "Nokia Holzgehäuse 3000;;;C;1",
].join("\n");

/** A catalog device with its questions, by the name the trade line carries ("Apple iPhone 13 128 GB"). */
async function deviceNamed(request: APIRequestContext, name: string): Promise<ApiTradeDevice> {
  const slug = name
    .toLowerCase()
    .replace(/ (\d+) (gb|tb)\b/g, " $1$2")
    .replace(/\s+/g, "-");
  const res = await request.post(`http://127.0.0.1:${PORT}/api/trade/searches`, {
    headers: { host: `de.localhost:${PORT}` },
    data: { search: { type: "deviceByUrl", url: slug }, application: "devices-de", resultSize: 1 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const hit = ((await res.json()) as { hits: ApiTradeDevice[] }).hits[0];
  expect(hit, `the device ${name}`).toBeTruthy();
  return hit!;
}

/** The business user: a German customer account and the company it owns (the business API). */
async function businessUser(request: APIRequestContext, edition: "de" | "en" = "de"): Promise<{ email: string; company: string }> {
  const customer = await apiCustomer(request, { password: PASSWORD, edition: "de", firstName: "Berta", lastName: "Becker" });
  const company = `Flottenwechsel GmbH ${crypto.randomUUID().slice(0, 6)}`;
  const res = await request.post(`http://127.0.0.1:${PORT}/api/b2b/company`, {
    headers: { host: `${edition === "en" ? "" : "de."}localhost:${PORT}`, authorization: `Bearer ${customer.accessToken}` },
    data: { name: company, ...TEST_ADDRESS.de, invoicing: "credit_note" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email: customer.email, company };
}

/** The file behind a link, fetched by the page itself (its session cookie): status, type, size. */
async function fileBehind(page: Page, href: string) {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      cache: res.headers.get("cache-control"),
      head: String.fromCharCode(...bytes.slice(0, 5)),
      size: bytes.length,
    };
  }, href);
}

test("a business seller uploads a list, picks the unclear row's device, logs in, accepts and downloads the certificates", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await businessUser(request);

  // the list in: a CSV file with German headers, the grade for rows without one
  await page.goto(de("/b2b/angebot"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihre Geräteliste, bepreist");
  await expectAccessible(page);
  await shoot(page, "new-quote");
  await page
    .getByLabel("Datei (CSV oder XLSX)")
    .setInputFiles({ name: "geraete.csv", mimeType: "text/csv", buffer: Buffer.from(LIST, "utf8") });
  await page.getByLabel("Zustandsklasse für Zeilen ohne Angabe").selectOption("C");
  await page.getByRole("button", { name: "Angebot erstellen" }).click();

  // the quote: row 1 priced, row 2 asks, row 3 priced by us on request
  await expect(page).toHaveURL(/\/b2b\/angebot\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Angebot Q-\d{6}$/);
  await expect(page.getByTestId("quote-state")).toHaveText("Offen");
  const sure = page.getByTestId("quote-row-1");
  await expect(sure).toContainText("iPhone 13");
  await expect(sure).toContainText("Zuordnung");
  await expect(page.getByTestId("unpriced-row-3")).toContainText("Nokia Holzgehäuse 3000");
  const pick = page.getByRole("group", { name: "Zeile 2: „iPhone Pro“" });
  await expect(pick).toBeVisible();
  const candidates = pick.getByRole("radio");
  expect(await candidates.count()).toBeGreaterThanOrEqual(2);
  expect(await candidates.count()).toBeLessThanOrEqual(3);
  for (const radio of await candidates.all()) await expect(radio).not.toBeChecked();
  await expect(page.getByTestId("quote-pdf")).toHaveAttribute("href", /^\/api\/b2b\/quotes\/[A-Za-z0-9_-]+\/pdf$/);
  const quotePdf = await fileBehind(page, (await page.getByTestId("quote-pdf").getAttribute("href"))!);
  expect([quotePdf.status, quotePdf.type, quotePdf.head]).toEqual([200, "application/pdf", "%PDF-"]);
  await expectAccessible(page, "quote with a row that asks, signed out");
  await shoot(page, "quote-asks");

  // the pick by keyboard: the first candidate, arrow to the second, tab to its button, Enter
  await candidates.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(candidates.nth(1)).toBeChecked();
  const chosen = ((await pick.locator("label").nth(1).innerText()).split(/ (sichere|wahrscheinliche|unsichere) Zuordnung/)[0] ?? "").trim();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Für Zeile 2 wählen" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Ihre Auswahl ist gespeichert und die Zeile bepreist.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Zeile 2: „iPhone Pro“" })).toHaveCount(0);
  await expect(page.getByTestId("quote-row-2")).toContainText(chosen);

  // accepting: signed out, the page offers the login (and the business registration)
  const accept = page.getByTestId("accept-panel");
  await expect(accept.getByRole("link", { name: "Firma registrieren" })).toBeVisible();
  await accept.getByLabel("E-Mail-Adresse").fill(user.email);
  await accept.getByLabel("Passwort").fill(PASSWORD);
  await accept.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Sie sind angemeldet. Sie können das Angebot jetzt annehmen.")).toBeVisible();
  await expect(accept).toContainText(`Sie nehmen für ${user.company} an.`);
  // three devices: below the collection threshold, labels after accepting
  await expect(accept).toContainText("Die Versandetiketten erhalten Sie direkt nach dem Annehmen.");
  await expect(accept.getByLabel("Kontoinhaber", { exact: false })).toHaveValue(user.company);
  await accept.getByLabel("IBAN").fill(TEST_IBAN.de);
  await expectAccessible(page, "quote, signed in as a business user");
  await shoot(page, "quote-accept");
  await accept.getByRole("button", { name: /^Angebot über .+ annehmen$/ }).click();
  await expect(page.getByTestId("quote-state")).toHaveText("Angenommen");
  const tradeNumber = /SB-\d+/.exec(await page.getByTestId("accepted-trade").innerText())?.[0];
  expect(tradeNumber).toBeTruthy();
  await expect(page.getByTestId("accepted-trade")).toContainText("Versandetikett");
  await expectAccessible(page, "quote accepted");
  // the business account before the parcel: the trade with its shipping label
  await page.getByRole("link", { name: "Zum Geschäftskonto" }).click();
  await expect(page.getByTestId(`company-trade-${tradeNumber}`).getByTestId("trade-label-link")).toHaveAttribute("href", /label/);

  // the staff receive the parcel and inspect every unit (an erasure certificate each)
  const admin = await staffApiOn(request, PORT, DEV_ADMIN);
  const received = await admin("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 3 });
  expect(received.status(), await received.text()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${tradeNumber}/inspection`)).json()) as {
    items: { itemId: number; deviceName: string }[];
  };
  expect(items.length).toBeGreaterThanOrEqual(2);
  for (const item of items) {
    const device = await deviceNamed(request, item.deviceName);
    const inspected = await admin("post", `/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`, {
      answers: device.questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })),
      serial: `SN${item.itemId}B2B`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(inspected.status(), await inspected.text()).toBe(200);
  }

  // the business account: the trade with its certificates, the quote, the reports, the contact
  await page.goto(de("/b2b/konto"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geschäftskonto");
  await expect(page.getByTestId("business-company")).toHaveText(user.company);
  const trade = page.getByTestId(`company-trade-${tradeNumber}`);
  await expect(trade).toContainText("3");
  const certificates = trade.getByRole("link", { name: `Löschzertifikate zu ${tradeNumber} (PDF)` });
  await expect(certificates).toHaveAttribute("href", `/b2b/files/trades/${tradeNumber}/certificates`);
  await expect(page.getByTestId("account-manager")).toContainText("in Kürze");
  await expectAccessible(page);
  await shoot(page, "account");
  const pdf = await fileBehind(page, (await certificates.getAttribute("href"))!);
  expect(pdf.status).toBe(200);
  expect(pdf.type).toBe("application/pdf");
  expect(pdf.cache).toBe("private, no-store");
  expect(pdf.head).toBe("%PDF-");
});

test.describe("collection", () => {
  // the accept form refused once (no window): 422, by design
  test.use({ allowStatuses: [422] });

  test("from the collection threshold the seller picks a collection window (English edition, pasted rows, PayPal)", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await businessUser(request, "en");
    const en = (path: string) => hostUrl("localhost", path);
    // signed in first (the account's login), then the list: pasted with English headers, 30 devices
    await page.goto(en("/account"));
    await page.getByLabel("E-mail address").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { name: "Trades" }).first()).toBeVisible();
    await page.goto(en("/b2b/quote"));
    await page.getByLabel("Or paste the rows").fill("Model\tStorage\tCondition\tQuantity\niPhone 13\t128 GB\tB\t30");
    await page.getByRole("button", { name: "Get the quote" }).click();
    await expect(page).toHaveURL(/\/b2b\/quote\/[A-Za-z0-9_-]{16,}$/);
    await expect(page.getByTestId("quote-units")).toHaveText("30");
    const accept = page.getByTestId("accept-panel");
    await expect(accept).toContainText(`You accept for ${user.company}.`);
    // no window chosen: refused with the reason at the field, what was typed kept
    await accept.getByRole("radio", { name: "PayPal" }).check();
    await accept.getByLabel("PayPal e-mail address").fill(`payout-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await accept.getByLabel("Contact person on site").fill("Berta Becker");
    await accept.getByLabel("Phone number on site").fill("+44 20 7946 0000");
    await accept.getByRole("button", { name: /^Accept the quote for .+$/ }).click();
    await expect(accept.getByText("Please choose one of the collection windows.")).toBeVisible();
    await expect(accept.getByLabel("Contact person on site")).toHaveValue("Berta Becker");
    await expectAccessible(page, "quote, collection window missing");
    const windows = accept.getByLabel("Collection window");
    const options = await windows.locator("option").allTextContents();
    expect(options.length).toBeGreaterThan(2);
    await windows.selectOption({ index: 1 });
    await shoot(page, "quote-collection");
    await accept.getByRole("button", { name: /^Accept the quote for .+$/ }).click();
    await expect(page.getByTestId("quote-state")).toHaveText("Accepted");
    const tradeNumber = /SB-\d+/.exec(await page.getByTestId("accepted-trade").innerText())?.[0];
    expect(tradeNumber).toBeTruthy();
    await page.getByRole("link", { name: "Go to your business account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business account");
    await expect(page.getByTestId(`company-trade-${tradeNumber}`)).toContainText("30");
    await expect(page.getByTestId(`company-trade-${tradeNumber}`).getByTestId("trade-collection")).toContainText(
      "Collection requested for",
    );
    await expectAccessible(page);
    await shoot(page, "account-en");
  });
});

test.describe("columns by hand", () => {
  // the mapping without a model column is refused once: 422, by design
  test.use({ allowStatuses: [422] });

  test("a list without headers: the seller says which column is which, nothing pasted is lost", async ({ page }) => {
    await page.goto(de("/b2b/angebot"));
    await page.getByLabel("Oder Zeilen einfügen").fill("iPhone 13\t128 GB\t2\nPixel 7\t128 GB\t1");
    await page.getByRole("button", { name: "Angebot erstellen" }).click();
    await expect(page.getByRole("heading", { name: "Welche Spalte ist welche?" })).toBeVisible();
    await expect(page.getByText("Ihre Liste mit 2 Zeilen bleibt, wie Sie sie gesendet haben.", { exact: false })).toBeVisible();
    await expectAccessible(page, "column mapping");
    await shoot(page, "new-quote-mapping");
    // the model column left out: said, the choices kept
    await page.getByLabel("Spalte 2 (ohne Überschrift)").selectOption("storage");
    await page.getByRole("button", { name: "Diese Spalten verwenden" }).click();
    await expect(page.getByText("Bitte wählen Sie die Spalte, die das Modell enthält.")).toBeVisible();
    await expect(page.getByLabel("Spalte 2 (ohne Überschrift)")).toHaveValue("storage");
    await page.getByLabel("Spalte 1 (ohne Überschrift)").selectOption("model");
    await page.getByLabel("Spalte 3 (ohne Überschrift)").selectOption("quantity");
    await page.getByRole("button", { name: "Diese Spalten verwenden" }).click();
    await expect(page).toHaveURL(/\/b2b\/angebot\/[A-Za-z0-9_-]{16,}$/);
    await expect(page.getByTestId("quote-units")).toHaveText("3");
    await expect(page.getByTestId("quote-row-2")).toContainText("Pixel 7");
  });

  test("without JavaScript: the upload and the pick are plain form posts", async ({ newPage }) => {
    const plain = await newPage({ javaScriptEnabled: false });
    await plain.goto(de("/b2b/angebot"));
    await plain
      .getByLabel("Datei (CSV oder XLSX)")
      .setInputFiles({ name: "liste.csv", mimeType: "text/csv", buffer: Buffer.from(LIST, "utf8") });
    await plain.getByRole("button", { name: "Angebot erstellen" }).click();
    await expect(plain).toHaveURL(/\/b2b\/angebot\/[A-Za-z0-9_-]{16,}$/);
    const pick = plain.getByRole("group", { name: "Zeile 2: „iPhone Pro“" });
    await pick.getByRole("radio").first().check();
    await plain.getByRole("button", { name: "Für Zeile 2 wählen" }).click();
    await expect(plain.getByText("Ihre Auswahl ist gespeichert und die Zeile bepreist.")).toBeVisible();
    await expect(plain.getByRole("group", { name: "Zeile 2: „iPhone Pro“" })).toHaveCount(0);
  });
});
