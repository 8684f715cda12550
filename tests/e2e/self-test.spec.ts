/**
 * The browser self-test on the device page (issue 34, decision 0125), on a phone-sized Chromium with
 * touch and Chromium's fake camera and microphone (`--use-fake-device-for-media-stream`, permissions
 * granted without asking): every check run as a seller would, the result signed, the answers it
 * proves pre-filled, the offer made with it and shown to the inspector; the keyboard's skip link straight to the questions
 * without a self-test; an altered token refused. Screenshots of the entry and the running test.
 */
import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { chromiumLaunch } from "../helpers/chromium.ts";
import { expect, expectAccessible, hostUrl, PORT, scriptsOf, test } from "./fixtures.ts";
import { answerQuestions, fillGermanCheckout } from "./sell-steps.ts";
import { DEV_ADMIN, signInOn, staffApiOn } from "./staff-api.ts";

const DEVICE = "/produkte/apple-iphone-15-128gb";

// an iPhone 15's screen in CSS pixels, with touch: the catalog's model, so the screen fits
test.use({
  viewport: { width: 393, height: 852 },
  screen: { width: 393, height: 852 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  permissions: ["camera", "microphone", "accelerometer", "gyroscope"],
  launchOptions: chromiumLaunch([
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    "--autoplay-policy=no-user-gesture-required",
  ]),
});

/** A screenshot into SCREENSHOT_DIR (nothing when it is unset): the viewport, or one part of the page. */
async function takeScreenshot(page: Page, name: string, part?: Locator) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = `${dir}/${name}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path }));
}

/** Headless Chromium has no voices: the spoken digits are caught as the page hands them to speech. */
async function catchSpokenDigits(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { spoken: string[] };
    w.spoken = [];
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      w.spoken.push(u.text);
      u.onend?.(new Event("end") as SpeechSynthesisEvent);
    };
  });
}

/** The check list's status of a check ("Touchscreen Bestanden"). */
const checkStatus = (page: Page, name: string) =>
  page.locator(".self-test__checks li").filter({ hasText: name }).locator(".self-test__status");

test("the self-test on a phone: every check, the result signed, answers pre-filled, the offer made with it, the inspector sees it", async ({
  page,
  request,
  newPage,
}) => {
  // eight checks, some thirty taps, a checkout and the back office: more than a page's usual minute
  test.setTimeout(240_000);
  await catchSpokenDigits(page);
  const scripts = scriptsOf(page);
  await page.goto(hostUrl("de.localhost", DEVICE));
  const entry = page.locator("section.self-test");
  await expect(entry.getByRole("heading", { name: "Testen Sie das Gerät zuerst im Browser" })).toBeVisible();
  await expect(entry).toContainText("Ein Browser kann nicht beweisen, auf welchem Gerät er lief");
  await expect(entry).toContainText("Akkuzustand und IMEI kann ein Browser nicht auslesen");
  await expectAccessible(page);
  // the page loads its own island only: the self-test's comes with the first press of Start
  expect(scripts.filter((s) => s.includes("island-self-test"))).toEqual([]);
  await takeScreenshot(page, "self-test-entry-mobile", entry);

  await entry.getByRole("button", { name: "Selbsttest starten" }).click();
  await expect(entry.getByRole("heading", { name: "Selbsttest", exact: true })).toBeVisible();
  expect(scripts.filter((s) => s.includes("island-self-test"))).toHaveLength(1);
  const card = entry.locator(".self-test__card");
  await expect(card.getByRole("heading", { name: "Prüfung 1 von 8: Touchscreen" })).toBeFocused();
  await expect(card).toContainText("Jeder Bereich des Bildschirms reagiert auf Berührung.");
  await expect(card).toContainText("Ob das Glas Kratzer oder Sprünge hat.");
  await expectAccessible(page, "self-test running");
  await takeScreenshot(page, "self-test-running-mobile", entry);

  // touch: every cell of the grid, as fingers
  await card.getByRole("button", { name: "Raster anzeigen" }).click();
  const cells = page.locator(".self-test-grid__cell");
  const boxes = await cells.evaluateAll((all) =>
    all.map((c) => {
      const r = c.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  expect(boxes.length).toBeGreaterThan(20);
  for (const [i, box] of boxes.entries()) {
    if (i === 3) await takeScreenshot(page, "self-test-touch-grid-mobile");
    await page.touchscreen.tap(box.x, box.y);
  }
  await expect(checkStatus(page, "Touchscreen")).toHaveText("Bestanden");

  // colour fields: five colours, then the seller's answer
  await card.getByRole("button", { name: "Farben anzeigen" }).click();
  const layer = page.locator(".self-test-layer");
  for (let i = 0; i < 5; i++) await layer.click();
  await expect(layer).toHaveCount(0);
  await card.getByRole("button", { name: "Ja, jede Farbe war gleichmäßig" }).click();
  await expect(checkStatus(page, "Bildschirmfarben")).toHaveText("Bestanden");

  // both cameras: Chromium's fake camera gives the live picture
  for (const name of ["Frontkamera", "Rückkamera"]) {
    await expect(card.getByRole("heading", { name: new RegExp(name) })).toBeVisible();
    await card.getByRole("button", { name: "Kamera einschalten" }).click();
    await expect.poll(() => card.locator("video").evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await card.getByRole("button", { name: "Ja, das Bild ist klar" }).click();
    await expect(checkStatus(page, name)).toHaveText("Bestanden");
  }
  // the cameras are off again once their check is done
  await expect(card.locator("video")).toHaveCount(0);

  // microphone: the fake microphone's beeps move the level
  await card.getByRole("button", { name: "Mikrofon einschalten" }).click();
  await expect(checkStatus(page, "Mikrofon")).toHaveText("Bestanden");

  // speaker: the three digits typed back
  await card.getByRole("button", { name: "Ziffern abspielen" }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.at(-1) ?? "");
  expect(spoken).toMatch(/^[1-9], [1-9], [1-9]$/);
  await card.getByLabel("Die Ziffern, die Sie gehört haben").fill(spoken.replace(/\D/g, ""));
  await card.getByRole("button", { name: "Prüfen" }).click();
  await expect(checkStatus(page, "Lautsprecher")).toHaveText("Bestanden");

  // vibration: the seller felt it
  await card.getByRole("button", { name: "Vibrieren lassen" }).click();
  await card.getByRole("button", { name: "Ja", exact: true }).click();
  await expect(checkStatus(page, "Vibration")).toHaveText("Bestanden");

  // motion sensors: readings that change (the emulated phone has no sensors of its own)
  await card.getByRole("button", { name: "Bewegungssensoren starten" }).click();
  await expect(card).toContainText("Warten auf Messwerte der Sensoren");
  await page.evaluate(() => {
    for (const y of [9.6, 10.8])
      window.dispatchEvent(new DeviceMotionEvent("devicemotion", { accelerationIncludingGravity: { x: 0.2, y, z: 0.4 }, interval: 16 }));
  });
  await expect(checkStatus(page, "Bewegungssensoren")).toHaveText("Bestanden");

  // the result signed, the answers it proves ticked
  await expect(card.getByRole("heading", { name: "Ihr Selbsttest" })).toBeFocused();
  await card.getByRole("button", { name: "Ergebnisse für meine Antworten verwenden" }).click();
  await expect(card.getByRole("status")).toContainText("Das signierte Ergebnis geht mit Ihren Antworten mit");
  await expect(card.locator(".self-test__filled")).toContainText("Ja, alles funktioniert");
  await expect(page.locator("#question-function-function_ok")).toBeChecked();
  const token = await page.locator('form[data-offer-form] input[name="selfTest"]').inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  await expectAccessible(page, "self-test signed");
  await takeScreenshot(page, "self-test-done-mobile", entry);

  // the offer, made with the self-test
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(DEVICE));
  await card.getByRole("link", { name: "Zu den Fragen" }).click();
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("selfTest")).toBe(token);
  await expect(page.locator("#offer-title")).toBeVisible();

  // the trade placed, received; the inspection page shows the self-test beside the findings
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
  await fillGermanCheckout(page, `self-test-${crypto.randomUUID()}@example.com`, "Selbsttest");
  await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
  await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
  const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();
  const admin = await staffApiOn(request, PORT, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 1 })).status()).toBe(200);
  const staff = await newPage({ viewport: { width: 1366, height: 900 } });
  await signInOn(staff, hostUrl("backoffice.localhost", "/login"), DEV_ADMIN);
  await staff.goto(hostUrl("backoffice.localhost", `/trades/${tradeNumber}/inspection`));
  await expect(staff.getByTestId("self-test-checks").locator('li[data-status="passed"]')).toHaveCount(8);
});

test("keyboard: the skip link goes to the questions, and the offer is made without a self-test", async ({ page }) => {
  await page.goto(hostUrl("de.localhost", DEVICE));
  const skip = page.getByRole("link", { name: "Selbsttest überspringen und zu den Fragen" });
  // from the start button, the next stop is the skip link
  await page.getByRole("button", { name: "Selbsttest starten" }).focus();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#offer-questions$/);
  await page.keyboard.press("Tab");
  await expect(page.locator("form[data-offer-form] fieldset.question").first().locator('input[type="radio"]').first()).toBeFocused();
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(DEVICE));
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  expect(new URLSearchParams((await posted).postData() ?? "").get("selfTest")).toBe("");
  await expect(page.locator("#offer-title")).toBeVisible();
});

test("without JavaScript the self-test's entry is not shown", async ({ newPage }) => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(hostUrl("de.localhost", DEVICE));
  await expect(page.locator("section.self-test")).toBeHidden();
  await expect(page.getByRole("button", { name: "Mein Angebot erhalten" })).toBeVisible();
});

test.describe("an altered token", () => {
  test.use({ allowStatuses: [422] });

  test("is refused: the form says so and keeps the answers", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", DEVICE));
    const deviceId = Number(await page.locator("section.self-test").getAttribute("data-device-id"));
    // the island's own request, from the page
    const { status, token } = await page.evaluate(async (id) => {
      const res = await fetch("/api/self-test", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          deviceId: id,
          checks: [{ id: "touch", status: "passed" }],
          hardware: { screenWidth: 393, screenHeight: 852, pixelRatio: 3, platform: "iPhone", touchPoints: 5 },
        }),
      });
      return { status: res.status, token: ((await res.json()) as { token: string }).token };
    }, deviceId);
    expect(status).toBe(201);
    // the payload changed (another check passed), the signature kept
    const [payload, signature] = token.split(".");
    const changed = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as { checks: { id: string; status: string }[] };
    changed.checks.push({ id: "microphone", status: "passed" });
    const altered = `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    await page.locator('form[data-offer-form] input[name="selfTest"]').evaluate((input: HTMLInputElement, value) => {
      input.value = value;
    }, altered);
    await answerQuestions(page);
    await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
    await expect(page.locator("#offer-form-error")).toBeVisible();
    await expect(page.locator("#offer-title")).toHaveCount(0);
    // the answers are kept, the refused token is not
    await expect(page.locator("#question-function-function_ok")).toBeChecked();
    await expect(page.locator('form[data-offer-form] input[name="selfTest"]')).toHaveValue("");
    await expectAccessible(page, "self-test refused");
  });
});

test.describe("desktop", () => {
  test.use({
    viewport: { width: 1366, height: 900 },
    screen: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });

  test("the entry and the running test beside the page's width", async ({ page }) => {
    await page.goto(hostUrl("de.localhost", DEVICE));
    const entry = page.locator("section.self-test");
    await takeScreenshot(page, "self-test-entry-desktop", entry);
    await entry.getByRole("button", { name: "Selbsttest starten" }).click();
    // no touch screen: the grid says so instead of asking for fingers
    await expect(checkStatus(page, "Touchscreen")).toHaveText("Von diesem Browser nicht unterstützt");
    await expect(entry.locator(".self-test__card").getByRole("heading", { name: /Bildschirmfarben/ })).toBeFocused();
    await expectAccessible(page, "self-test running desktop");
    await takeScreenshot(page, "self-test-running-desktop", entry);
    await entry.getByRole("button", { name: "Selbsttest beenden" }).click();
    await expect(entry.locator(".self-test__run")).toHaveCount(0);
    await expect(entry.getByRole("button", { name: "Selbsttest starten" })).toBeFocused();
  });
});
