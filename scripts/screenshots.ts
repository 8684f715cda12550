/**
 * `npm run screenshots`: pictures of the shop for anyone who wants to look at it without running it
 * (issue 13, decision 0035). Builds when the build folder (BUILD_DIR, default build/) lacks a
 * server, starts the built server on a free port with a temporary DATA_DIR (seeded on start), and
 * walks through the shop as a customer in Debian's Chromium: registers and activates an account
 * (through the API and the mailed link), logs in, answers the condition questions on a device page,
 * takes the offer into the cart and sells it through the checkout. It saves, per edition (de, fr)
 * and width (390 and 1366 px): registration, home, search results, a category, device page with the
 * question stepper half-way, offer, cart, checkout, thank-you, account and its three settings pages,
 * the confirmation mail (the development mailbox's HTML view), the tracking page it links to and the
 * shipping label (its PDF's first page, drawn by pdfjs-dist). PNGs are reduced to a palette
 * by sharp, into docs/screenshots/ (README "Screenshots").
 *
 * Then the back office and the store portal (issue 29), at 390 and 1366 px (`bo-…`, `portal-…`):
 * the development admin takes the de trade to a clarification through the back-office API
 * (received, one device found worse) and the fr trade to payout_pending (received: its inspection
 * form is shot first, then inspected as described), signs in on the login page and shows the
 * clarified trade's page, the inspection form, a payout run of the fr SEPA trades (made on the
 * payouts page), the prices and the device's prices. The admin invites a store clerk of the agan
 * demo chain, who sets the password from the mail, signs in on the portal and fills the trade-in's
 * customer step partly (shot), finishes it, and the voucher receipt's PDF (A4) is drawn. Last the
 * queue and the dashboard, with all three trades.
 *
 *   npm run screenshots                      # all of it
 *   BUILD_DIR=build-x npm run screenshots    # an existing build
 *   SCREENSHOTS_DIR=/tmp/shots npm run screenshots
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, request, type APIRequestContext, type Browser, type BrowserContext, type Page } from "playwright-core";
import sharp from "sharp";
import { pathFor, type EditionId } from "../core/editions/index.ts";
import { chromiumLaunch } from "../tests/helpers/chromium.ts";
import { decodeQuotedPrintable, linksIn } from "../tests/helpers/mails.ts";
import { freePort } from "./free-port.ts";

const root = path.resolve(import.meta.dirname, "..");
/** Relative to the project, or absolute (BUILD_DIR=/tmp/x). */
const buildDir = process.env.BUILD_DIR ?? "build";
const outDir = path.resolve(root, process.env.SCREENSHOTS_DIR ?? "docs/screenshots");
const EDITIONS_SHOWN = ["de", "fr"] as const satisfies readonly EditionId[];
const WIDTHS = [390, 1366] as const;
const HEIGHT: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1366: 900 };
/** Full-page pictures are cut at this height (CSS pixels) to keep the folder small. */
const MAX_HEIGHT = 3200;
const DEVICE = "apple-iphone-15-128gb";
const PASSWORD = "Screenshot-Passwort-1";
const BO_HOST = "backoffice.localhost";
const AGAN_HOST = "agan.de.localhost";
/** The development agan chain (db/seed/partners.server.ts) and one of its stores. */
const DEMO_AGAN_PARTNER = "00000000-0000-4000-8000-00000000d002";
const DEMO_STORE = "Demo Handelskette Berlin-Mitte";
const PORTAL_PASSWORD = "Filiale-Passwort-2026";
/** The development admin (server/runtime/staff-startup.server.ts seeds it in development). */
const ADMIN = { email: "admin@staff.sellback.test", password: "dev-admin-password" };

const customers = {
  de: {
    firstName: "Erika",
    lastName: "Mustermann",
    street: "Hauptstraße",
    houseNumber: "5a",
    zip: "10115",
    city: "Berlin",
    country: "DE",
    iban: "DE89370400440532013000",
  },
  fr: {
    firstName: "Camille",
    lastName: "Martin",
    street: "Rue de Rivoli",
    houseNumber: "10",
    zip: "75001",
    city: "Paris",
    country: "FR",
    iban: "FR7630006000011234567890189",
  },
} as const;

const messages = (edition: EditionId): Record<string, string> => {
  const read = (name: string) => JSON.parse(readFileSync(path.join(root, "messages", `${name}.json`), "utf8")) as Record<string, string>;
  return { ...read("en"), ...read(edition) };
};

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

function ensureBuild() {
  if (existsSync(path.resolve(root, buildDir, "server/index.js"))) return log(`Using the build in ${buildDir}/`);
  log(`Building into ${buildDir}/ (react-router build)…`);
  const r = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (r.status !== 0) throw new Error("the build failed");
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve(root, buildDir, "server/index.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "development" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the server did not answer /api/health within 3 minutes");
}

/** Saves a screenshot as a palette PNG (sharp), cut at `maxHeight` (default MAX_HEIGHT). */
async function save(name: string, png: Buffer, maxHeight = MAX_HEIGHT) {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const cut = height > maxHeight ? image.extract({ left: 0, top: 0, width, height: maxHeight }) : image;
  const file = path.join(outDir, `${name}.png`);
  writeFileSync(file, await cut.png({ palette: true, quality: 80, effort: 10, compressionLevel: 9 }).toBuffer());
  log(`  ${path.relative(root, file)}`);
}

/** At each width: `prepare` brings the page into the state (after the resize), then a full-page picture. */
async function shoot(page: Page, name: string, prepare: () => Promise<void>, opts: { fullPage?: boolean; maxHeight?: number } = {}) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] });
    await prepare();
    // never a picture of an error page
    if (await page.locator("[data-error-kind]").count()) throw new Error(`${name}: ${page.url()} shows an error page`);
    await page.evaluate(() => document.fonts.ready);
    // lazy pictures below the fold load before a full-page picture
    await page.evaluate(() => {
      for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = "eager";
    });
    await page.waitForLoadState("networkidle");
    // from the top: a sticky side column (the checkout's summary) would be drawn where filling the form scrolled it
    await page.evaluate(() => window.scrollTo(0, 0));
    await save(
      `${name}-${width}`,
      await page.screenshot({ fullPage: opts.fullPage ?? true, animations: "disabled", caret: "hide" }),
      opts.maxHeight,
    );
  }
}

/** The newest mail in the server's mail folder that matches. */
function mailFile(dataDir: string, match: (text: string) => boolean): { file: string; text: string } | undefined {
  const folder = path.join(dataDir, "mail");
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder)
    .sort()
    .reverse()
    .map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(path.join(folder, file), "latin1")) }))
    .find((m) => match(m.text));
}

async function waitForMail(dataDir: string, match: (text: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = mailFile(dataDir, match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("an expected mail did not arrive");
}

/** A registered, activated and logged-in customer in this browser context. */
async function logIn(page: Page, origin: string, edition: EditionId, dataDir: string): Promise<string> {
  const c = customers[edition as keyof typeof customers];
  const email = `screenshots-${edition}-${Date.now()}@example.com`;
  await page.goto(`${origin}/`);
  const status = await page.evaluate(
    async ({ c, email, password, edition }) => {
      const res = await fetch("/api/account/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          enabled: true,
          firstName: c.firstName,
          lastName: c.lastName,
          username: email,
          email,
          credentials: [{ type: "password", value: password, temporary: false }],
          attributes: { locale: edition },
          termsAccepted: true,
          Address: { street: c.street, houseNumber: c.houseNumber, zip: c.zip, city: c.city, country: c.country },
          Payment: { paymentType: 13, iban: c.iban, accountHolder: `${c.firstName} ${c.lastName}` },
        }),
      });
      return `${res.status} ${res.status === 202 ? "" : await res.text()}`;
    },
    { c, email, password: PASSWORD, edition },
  );
  if (!status.startsWith("202")) throw new Error(`registration answered ${status}`);
  const mail = await waitForMail(dataDir, (m) => m.includes(`To: ${email}`) && /\/account[^\s"]*\?token=/.test(m));
  const activation = linksIn(mail.text).find((l) => /\?token=/.test(l))!;
  await page.goto(activation);
  // The activation logs the customer in (issue 31); a login form there means it did not.
  if (await page.locator("#login-username").count()) {
    await page.locator("#login-username").fill(email);
    await page.locator("#login-password").fill(PASSWORD);
    await page.locator("#login-password").press("Enter");
    await page.locator("#login-username").waitFor({ state: "detached" });
  }
  return email;
}

/** Answers the first `count` condition questions with their first answer (the stepper moves on by itself). */
async function answer(page: Page, count: number) {
  const questions = page.locator("form[data-offer-form] fieldset.question");
  const total = await questions.count();
  for (let i = 0; i < Math.min(count, total); i++) {
    const radio = questions.nth(i).locator('input[type="radio"]').first();
    await questions.nth(i).waitFor({ state: "visible" });
    if (!(await radio.isChecked())) await radio.check();
    if (i < total - 1) await questions.nth(i + 1).waitFor({ state: "visible" });
  }
  return total;
}

/** Fills what the checkout form leaves empty for a logged-in customer, and accepts the terms. */
async function completeCheckout(page: Page, edition: EditionId) {
  const c = customers[edition as keyof typeof customers];
  const fields: [string, string][] = [
    ["#checkout-firstName", c.firstName],
    ["#checkout-lastName", c.lastName],
    ["#checkout-street", c.street],
    ["#checkout-houseNumber", c.houseNumber],
    ["#checkout-zip", c.zip],
    ["#checkout-city", c.city],
    ["#checkout-iban", c.iban],
    ["#checkout-accountHolder", `${c.firstName} ${c.lastName}`],
  ];
  for (const [selector, value] of fields) {
    const field = page.locator(selector);
    if ((await field.count()) && (await field.isVisible()) && !(await field.inputValue())) await field.fill(value);
  }
  const terms = page.locator("#checkout-acceptTerms");
  if ((await terms.count()) && !(await terms.isChecked())) await terms.check();
}

/** The shop walked in `ed`; the number of the trade it placed. */
async function edition(browser: Browser, port: number, dataDir: string, ed: EditionId): Promise<string> {
  const m = messages(ed);
  const origin = `http://${ed}.localhost:${port}`;
  const context: BrowserContext = await browser.newContext({ locale: ed === "de" ? "de-DE" : "fr-FR", timezoneId: "Europe/Berlin" });
  // The cookie decision is made (refused): the pictures show the pages, not the banner.
  await context.addInitScript(() => window.localStorage.setItem("cookieConsent", "false"));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  log(`${ed}:`);

  await shoot(page, `${ed}-register`, () => page.goto(`${origin}${pathFor(ed, "accountRegister")}`).then(() => undefined));
  const email = await logIn(page, origin, ed, dataDir);
  await shoot(page, `${ed}-home`, () => page.goto(`${origin}/`).then(() => undefined));
  await shoot(page, `${ed}-search`, () => page.goto(`${origin}${pathFor(ed, "search")}?q=iphone`).then(() => undefined));
  await page.goto(`${origin}/`);
  const categoryHref = await page
    .locator(`main a[href^="${pathFor(ed, "sellCategory", { category: "x" }).slice(0, -1)}"]`)
    .first()
    .getAttribute("href");
  await shoot(page, `${ed}-category`, () => page.goto(`${origin}${categoryHref}`).then(() => undefined));

  const devicePage = `${origin}${pathFor(ed, "pdp", { pdp: DEVICE })}`;
  let total = 0;
  await shoot(page, `${ed}-product`, async () => {
    await page.goto(devicePage);
    total = await page.locator("form[data-offer-form] fieldset.question").count();
    await answer(page, Math.floor(total / 2));
  });

  await page.goto(devicePage);
  await answer(page, total);
  await page.getByRole("button", { name: m["offer.submit"] }).click();
  await page.waitForURL(/\?offer=/);
  const offerUrl = page.url();
  await shoot(page, `${ed}-offer`, () => page.goto(offerUrl).then(() => undefined));

  await page.getByRole("link", { name: m["offer.addToCart"] }).click();
  await page.waitForURL(/\/checkout|\/guardare/);
  const checkoutUrl = page.url().replace(/\?.*$/, "");
  const cartRead = () => page.locator('.cart[data-cart-read="true"]').waitFor({ timeout: 30_000 });
  await shoot(
    page,
    `${ed}-cart`,
    async () => {
      await page.goto(checkoutUrl);
      await cartRead();
    },
    { fullPage: false },
  );
  await shoot(page, `${ed}-checkout`, async () => {
    await page.goto(checkoutUrl);
    await cartRead();
    await completeCheckout(page, ed);
  });

  await page.getByRole("button", { name: m["checkout.submit"] }).click();
  await page.waitForURL((url) => !url.pathname.startsWith(new URL(checkoutUrl).pathname));
  const thankYouUrl = page.url();
  await page.locator("main h1").waitFor();
  const tradeNumber = new URL(thankYouUrl).searchParams.get("trade") ?? /SB-\d+/.exec(await page.locator("main").innerText())?.[0];
  if (!tradeNumber) throw new Error(`no trade number on ${thankYouUrl}`);
  const labelHref = await page.locator('a[href*="/label"]').first().getAttribute("href");
  await shoot(page, `${ed}-thank-you`, () => page.goto(thankYouUrl).then(() => undefined));

  await shoot(page, `${ed}-account`, () => page.goto(`${origin}${pathFor(ed, "account")}`).then(() => undefined));
  for (const settings of ["accountManagement", "accountAddressChange", "accountPaymentChange"] as const)
    await shoot(page, `${ed}-${settings}`, () => page.goto(`${origin}${pathFor(ed, settings)}`).then(() => undefined));

  // The confirmation mail as the customer's mail program shows it (its HTML part).
  const mail = await waitForMail(dataDir, (text) => text.includes(`To: ${email}`) && text.includes(tradeNumber));
  await shoot(page, `${ed}-mail`, () => page.goto(`${origin}/dev/mailbox/${encodeURIComponent(mail.file)}/html`).then(() => undefined));
  // The tracking page the mail links to (its token in the link).
  const tracking = linksIn(mail.text).find((l) => l.includes(`/trade/${tradeNumber}?`));
  if (!tracking) throw new Error(`no tracking link in the confirmation mail of ${tradeNumber}`);
  await shoot(page, `${ed}-tracking`, () => page.goto(tracking).then(() => undefined));

  // The label: its PDF's first page drawn by pdfjs-dist at each width.
  const pdf = await page.evaluate(async (href) => {
    const res = await fetch(href);
    if (!res.ok) throw new Error(`label ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, labelHref!);
  for (const width of WIDTHS) await save(`${ed}-label-${width}`, await renderPdfPage(Buffer.from(pdf, "base64"), width));
  await context.close();
  return tradeNumber;
}

/** A file fetched by the page itself (its host, its cookie), as bytes; throws unless 200. */
async function fetchBytes(page: Page, href: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (href) => {
    const res = await fetch(href);
    if (!res.ok) throw new Error(`${href}: ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, href);
  return Buffer.from(base64, "base64");
}

interface Question {
  id: number;
  code: string;
  answers: { id: number; code: string }[];
}

/** JSON calls to the server from this process (127.0.0.1 with the host named), as a bearer when a token is given. */
function jsonApi(api: APIRequestContext, port: number) {
  return async <T>(host: string, method: "GET" | "POST", p: string, data?: unknown, token?: string): Promise<T> => {
    const res = await api.fetch(`http://127.0.0.1:${port}${p}`, {
      method,
      headers: { host: `${host}:${port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(data === undefined ? {} : { data }),
    });
    if (!res.ok()) throw new Error(`${method} ${p} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/**
 * Receives the trade and inspects every device with the first answers, except the display (or the
 * first question) on the first device when `worse`; completes the inspection. The resulting state.
 */
async function inspect(call: ReturnType<typeof jsonApi>, token: string, tradeNumber: string, questions: Question[], worse: boolean) {
  const { items } = await call<{ items: { itemId: number }[] }>(
    BO_HOST,
    "GET",
    `/api/backoffice/trades/${tradeNumber}/inspection`,
    undefined,
    token,
  );
  const worseQuestion = questions.find((q) => q.answers.some((a) => a.code === "display_deep_scratches")) ?? questions[0]!;
  for (const [i, item] of items.entries()) {
    const answers = questions.map((q) => {
      const found =
        worse && i === 0 && q === worseQuestion
          ? (q.answers.find((a) => a.code === "display_deep_scratches") ?? q.answers[1]!)
          : q.answers[0]!;
      return { questionId: q.id, answerId: found.id };
    });
    await call(
      BO_HOST,
      "POST",
      `/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`,
      {
        answers,
        imei: "352099001761481",
        ...(worse && i === 0 ? { notes: "Display oben links gesprungen.", internalNote: "Riss unter der Schutzfolie." } : {}),
        erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
      },
      token,
    );
  }
  const done = await call<{ state: string }>(BO_HOST, "POST", `/api/backoffice/trades/${tradeNumber}/inspection/complete`, {}, token);
  return done.state;
}

/** The development admin signs in on the back office's login page. */
async function staffSignIn(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await page.locator("#email").fill(ADMIN.email);
  await page.locator("#password").fill(ADMIN.password);
  await page.locator("#password").press("Enter");
  await page.waitForURL(/\/(trades|dashboard)$/);
}

/**
 * The back office as the development admin: the de trade in clarification, the fr trade received
 * (its inspection form), then paid out in a run; queue, trade page, prices and dashboard. Then the
 * store portal, with a clerk the admin invites.
 */
async function backOffice(browser: Browser, port: number, dataDir: string, trades: { de: string; fr: string }) {
  const origin = `http://${BO_HOST}:${port}`;
  const api = await request.newContext();
  const call = jsonApi(api, port);
  log("back office:");

  const { accessToken } = await call<{ accessToken: string }>(BO_HOST, "POST", "/api/backoffice/auth/login", ADMIN);
  const found = await call<{ hits: { id: number; questions: Question[] }[] }>(`de.localhost`, "POST", "/api/trade/searches", {
    search: { type: "deviceByUrl", url: DEVICE },
    application: "devices-de",
    resultSize: 1,
  });
  const questions = found.hits[0]!.questions;
  for (const tradeNumber of [trades.de, trades.fr]) {
    await call(BO_HOST, "POST", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 1 }, accessToken);
  }
  const clarified = await inspect(call, accessToken, trades.de, questions, true);
  if (clarified !== "clarification") throw new Error(`${trades.de}: the worse finding left the trade in ${clarified}`);

  const context = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin" });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await staffSignIn(page, origin);
  const open = (p: string) => () => page.goto(`${origin}${p}`).then(() => undefined);

  // the trade page at 390 px is longer than MAX_HEIGHT: the clarification and the customer come last
  await shoot(page, "bo-trade-clarification", open(`/trades/${trades.de}`), { maxHeight: 6400 });
  await shoot(page, "bo-inspection", open(`/trades/${trades.fr}/inspection`));

  // the fr trade as described: payout_pending, then a run of the fr SEPA trades made on the payouts page
  const pending = await inspect(call, accessToken, trades.fr, questions, false);
  if (pending !== "payout_pending") throw new Error(`${trades.fr}: inspected as described, the trade is in ${pending}`);
  await page.goto(`${origin}/payouts?preview=1&edition=fr&method=sepa`);
  await page.locator('[data-testid="payout-preview"] form[method="post"] button[type="submit"]').click();
  await page.waitForURL(/\/payouts\/\d+(\?|$)/);
  const run = new URL(page.url());
  const runPath = `${run.pathname}${run.search}`;
  await shoot(page, "bo-payout-run", open(runPath));

  await shoot(page, "bo-prices", open("/prices"));
  await shoot(page, "bo-device-prices", open(`/prices/devices/${found.hits[0]!.id}`));

  // the queue and the dashboard last: with the portal's trade too
  await portal(browser, port, dataDir, page);
  log("back office, with the portal's trade:");
  await shoot(page, "bo-queue", open("/trades"));
  await shoot(page, "bo-dashboard", open("/dashboard"));
  await context.close();
  await api.dispose();
}

/** The agan store portal: a clerk invited by the admin (`bo`, signed in) fills a trade-in and gets the receipt. */
async function portal(browser: Browser, port: number, dataDir: string, bo: Page) {
  const origin = `http://${AGAN_HOST}:${port}`;
  log("portal:");
  const email = `filiale-${Date.now()}@partner.example`;
  await bo.setViewportSize({ width: 1366, height: HEIGHT[1366] });
  await bo.goto(`http://${BO_HOST}:${port}/partners/${DEMO_AGAN_PARTNER}/users`);
  await bo.locator("#email").fill(email);
  await bo.locator("#displayName").fill("Petra Filiale");
  await bo.locator("#role").selectOption("store_staff");
  await bo.locator("#storeId").selectOption({ label: DEMO_STORE });
  await bo.getByRole("button", { name: /^(Invite|Einladen)$/ }).click();
  await bo.getByRole("status").filter({ hasText: email }).waitFor();
  const mail = await waitForMail(dataDir, (m) => m.includes(`To: ${email}`) && m.includes("/portal/passwort?token="));
  const link = new URL(linksIn(mail.text).find((l) => l.includes("/portal/passwort?token="))!);

  const context = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin" });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await page.locator("#password").fill(PORTAL_PASSWORD);
  await page.locator("#password").press("Enter");
  await page.getByRole("status").waitFor();
  await page.goto(`${origin}/portal/anmelden`);
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PORTAL_PASSWORD);
  await page.locator("#password").press("Enter");
  await page.waitForURL(/\/portal$/);

  // the device, every question's first answer, then the customer step filled partly
  await page.goto(`${origin}/portal/ankauf?q=${encodeURIComponent("iPhone 15")}`);
  await page
    .locator(".portal-hits a", { hasText: /iPhone 15/ })
    .first()
    .click();
  const questions = page.locator("fieldset.question");
  await questions.first().waitFor();
  const total = await questions.count();
  for (let i = 0; i < total; i++) await questions.nth(i).locator('input[type="radio"]').first().check();
  await page.locator("[data-offer-submit]").click();
  await page.locator(".portal-offer").waitFor();
  await page.locator("#imei").fill("35-209900-176148-1");
  await page.locator("#firstName").fill("Wanda");
  await page.locator("#lastName").fill("Laufkundin");
  await page.locator("#lastName").blur();
  // the filled step stays as it is: only the width changes between the pictures
  await shoot(page, "portal-trade-in", async () => {});

  await page.locator("#email").fill(`wanda-${Date.now()}@example.com`);
  await page.locator("#documentType").selectOption("id_card");
  await page.locator("#documentNumber").fill("L01X00T47");
  await page.locator("#declaration").check();
  await page.locator("#customer-step button[type=submit]").last().click();
  await page.waitForURL(/\/portal\/ankauf\/SB-\d{7}\?neu=1$/);
  const tradeNumber = /SB-\d{7}/.exec(page.url())![0];
  const receipt = await fetchBytes(page, `/portal/ankauf/${tradeNumber}/beleg?format=a4`);
  for (const width of WIDTHS) await save(`portal-receipt-${width}`, await renderPdfPage(receipt, width));
  await context.close();
}

/** The first page of a PDF as a PNG `width` pixels wide (pdfjs-dist on @napi-rs/canvas, white background). */
async function renderPdfPage(bytes: Buffer, width: number): Promise<Buffer> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { createCanvas } = await import("@napi-rs/canvas");
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: path.join(root, "node_modules/pdfjs-dist/standard_fonts/"),
  });
  const doc = await task.promise;
  const first = await doc.getPage(1);
  const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await first.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  await task.destroy();
  return canvas.toBuffer("image/png");
}

async function main() {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "sellback-screenshots-"));
  log(`Starting the shop on port ${port} (data in ${dataDir}; the first start seeds the catalog)…`);
  const server = await startServer(port, dataDir);
  // the full browser: these pictures are what a visitor sees
  const browser = await chromium.launch(chromiumLaunch([], "full browser"));
  try {
    mkdirSync(outDir, { recursive: true });
    for (const f of readdirSync(outDir)) if (f.endsWith(".png")) rmSync(path.join(outDir, f));
    const trades: Partial<Record<(typeof EDITIONS_SHOWN)[number], string>> = {};
    for (const ed of EDITIONS_SHOWN) trades[ed] = await edition(browser, port, dataDir, ed);
    await backOffice(browser, port, dataDir, { de: trades.de!, fr: trades.fr! });
  } finally {
    await browser.close();
    const stopped = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await stopped;
    rmSync(dataDir, { recursive: true, force: true });
  }
  const files = readdirSync(outDir).filter((f) => f.endsWith(".png"));
  const bytes = files.reduce((sum, f) => sum + readFileSync(path.join(outDir, f)).length, 0);
  log(`${files.length} pictures, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${path.relative(root, outDir)}/`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
