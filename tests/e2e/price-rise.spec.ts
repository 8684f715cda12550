/**
 * The higher price paid (issue 34, decision 0126), on a server of its own (the spec changes a
 * catalog price, which the shared server's other specs must not see): a German guest trades an
 * iPhone; after the parcel arrived, staff raise the device's price by 10 % through the price API;
 * the inspection finds it as described and completes. The tracking page shows the rise as its own
 * line ("Preis seit Ihrem Angebot gestiegen: +…") and the higher total, the mail after the
 * inspection says the same, and the back office's trade page shows it added to the payout. axe on
 * each page; screenshots at 1366 and 390 px.
 */
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { formatMoney, pathFor } from "../../core/editions/index.ts";
import { readMails } from "../helpers/mails.ts";
import { firstAnswers, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, signInOn } from "./staff-api.ts";

const BO = "backoffice.localhost";
const shoot = shooterFor("test-results/price-rise");

let own: OwnServer | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  own = await startOwnServer("price-rise", { timeoutMs: 200_000 });
});

test.afterAll(() => own?.stop());

/** The back-office API as the development admin, with PUT for the price. */
async function adminApi(request: APIRequestContext, port: number) {
  const headers = { host: `${BO}:${port}` };
  const login = await request.post(`http://127.0.0.1:${port}/api/backoffice/auth/login`, { headers, data: DEV_ADMIN });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  return async (method: "get" | "post" | "put", pathname: string, data?: unknown) => {
    const res = await request[method](`http://127.0.0.1:${port}${pathname}`, { headers: auth, data });
    expect(res.ok(), `${method} ${pathname}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

test("a price raised between offer and inspection is paid: its own line on the tracking page, in the mail and in the back office", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const port = own!.port;
  const trade = await placeApiTrade(request, { port, lastName: "Rise", email: `rise-${crypto.randomUUID()}@example.com` });
  const admin = await adminApi(request, port);
  const trackingUrl = own!.url(
    `${pathFor("de", "tradeTracking", { tradeNumber: trade.tradeNumber })}?token=${encodeURIComponent(trade.trackingToken)}`,
  );

  // the offer's total as the tracking page shows it before the inspection
  await page.goto(trackingUrl);
  const totalBefore = (await page.getByTestId("trade-total").textContent())!.trim();
  await expect(page.getByTestId("price-rise")).toHaveCount(0);

  await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/receive`, { devicesFound: 1 });
  // staff raise the device's price by 10 % after the offer was made
  const { prices } = (await admin("get", `/api/backoffice/devices/${trade.device.id}/prices`)) as {
    prices: { edition: string; cents: number | null }[];
  };
  const before = prices.find((p) => p.edition === "de")!.cents!;
  const raised = Math.round(before * 1.1);
  await admin("put", `/api/backoffice/devices/${trade.device.id}/prices/de`, {
    price: (raised / 100).toFixed(2),
    confirm: true,
    reason: "market rose",
  });

  const { items } = (await admin("get", `/api/backoffice/trades/${trade.tradeNumber}/inspection`)) as { items: { itemId: number }[] };
  const inspected = (await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/items/${items[0]!.itemId}/inspection`, {
    answers: firstAnswers(trade.device),
    serial: "SNRISE1",
    erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
  })) as { outcome: string; priceRiseCents: number };
  expect(inspected.outcome).toBe("as_described");
  expect(inspected.priceRiseCents).toBeGreaterThan(0);
  expect(await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/inspection/complete`, {})).toEqual({ state: "payout_pending" });
  const riseText = `Preis seit Ihrem Angebot gestiegen: +${formatMoney(inspected.priceRiseCents, "de")}`;

  // the tracking page: the rise on its own line under the device's price, and a higher total
  await page.goto(trackingUrl);
  await expect(page.getByTestId("price-rise")).toHaveText(riseText);
  await expect(page.getByTestId("trade-total")).not.toHaveText(totalBefore);
  await expectAccessible(page, "tracking with a price rise");
  await shoot(page, "tracking");

  // the mail after the inspection
  const mailDir = path.join(own!.dataDir, "mail");
  await expect.poll(() => readMails(mailDir, trade.email).find((m) => m.includes("alles wie beschrieben")) ?? "").toContain(riseText);

  // the back office's trade page
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInOn(page, `http://${BO}:${port}/login`, DEV_ADMIN);
  await page.goto(`http://${BO}:${port}/trades/${trade.tradeNumber}`);
  await expect(page.getByTestId("price-rise")).toContainText(/^\+.+, added to the payout automatically$/);
  await expectAccessible(page, "back-office trade with a price rise");
  await shoot(page, "backoffice-trade");
});
