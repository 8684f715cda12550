/**
 * The device register in the back office (issue 30, decision 0096), against a server of its own
 * whose register is the local fake (tests/helpers/fake-register.ts), never the provider: the
 * inspection page says at the IMEI field that saving asks the register and that an activation lock
 * stays the inspector's answer; a stolen device saved there shows "listed, no offer"; the trade page
 * shows the register's answer with its reference. axe on both pages; screenshots at 1366 and 390 px.
 */
import type { Page } from "@playwright/test";
import { startFakeRegister, type FakeRegister } from "../helpers/fake-register.ts";
import { placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";

const BO = "backoffice.localhost";
const STOLEN = "490154203237518";
const shoot = shooterFor("test-results/device-register");

let own: OwnServer | null = null;
let fake: FakeRegister | null = null;
let port = 0;
const bo = (p: string) => `http://${BO}:${port}${p}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeRegister();
  fake.listed.set(STOLEN, "Stolen / Lost");
  const settings = fake.settings();
  own = await startOwnServer("register", {
    env: {
      DEVICE_REGISTER_TOKEN: settings.DEVICE_REGISTER_TOKEN,
      DEVICE_REGISTER_SERVICE_ID: String(settings.DEVICE_REGISTER_SERVICE_ID),
      DEVICE_REGISTER_BASE_URL: settings.DEVICE_REGISTER_BASE_URL,
    },
  });
  port = own.port;
});

test.afterAll(async () => {
  await own?.stop();
  await fake?.close();
});

async function signIn(page: Page) {
  await page.goto(bo("/login"));
  await page.locator("#email").fill("admin@staff.sellback.test");
  await page.locator("#password").fill("dev-admin-password");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

test("a stolen device: the inspection page says what the register covers, the save shows it listed, the trade page its answer and reference", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const trade = await placeApiTrade(request, { port, lastName: "Register", email: `register-${crypto.randomUUID()}@example.com` });
  const headers = { host: `${BO}:${port}`, "content-type": "application/json" };
  const login = await request.post(`http://127.0.0.1:${port}/api/backoffice/auth/login`, {
    headers,
    data: { email: "admin@staff.sellback.test", password: "dev-admin-password" },
  });
  const { accessToken } = await login.json();
  const received = await request.post(`http://127.0.0.1:${port}/api/backoffice/trades/${trade.tradeNumber}/receive`, {
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    data: { devicesFound: 1 },
  });
  expect(received.status()).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto(bo(`/trades/${trade.tradeNumber}/inspection`));
  const device = page.getByRole("region", { name: /^Device 1: / });
  const imei = device.getByLabel("IMEI");
  // the field's hint: the register is asked, the activation lock stays the inspector's answer
  await expect(imei).toHaveAccessibleDescription(/Saving checks the IMEI in a register of lost and stolen devices/);
  await expect(device.getByText(/An activation lock \(Find My, Google FRP\) is not in that register/)).toBeVisible();
  await imei.fill(STOLEN);
  await device.getByLabel("Tool").fill("Blancco Mobile 8");
  await device.getByRole("button", { name: "Save inspection" }).click();
  await expect(page.getByRole("status").first()).toContainText("Device 1 inspected");
  await expect(device.getByTestId("register-status")).toHaveText("Register: listed, no offer");
  expect(fake!.requests.filter((r) => (r.body as { deviceId?: string } | null)?.deviceId === STOLEN)).toHaveLength(1);
  await expectAccessible(page, "inspection with the register's answer");
  await shoot(page, "inspection");

  await page.goto(bo(`/trades/${trade.tradeNumber}`));
  const result = page.getByTestId("register-result");
  await expect(result).toContainText("Register: listed, no offer");
  await expect(result).toContainText("Listed as stolen");
  await expect(result).toContainText("at inspection");
  await expect(result.locator("code")).toHaveText(/^fake-check-\d+$/);
  await expect(page.getByText(/lists this device as stolen|als gestohlen gemeldet/).first()).toBeVisible();
  await expectAccessible(page, "trade page with the register's answer");
  await shoot(page, "trade-page");
});
