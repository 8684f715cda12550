/**
 * Receiving and inspecting in the back office (issue 12, decision 0025): the development
 * inspector logs in with TOTP, receives a parcel by typing the label's number and Enter (as a
 * barcode scanner does), inspects both devices (one with a photo), finds cracked screens and
 * completes: the trade goes to clarification. The customer then opens the clarification from the
 * mail in de, sees the photo and the new price line, accepts one device and returns the other, and
 * the tracking page shows both outcomes (issue 12's whole flow). axe on every page; screenshots at
 * 1366 and 390 px.
 */
import { generate } from "otplib";
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { placeApiTrade } from "./api-trade.ts";
import { shooterFor } from "./screenshots.ts";
import { linksIn, mailsTo } from "./mails.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/backoffice-inspect";
const now = () => Math.floor(Date.now() / 1000);

/** A de trade of two iPhones, each from its own offer with the best answers. */
const placeTrade = (request: APIRequestContext) =>
  placeApiTrade(request, { devices: 2, lastName: "Inspect", email: `inspect-${crypto.randomUUID()}@example.com` });

const shoot = shooterFor(SHOTS);

async function login(page: Page, otp = "") {
  await page.locator("#email").fill("inspector@staff.sellback.test");
  await page.locator("#password").fill("dev-inspector-password");
  if (otp) await page.locator("#otp").fill(otp);
  await page.locator("#otp").press("Enter");
}

const pathAndQuery = (link: string) => new URL(link).pathname + new URL(link).search;

test("the inspector receives by scanning the number, inspects with a photo, finds cracked screens and completes; the customer accepts one device and returns the other", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { tradeNumber, trackingToken, email } = await placeTrade(request);
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
  await expect(page.getByText("Devices in the trade: 2")).toBeVisible();
  await expect(page.locator("#devicesFound")).toBeFocused();
  await expectAccessible(page, "receive found");
  await shoot(page, "receive");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(`Trade ${tradeNumber} is marked as received (2 devices)`);
  await expect(page.locator("#number")).toBeFocused();
  await expectAccessible(page, "received");

  // Inspect: for the first device a photo first, then the answers with the cracked display.
  await page.getByRole("link", { name: "Inspect the devices" }).click();
  const device = (position: number) => page.getByRole("region", { name: new RegExp(`^Device ${position}: `) });
  await expect(page.getByRole("heading", { level: 1, name: `Inspect trade ${tradeNumber}` })).toBeVisible();
  await expectAccessible(page, "inspection");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  await device(1)
    .getByLabel("Add a photo (JPEG, PNG, WebP or HEIC, up to 10 MB)")
    .setInputFiles({ name: "display.jpg", mimeType: "image/jpeg", buffer: photo });
  await device(1).getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toContainText("Photo added.");
  const thumb = page.getByRole("img", { name: "Photo 1 of device 1" });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  const inspect = async (position: number, imei: string) => {
    await device(position).getByRole("group", { name: "What condition is the display in?" }).getByLabel("Cracked or faulty").check();
    await device(position).getByLabel("IMEI").fill(imei);
    await device(position).getByLabel("Tool").fill("Blancco Mobile 8");
    if (position === 1) {
      await expectAccessible(page, "inspection filled");
      await shoot(page, "inspection");
    }
    await device(position).getByRole("button", { name: "Save inspection" }).click();
    await expect(page.getByRole("status")).toContainText(`Device ${position} inspected: worse than described, new offer`);
    await expect(device(position).getByRole("link", { name: /^Erasure certificate EC-/ })).toBeVisible();
  };
  await inspect(1, "490154203237518");
  await inspect(2, "356938035643809");

  await page.getByRole("button", { name: "Complete the inspection" }).click();
  await expect(page.getByRole("status")).toContainText("the customer has been asked to decide (clarification)");
  await expectAccessible(page, "inspection complete");
  await shoot(page, "inspection-complete");
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}`));
  await expect(page.getByRole("complementary", { name: "Timeline" })).toContainText("Clarification");

  // The customer opens the clarification from the mail (de): the inspector's photo, old and new
  // price line by line; accepts the first device's new offer and asks for the second one back.
  await expect
    .poll(() => mailsTo(email).filter((m) => m.includes("/clarification/")).length, { message: "clarification mail", timeout: 20_000 })
    .toBe(1);
  const clarificationLink = linksIn(mailsTo(email).find((m) => m.includes("/clarification/"))!).find((l) => l.includes("/clarification/"))!;
  await page.goto(hostUrl("de.localhost", pathAndQuery(clarificationLink)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rückfragen zu Ihrem Verkauf");
  const devices = page.getByTestId("clarification-device");
  await expect(devices).toHaveCount(2);
  const shown = devices.first().getByRole("img", { name: /^Foto 1 des Geräts / });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(devices.nth(1).getByRole("img")).toHaveCount(0);
  for (const i of [0, 1]) {
    await expect(devices.nth(i).getByText("abweichend")).toBeVisible();
    await expect(devices.nth(i).getByTestId("new-price")).toContainText("€");
  }
  await expectAccessible(page, "open with photo");
  await devices
    .first()
    .getByRole("button", { name: /^Neues Angebot über .* annehmen$/ })
    .click();
  await expect(devices.first().getByTestId("device-outcome")).toContainText("Sie haben das neue Angebot über");
  await devices.nth(1).getByRole("button", { name: "Gerät kostenlos zurückschicken lassen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Antwort");

  // The trade shows both outcomes: the accepted device is paid out, the other one goes back.
  await page.goto(hostUrl("de.localhost", `${pathFor("de", "tradeTracking", { tradeNumber })}?token=${encodeURIComponent(trackingToken)}`));
  await expect(page.getByTestId("trade-state")).toHaveText(/Auszahlung/);
  await expect(page.getByTestId("trade-returns")).toContainText("wird kostenlos an Sie zurückgeschickt");

  // The customer's tracking page links the device's erasure certificate (a PDF for the link holder).
  await page.goto(hostUrl("de.localhost", `${pathFor("de", "tradeTracking", { tradeNumber })}?token=${encodeURIComponent(trackingToken)}`));
  await expect(page.getByTestId("erasure-certificate")).toHaveCount(2);
  const certificate = page.getByTestId("erasure-certificate").first();
  await expect(certificate).toContainText("Zertifikat EC-");
  await expectAccessible(page, "certificates");
  const pdf = await request.get(`http://127.0.0.1:${PORT}${(await certificate.getAttribute("href"))!}`, {
    headers: { host: `de.localhost:${PORT}` },
  });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
