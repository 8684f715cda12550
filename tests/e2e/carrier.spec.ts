/**
 * Carrier labels in the browser (issue 14, decision 0042): a German trade placed against a server
 * set up with DHL — the local fake carrier (tests/helpers/fake-carrier.ts), never DHL itself. The
 * first label download makes the shipment; the tracking page then shows DHL's tracking number with
 * a link to DHL's tracking page. This file starts a server of its own (same build, fresh data
 * folder) with the DHL settings pointing at the fake.
 * Decision 0095: the server's company facts set the de edition's insured amount to 600 €; the
 * footer states that figure, and the label request for a dearer phone books exactly it.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fakeDhlEnv, startFakeCarrier, type FakeCarrier } from "../helpers/fake-carrier.ts";
import { FAKE_DHL_RECEIVER_ID } from "../helpers/fake-carrier-returns.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { answerQuestions, fillGermanCheckout } from "./sell-steps.ts";

let own: OwnServer | null = null;
let fake: FakeCarrier | null = null;
const url = (p = "/") => own!.url(p);
/** The de edition's insured amount this server states and books (company facts file). */
const INSURED_CENTS = 60_000;

test.describe.configure({ mode: "serial" });
test.use({ consent: "true" });

test.beforeAll(async () => {
  // a fresh data folder is migrated and seeded first: over 100 s on a loaded machine
  test.setTimeout(300_000);
  fake = await startFakeCarrier();
  const factsFile = path.join(mkdtempSync(path.join(tmpdir(), "sellback-carrier-facts-")), "company-facts.json");
  writeFileSync(factsFile, JSON.stringify({ de: { insuredShippingCents: INSURED_CENTS } }));
  own = await startOwnServer("carrier", {
    env: {
      ...fakeDhlEnv(fake),
      DHL_RETURNS_RECEIVER_ID: FAKE_DHL_RECEIVER_ID,
      DHL_RETURNS_BASE_URL: fake.dhlReturnsBaseUrl,
      COMPANY_FACTS_FILE: factsFile,
    },
    timeoutMs: 280_000,
  });
});

test.afterAll(async () => {
  await own?.stop();
  await fake?.close();
});

test("de with DHL: the label is DHL's, insured for the amount the footer states; the tracking page shows its tracking number with a link to DHL", async ({
  page,
}) => {
  // a phone worth more than DHL's included 500 € and the stated 600 €: DHL Paket with additional insurance (not Retoure)
  await page.goto(url("/produkte/apple-iphone-17-pro-max-2tb"));
  const stated = await page
    .locator("footer")
    .getByText(/versichert bis/)
    .textContent();
  const figure = /versichert bis ([\d.]+,\d{2})\s€/.exec(stated ?? "")?.[1];
  expect(Math.round(Number(figure?.replaceAll(".", "").replace(",", ".")) * 100)).toBe(INSURED_CENTS);
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
  const order = (fake!.requests.at(-1)!.body as { shipments: { refNo: string; services?: { additionalInsurance?: unknown } }[] })
    .shipments[0]!;
  expect(order.refNo).toBe(tradeNumber);
  // the cap in the request is the figure the footer states
  expect(order.services?.additionalInsurance).toEqual({ currency: "EUR", value: INSURED_CENTS / 100 });

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
