/**
 * The back office's trade page as the one source of truth (issue 29, decision 0086). A de trade of
 * two phones with the running Herbstbonus is received, photographed, inspected worse (IMEI on one,
 * serial on the other, an internal note) and completed through the back office's API; the customer accepts the first
 * new offer and sends the second device back through the clarification's API. The trade page then
 * shows: the total with the bonus exactly as the customer's decision mail says it, both devices'
 * answers against the findings with each difference's price effect, IMEI, serial, the photo, the
 * certificate, the clarification's state, deadline and answers, the payout and the timeline with
 * zones and who acted — no raw codes, no "UTC". Staff of another role (catalog) see the same page;
 * signed out, the login. axe; keyboard reachable; screenshots at 1366 and 390 px.
 */
import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { formatMoney } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { placeApiTrade } from "./api-trade.ts";
import { mailsTo } from "./mails.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const shoot = shooterFor("test-results/backoffice-trade-page");
const IMEI = "490154203237518";
/** "2026-11-29 18:05 CET": every time on the page with its zone. */
const ZONED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} (CET|CEST|MEZ|MESZ|GMT[+-]\d+)$/;

interface Clarified {
  tradeNumber: string;
  email: string;
  /** The accepted device's new offer total (price + kept bonus), cents. */
  acceptedTotalCents: number;
  acceptedBonusCents: number;
}

/** Two phones inspected worse (first question's second answer), one photo; the customer accepts device 1 and returns device 2. */
async function clarifiedAndAnswered(request: APIRequestContext): Promise<Clarified> {
  const email = `trade-page-${crypto.randomUUID()}@example.com`;
  const { tradeNumber, device } = await placeApiTrade(request, { devices: 2, email, lastName: "Seite" });
  const bo = (method: "get" | "post", path: string, token: string, data?: unknown, multipart?: Record<string, unknown>) =>
    request[method](`http://127.0.0.1:${PORT}/api/backoffice/trades/${tradeNumber}${path}`, {
      headers: { host: `${BO}:${PORT}`, authorization: `Bearer ${token}` },
      ...(multipart ? { multipart } : { data }),
    } as never);
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: { host: `${BO}:${PORT}` },
    data: { email: "admin@staff.sellback.test", password: "dev-admin-password" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  expect((await bo("post", "/receive", accessToken, { devicesFound: 2 })).status()).toBe(200);
  const { items } = (await (await bo("get", "/inspection", accessToken)).json()) as { items: { itemId: number }[] };
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const uploaded = await bo("post", `/items/${items[0]!.itemId}/photos`, accessToken, undefined, {
    photo: { name: "display.jpg", mimeType: "image/jpeg", buffer: photo },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const worse = device.questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
  const erasure = { method: "nist_purge", tool: "Blancco Mobile 8", result: "passed" };
  for (const [n, item] of items.entries()) {
    const res = await bo("post", `/items/${item.itemId}/inspection`, accessToken, {
      answers: worse,
      ...(n === 0 ? { imei: IMEI, notes: "Display gesprungen", internalNote: "Kunde rief wegen der Frist an" } : { serial: "SN4711X" }),
      erasure,
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const complete = await bo("post", "/inspection/complete", accessToken, {});
  expect(complete.status(), await complete.text()).toBe(200);
  const { clarificationId } = await complete.json();

  const clarification = `http://127.0.0.1:${PORT}/api/clarifications/${clarificationId}/${tradeNumber}`;
  const shop = { host: `de.localhost:${PORT}` };
  const seen = await (await request.get(clarification, { headers: shop })).json();
  const [accepted, declined] = (
    seen.devices as { newOffer: { offerId: string; total: number; campaign: { bonusCents: number } | null } }[]
  ).map((d) => d.newOffer);
  expect(accepted!.campaign?.bonusCents, "the new offer keeps the Herbstbonus").toBeGreaterThan(0);
  for (const [offerId, answer] of [
    [accepted!.offerId, "accept"],
    [declined!.offerId, "return"],
  ] as const) {
    const res = await request.post(clarification, { headers: shop, data: { offerId, answer } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return {
    tradeNumber,
    email,
    acceptedTotalCents: Math.round(accepted!.total * 100),
    acceptedBonusCents: accepted!.campaign!.bonusCents,
  };
}

async function staffLogin(page: import("@playwright/test").Page, role: "admin" | "catalog") {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill(`${role}@staff.sellback.test`);
  await page.locator("#password").fill(`dev-${role}-password`);
  await page.locator("#otp").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
}

test("after a clarification with two devices and a campaign bonus the trade page shows everything, as the customer saw it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const c = await clarifiedAndAnswered(request);
  // the customer's decision mail names the total with the bonus
  await expect
    .poll(() => mailsTo(c.email).filter((m) => m.includes("Ihre Entscheidung")).length, { message: "outcome mail", timeout: 20_000 })
    .toBe(1);
  const mail = mailsTo(c.email).find((m) => m.includes("Ihre Entscheidung"))!;
  expect(mail.replace(/&nbsp;|\u00a0/g, " ")).toContain(formatMoney(c.acceptedTotalCents, "de").replace(/\u00a0/g, " "));

  await page.setViewportSize({ width: 1366, height: 900 });
  await staffLogin(page, "admin");
  await page.goto(hostUrl(BO, `/trades/${c.tradeNumber}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Trade ${c.tradeNumber}`);

  // the total exactly as the customer saw it: the accepted new offer with its kept bonus (the other device goes back)
  const total = page.getByTestId("trade-total");
  const money = (cents: number) => page.evaluate(() => document.body.dataset.edition ?? "en").then((e) => formatMoney(cents, e as "en"));
  await expect(total.getByTestId("trade-total-amount")).toHaveText(await money(c.acceptedTotalCents));
  await expect(total).toContainText("Campaign bonus included");
  await expect(total).toContainText(await money(c.acceptedBonusCents));

  const devices = page.getByTestId("trade-device");
  await expect(devices).toHaveCount(2);
  for (const d of [devices.nth(0), devices.nth(1)]) {
    await expect(d.getByTestId("customer-offer")).toContainText("Herbstbonus");
    await expect(d.getByTestId("new-offer")).toContainText("Herbstbonus");
    // one difference, with its price effect; the other answers as given, no effect
    const differing = d.locator('[data-differs="true"]');
    await expect(differing).toHaveCount(1);
    await expect(differing).toContainText("differs");
    await expect(differing.locator("td").last()).toHaveText(/^−/);
    await expect(d.locator('[data-differs="false"] td:last-child').first()).toHaveText("none");
    await expect(d.getByRole("link", { name: /^Erasure certificate EC-\d+-\d \(PDF\)$/ })).toBeVisible();
  }
  const [first, second] = [devices.nth(0), devices.nth(1)];
  await expect(first.getByTestId("new-offer")).toContainText(await money(c.acceptedTotalCents));
  await expect(first.getByTestId("counts-now")).toContainText(await money(c.acceptedTotalCents));
  await expect(second.getByTestId("counts-now")).toHaveText("Nothing: the device goes back");
  await expect(first.getByTestId("inspection-facts")).toContainText(IMEI);
  await expect(first.getByTestId("notes")).toHaveText("Display gesprungen");
  await expect(second.getByTestId("inspection-facts")).toContainText("SN4711X");
  // the internal note for staff only, set apart and labelled so
  await expect(first.getByTestId("internal-note")).toContainText("Internal note – staff only, never shown to the customer");
  await expect(first.getByTestId("internal-note")).toContainText("Kunde rief wegen der Frist an");
  await expect(second.getByTestId("internal-note")).toHaveCount(0);
  await expect(first.getByTestId("inspection-facts")).toContainText("Erased and verified");
  const thumb = first.getByRole("img", { name: "Photo 1 of device 1" });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const certificate = await request.get(
    hostUrl(BO, (await first.getByRole("link", { name: /^Erasure certificate/ }).getAttribute("href"))!).replace(`${BO}:`, "127.0.0.1:"),
    { headers: { host: `${BO}:${PORT}`, cookie: (await page.context().cookies()).map((k) => `${k.name}=${k.value}`).join("; ") } },
  );
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()["content-type"]).toContain("application/pdf");

  // the clarification: state, deadline with its zone, each device's answer
  const clarification = page.getByTestId("clarification");
  await expect(clarification).toContainText("Answered");
  await expect(clarification.getByTestId("clarification-deadline").locator("time")).toHaveText(ZONED);
  await expect(first.getByTestId("device-clarification")).toContainText("new offer accepted (by the customer, through the mail’s link)");
  await expect(second.getByTestId("device-clarification")).toContainText("device back (by the customer, through the mail’s link)");
  await expect(second.getByTestId("device-return")).toContainText("the customer declined the new offer");

  // payout and labels
  await expect(page.getByTestId("payout")).toContainText("SEPA transfer");
  await expect(page.getByTestId("payout")).toContainText("Not in a payout run yet.");

  // the timeline in the staff's language with who did what, every time with its zone
  const timeline = page.getByTestId("timeline");
  await expect(timeline.locator("li")).toHaveCount(5);
  await expect(timeline).toContainText("Parcel received");
  await expect(timeline).toContainText("admin@staff.sellback.test");
  await expect(timeline).toContainText("Customer answered the clarification");
  for (const time of await page.locator("main time").allTextContents()) expect(time).toMatch(ZONED);

  // no raw message keys or internal codes; edition and channel in words
  await expect(page.getByText("Germany (German)")).toBeVisible();
  await expect(page.getByText("Online shop", { exact: true })).toBeVisible();
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/backoffice\.|tracking\.|\bUTC\b|payout_pending|parcelReceived|as_described|DE · default/);

  await expectAccessible(page, "trade after clarification");
  await shoot(page, "after-clarification");
  // on a phone nothing is wider than the screen (the comparison one card per question)
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // keyboard: Tab reaches the certificate links, the photo and the trades link
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator("body").focus();
  const reached = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    reached.add(
      await page.evaluate(() => (document.activeElement?.textContent || document.activeElement?.querySelector("img")?.alt || "").trim()),
    );
  }
  expect([...reached].filter((r) => r.startsWith("Erasure certificate"))).toHaveLength(2);
  expect(reached).toContain("Photo 1 of device 1");

  // another role (catalog) sees the same page; signed out, the login
  const catalog = await browser.newPage();
  await staffLogin(catalog, "catalog");
  await catalog.goto(hostUrl(BO, `/trades/${c.tradeNumber}`));
  await expect(catalog.getByTestId("trade-total-amount")).toHaveText(await money(c.acceptedTotalCents));
  await expect(catalog.getByTestId("trade-device")).toHaveCount(2);
  await catalog.close();
  const anonymous = await browser.newPage();
  await anonymous.goto(hostUrl(BO, `/trades/${c.tradeNumber}`));
  await expect(anonymous).toHaveURL(/\/login/);
  await expect(anonymous.getByText(IMEI)).toHaveCount(0);
  await anonymous.close();
});
