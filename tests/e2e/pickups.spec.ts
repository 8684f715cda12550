/**
 * Issue 33 (decision 0120): the back office's collections page. A server of its own on a fresh
 * PostgreSQL database (so this file can add the pickup rows that accepting a quote makes while the
 * server runs), the fake carrier for DHL's pickup API and no UPS settings. The account manager
 * sees the requested collections oldest first, is told UPS cannot be booked and why, books one with
 * DHL (the carrier's reference shown), sees a refused booking with DHL's reason, and marks that one
 * as own freight; the trade page shows the booked collection; axe on every state, screenshots at
 * 1366 and 390 px.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { requestPickup } from "../../core/pickup/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { openDatabase } from "../../db/client.server.ts";
import { FAKE_DHL_API_SECRET, FAKE_DHL_PICKUP_BILLING } from "../helpers/fake-carrier-pickup.ts";
import { fakeDhlEnv, startFakeCarrier, type FakeCarrier } from "../helpers/fake-carrier.ts";
import { postgresUrl, withAdmin } from "../helpers/template-database.ts";
import { placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";

const SHOTS = "test-results/pickups";
const shoot = shooterFor(SHOTS);
const database = `sellback_e2e_pickups_${randomUUID().replaceAll("-", "").slice(0, 12)}`;

let fake: FakeCarrier;
let own: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeCarrier();
  await withAdmin((admin) => admin.query(`create database ${database}`));
  own = await startOwnServer("pickups", {
    env: {
      DATABASE_URL: postgresUrl(database),
      ...fakeDhlEnv(fake),
      DHL_API_SECRET: FAKE_DHL_API_SECRET,
      DHL_PICKUP_BILLING_NUMBER: FAKE_DHL_PICKUP_BILLING,
      DHL_PICKUP_BASE_URL: fake.dhlPickupBaseUrl,
    },
    timeoutMs: 280_000,
  });
});

test.afterAll(async () => {
  await own?.stop();
  await fake?.close();
  await withAdmin((admin) => admin.query(`drop database if exists ${database} with (force)`)).catch(() => {});
});

/** A placed trade with a collection request, as accepting a quote from 25 units makes it. */
async function requestedPickup(request: Parameters<typeof placeApiTrade>[0], company: string, day: string): Promise<string> {
  const { tradeNumber } = await placeApiTrade(request, { port: own.port });
  const db = await openDatabase({ databaseUrl: postgresUrl(database), poolSize: 1 });
  try {
    const [t] = await rows<{ id: number }>(db.db, sql`select id from trades where trade_number = ${tradeNumber}`);
    await requestPickup(db.db, {
      tradeId: Number(t!.id),
      window: { day, windowFrom: "09:00", windowTo: "13:00" },
      address: {
        name: "Grace Hopper",
        company,
        street: "Invalidenstraße",
        houseNumber: "44",
        zip: "10115",
        city: "Berlin",
        country: "DE",
        phone: "+49 30 555 0101",
        notes: "Empfang, 2. OG",
      },
      parcels: 2,
    });
  } finally {
    await db.close();
  }
  return tradeNumber;
}

async function signIn(page: Page) {
  await page.goto(own.url("/login", "backoffice.localhost"));
  await page.locator("#email").fill("account_manager@staff.sellback.test");
  await page.locator("#password").fill("dev-account_manager-password");
  await page.locator("#password").press("Enter");
  await expect(page).not.toHaveURL(/\/login/);
}

test("the account manager books one collection with DHL, sees a refusal's reason and marks that one as own freight", async ({
  page,
  request,
}) => {
  const first = await requestedPickup(request, "Compiler Werke GmbH", "2026-12-03");
  const second = await requestedPickup(request, "Cobol Freunde AG", "2026-12-04");
  await signIn(page);
  await page.goto(own.url("/b2b/pickups", "backoffice.localhost"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Collections|Abholungen/);
  const open = page.getByTestId("open-pickups");
  await expect(open.locator("tbody tr")).toHaveCount(2);
  await expect(open.locator("tbody tr").first()).toContainText(first);
  await expect(open.locator("tbody tr").first()).toContainText("Compiler Werke GmbH");
  await expect(page.getByTestId("carrier-missing-UPS")).toContainText("UPS_CLIENT_ID");
  await expect(page.getByRole("button", { name: new RegExp(`UPS.*${first}|${first}.*UPS`) })).toHaveCount(0);
  await expectAccessible(page, "to book");
  await shoot(page, "open");

  // book the first with DHL, by keyboard
  const bookFirst = page.getByRole("button", { name: new RegExp(`${first}.*DHL|DHL.*${first}`) });
  await bookFirst.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: first })).toContainText("DHL");
  const booked = page.getByTestId("done-pickups");
  await expect(booked).toContainText(first);
  await expect(booked.locator("code")).toHaveText(/^[0-9a-f]{32}$/);
  await expect(open.locator("tbody tr")).toHaveCount(1);
  await expectAccessible(page, "booked");

  // DHL refuses the second: its reason is shown, the pickup stays to book
  fake.pickups.mode = "rejected";
  await page.getByRole("button", { name: new RegExp(`${second}.*DHL|DHL.*${second}`) }).click();
  await expect(page.getByRole("alert")).toContainText("461 Pickup date not possible");
  await expect(open.locator("tbody tr").first()).toContainText("461");
  fake.pickups.mode = "ok";
  await expectAccessible(page, "failed");
  await shoot(page, "failed");

  await page
    .getByRole("button", { name: new RegExp(`${second}`) })
    .filter({ hasText: /Own freight|Eigenversand/ })
    .click();
  await expect(page.getByTestId("no-pickups")).toBeVisible();
  await expect(booked.locator("tbody tr")).toHaveCount(2);
  await expect(booked).toContainText(/Own freight|Eigenversand/);
  await expectAccessible(page, "all booked");
  await shoot(page, "done");

  // the trade page shows the collection with its carrier and reference, linking to this page
  await page.goto(own.url(`/trades/${first}`, "backoffice.localhost"));
  const section = page.getByTestId("trade-pickup");
  await expect(section).toContainText("DHL");
  await expect(section.locator("code")).toHaveText(/^[0-9a-f]{32}$/);
  await expectAccessible(page, "trade page");
});
