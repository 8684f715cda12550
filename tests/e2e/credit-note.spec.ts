/**
 * A business trade's credit note in the back office (decision 0121): a German company (business API)
 * accepts a quote of two units through the APIs, the staff receive and inspect them, the trade is
 * ready for payout and its credit note is issued. The payout clerk opens the trade page: the
 * section names the domestic treatment, the number and the amounts and links the PDF ("Gutschrift",
 * 19 %). A company that invoices us itself: the section asks for its invoice number; the clerk
 * enters it by keyboard (a plain form post) and the page says it is recorded. axe on both; screenshots.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_ADDRESS, TEST_IBAN, apiCustomer, type ApiTradeDevice } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, staffApiOn } from "./staff-api.ts";
import { shownText } from "../helpers/pdf-text.ts";

const shoot = shooterFor("test-results/credit-note");
const IPHONE = "Apple iPhone 15 128 GB";

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
  return ((await res.json()) as { hits: ApiTradeDevice[] }).hits[0]!;
}

/** A company's trade of two units, accepted, received and inspected: ready for payout (its credit note issued). */
async function readyCompanyTrade(request: APIRequestContext, invoicing: "credit_note" | "invoice"): Promise<string> {
  const customer = await apiCustomer(request, { password: "Gutschrift-Passwort-1", edition: "de", firstName: "Carla", lastName: "Chef" });
  const shop = (path: string, data: unknown) =>
    request.post(`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `de.localhost:${PORT}`, authorization: `Bearer ${customer.accessToken}` },
      data,
    });
  const company = `Gutschrift ${invoicing} GmbH ${crypto.randomUUID().slice(0, 6)}`;
  const made = await shop("/api/b2b/company", { name: company, ...TEST_ADDRESS.de, vatId: "DE113866163", invoicing });
  expect(made.status(), await made.text()).toBe(201);
  const quote = await shop("/api/b2b/quotes", { rows: [{ model: IPHONE, grade: "A", quantity: 2 }] });
  expect(quote.status(), await quote.text()).toBe(201);
  const { quoteId } = (await quote.json()) as { quoteId: string };
  const accepted = await shop(`/api/b2b/quotes/${quoteId}/accept`, {
    payout: { method: "sepa", iban: TEST_IBAN.de, accountHolder: company },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { tradeNumber } = (await accepted.json()) as { tradeNumber: string };
  const admin = await staffApiOn(request, PORT, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 2 })).status()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${tradeNumber}/inspection`)).json()) as {
    items: { itemId: number; deviceName: string }[];
  };
  for (const item of items) {
    const device = await deviceNamed(request, item.deviceName);
    const inspected = await admin("post", `/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`, {
      answers: device.questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })),
      serial: `SN${item.itemId}GS`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(inspected.status(), await inspected.text()).toBe(200);
  }
  const complete = await admin("post", `/api/backoffice/trades/${tradeNumber}/inspection/complete`, {});
  expect(complete.status(), await complete.text()).toBe(200);
  return tradeNumber;
}

async function signInPayout(page: Page) {
  await page.goto(hostUrl("backoffice.localhost", "/login"));
  await page.locator("#email").fill(DEV_PAYOUT.email);
  await page.locator("#password").fill(DEV_PAYOUT.password);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

test("the payout clerk sees a company trade's credit note on the trade page and records a seller's invoice number by keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const withNote = await readyCompanyTrade(request, "credit_note");
  const withInvoice = await readyCompanyTrade(request, "invoice");
  await signInPayout(page);

  await page.goto(hostUrl("backoffice.localhost", `/trades/${withNote}`));
  const section = page.getByTestId("credit-note");
  await expect(section.getByRole("heading", { name: "Credit note and VAT" })).toBeVisible();
  await expect(section).toContainText("Domestic: German VAT shown");
  await expect(section).toContainText(/Credit note GS-\d{4}-\d{6}/);
  const link = section.getByRole("link", { name: "Credit note (PDF)" });
  await link.focus();
  await expect(link).toBeFocused();
  await expectAccessible(page, "trade page with a credit note");
  await shoot(page, "trade-credit-note");
  const pdf = await page.evaluate(
    async (url) => {
      const res = await fetch(url);
      return { status: res.status, cache: res.headers.get("cache-control"), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
    },
    (await link.getAttribute("href"))!,
  );
  expect(pdf.status).toBe(200);
  expect(pdf.cache).toBe("private, no-store");
  const text = (await shownText(new Uint8Array(pdf.bytes))).replace(/\s+/g, " ");
  expect(text).toMatch(/Gutschrift GS-\d{4}-\d{6}/);
  expect(text).toContain("Umsatzsteuer 19 %");

  await page.goto(hostUrl("backoffice.localhost", `/trades/${withInvoice}`));
  const expected = page.getByTestId("credit-note");
  await expect(expected).toContainText("its invoice is expected");
  await expectAccessible(page, "trade page expecting the seller's invoice");
  const field = expected.getByLabel("The company’s invoice number");
  await field.focus();
  await page.keyboard.press("Enter"); // empty: back with the error
  await expect(page).toHaveURL(new RegExp(`/trades/${withInvoice}\\?sellerInvoice=error`));
  await expect(page.getByTestId("credit-note")).toContainText("Enter the invoice number");
  await page.getByTestId("credit-note").getByLabel("The company’s invoice number").fill("RE-2026-0815");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/trades/${withInvoice}\\?sellerInvoice=saved`));
  await expect(page.getByTestId("credit-note")).toContainText("The company’s invoice RE-2026-0815 is recorded.");
  await expectAccessible(page, "seller's invoice recorded");
  await shoot(page, "trade-seller-invoice");
});
