/**
 * Carrier tracking shown (issue 30, decision 0094) in the browser. This file starts a server of its
 * own on a PostgreSQL database of its own (so the test can write the rows the tracking job would
 * write while the server runs): a customer's de trade gets a DHL shipping label whose parcel was
 * handed over, went through two hubs, had a problem and was delivered to us ten days ago, and a
 * return label on its way back. Then:
 * - the account's timeline and the tracking page show the journey in German (the problem with
 *   DHL's reason, never a place or DHL's other texts), the status of each parcel, and the line under
 *   the state says DHL delivered the parcel instead of "print, pack, send";
 * - the back office's trade page lists every event with code, text and place;
 * - the dashboard counts and lists the parcel as delivered but not received, linking to the trade.
 * axe on every page; screenshots at 1366 and 390 px into TRACKING_SHOTS (default /tmp/sellback-tracking-shots).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { pathFor } from "../../core/editions/index.ts";
import { openDatabase, type Database } from "../../db/client.server.ts";
import { freePort } from "../../scripts/free-port.ts";
import { readMails } from "../helpers/mails.ts";
import { postgresUrl, withAdmin } from "../helpers/template-database.ts";
import { insertTestShipment } from "../helpers/tracking.ts";
import { placeApiTrade, TEST_ADDRESS, TEST_IBAN } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { stopProcess } from "./server-process.ts";
import { shooterFor } from "./screenshots.ts";

// outside test-results/, which every playwright run empties
const shoot = shooterFor(process.env.TRACKING_SHOTS ?? path.join(tmpdir(), "sellback-tracking-shots"));
const PASSWORD = "Sicheres-Passwort-1";
const DAY = 86_400_000;

let server: ChildProcess | null = null;
let db: Database | null = null;
let dbName = "";
let dataDir = "";
let port = 0;
let log = "";
const url = (host: string, p: string) => `http://${host}:${port}${p}`;
let trade = { tradeNumber: "", trackingToken: "", email: "" };

test.describe.configure({ mode: "serial" });

/** A de customer account through the API (register, the mailed activation, login): its e-mail and bearer token. */
async function customer(api: APIRequestContext): Promise<{ email: string; accessToken: string }> {
  const email = `spur-${randomBytes(4).toString("hex")}@example.com`;
  const post = (p: string, data?: unknown, headers: Record<string, string> = {}) =>
    api.post(`http://127.0.0.1:${port}${p}`, { headers: { host: `de.localhost:${port}`, ...headers }, data });
  const registered = await post("/api/account/register", {
    enabled: true,
    firstName: "Erika",
    lastName: "Spur",
    username: email,
    email,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    attributes: { locale: "de" },
    Address: TEST_ADDRESS.de,
    Payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Erika Spur" },
  });
  expect(registered.status()).toBe(202);
  const mails = () => readMails(path.join(dataDir, "mail"), email);
  await expect.poll(() => mails().length, { message: "activation mail" }).toBeGreaterThan(0);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mails().at(-1)!)![1]!;
  expect((await post("/api/account/activateRegistration", undefined, { token })).ok()).toBe(true);
  const login = await post("/api/account/login", { username: email, password: PASSWORD });
  expect(login.status()).toBe(200);
  return { email, accessToken: (await login.json()).access_token as string };
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  const reachable = await withAdmin((admin) => admin.query("select 1")).then(
    () => true,
    () => false,
  );
  if (!reachable && process.env.CI === "true") throw new Error("PostgreSQL is unreachable, and CI=true requires it");
  test.skip(!reachable, "no PostgreSQL server for this file's own test server");
  dbName = `sellback_e2e_tracking_${process.pid}_${randomBytes(3).toString("hex")}`;
  await withAdmin((admin) => admin.query(`create database ${dbName}`));
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), "sellback-tracking-"));
  server = spawn(process.execPath, [path.resolve(process.env.BUILD_DIR ?? "build", "server", "index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATABASE_URL: postgresUrl(dbName),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      JOB_POLL_MS: "0",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  server.stderr!.on("data", (b: Buffer) => (log = (log + b.toString()).slice(-4000)));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok ?? false, {
      timeout: 120_000,
      intervals: [500],
      message: `server did not start: ${log}`,
    })
    .toBe(true);
  db = await openDatabase({ databaseUrl: postgresUrl(dbName), poolSize: 2 });

  const api = await playwright.request.newContext();
  try {
    const { email, accessToken } = await customer(api);
    trade = { ...(await placeApiTrade(api, { port, email, accessToken, firstName: "Erika", lastName: "Spur" })), email };
  } finally {
    await api.dispose();
  }
  // the trade placed two weeks ago, and what the tracking job would have imported since: the parcel
  // to us handed over the next day and delivered ten days ago
  const now = Date.now();
  const at = (days: number, hours = 0) => new Date(now - days * DAY + hours * 3_600_000);
  await db.db.execute(sql`update trades set created_at = ${at(13, -12)} where trade_number = ${trade.tradeNumber}`);
  await db.db.execute(
    sql`update trade_events set at = ${at(13, -12)} where state = 'created' and trade_id = (select id from trades where trade_number = ${trade.tradeNumber})`,
  );
  await insertTestShipment(db.db, {
    tradeNumber: trade.tradeNumber,
    trackingNumber: "00340434161094042557",
    status: "delivered",
    deliveredAt: at(10),
    events: [
      {
        at: at(13),
        status: "handed_over",
        code: "pre-transit",
        description: "Die Sendung wurde in der Filiale eingeliefert.",
        location: "Berlin, DE",
      },
      { at: at(13, 5), status: "in_transit", code: "transit", description: "Start-Paketzentrum Börnicke", location: "Börnicke, DE" },
      { at: at(12), status: "in_transit", code: "transit-2", description: "Ziel-Paketzentrum Radefeld", location: "Radefeld, DE" },
      { at: at(11), status: "problem", code: "failure", description: "Die Sendung wurde beschädigt und wird nachverpackt." },
      { at: at(10), status: "delivered", code: "delivered", description: "Die Sendung wurde zugestellt.", location: "Leipzig, DE" },
    ],
  });
  // a device on its way back (its return made for this test)
  await insertTestShipment(db.db, {
    tradeNumber: trade.tradeNumber,
    kind: "return",
    trackingNumber: "00340434161094042558",
    status: "in_transit",
    events: [{ at: at(1), status: "in_transit", code: "transit", description: "Paketzentrum Radefeld", location: "Radefeld, DE" }],
  });
});

test.afterAll(async () => {
  await db?.close();
  await stopProcess(server);
  if (dbName) await withAdmin((admin) => admin.query(`drop database if exists ${dbName} with (force)`));
});

/** The journey as the customer reads it, in German, in `timeline`; no place and none of DHL's other texts anywhere on the page. */
async function expectJourney(page: Page, timeline: ReturnType<Page["getByTestId"]>) {
  const steps = timeline.getByTestId("parcel-step");
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText("Paket an DHL übergeben");
  await expect(steps.nth(0)).toContainText("durch DHL");
  await expect(steps.nth(1)).toContainText("Paket auf dem Weg zu uns");
  await expect(steps.nth(2)).toContainText("DHL meldet ein Problem mit Ihrem Paket");
  await expect(steps.nth(2)).toContainText("Grund laut DHL: Die Sendung wurde beschädigt und wird nachverpackt.");
  await expect(steps.nth(3)).toHaveAttribute("data-status", "delivered");
  await expect(steps.nth(3)).toContainText("Paket bei uns zugestellt");
  // the device on its way back, the newest step
  await expect(steps.nth(4)).toContainText("auf dem Weg zurück zu Ihnen");
  // the trade's own "created" comes first: the parcel steps sort in by time
  await expect(timeline.locator("li").first()).not.toHaveAttribute("data-testid", "parcel-step");
  const text = await page.locator("main").innerText();
  for (const hidden of ["Börnicke", "Radefeld", "Leipzig", "Filiale eingeliefert", "wurde zugestellt"]) expect(text).not.toContain(hidden);
  const statuses = page.getByTestId("parcel-status");
  await expect(statuses.nth(0)).toHaveText("Paket bei uns zugestellt");
  await expect(statuses.nth(1)).toHaveText("Auf dem Weg zurück zu Ihnen");
}

test("the account's timeline and the tracking page show the parcel's journey", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(url("de.localhost", pathFor("de", "account")));
  await page.locator("#login-username").fill(trade.email);
  await page.locator("#login-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  const timeline = page.getByRole("list", { name: new RegExp(trade.tradeNumber) });
  await expect(timeline).toBeVisible();
  await expectJourney(page, timeline);
  await expectAccessible(page, "account with parcel steps");
  await shoot(page, "account");

  await page.goto(
    url("de.localhost", `${pathFor("de", "tradeTracking", { tradeNumber: trade.tradeNumber })}?token=${trade.trackingToken}`),
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(trade.tradeNumber);
  await expectJourney(page, page.getByTestId("timeline"));
  // delivered: what happens next, with the figure the dashboard uses, instead of "print, pack, send" and the deadline
  const help = page.getByTestId("trade-state-help");
  await expect(help).toHaveText(
    "DHL hat Ihr Paket bei uns zugestellt. Wir bestätigen den Eingang, sobald wir es ausgepackt haben, innerhalb von 2 Werktagen.",
  );
  // delivered to us: no cancel button any more, the section says why
  await expect(page.getByTestId("cancel-delivered")).toHaveText(
    "Ihr Paket wurde uns bereits zugestellt, deshalb lässt sich dieser Verkauf nicht mehr stornieren. Wir prüfen Ihr Gerät und melden uns bei Ihnen.",
  );
  await expect(page.getByRole("button", { name: /stornieren/ })).toHaveCount(0);
  await expectAccessible(page, "tracking page with parcel steps");
  await shoot(page, "tracking-page");
});

test("the back office's trade page lists every carrier event; the dashboard lists the parcel delivered but not received", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bo = (p: string) => url("backoffice.localhost", p);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(bo("/login"));
  await page.locator("#email").fill("admin@staff.sellback.test");
  await page.locator("#password").fill("dev-admin-password");
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);

  await page.goto(bo("/dashboard"));
  await expect(page.getByTestId("tile-late-parcels").locator(".bo-tile__value")).toHaveText("1");
  const late = page.getByTestId("late-parcels");
  await expect(late.getByRole("row")).toHaveCount(2);
  await expect(late).toContainText("00340434161094042557");
  await expectAccessible(page, "dashboard with a late parcel");
  await shoot(page, "dashboard");

  await late.getByRole("link", { name: trade.tradeNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/trades/${trade.tradeNumber}$`));
  const parcels = page.getByTestId("parcel-tracking");
  await expect(parcels).toHaveCount(2);
  await expect(parcels.nth(0).getByTestId("tracking-status")).toHaveText("Delivered");
  const events = parcels.nth(0).getByTestId("tracking-event");
  await expect(events).toHaveCount(5);
  // newest first, with the carrier's text, place and code as imported
  await expect(events.nth(0)).toContainText("Delivered");
  await expect(events.nth(0)).toContainText("Die Sendung wurde zugestellt.");
  await expect(events.nth(0)).toContainText("Leipzig, DE");
  await expect(events.nth(1)).toContainText("Problem");
  await expect(events.nth(4)).toContainText("(pre-transit)");
  await expect(parcels.nth(1).getByTestId("tracking-status")).toHaveText("In transit");
  await expectAccessible(page, "trade page with tracking");
  await shoot(page, "backoffice-trade");
});
