/**
 * Catalog photos everywhere (decision 0104): a photo set through the catalog editor's API is what
 * the search result card, the search suggestion, the device page, the offer, the cart and the trade
 * confirmation mail show (AVIF/WebP sources at the photo's storage URL); a device without a photo
 * keeps its drawing. The suggestions show a picture and the "up to" figure, and no row starts with
 * a "Geräte" label. Axe on each page.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { pathFor } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { answerQuestions, fillGermanCheckout } from "./sell-steps.ts";

const SLUG = "google-pixel-9-pro-128gb";
const BO = "backoffice.localhost";
const PHOTO = /^\/images\/photos\/catalog\/devices\/\d+\/[0-9a-f]{16}-\d+\.(webp|avif)$/;
const DRAWING = /^\/images\/devices\/[a-z0-9-]+\.[0-9a-z]+\.svg$/;

/** The URLs a picture may load: its img's src and every candidate of its sources' srcset. */
async function pictureUrls(picture: Locator): Promise<string[]> {
  return picture.evaluate((el) => {
    const img = el.tagName === "IMG" ? (el as HTMLImageElement) : el.querySelector("img")!;
    const srcsets = [...el.querySelectorAll("source")].flatMap((s) => s.srcset.split(",").map((c) => c.trim().split(" ")[0]!));
    return [img.getAttribute("src")!, ...srcsets];
  });
}

/** Every URL of the picture is one of the device's photo variants (AVIF and WebP offered), and the browser drew it. */
async function expectPhoto(picture: Locator, deviceId: number) {
  const urls = await pictureUrls(picture);
  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) {
    expect(url).toMatch(PHOTO);
    expect(url).toContain(`/catalog/devices/${deviceId}/`);
  }
  expect(urls.some((u) => u.endsWith(".avif"))).toBe(true);
  await expect
    .poll(() => picture.evaluate((el) => ((el.tagName === "IMG" ? el : el.querySelector("img")) as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

async function openSuggestions(page: Page, text: string): Promise<Locator> {
  const box = page.locator("#header-search");
  await box.click();
  await box.pressSequentially(text, { delay: 30 });
  const options = page.locator('[role="listbox"]:visible [role="option"]');
  await expect(options.first()).toBeVisible();
  return options;
}

test("a catalog photo shows on the card, the suggestion, the device page, the offer, the cart and the confirmation mail", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // the catalog editor (the development catalog user) sets the device's photo through its API
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: { host: `${BO}:${PORT}` },
    data: { email: "catalog@staff.sellback.test", password: "dev-catalog-password" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const found = await request.post(`http://127.0.0.1:${PORT}/api/trade/searches`, {
    headers: { host: `de.localhost:${PORT}` },
    data: { search: { type: "deviceByUrl", url: SLUG }, application: "devices-de", resultSize: 1 },
  });
  const device = (await found.json()).hits[0] as { id: number; name: string; url: string };
  expect(device.url).toBe(pathFor("de", "pdp", { pdp: SLUG }));
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1d6b8a" } })
    .jpeg()
    .toBuffer();
  const upload = await request.put(`http://127.0.0.1:${PORT}/api/backoffice/catalog/devices/${device.id}/photo`, {
    headers: { host: `${BO}:${PORT}`, authorization: `Bearer ${accessToken}` },
    multipart: { photo: { name: "pixel.jpg", mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(upload.status()).toBe(200);

  // the search results' card
  await page.goto(hostUrl("de.localhost", `${pathFor("de", "search")}?q=${encodeURIComponent("pixel 9 pro")}`));
  const card = page.locator(`a.device-card[href="${device.url}"]`);
  await expect(card).toBeVisible();
  await expectPhoto(card.locator("picture"), device.id);
  // another device of the results has no photo: its drawing
  const drawn = page.locator(`a.device-card:not([href="${device.url}"]) img`).first();
  expect(await drawn.getAttribute("src")).toMatch(DRAWING);
  await expectAccessible(page, "search results");

  // the suggestions: picture, name and "up to" figure; no row starts with the "Geräte" label
  const options = await openSuggestions(page, "pixel 9 pro");
  const texts = await options.allTextContents();
  for (const text of texts) expect(text.trim()).not.toMatch(/^Geräte/);
  const mine = options.filter({ hasText: device.name }).first();
  await expectPhoto(mine.locator("picture"), device.id);
  await expect(mine.locator(".combobox__price")).toHaveText(/^bis zu \d+,\d\d\s€/);
  const devices = options.filter({ has: page.locator(".combobox__price") });
  expect(await devices.count()).toBeGreaterThan(1);
  for (const src of await devices.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")!)))
    expect(src).toMatch(/^\/images\/(photos|devices)\//);
  expect(await options.locator(`img[src^="/images/devices/"]`).count()).toBeGreaterThan(0);
  await expectAccessible(page, "suggestions open");

  // the device page, and the offer on it
  await page.goto(hostUrl("de.localhost", device.url));
  await expectPhoto(page.locator(".pdp__head picture"), device.id);
  await expectAccessible(page, "device page");
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await expect(page).toHaveURL(/\?offer=/);
  await expectPhoto(page.locator(".pdp__head picture"), device.id);
  await expectPhoto(page.locator(".offer__device picture"), device.id);
  await expectAccessible(page, "offer");

  // the cart on the checkout page
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
  await expectPhoto(page.locator(".cart-line picture"), device.id);
  await expectAccessible(page, "cart");

  // the trade confirmation mail: the photo's WebP, absolute and sized
  const email = `foto-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await fillGermanCheckout(page, email, "Foto");
  await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
  await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const img = mailsTo(email)[0]!.match(/<img[^>]+\/images\/photos\/[^>]+>/)?.[0] ?? "";
  expect(img).toMatch(new RegExp(`src="http://de\\.localhost:${PORT}/images/photos/catalog/devices/${device.id}/[0-9a-f]{16}-240\\.webp"`));
  expect(img).toContain('width="96"');
  expect(img).toContain('height="72"');
});
