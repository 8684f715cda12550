/**
 * The purchase record (issue 32, decision 0115) on a server of its own (its payout run holds only
 * this spec's trade, and its job worker runs every 250 ms): a registered customer's German trade is
 * inspected and paid by a run the payout user makes and the admin confirms; the job writes the PDF.
 * The customer finds "Kaufbeleg (PDF)" on their account page and on the trade's tracking page and
 * downloads it (their name, the serial number, the amount, the margin scheme); the payout clerk finds
 * "Purchase record (PDF)" on the back office's trade page and downloads the same PDF. axe on each
 * page; screenshots at 1366 and 390 px.
 */
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatMoney } from "../../core/editions/index.ts";
import { readMails } from "../helpers/mails.ts";
import { shownText } from "../helpers/pdf-text.ts";
import { firstAnswers, placeApiTrade, TEST_ADDRESS, TEST_IBAN } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, staffApiOn } from "./staff-api.ts";

const shoot = shooterFor("test-results/purchase-record");
let own: OwnServer;

test.beforeAll(async () => {
  // the schedule off: its proposals would take the trade this spec pays by hand (decision 0110)
  own = await startOwnServer("purchase-record", { env: { JOB_POLL_MS: "250", PAYOUT_RUN_TIMES: "off" } });
});
test.afterAll(() => own?.stop());

const PASSWORD = "Kaufbeleg-Passwort-1";

/**
 * A German customer registered through the API of the own server; the activation link (from the own
 * server's mail folder) signs `page` in; answers the e-mail and an API access token.
 */
async function registeredCustomer(page: Page, request: APIRequestContext): Promise<{ email: string; accessToken: string }> {
  const email = `purchase-record-${crypto.randomUUID()}@example.com`;
  const post = (pathname: string, data: unknown) =>
    request.post(`http://127.0.0.1:${own.port}${pathname}`, { headers: { host: `de.localhost:${own.port}` }, data });
  const registered = await post("/api/account/register", {
    enabled: true,
    firstName: "Erika",
    lastName: "Muster",
    username: email,
    email,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    attributes: { locale: "de" },
    Address: TEST_ADDRESS.de,
    Payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Erika Muster" },
  });
  expect(registered.status()).toBe(202);
  const mails = () => readMails(path.join(own.dataDir, "mail"), email);
  await expect.poll(() => mails().length, { message: "activation mail" }).toBeGreaterThan(0);
  await page.goto(/http:\/\/de\.localhost:\d+\/account\?token=[A-Za-z0-9_-]+/.exec(mails().at(-1)!)![0]);
  const login = await post("/api/account/login", { username: email, password: PASSWORD });
  expect(login.status()).toBe(200);
  return { email, accessToken: ((await login.json()) as { access_token: string }).access_token };
}

/** The PDF behind a page's link, fetched by the page itself (its cookies, its host), as its text. */
async function pdfBehind(page: Page, href: string): Promise<string> {
  const got = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return {
      status: res.status,
      type: res.headers.get("content-type"),
      cache: res.headers.get("cache-control"),
      bytes: Array.from(new Uint8Array(await res.arrayBuffer())),
    };
  }, href);
  expect(got.status).toBe(200);
  expect(got.type).toBe("application/pdf");
  expect(got.cache).toBe("private, no-store");
  return (await shownText(new Uint8Array(got.bytes))).replace(/\s+/g, " ");
}

test("a paid trade's purchase record: the customer downloads it from the account and the tracking page, the payout clerk from the trade page", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // the customer's trade, received, inspected (a serial number) and completed by the admin
  const customer = await registeredCustomer(page, request);
  const trade = await placeApiTrade(request, { edition: "de", port: own.port, email: customer.email, accessToken: customer.accessToken });
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/receive`, { devicesFound: 1 })).status()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${trade.tradeNumber}/inspection`)).json()) as {
    items: { itemId: number }[];
  };
  for (const item of items) {
    const inspected = await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/items/${item.itemId}/inspection`, {
      answers: firstAnswers(trade.device),
      serial: `SN${item.itemId}S`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(inspected.status(), await inspected.text()).toBe(200);
  }
  expect((await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/inspection/complete`, {})).status()).toBe(200);
  const total = (await (
    await request.get(`http://127.0.0.1:${own.port}/api/trade/trades/${trade.tradeNumber}?token=${trade.trackingToken}`, {
      headers: { host: `de.localhost:${own.port}` },
    })
  ).json()) as { total: number };
  // paid: a run by the payout user, confirmed by the admin (four eyes)
  const payout = await staffApiOn(request, own.port, DEV_PAYOUT);
  const made = await payout("post", "/api/backoffice/payout-runs", { edition: "de", method: "sepa" });
  expect(made.status(), await made.text()).toBe(201);
  const { runId } = (await made.json()) as { runId: number };
  const confirmed = await admin("post", `/api/backoffice/payout-runs/${runId}/confirm`, {});
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // the customer's account page, once the job has written the PDF
  await expect
    .poll(
      async () => {
        await page.goto(own.url("/account"));
        return page.getByTestId("purchase-record-link").count();
      },
      { message: "the purchase record's link", timeout: 30_000 },
    )
    .toBe(1);
  const accountLink = page.locator(`#trade-${trade.tradeNumber}`).getByRole("link", { name: "Kaufbeleg (PDF)" });
  await expect(accountLink).toBeVisible();
  await expectAccessible(page, "account with purchase record");
  await shoot(page, "account");
  const accountPdf = await pdfBehind(page, (await accountLink.getAttribute("href"))!);

  // the trade's tracking page (the link from the mails)
  await page.goto(own.url(`/trade/${trade.tradeNumber}?token=${encodeURIComponent(trade.trackingToken)}`));
  await expect(page.getByTestId("trade-state")).toHaveText("Ausgezahlt");
  const link = page.getByRole("link", { name: "Kaufbeleg (PDF)" });
  await expect(link).toBeVisible();
  await expectAccessible(page, "tracking with purchase record");
  await shoot(page, "tracking");
  const customerPdf = await pdfBehind(page, (await link.getAttribute("href"))!);
  expect(customerPdf).toContain(`Kaufbeleg ${trade.tradeNumber}`);
  expect(customerPdf).toContain("Erika Muster");
  expect(customerPdf).toMatch(/Seriennr\. SN\d+S/);
  expect(customerPdf).toContain(formatMoney(Math.round(total.total * 100), "de").replace(/\s+/g, " "));
  expect(customerPdf).toContain("Differenzbesteuerung nach § 25a UStG");
  expect(accountPdf).toBe(customerPdf);

  // the payout clerk on the back office's trade page
  await page.goto(own.url("/login", "backoffice.localhost"));
  await page.locator("#email").fill(DEV_PAYOUT.email);
  await page.locator("#password").fill(DEV_PAYOUT.password);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
  await page.goto(own.url(`/trades/${trade.tradeNumber}`, "backoffice.localhost"));
  const staffLink = page.getByRole("link", { name: "Purchase record (PDF)" });
  await expect(staffLink).toBeVisible();
  await expectAccessible(page, "back-office trade with purchase record");
  await shoot(page, "backoffice-trade");
  const staffPdf = await pdfBehind(page, (await staffLink.getAttribute("href"))!);
  expect(staffPdf).toBe(customerPdf);
});
