/**
 * Receiving at the desk (issue 29, decision 0088): several parcels in a row by keyboard alone (scan,
 * Enter to look up, Enter to receive, the focus back in the scan field with the trade just received
 * named); the panel shows the models, the customer's name and city; a trade already received or
 * cancelled says why and offers no button; a partner store's shipment (made in the store portal)
 * shows its packing list and is received as a whole after one confirmation, the trade received before
 * reported as skipped; the plain forms work without JavaScript. axe on every state; screenshots at
 * 1366 and 390 px.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { placeApiTrade } from "./api-trade.ts";
import { AGAN, BO, invite, tradeIn } from "./portal-steps.ts";
import { shooterFor } from "./screenshots.ts";
import { signInDevStaff } from "./staff-sign-in.ts";

const shoot = shooterFor(process.env.RECEIVING_SHOTS ?? "test-results/backoffice-receiving");

/** Cancels a trade as its customer does, with the tracking token (the shop's API). */
async function cancelTrade(request: APIRequestContext, tradeNumber: string, token: string) {
  const res = await request.post(`http://127.0.0.1:${PORT}/api/trade/trades/${tradeNumber}/cancel?token=${encodeURIComponent(token)}`, {
    headers: { host: `de.localhost:${PORT}` },
  });
  expect(res.status()).toBe(200);
}

/** The scanner types the code and Enter, into the focused scan field. */
async function scan(page: Page, code: string) {
  await expect(page.locator("#number")).toBeFocused();
  await expect(page.locator("#number")).toHaveValue("");
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

test("several parcels by keyboard alone; a received or cancelled trade explained with no button; a store shipment received as a whole", async ({
  page,
  newPage,
  request,
}) => {
  test.setTimeout(240_000);
  const first = await placeApiTrade(request, { devices: 2, firstName: "Rita", lastName: "Receiving" });
  const second = await placeApiTrade(request, { firstName: "Karl", lastName: "Scanner" });
  const cancelled = await placeApiTrade(request, { firstName: "Cora", lastName: "Cancel" });
  await cancelTrade(request, cancelled.tradeNumber, cancelled.trackingToken);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInDevStaff(page);
  await page.goto(hostUrl(BO, "/receive"));
  await expect(page.getByRole("heading", { level: 1, name: "Receive a parcel" })).toBeVisible();

  // Parcel 1: the panel names the models with their quantity, the customer and the city; Enter receives.
  await scan(page, first.tradeNumber.toLowerCase());
  const panel = page.getByTestId("receive-trade");
  await expect(panel.getByRole("heading", { level: 2, name: new RegExp(first.tradeNumber) })).toBeVisible();
  await expect(panel.locator("dd").first()).toHaveText(/^1 × .+, 1 × .+$/);
  await expect(panel).toContainText("Rita Receiving");
  await expect(panel).toContainText("Berlin");
  await expect(page.getByText("Devices in the trade: 2")).toBeVisible();
  await expect(page.locator("#devicesFound")).toBeFocused();
  await expectAccessible(page, "receive found");
  await shoot(page, "receive-found");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${first.tradeNumber} is marked as received (2 devices)`);

  // Parcel 2, straight away: the scan field has the focus again.
  await scan(page, second.tradeNumber);
  await expect(panel).toContainText("Karl Scanner");
  await expect(page.locator("#devicesFound")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${second.tradeNumber} is marked as received (1 device)`);
  await expectAccessible(page, "received");
  await shoot(page, "received");

  // The first parcel scanned again: already received, on which day; no button, the scan field keeps the focus.
  await scan(page, first.tradeNumber);
  await expect(page.getByTestId("receive-refusal")).toHaveText(
    /^This parcel cannot be received\. Already received on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \S+ \(now: Received\)\.$/,
  );
  await expect(page.getByRole("button", { name: "Mark as received" })).toHaveCount(0);
  await expect(page.locator("#devicesFound")).toHaveCount(0);
  await expectAccessible(page, "already received");
  await shoot(page, "already-received");
  // A cancelled trade: cancelled, when.
  await scan(page, cancelled.tradeNumber);
  await expect(page.getByTestId("receive-refusal")).toHaveText(/^This parcel cannot be received\. Cancelled on \d{4}-\d{2}-\d{2} /);
  await expect(panel).toContainText("Cora Cancel");
  await expect(page.getByRole("button", { name: "Mark as received" })).toHaveCount(0);
  await expect(page.locator("#number")).toBeFocused();

  // A store shipment of three store trades, made and closed in the store portal.
  const bo = await newPage();
  await signInDevStaff(bo);
  const clerk = await newPage();
  const email = `annahme-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  await invite(bo, clerk, email, "store_staff", "Demo Handelskette Berlin-Mitte");
  await clerk.goto(hostUrl(AGAN, "/portal/anmelden"));
  await clerk.locator("#email").fill(email);
  await clerk.locator("#password").fill("Filiale-Passwort-2026");
  await clerk.locator("#password").press("Enter");
  await expect(clerk).toHaveURL(/\/portal$/);
  const storeTrades: string[] = [];
  for (const last of ["Eins", "Zwei", "Drei"])
    storeTrades.push(
      (await tradeIn(clerk, { first: "Lena", last: `Laden${last}`, email: `laden-${crypto.randomUUID().slice(0, 6)}@example.com` }, false))
        .tradeNumber,
    );
  await clerk.goto(hostUrl(AGAN, "/portal/versand"));
  await clerk.getByRole("button", { name: "Neue Sendung" }).click();
  await expect(clerk).toHaveURL(/\/portal\/versand\/\d+$/);
  const shipmentId = Number(/\/(\d+)$/.exec(clerk.url())![1]);
  const shipment = `SS-${String(shipmentId).padStart(6, "0")}`;
  for (const n of storeTrades) await clerk.getByLabel(new RegExp(n)).check();
  await clerk.getByRole("button", { name: "Zur Sendung hinzufügen" }).click();
  await expect(clerk.locator("#inside-title + ul")).toContainText(storeTrades[2]!);
  await clerk.getByRole("button", { name: "Sendung schließen" }).click();
  await expect(clerk.getByRole("link", { name: "Etikett drucken" })).toBeVisible();

  // One of its parcels came on its own first and was received singly.
  await scan(page, storeTrades[0]!);
  await expect(page.locator("#devicesFound")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${storeTrades[0]} is marked as received (1 device)`);

  // The shipment's number: its packing list, each trade with models, customer, state and whether it can be received.
  await scan(page, shipment.toLowerCase());
  const list = page.getByTestId("receive-shipment");
  await expect(list.getByRole("heading", { level: 2, name: new RegExp(`Store shipment ${shipment}`) })).toBeVisible();
  await expect(list).toContainText("Demo Handelskette");
  const rows = list.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: storeTrades[0]! })).toContainText(/Already received on/);
  await expect(rows.filter({ hasText: storeTrades[1]! })).toContainText("Ready to receive");
  await expect(rows.filter({ hasText: "Lena LadenDrei" })).toContainText(/1 × .*iPhone 15/);
  const open = page.getByRole("button", { name: "Receive all 2 trades …" });
  await expect(open).toBeFocused();
  await expectAccessible(page, "shipment");
  await shoot(page, "shipment");
  // Enter opens the step; it restates what happens; Tab to its button, Enter receives.
  await page.keyboard.press("Enter");
  const step = page.getByTestId("confirm-step");
  await expect(step.getByRole("heading", { level: 2 })).toHaveText(`Receive all 2 trades of ${shipment}?`);
  await expect(step.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(step).toContainText("2 trades are marked as received with the devices on the packing list (2 devices)");
  await expect(step).toContainText("1 trade is skipped");
  await expectAccessible(page, "shipment step");
  await shoot(page, "shipment-step");
  await page.keyboard.press("Tab");
  await expect(step.getByRole("button", { name: "Receive all 2 trades", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  const receipt = page.getByTestId("shipment-receipt");
  await expect(receipt).toContainText(`Shipment ${shipment}: 2 trades marked as received (${storeTrades[1]}, ${storeTrades[2]})`);
  await expect(receipt.getByRole("listitem")).toHaveText(new RegExp(`^${storeTrades[0]}: Already received on `));
  await expect(receipt).toContainText("1 trade skipped:");
  await expect(page.getByTestId("confirm-step")).toHaveCount(0);
  await expect(rows.filter({ hasText: storeTrades[2]! })).toContainText(/Already received on/);
  await expect(page.locator("#number")).toBeFocused();
  await expectAccessible(page, "shipment received");
  await shoot(page, "shipment-received");
});

test("without JavaScript: look up, receive, and a received trade explained with no button, as plain forms", async ({
  newPage,
  request,
}) => {
  const trade = await placeApiTrade(request, { firstName: "Paul", lastName: "Plain" });
  const page = await newPage({ javaScriptEnabled: false });
  await signInDevStaff(page);
  await page.goto(hostUrl(BO, "/receive"));
  await page.locator("#number").fill(trade.tradeNumber);
  await page.locator("#number").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/receive\\?number=${trade.tradeNumber}$`));
  await expect(page.getByTestId("receive-trade")).toContainText("Paul Plain");
  await page.locator("#devicesFound").press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${trade.tradeNumber} is marked as received (1 device)`);
  await page.locator("#number").fill(trade.tradeNumber);
  await page.locator("#number").press("Enter");
  await expect(page.getByTestId("receive-refusal")).toContainText("Already received on");
  await expect(page.getByRole("button", { name: "Mark as received" })).toHaveCount(0);
  // an unknown shipment number says so
  await page.locator("#number").fill("SS-999999");
  await page.locator("#number").press("Enter");
  await expect(page.getByRole("status")).toHaveText("No store shipment with the number SS-999999.");
});
