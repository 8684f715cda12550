/**
 * Carrier labels in the browser (issue 14, decision 0042): a German trade placed against a server
 * set up with DHL — the local fake carrier (tests/helpers/fake-carrier.ts), never DHL itself. The
 * first label download makes the shipment; the tracking page then shows DHL's tracking number with
 * a link to DHL's tracking page. This file starts a server of its own (same build, fresh data
 * folder) with the DHL settings pointing at the fake.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FAKE_DHL, startFakeCarrier, type FakeCarrier } from "../helpers/fake-carrier.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { answerQuestions, fillGermanCheckout } from "./sell-steps.ts";
import { freePort } from "../../scripts/free-port.ts";

let server: ChildProcess | null = null;
let fake: FakeCarrier | null = null;
let port = 0;
const url = (p = "/") => `http://de.localhost:${port}${p}`;

test.describe.configure({ mode: "serial" });
test.use({ consent: "true" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeCarrier();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-carrier-"));
  port = await freePort();
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      JOB_POLL_MS: "0",
      TRUST_PROXY: "127.0.0.1/8,::1",
      DHL_API_KEY: FAKE_DHL.apiKey,
      DHL_USER: FAKE_DHL.user,
      DHL_PASSWORD: FAKE_DHL.password,
      DHL_BILLING_NUMBER: FAKE_DHL.billingNumber,
      DHL_BASE_URL: fake.dhlBaseUrl,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok ?? false, {
      timeout: 100_000,
      intervals: [500],
    })
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await fake?.close();
});

test("de with DHL: the label is DHL's, and the tracking page shows its tracking number with a link to DHL", async ({ page }) => {
  await page.goto(url("/produkte/apple-iphone-15-128gb"));
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
  await fillGermanCheckout(page, `carrier.${Date.now()}@example.com`, "Paketfreund");
  await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
  await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
  const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();
  await expect(page.getByRole("link", { name: "Versandetikett herunterladen (PDF)" })).toBeVisible();

  await page
    .getByRole("link", { name: /verfolgen|Verkauf/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/trade/${tradeNumber}\\?token=`));
  // No label made yet: nothing to track; the button names the carrier's label.
  await expect(page.getByTestId("shipments")).toHaveCount(0);
  await expect(page.getByTestId("trade-state-help")).toContainText("Drucken Sie das Versandetikett aus");
  const download = page.getByRole("link", { name: "Versandetikett herunterladen (PDF)" });
  const labelUrl = await download.getAttribute("href");
  // Fetched as the link's download would be (the browser resolves de.localhost, Node does not).
  const fetchLabel = () =>
    page.evaluate(async (href) => {
      const res = await fetch(href);
      return { status: res.status, type: res.headers.get("content-type") };
    }, labelUrl!);
  expect(await fetchLabel()).toEqual({ status: 200, type: "application/pdf" });
  expect(fake!.created).toHaveLength(1);
  const trackingNumber = fake!.created[0]!;
  expect((fake!.requests.at(-1)!.body as { shipments: { refNo: string }[] }).shipments[0]!.refNo).toBe(tradeNumber);

  await page.reload();
  const shipments = page.getByTestId("shipments");
  await expect(shipments.getByRole("heading", { name: "Sendungsverfolgung" })).toBeVisible();
  await expect(shipments.getByTestId("tracking-number")).toHaveText(trackingNumber);
  const link = shipments.getByRole("link", { name: "Bei DHL verfolgen" });
  await expect(link).toHaveAttribute("aria-describedby", /shipments-/);
  await expect(link).toHaveAttribute("href", `https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=${trackingNumber}`);
  await expectAccessible(page, "tracking with a carrier label");

  // A second download serves the stored label: no new shipment.
  expect((await fetchLabel()).status).toBe(200);
  expect(fake!.created).toHaveLength(1);

  for (const [name, width, height] of [
    ["desktop", 1280, 900],
    ["mobile", 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shipments.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(tmpdir(), `carrier-tracking-${name}.png`), fullPage: true });
  }
});
