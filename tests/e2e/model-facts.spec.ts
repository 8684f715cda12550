/**
 * Model facts on the device page (issue 34, decision 0129), on a server of the spec's own with its
 * clock in a file: the price history's chart and its words after two price edits by staff, and the
 * open figures computed by the daily job from paid trades. Two models are paid through the back
 * office (received, inspected, completed, paid by a payout run made by one person and confirmed by
 * another): the iPhone 15 19 times, a second model 20 times. After the job's run the second model
 * shows its figures (so the run has happened) while the iPhone shows none; one more paid iPhone
 * and the next day's run show the iPhone's figures, based on 20 paid devices.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { firstAnswers, TEST_ADDRESS, TEST_IBAN, type ApiTradeDevice } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shopPoster, startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, staffApiOn } from "./staff-api.ts";

/** Tuesday 8 December 2026, 09:00 in Berlin: later than the machine's own clock (bearer tokens are checked against it too). */
const START = new Date("2026-12-08T08:00:00Z");
const DAY_MS = 86_400_000;
const IPHONE = "apple-iphone-15-128gb";
const OTHER = "apple-iphone-15-pro-128gb";

test.describe.configure({ mode: "serial" });
const shoot = shooterFor("test-results/model-facts");
let own: OwnServer;
let clock = START;

test.beforeAll(async () => {
  // a busy machine starts a fresh server (seeding its data folder) slowly
  test.setTimeout(300_000);
  own = await startOwnServer("model-facts", { at: START, env: { JOB_POLL_MS: "250" }, timeoutMs: 280_000 });
});
test.afterAll(() => own?.stop());

/** Each shop call from an address of its own (the offer and trade limits count per address). */
const shop = (request: APIRequestContext) => shopPoster(own, request);

async function deviceOf(request: APIRequestContext, slug: string): Promise<ApiTradeDevice> {
  const res = await shop(request)("/api/trade/searches", {
    search: { type: "deviceByUrl", url: slug },
    application: "devices-de",
    resultSize: 1,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const device = ((await res.json()) as { hits: ApiTradeDevice[] }).hits[0];
  expect(device, slug).toBeTruthy();
  return device!;
}

/** A de guest trade of `quantity` units of `device` (one offer, every first answer), received, inspected as described and completed. */
async function inspectedTrade(request: APIRequestContext, device: ApiTradeDevice, quantity: number): Promise<string> {
  const api = shop(request);
  const offer = await api("/api/trade/offers", { deviceId: device.id, answers: firstAnswers(device) });
  expect(offer.ok(), await offer.text()).toBe(true);
  const { offerId } = (await offer.json()) as { offerId: string };
  const placed = await api(
    "/api/trade/trades",
    {
      offers: [{ offerId, quantity }],
      customer: { email: `facts-${crypto.randomUUID()}@example.com`, firstName: "Erika", lastName: "Muster" },
      address: TEST_ADDRESS.de,
      payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Erika Muster" },
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const { tradeNumber } = (await placed.json()) as { tradeNumber: string };
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: quantity })).status()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${tradeNumber}/inspection`)).json()) as {
    items: { itemId: number }[];
  };
  expect(items).toHaveLength(quantity);
  for (const item of items) {
    const res = await admin("post", `/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`, {
      answers: firstAnswers(device),
      serial: `SN${item.itemId}F`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const complete = await admin("post", `/api/backoffice/trades/${tradeNumber}/inspection/complete`, {});
  expect(complete.status(), await complete.text()).toBe(200);
  return tradeNumber;
}

/** Pays every de trade waiting for its payout: a run made by the admin, confirmed by the payout clerk (four eyes). */
async function payWaiting(request: APIRequestContext, tradeNumbers: string[]) {
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  const made = await admin("post", "/api/backoffice/payout-runs", { edition: "de" });
  expect(made.status(), await made.text()).toBe(201);
  const { runId } = (await made.json()) as { runId: number };
  const payout = await staffApiOn(request, own.port, DEV_PAYOUT);
  const confirmed = await payout("post", `/api/backoffice/payout-runs/${runId}/confirm`, {});
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const run = (await (await admin("get", `/api/backoffice/payout-runs/${runId}`)).json()) as { items: { tradeNumber: string }[] };
  expect(run.items.map((i) => i.tradeNumber).sort()).toEqual([...tradeNumbers].sort());
}

/** The next day: the worker's sweep schedules that day's figures run, which the worker then runs. */
function nextDay() {
  clock = new Date(clock.getTime() + DAY_MS);
  own.setTime(clock);
}

/** A price edit by the admin (the catalog's price history records it), as the prices page sends it. */
async function editPrice(request: APIRequestContext, deviceId: number, price: number) {
  const bo = { host: `backoffice.localhost:${own.port}` };
  const login = await request.post(`http://127.0.0.1:${own.port}/api/backoffice/auth/login`, { headers: bo, data: DEV_ADMIN });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.put(`http://127.0.0.1:${own.port}/api/backoffice/devices/${deviceId}/prices/de`, {
    headers: { ...bo, authorization: `Bearer ${accessToken}` },
    data: { price, confirm: true, reason: "Marktpreis" },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const pdp = (slug: string) => own.url(`/produkte/${slug}`);
const history = (page: Page) => page.getByRole("region", { name: "Preis in den letzten 90 Tagen" });
const figures = (page: Page) => page.getByRole("region", { name: "Dieses Modell in Zahlen" });

test("below the threshold no figures; at it the figures with their count; the price history as a chart with words and a table", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const iphone = await deviceOf(request, IPHONE);
  const other = await deviceOf(request, OTHER);

  // two price edits on two days: the chart steps twice
  await editPrice(request, iphone.id, 455);
  nextDay();
  await editPrice(request, iphone.id, 440);

  // 19 iPhones and 20 of the other model paid
  const first = [
    await inspectedTrade(request, iphone, 10),
    await inspectedTrade(request, iphone, 9),
    await inspectedTrade(request, other, 10),
    await inspectedTrade(request, other, 10),
  ];
  await payWaiting(request, first);
  nextDay();

  // the job has run once the other model (20 paid) shows its figures
  await expect(async () => {
    await page.goto(pdp(OTHER));
    await expect(figures(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(figures(page)).toContainText("Auf Grundlage von 20 bezahlten Geräten dieses Modells");

  // … and the iPhone, with 19, shows none
  await page.goto(pdp(IPHONE));
  await expect(history(page)).toBeVisible();
  await expect(figures(page)).toHaveCount(0);
  await expect(page.getByText("Dieses Modell in Zahlen")).toHaveCount(0);

  // the chart: drawn on the server (an SVG hidden from screen readers), said in words and in a table of periods
  const chart = history(page);
  await expect(chart.locator("svg")).toHaveAttribute("aria-hidden", "true");
  await expect(chart.locator("figcaption")).toContainText(/höchster 455,00\s€, heute 440,00\s€/);
  await chart.getByText("Die Preise nach Zeitraum").click();
  const rows = chart.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText(/455,00\s€/);
  await expect(rows.nth(3)).toContainText(/440,00\s€/);
  await expectAccessible(page, "device page with the price history");

  // one more iPhone paid: the next day's run shows its figures, with the count they rest on
  await payWaiting(request, [await inspectedTrade(request, iphone, 1)]);
  nextDay();
  await expect(async () => {
    await page.goto(pdp(IPHONE));
    await expect(figures(page)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const shown = figures(page);
  await expect(shown).toContainText("Auf Grundlage von 20 bezahlten Geräten dieses Modells");
  await expect(shown.getByRole("definition").first()).toHaveText(/^100\s?%$/);
  await expect(shown).toContainText("Bisher keiner");
  await expectAccessible(page, "device page with the figures");
  await chart.getByText("Die Preise nach Zeitraum").click();
  await shoot(page, "device-page");
  // the two sections close up, as a phone shows them
  await page.setViewportSize({ width: 390, height: 844 });
  await history(page).screenshot({ path: "test-results/model-facts/price-history-390.png" });
  await figures(page).screenshot({ path: "test-results/model-facts/figures-390.png" });
});
