/**
 * Price alerts (issue 34, decision 0128) on a server of this file's own whose clock the test moves
 * (CLOCK_FILE) and whose job worker polls every 250 ms; the worker's sweep enqueues the hourly
 * check when the clock has moved an hour. An alert is asked for with the device page's form (no
 * script on that page) and confirmed by the mailed link; staff raise the price through the API;
 * the next hour's check sends one mail. A second alert, asked for after that and fired by the
 * next raise, shows that run has happened: the first alert got no second mail. The fired mail's
 * unsubscribe link leads to the page whose button unsubscribes; the second alert goes by the
 * one-click API of its List-Unsubscribe header. An unknown link is a 404 page. axe on every
 * page; screenshots at 1366 and 390 px of the form, its answer, the confirmation and the
 * unsubscribe pages into test-results/price-alert.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { linksIn, readMails } from "../helpers/mails.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN } from "./staff-api.ts";

const DEVICE = "/produkte/apple-iphone-15-128gb";
const HOUR = 3_600_000;
/** The machine's time (a staff bearer's expiry is checked against it, so the server's clock starts no earlier). */
const START = new Date(Math.ceil(Date.now() / 60_000) * 60_000);

test.use({ consent: "true", allowStatuses: [404, 422] });
test.describe.configure({ mode: "serial" });

const shoot = shooterFor("test-results/price-alert");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("price-alert", { at: START, env: { JOB_POLL_MS: "250" } });
});

test.afterAll(() => own?.stop());

const mailsTo = (to: string) => readMails(`${own.dataDir}/mail`, to);
const linkIn = (mail: string, part: string) => linksIn(mail).find((l) => l.includes(part))!;
const ONE_CLICK = /List-Unsubscribe:\s+<(http:\/\/de\.localhost:\d+\/api\/price-alerts\/unsubscribe\/[A-Za-z0-9_-]{43})>/;

/** The device's id and today's price (cents) from its page. */
async function deviceFacts(page: Page) {
  const viewItem = JSON.parse((await page.locator("[data-view-item]").getAttribute("data-view-item"))!) as { items: { item_id: string }[] };
  const cents = Number(await page.locator(".pdp__price").getAttribute("data-price-cents"));
  return { deviceId: Number(viewItem.items[0]!.item_id), cents };
}

/** The admin sets the device's de price through the back-office API (a rise within the guard, confirmed anyway). */
async function setPrice(request: APIRequestContext, deviceId: number, cents: number) {
  const bo = { host: `backoffice.localhost:${own.port}` };
  const login = await request.post(own.url("/api/backoffice/auth/login", "127.0.0.1"), { headers: bo, data: DEV_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.put(own.url(`/api/backoffice/devices/${deviceId}/prices/de`, "127.0.0.1"), {
    headers: { ...bo, authorization: `Bearer ${accessToken}` },
    data: { price: (cents / 100).toFixed(2), confirm: true, reason: "Preisalarm-Test" },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Moves the server's clock on by an hour and a minute: the worker's next pass sweeps, so this hour's check runs. */
let clock = START.getTime();
const nextHour = () => {
  clock += HOUR + 60_000;
  own.setTime(new Date(clock));
};

test("a price alert confirmed, fired once, unsubscribed", async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const first = "preisalarm@example.com";
  const second = "preisalarm.zwei@example.com";

  // the form on the device page: a target above today's price, first refused below it
  await page.goto(own.url(DEVICE));
  const { deviceId, cents } = await deviceFacts(page);
  const form = page.getByTestId("price-alert");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText("Preisalarm: Bescheid bei höherem Preis");
  await form.scrollIntoViewIfNeeded();
  await shoot(page, "form");
  await form.getByLabel("der Preis diesen Betrag erreicht").check();
  await form.getByLabel("Betrag in Euro").fill(String(cents / 100 - 1));
  await form.getByLabel("Ihre E-Mail-Adresse").fill(first);
  await form.getByRole("button", { name: "Preisalarm setzen" }).click();
  await expect(form.locator(".field-error")).toHaveText(/liegt schon bei diesem Betrag/);
  await expectAccessible(page, "the price alert form with an error");
  const target = ((cents + 1000) / 100).toFixed(2).replace(".", ",");
  await form.getByLabel("Betrag in Euro").fill(target);
  await form.getByRole("button", { name: "Preisalarm setzen" }).click();
  await expect(page.getByTestId("price-alert-sent")).toContainText(`an ${first} geschickt`);
  await expectAccessible(page, "the price alert form's answer");
  await shoot(page, "sent");

  // the confirmation link from the mail
  const [confirmMail] = mailsTo(first);
  expect(confirmMail).toMatch(ONE_CLICK);
  expect(confirmMail).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
  await page.goto(linkIn(confirmMail!, "/price-alert/confirm/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ihr Preisalarm ist aktiv");
  await expect(page.getByTestId("price-alert-confirmed")).toContainText(`${target} €`);
  await expectAccessible(page, "the confirmed price alert");
  await shoot(page, "confirmed");

  // staff raise the price to the target: the next hour's check sends one mail
  await setPrice(request, deviceId, cents + 1000);
  nextHour();
  await expect.poll(() => mailsTo(first).length, { timeout: 30_000 }).toBe(2);
  const fired = mailsTo(first)[1]!;
  expect(fired).toContain("hat damit Ihre");
  expect(fired).toMatch(ONE_CLICK);

  // a second alert (any rise from the new price), fired by the next raise: that run saw the first one too
  const asked = await request.post(own.url("/api/price-alerts", "127.0.0.1"), {
    headers: { host: `de.localhost:${own.port}` },
    data: { deviceId, email: second, target: "any" },
  });
  expect(asked.status()).toBe(202);
  await page.goto(linkIn(mailsTo(second)[0]!, "/price-alert/confirm/"));
  await expect(page.getByTestId("price-alert-confirmed")).toContainText("jede Erhöhung über");
  await setPrice(request, deviceId, cents + 2000);
  nextHour();
  await expect.poll(() => mailsTo(second).length, { timeout: 30_000 }).toBe(2);
  expect(mailsTo(first)).toHaveLength(2);

  // the first alert's unsubscribe page: a question and a button, then the answer
  await page.goto(linkIn(fired, "/price-alert/unsubscribe/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preisalarm abmelden");
  await expectAccessible(page, "the unsubscribe question");
  await shoot(page, "unsubscribe");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page.getByTestId("price-alert-unsubscribed")).toContainText("keine E-Mail");
  await expectAccessible(page, "unsubscribed");
  await shoot(page, "unsubscribed");

  // the second by one click from its header (mail clients POST there; no page, no cookie)
  const oneClick = ONE_CLICK.exec(mailsTo(second)[1]!)![1]!;
  const gone = await request.post(oneClick.replace(/^http:\/\/de\.localhost/, "http://127.0.0.1"), {
    headers: { host: `de.localhost:${own.port}`, "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(gone.status()).toBe(200);
  await page.goto(linkIn(mailsTo(second)[1]!, "/price-alert/unsubscribe/"));
  await expect(page.getByTestId("price-alert-unsubscribed")).toBeVisible();

  // a made-up link
  const unknown = await page.goto(own.url(`/price-alert/confirm/${"x".repeat(43)}`));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId("price-alert-unknown")).toBeVisible();
  await expectAccessible(page, "an unknown price alert link");
  await setPrice(request, deviceId, cents);
});
