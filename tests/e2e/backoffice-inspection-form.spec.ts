/**
 * The back office's inspection form (issue 29, decision 0089): every error at once, each field
 * marked and linked from the summary (keyboard, axe, and without JavaScript); questions and answers
 * in the staff's language with the finding text the customer will read in theirs; the internal note
 * (staff only) and the addition for the customer; deleting and replacing a photo (audited, gone for
 * the customer) until the clarification is sent, refused by the server afterwards. The customer's
 * clarification page shows the finding text and the inspector's words, never the internal note.
 * Screenshots at 1366 and 390 px.
 */
import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { placeApiTrade } from "./api-trade.ts";
import { shooterFor } from "./screenshots.ts";
import { linksIn, mailsTo } from "./mails.ts";

const BO = "backoffice.localhost";
const shoot = shooterFor("test-results/backoffice-inspection-form");
const INTERNAL = "Intern: Kratzer evtl. aus unserer Ablage, Kim fragen";
const ADDITION = "Zusätzlich fehlt die SIM-Lade.";

/** The development admin (every role, no second factor: other specs turn TOTP on for the inspector) signs in. */
async function signIn(page: Page) {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill("admin@staff.sellback.test");
  await page.locator("#password").fill("dev-admin-password");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

/** A de trade of one iPhone, received through the staff API. */
async function receivedTrade(request: APIRequestContext) {
  const trade = await placeApiTrade(request, { lastName: "Formtest", email: `inspection-form-${crypto.randomUUID()}@example.com` });
  const headers = { host: `${BO}:${PORT}`, "content-type": "application/json" };
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers,
    data: { email: "admin@staff.sellback.test", password: "dev-admin-password" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const received = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/trades/${trade.tradeNumber}/receive`, {
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    data: { devicesFound: 1 },
  });
  expect(received.status()).toBe(200);
  return trade;
}

const jpeg = (r: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

test("all errors at once by keyboard, the finding text and the two notes, a photo deleted and replaced, then refused after the clarification", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { tradeNumber, trackingToken, email } = await receivedTrade(request);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}/inspection`));
  const device = page.getByRole("region", { name: /^Device 1: / });

  // The staff's language (English), not the trade's (German); the customer's answer marked.
  const display = device.getByRole("group", { name: "What condition is the display in?" });
  await expect(display.getByLabel(/Flawless/)).toBeChecked();
  await expect(display.getByText("(the customer’s answer)")).toBeVisible();
  await expect(device.getByText("In welchem Zustand ist das Display?")).toHaveCount(0);
  await expect(device.getByLabel("Internal note (staff only)")).toBeVisible();
  await expect(device.getByLabel("Addition for the customer (optional)")).toBeVisible();
  await expect(device.getByText("Only staff see this note; it never reaches the customer.")).toBeVisible();

  // Picking a different answer shows what the customer will read, in German.
  await display.getByLabel("Deep scratches").check();
  await expect(device.getByText("The customer reads (German): “Das Display hat tiefe Kratzer.”")).toBeVisible();

  // Every error at once: a wrong IMEI, no erasure tool, an internal note too long.
  const imei = device.getByLabel("IMEI");
  await imei.fill("490154203237519");
  await device.getByLabel("Internal note (staff only)").fill("x".repeat(2001));
  await device.getByLabel("Addition for the customer (optional)").fill(ADDITION);
  await device.getByRole("button", { name: "Save inspection" }).focus();
  await page.keyboard.press("Enter");
  const summary = device.getByRole("alert");
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  await expect(links).toHaveText([
    "IMEI: This is not a valid IMEI (15 digits, check digit).",
    "Internal note (staff only): This is too long.",
    "Tool: Enter the erasure tool.",
  ]);
  for (const label of ["IMEI", "Internal note (staff only)", "Tool"]) {
    const field = device.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /-error$/);
  }
  await expect(display.getByLabel("Deep scratches")).toBeChecked();
  await expect(device.getByLabel("Addition for the customer (optional)")).toHaveValue(ADDITION);
  await expectAccessible(page, "inspection form errors");
  await shoot(page, "errors");
  // The summary's link takes the keyboard to its field.
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(imei).toBeFocused();

  await imei.fill("490154203237518");
  await device.getByLabel("Tool").fill("Blancco Mobile 8");
  await device.getByLabel("Internal note (staff only)").fill(INTERNAL);
  await device.getByRole("button", { name: "Save inspection" }).click();
  await expect(page.getByRole("status").first()).toContainText("Device 1 inspected: worse than described, new offer");
  await expect(device.getByRole("alert")).toHaveCount(0);
  await expect(device.getByText("The customer reads (German): “Das Display hat tiefe Kratzer.”")).toBeVisible();

  // Photos: two added, the first deleted (audited, gone for the customer), the second replaced.
  for (const colour of [40, 200]) {
    await device.getByLabel("Add a photo (JPEG, PNG, WebP or HEIC, up to 10 MB)").setInputFiles({
      name: "display.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg(colour),
    });
    await device.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("status").first()).toContainText("Photo added.");
  }
  const photoId = async (n: number) =>
    /\/photos\/(\d+)\?/.exec((await device.getByRole("img", { name: `Photo ${n} of device 1` }).getAttribute("src"))!)![1]!;
  const first = await photoId(1);
  const forCustomer = (id: string) =>
    request.get(
      `http://127.0.0.1:${PORT}/api/trade/trades/${tradeNumber}/photos/${id}?size=thumb&token=${encodeURIComponent(trackingToken)}`,
      {
        headers: { host: `de.localhost:${PORT}` },
      },
    );
  expect((await forCustomer(first)).status()).toBe(200);
  await expectAccessible(page, "inspection photos");
  await shoot(page, "photos");
  await device.getByRole("button", { name: "Delete photo 1 of device 1" }).click();
  await expect(page.getByRole("status").first()).toContainText("Photo deleted.");
  await expect(device.getByRole("img", { name: /^Photo \d of device 1$/ })).toHaveCount(1);
  expect((await forCustomer(first)).status()).toBe(404);
  const second = await photoId(1);
  await device.getByText("Replace photo 1 of device 1").click();
  await device
    .getByLabel("New photo instead of photo 1")
    .setInputFiles({ name: "better.jpg", mimeType: "image/jpeg", buffer: await jpeg(120) });
  await device.getByRole("button", { name: "Upload and replace" }).click();
  await expect(page.getByRole("status").first()).toContainText("Photo replaced.");
  await expect(device.getByRole("img", { name: /^Photo \d of device 1$/ })).toHaveCount(1);
  expect(await photoId(1)).not.toBe(second);
  expect((await forCustomer(second)).status()).toBe(404);
  const kept = await photoId(1);

  await page.goto(hostUrl(BO, `/audit?action=trade.photo_delete`));
  await expect(page.locator("table tbody tr").filter({ hasText: `trade:${tradeNumber}:item:` })).toHaveCount(2);

  // The clarification is sent: no more deleting, and the server refuses it.
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}/inspection`));
  await page.getByRole("button", { name: "Complete the inspection" }).click();
  await expect(page.getByRole("status").first()).toContainText("the customer has been asked to decide (clarification)");
  await page.reload();
  await expect(page.getByRole("button", { name: /^Delete photo/ })).toHaveCount(0);
  const refused = await page.evaluate(
    async ([n, id]) => {
      const res = await fetch(`/trades/${n}/photos/${id}`, { method: "POST", body: new URLSearchParams({ intent: "delete" }) });
      return res.url;
    },
    [tradeNumber, kept] as const,
  );
  expect(refused).toContain("photoError=backoffice.photo.locked");
  expect((await forCustomer(kept)).status()).toBe(200);
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}/inspection?photoError=backoffice.photo.locked`));
  await expect(page.getByRole("alert")).toContainText("Photos can no longer be deleted or replaced");

  // The customer (de) reads the finding text and the inspector's words, never the internal note.
  await expect
    .poll(() => mailsTo(email).filter((m) => m.includes("/clarification/")).length, { message: "clarification mail", timeout: 20_000 })
    .toBe(1);
  for (const mail of mailsTo(email)) expect(mail).not.toContain("Kim fragen");
  const link = linksIn(mailsTo(email).find((m) => m.includes("/clarification/"))!).find((l) => l.includes("/clarification/"))!;
  await page.goto(hostUrl("de.localhost", new URL(link).pathname + new URL(link).search));
  const shown = page.getByTestId("clarification-device");
  await expect(shown.getByTestId("finding-texts")).toHaveText("Das Display hat tiefe Kratzer.");
  await expect(shown.getByTestId("finding-notes")).toHaveText(`In den Worten des Prüfers:${ADDITION}`);
  expect(await page.content()).not.toContain("Kim fragen");
  await expect(shown.getByRole("img")).toHaveCount(1);
  await expectAccessible(page, "clarification with finding texts");
  await shoot(page, "clarification");
});

test("without JavaScript: every error at once in the summary, each field marked, the typed values kept", async ({ newPage, request }) => {
  const { tradeNumber } = await receivedTrade(request);
  const page = await newPage({ javaScriptEnabled: false });
  await signIn(page);
  await page.goto(hostUrl(BO, `/trades/${tradeNumber}/inspection`));
  const device = page.getByRole("region", { name: /^Device 1: / });
  await device.getByRole("group", { name: "What condition is the display in?" }).getByLabel("Light scratches").check();
  await device.getByLabel("Serial number").fill("a!");
  await device.getByLabel("Addition for the customer (optional)").fill(ADDITION);
  await device.getByRole("button", { name: "Save inspection" }).click();
  const summary = device.getByRole("alert");
  await expect(summary.getByRole("link")).toHaveText([
    "Serial number: Enter the serial number (4 to 40 letters, digits or dashes).",
    "Tool: Enter the erasure tool.",
  ]);
  await expect(summary.getByRole("link").first()).toHaveAttribute("href", /^#serial-\d+$/);
  await expect(device.getByLabel("Serial number")).toHaveAttribute("aria-invalid", "true");
  await expect(device.getByLabel("Tool")).toHaveAttribute("aria-invalid", "true");
  await expect(device.getByLabel("Serial number")).toHaveValue("a!");
  await expect(device.getByLabel("Addition for the customer (optional)")).toHaveValue(ADDITION);
  await expect(device.getByRole("group", { name: "What condition is the display in?" }).getByLabel("Light scratches")).toBeChecked();
  // Rendered on the server: the picked answer's finding text in the customer's language.
  await expect(device.getByText("The customer reads (German): “Das Display hat leichte Kratzer.”")).toBeVisible();
  // axe checks the same server-rendered error state in the first test (axe-core does not finish on a page without JavaScript).
});
