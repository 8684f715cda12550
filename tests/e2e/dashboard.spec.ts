/**
 * The back office's dashboard (issue 14, decision 0043) with generated trades: this file starts a
 * server of its own on a fresh data folder that `npm run trades:generate` filled first (trades in
 * every state, with the events of their lives), counts in that database, before the server opens
 * it, the Berlin days of the last 30 with any state change, the same for the de edition, and the
 * trades waiting for their payout; then a staff member signs in, and the chart has exactly one bar
 * per such day, the tiles show the figures, the edition filter narrows them, the numbers are in the
 * table for screen readers, and axe passes; in English and German, at 1366 and 390 px.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { rows } from "../../core/shared/index.server.ts";
import { openDatabase } from "../../db/client.server.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { seededDataDir } from "./seeded-data-dir.ts";
import { stopProcess, untilHealthy } from "./server-process.ts";
import { shooterFor } from "./screenshots.ts";
import { freePort } from "../../scripts/free-port.ts";

const SHOTS = path.join(tmpdir(), "sellback-dashboard-shots");
const TRADES = 1000;

let server: ChildProcess | null = null;
let dataDir = "";
let port = 0;
const url = (p: string) => `http://backoffice.localhost:${port}${p}`;

/** What the database says, counted here with SQL of its own (not the dashboard's code), by the Berlin day it was counted for. */
type Counts = { days: number; deDays: number; payoutsWaiting: number; inspected: number; paid: number };
const counted = new Map<string, Counts>();
/** The counts for the Berlin day it is now (the day the dashboard draws). */
function expectedNow(): Counts {
  const day = new Date().toLocaleDateString("en-CA", { timeZone: "Europe/Berlin" });
  const found = counted.get(day);
  if (!found) throw new Error(`no counts for ${day} (counted: ${[...counted.keys()].join(", ")})`);
  return found;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await seededDataDir("dashboard");
  const root = path.resolve(import.meta.dirname, "../..");
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
  };
  const generated = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/trades-generate.ts", "--trades", String(TRADES)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  expect(generated.status).toBe(0);

  const database = await openDatabase({ dataDir });
  // the window: Berlin midnight 29 days ago up to the midnight that starts tomorrow; counted for
  // today and for tomorrow too, as the run may pass Berlin's midnight before the page is drawn
  const [waiting] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from trades where state = 'payout_pending'`);
  for (const offset of [0, 1]) {
    const today = sql`(date_trunc('day', now() at time zone 'Europe/Berlin') + ${offset}::int * interval '1 day')`;
    const window = sql`e.at >= (${today} - interval '29 days') at time zone 'Europe/Berlin'
      and e.at < (${today} + interval '1 day') at time zone 'Europe/Berlin'`;
    const [days] = await rows<{ day: string; all: number; de: number; inspected: number; paid: number }>(
      database.db,
      sql`select ${today}::date::text as day, count(distinct (e.at at time zone 'Europe/Berlin')::date)::int as all,
            count(distinct (e.at at time zone 'Europe/Berlin')::date) filter (where t.edition = 'de')::int as de,
            count(*) filter (where e.state = 'inspected')::int as inspected, count(*) filter (where e.state = 'paid')::int as paid
          from trade_events e join trades t on t.id = e.trade_id where ${window}`,
    );
    counted.set(days!.day, { days: days!.all, deDays: days!.de, payoutsWaiting: waiting!.n, inspected: days!.inspected, paid: days!.paid });
  }
  await database.close();
  expect(expectedNow().days).toBeGreaterThan(5);

  port = await freePort();
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], {
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn", JOB_POLL_MS: "0", TRUST_PROXY: "127.0.0.1/8,::1" },
    stdio: "ignore",
  });
  await untilHealthy(server, port, "the dashboard server", 100_000);
});

test.afterAll(async () => {
  // the folder goes once the server has stopped writing into it
  await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const shoot = shooterFor(SHOTS);

async function login(page: Page, role: string) {
  await page.goto(url("/dashboard"));
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.locator("#email").fill(`${role}@staff.sellback.test`);
  await page.locator("#password").fill(`dev-${role}-password`);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the dashboard draws one bar per day with trades and shows the figures; the edition filter narrows them", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, "payout");

  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const chart = page.getByRole("img", { name: /^Trades per day by state, last 30 days \(All editions\)$/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator("g.bar")).toHaveCount(expectedNow().days);
  // every bar's segments add up to its total, and the tallest bar reaches the top of the axis' range
  const bars = await chart.locator("g.bar").evaluateAll((gs) =>
    gs.map((g) => ({
      total: Number(g.getAttribute("data-total")),
      sum: [...g.querySelectorAll("rect")].reduce((n, r) => n + Number(r.getAttribute("data-count")), 0),
      height: [...g.querySelectorAll("rect")].reduce((n, r) => n + Number(r.getAttribute("height")), 0),
    })),
  );
  for (const b of bars) expect(b.sum).toBe(b.total);
  const tallest = bars.reduce((a, b) => (b.total > a.total ? b : a));
  for (const b of bars) expect(b.height / tallest.height).toBeCloseTo(b.total / tallest.total, 2);
  await expect(chart.locator("desc")).toContainText("Stacked bars");

  const payouts = await page.getByTestId("tile-payouts").locator(".bo-tile__value").textContent();
  expect(Number(payouts!.replace(/\D/g, ""))).toBe(expectedNow().payoutsWaiting);
  await expect(page.getByTestId("tile-payouts")).toContainText("€");
  await expect(page.getByTestId("tile-received")).toContainText("Devices received today");
  // a rate and a median when the window has inspected and paid trades, else a dash and why
  await expect(page.getByTestId("tile-clarification").locator(".bo-tile__value")).toHaveText(
    expectedNow().inspected ? /^\d+([.,]\d)?\s?%$/ : "–",
  );
  if (expectedNow().inspected) await expect(page.getByTestId("tile-clarification")).toContainText(`of ${expectedNow().inspected} trade`);
  await expect(page.getByTestId("tile-paid").locator(".bo-tile__value")).toHaveText(expectedNow().paid ? /^\d+([.,]\d)? days?$/ : "–");
  if (expectedNow().paid) await expect(page.getByTestId("tile-paid")).toContainText(`Of ${expectedNow().paid} trade`);

  // the numbers for screen readers: one row per day with trades
  await page.getByText("The chart’s numbers as a table").click();
  await expect(page.locator(".bo-chart-table tbody tr")).toHaveCount(expectedNow().days);
  await expectAccessible(page);
  await page.getByText("The chart’s numbers as a table").click();
  await shoot(page, "dashboard-en");
  // a phone gets the narrow drawing with the same bars (the wide one is hidden, also from screen readers)
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart).toHaveAttribute("viewBox", "0 0 360 320");
  await expect(chart.locator("g.bar")).toHaveCount(expectedNow().days);
  await expect(page.getByRole("img", { name: /Trades per day/ })).toHaveCount(1);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(chart).toHaveAttribute("viewBox", "0 0 640 320");

  // one edition (GET form): the address says it, and the chart has that edition's days
  await page.getByLabel("Edition", { exact: true }).selectOption("de");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/dashboard\?edition=de$/);
  await expect(page.getByRole("img", { name: /\(DE\)$/ }).locator("g.bar")).toHaveCount(expectedNow().deDays);
  await expect(page.getByLabel("Edition", { exact: true })).toHaveValue("de");
});

test("in German, and without JavaScript the chart and the filter work alike", async ({ page, newPage }) => {
  test.setTimeout(120_000);
  await login(page, "inspector");
  await page.getByLabel("Language").selectOption("de");
  await page.getByRole("button", { name: "Switch" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(
    page.getByRole("img", { name: /^Vorgänge pro Tag nach Status, letzte 30 Tage \(Alle Editionen\)$/ }).locator("g.bar"),
  ).toHaveCount(expectedNow().days);
  await expect(page.getByTestId("tile-payouts")).toContainText("Offene Auszahlungen");
  await expectAccessible(page, "de");
  await shoot(page, "dashboard-de");

  // the same session's cookie in a browser without JavaScript: the server-made page is complete
  const cookies = await page.context().cookies();
  const plain = await newPage({ javaScriptEnabled: false });
  await plain.context().addCookies(cookies);
  await plain.goto(url("/dashboard?edition=de"));
  await expect(plain.getByRole("img", { name: /\(DE\)$/ }).locator("g.bar")).toHaveCount(expectedNow().deDays);
  await plain.getByLabel("Edition", { exact: true }).selectOption("");
  await plain.getByRole("button", { name: "Anzeigen" }).click();
  await expect(plain).toHaveURL(/\/dashboard\?edition=$/);
  await expect(plain.getByRole("img", { name: /\(Alle Editionen\)$/ }).locator("g.bar")).toHaveCount(expectedNow().days);
});
