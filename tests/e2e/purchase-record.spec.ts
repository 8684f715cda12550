/**
 * The purchase record (issue 32, decision 0115) on a server of its own (its payout run holds only
 * this spec's trade, and its job worker runs every 250 ms): a German guest trade is inspected and
 * paid by a run the payout user makes and the admin confirms; the job writes the PDF. The customer
 * opens the tracking page from the mail's link, finds "Ankaufsbeleg (PDF)" and downloads it (their
 * name, the serial number, the amount, the margin scheme); the payout clerk finds "Purchase record
 * (PDF)" on the back office's trade page and downloads the same PDF. axe on each page; screenshots
 * at 1366 and 390 px.
 */
import type { Page } from "@playwright/test";
import { formatMoney } from "../../core/editions/index.ts";
import { shownText } from "../helpers/pdf-text.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, pendingTradeOn, staffApiOn } from "./staff-api.ts";

const shoot = shooterFor("test-results/purchase-record");
let own: OwnServer;

test.beforeAll(async () => {
  own = await startOwnServer("purchase-record", { env: { JOB_POLL_MS: "250" } });
});
test.afterAll(() => own?.stop());

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

test("a paid trade's purchase record: the customer downloads it from the tracking page, the payout clerk from the trade page", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trade = await pendingTradeOn(request, own.port, "purchase-record");
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
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  const confirmed = await admin("post", `/api/backoffice/payout-runs/${runId}/confirm`, {});
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // the customer's tracking page, once the job has written the PDF
  const tracking = own.url(`/trade/${trade.tradeNumber}?token=${encodeURIComponent(trade.trackingToken)}`);
  await expect
    .poll(
      async () => {
        await page.goto(tracking);
        return page.getByTestId("purchase-record-link").count();
      },
      { message: "the purchase record's link", timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByTestId("trade-state")).toHaveText("Ausgezahlt");
  const link = page.getByRole("link", { name: "Ankaufsbeleg (PDF)" });
  await expect(link).toBeVisible();
  await expectAccessible(page, "tracking with purchase record");
  await shoot(page, "tracking");
  const customerPdf = await pdfBehind(page, (await link.getAttribute("href"))!);
  expect(customerPdf).toContain(`Ankaufsbeleg ${trade.tradeNumber}`);
  expect(customerPdf).toContain("Erika Muster");
  expect(customerPdf).toMatch(/Seriennr\. SN\d+S/);
  expect(customerPdf).toContain(formatMoney(Math.round(total.total * 100), "de").replace(/\s+/g, " "));
  expect(customerPdf).toContain("Differenzbesteuerung nach § 25a UStG");

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
