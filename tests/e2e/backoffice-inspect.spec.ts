/**
 * Receiving and inspecting in the back office (issue 12, decision 0025): the development
 * inspector logs in with TOTP, receives a parcel by typing the label's number and Enter (as a
 * barcode scanner does), inspects the device with a photo, finds a cracked screen and completes:
 * the trade goes to clarification. axe on every page; screenshots at 1366 and 390 px.
 */
import { generate } from "otplib";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/backoffice-inspect";
const now = () => Math.floor(Date.now() / 1000);

async function placeTrade(request: APIRequestContext): Promise<{ tradeNumber: string; trackingToken: string }> {
  const api = (path: string, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`http://127.0.0.1:${PORT}${path}`, { headers: { host: `de.localhost:${PORT}`, ...headers }, data });
  const found = await (await api("/api/trade/searches", { search: { type: "deviceByUrl", url: "apple-iphone-15-128gb" }, application: "devices-de", resultSize: 1 })).json();
  const device = found.hits[0];
  const answers = device.questions.map((q: { id: number; answers: { id: number }[] }) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  const offer = await (await api("/api/trade/offers", { deviceId: device.id, answers })).json();
  const res = await api(
    "/api/trade/trades",
    {
      offers: [{ offerId: offer.offerId, quantity: 1 }],
      customer: { email: `inspect-${crypto.randomUUID()}@example.com`, firstName: "Erika", lastName: "Inspect" },
      address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
      payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Inspect" },
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { tradeNumber: body.tradeNumber as string, trackingToken: body.trackingToken as string };
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function login(page: Page, otp = "") {
  await page.locator("#email").fill("inspector@staff.sellback.test");
  await page.locator("#password").fill("dev-inspector-password");
  if (otp) await page.locator("#otp").fill(otp);
  await page.locator("#otp").press("Enter");
}

test("the inspector receives by scanning the number, inspects with a photo, finds a cracked screen and completes", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { tradeNumber, trackingToken } = await placeTrade(request);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Log in with TOTP: set it up once, then log in again with a code.
  await page.goto(hostUrl(BO, "/login"));
  await login(page);
  await expect(page).toHaveURL(/\/trades$/);
  await page.goto(hostUrl(BO, "/security"));
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.locator("#code").fill(await generate({ secret, epoch: now() }));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, await generate({ secret, epoch: now() + 30 }));
  await expect(page).toHaveURL(/\/trades$/);

  // Receive: the scanner types the number and Enter; the count field takes the focus, Enter confirms.
  await page.getByRole("link", { name: "Receive", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Receive a parcel" })).toBeVisible();
  await expect(page.locator("#number")).toBeFocused();
  await expectAccessible(page, "receive");
  // Not a number: the field searches the trades waiting for their parcel.
  await page.keyboard.type("Erika Inspect");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/trades\?state=created&q=Erika/);
  await expect(page.locator(".bo-table tbody tr").filter({ hasText: tradeNumber })).toHaveCount(1);
  await page.getByRole("link", { name: "Receive", exact: true }).click();
  await expect(page.locator("#number")).toBeFocused();
  await page.keyboard.type(tradeNumber.toLowerCase());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(tradeNumber) })).toBeVisible();
  await expect(page.getByText("Devices in the trade: 1")).toBeVisible();
  await expect(page.locator("#devicesFound")).toBeFocused();
  await expectAccessible(page, "receive found");
  await shoot(page, "receive");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${tradeNumber} is marked as received (1 devices)`);
  await expect(page.locator("#number")).toBeFocused();
  await expectAccessible(page, "received");

  // Inspect: a photo first, then the answers with the cracked display.
  await page.getByRole("link", { name: "Inspect the devices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Inspect trade ${tradeNumber}` })).toBeVisible();
  await expectAccessible(page, "inspection");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
  await page.getByLabel("Add a photo (JPEG, PNG, WebP or HEIC, up to 10 MB)").setInputFiles({ name: "display.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toContainText("Photo added.");
  const thumb = page.getByRole("img", { name: "Photo 1 of device 1" });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  await page.getByRole("group", { name: "In welchem Zustand ist das Display?" }).getByLabel("Gesprungen oder fehlerhaft").check();
  await page.getByLabel("IMEI").fill("490154203237518");
  await page.getByLabel("Tool").fill("Blancco Mobile 8");
  await expectAccessible(page, "inspection filled");
  await shoot(page, "inspection");
  await page.getByRole("button", { name: "Save inspection" }).click();
  await expect(page.getByRole("status")).toContainText("Device 1 inspected: worse than described, new offer");
  await expect(page.getByRole("link", { name: /^Erasure certificate EC-/ })).toBeVisible();

  await page.getByRole("button", { name: "Complete the inspection" }).click();
  await expect(page.getByRole("status")).toContainText("the customer has been asked to decide (clarification)");
  await expectAccessible(page, "inspection complete");
  await shoot(page, "inspection-complete");
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}`));
  await expect(page.getByRole("complementary", { name: "Timeline" })).toContainText("Clarification");

  // The customer's tracking page links the device's erasure certificate (a PDF for the link holder).
  await page.goto(hostUrl("de.localhost", `${pathFor("de", "tradeTracking", { tradeNumber })}?token=${encodeURIComponent(trackingToken)}`));
  const certificate = page.getByTestId("erasure-certificate");
  await expect(certificate).toContainText("Zertifikat EC-");
  await expectAccessible(page, "certificates");
  const pdf = await request.get(`http://127.0.0.1:${PORT}${(await certificate.getAttribute("href"))!}`, { headers: { host: `de.localhost:${PORT}` } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
