/**
 * The calibration page (issue 34 §6, decision 0131) on a server of the spec's own with its clock in
 * a file: three German guest trades of one iPhone, inspected through the back office's API — two by
 * the same customer, each found worse on the first question than the customer said, one as
 * described. The next day's calibration run (the worker's daily job) shows them: the question's
 * card with the customer's answer, three devices, two found otherwise and overstated, the money the
 * findings took off; the customer in support's list; the channel filter; axe. The catalog team
 * sees the questions but no customers; an inspector is not let in.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { firstAnswers, TEST_ADDRESS, TEST_IBAN, type ApiTradeDevice } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { shopPoster, startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, signInOn, signOut, staffApiOn, type StaffLogin } from "./staff-api.ts";

/** Wednesday 9 December 2026, 09:00 in Berlin: later than the machine's own clock (bearer tokens are checked against it too). */
const START = new Date("2026-12-09T08:00:00Z");
const DAY_MS = 86_400_000;
const IPHONE = "apple-iphone-15-128gb";
const CATALOG: StaffLogin = { email: "catalog@staff.sellback.test", password: "dev-catalog-password" };
const INSPECTOR: StaffLogin = { email: "inspector@staff.sellback.test", password: "dev-inspector-password" };

test.describe.configure({ mode: "serial" });
// the inspector's refusal is a 403 page, on purpose
test.use({ allowStatuses: [403] });
const shoot = shooterFor("test-results/calibration");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("calibration", { at: START, env: { JOB_POLL_MS: "250" } });
});
test.afterAll(() => own?.stop());

/** Each shop call from an address of its own (the offer and trade limits count per address). */
const shop = (request: APIRequestContext) => shopPoster(own, request);

async function iphone(request: APIRequestContext): Promise<ApiTradeDevice> {
  const res = await shop(request)("/api/trade/searches", {
    search: { type: "deviceByUrl", url: IPHONE },
    application: "devices-de",
    resultSize: 1,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { hits: ApiTradeDevice[] }).hits[0]!;
}

interface Inspected {
  outcome: string;
  oldPriceCents: number;
  priceCents: number;
  priceRiseCents: number;
  differences: { questionCode: string }[];
}

/** A de guest trade of the device with every first answer by `email`, received and inspected with `found`. */
async function inspectedTrade(
  request: APIRequestContext,
  device: ApiTradeDevice,
  email: string,
  found: { questionId: number; answerId: number }[],
): Promise<Inspected> {
  const api = shop(request);
  const offer = await api("/api/trade/offers", { deviceId: device.id, answers: firstAnswers(device) });
  expect(offer.ok(), await offer.text()).toBe(true);
  const { offerId } = (await offer.json()) as { offerId: string };
  const placed = await api(
    "/api/trade/trades",
    {
      offers: [{ offerId, quantity: 1 }],
      customer: { email, firstName: "Erika", lastName: "Muster" },
      address: TEST_ADDRESS.de,
      payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Erika Muster" },
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(placed.status(), await placed.text()).toBe(201);
  const { tradeNumber } = (await placed.json()) as { tradeNumber: string };
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 1 })).status()).toBe(200);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${tradeNumber}/inspection`)).json()) as {
    items: { itemId: number }[];
  };
  const res = await admin("post", `/api/backoffice/trades/${tradeNumber}/items/${items[0]!.itemId}/inspection`, {
    answers: found,
    serial: `SN${items[0]!.itemId}C`,
    erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Inspected;
}

const boUrl = (path: string) => `http://backoffice.localhost:${own.port}${path}`;
const card = (page: Page, questionCode: string) => page.locator(`section[data-question="${questionCode}"]`);

test("the next day's run shows where the inspector found otherwise, which way, the money, and the repeated customer", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const device = await iphone(request);
  const worse = device.questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }));
  const email = `calibration-${crypto.randomUUID()}@example.com`;
  const found = [
    await inspectedTrade(request, device, email, worse),
    await inspectedTrade(request, device, email, worse),
    await inspectedTrade(request, device, `honest-${crypto.randomUUID()}@example.com`, firstAnswers(device)),
  ];
  const code = found[0]!.differences[0]!.questionCode;
  expect(found[0]!.outcome).toBe("worse");
  expect(found[2]!.outcome).toBe("as_described");
  const movedCents = found.reduce((n, f) => n + f.priceCents - f.priceRiseCents - f.oldPriceCents, 0);
  expect(movedCents).toBeLessThan(0);
  const euros = (Math.abs(movedCents) / 100).toFixed(2).replace(".", "[.,]");

  // the next day: the worker's sweep schedules that day's run, which the worker then runs
  own.setTime(new Date(START.getTime() + DAY_MS));
  await signInOn(page, boUrl("/login"), DEV_ADMIN);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Calibration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where customers and inspectors disagree" })).toBeVisible();
  await expect(async () => {
    await page.goto(boUrl("/calibration?category=smartphones&channel=shop"));
    await expect(card(page, code)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  const question = card(page, code);
  await expect(question).toContainText("3 devices, 2 found otherwise (2 overstated, 0 understated)");
  await expect(question).toContainText(new RegExp(euros));
  // the customer's answer (the first): three devices, two found otherwise and overstated, none understated
  const row = question.getByRole("row").nth(1);
  const cells = row.getByRole("cell");
  await expect(cells.nth(0)).toHaveText("3");
  await expect(cells.nth(1)).toHaveText(/^2 \(67\s?%\)$/);
  await expect(cells.nth(2)).toHaveText("2");
  await expect(cells.nth(3)).toHaveText("0");
  await expect(cells.nth(5)).toContainText("overstated");
  // three devices are not enough to judge a question's wording
  await expect(question.getByText("Wording may mislead")).toHaveCount(0);

  // support's list: the customer who overstated twice, with the money, never an action
  const customers = page.getByRole("region", { name: "Customers whose answers were overstated repeatedly" });
  const listed = customers.getByRole("row", { name: new RegExp(email) });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole("cell").nth(0)).toHaveText("2");
  await expect(listed.getByRole("cell").nth(1)).toHaveText("2");
  await expect(customers.getByRole("row", { name: /honest-/ })).toHaveCount(0);
  await expect(customers.getByRole("button")).toHaveCount(0);
  await expectAccessible(page, "calibration");
  await shoot(page, "calibration");

  // another channel: none of these devices
  await page.getByLabel("Channel").selectOption("business");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/channel=business/);
  await expect(page.getByRole("status").filter({ hasText: "No inspected devices for these filters." })).toBeVisible();
  await expect(card(page, code)).toHaveCount(0);
  await signOut(page);

  // the catalog team reads the questions, not the customers
  await signInOn(page, boUrl("/login"), CATALOG);
  await page.goto(boUrl("/calibration"));
  await expect(card(page, code)).toBeVisible();
  await expect(page.getByText("Customers whose answers were overstated repeatedly")).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await signOut(page);

  // an inspector is not let in
  await signInOn(page, boUrl("/login"), INSPECTOR);
  const refused = await page.goto(boUrl("/calibration"));
  expect(refused?.status()).toBe(403);
});
