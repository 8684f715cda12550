/**
 * No raw message keys or internal codes on any back-office or portal page (issue 29, decision
 * 0091). On a server of its own (a fresh database, so its payout runs and languages touch no other
 * spec's data), this file makes data in every state staff see: trades created, received, inspected
 * as described (payout pending), worse (clarification open, then answered: accepted and returned),
 * paid, returned, cancelled, a store trade from the portal and a widget trade; a payout run open
 * and one confirmed; the demo agan chain's users invited and active, an API key, a store shipment;
 * a contact message in the inbox, a review waiting, the seeded campaigns and vouchers, audit
 * entries and price history. Then it visits every back-office page (app/routes/backoffice/paths.ts,
 * with real ids) in English and in German, and every portal page as the store clerk and as the
 * partner manager, and fails on anything on them shaped like a message key or an internal code
 * (rawFindings below), naming the page, the language and the strings. axe on a handful of pages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { TEST_HASHING } from "../../core/credentials/index.server.ts";
import { SHOP_MODES } from "../../core/editions/index.ts";
import { DOCUMENT_TYPES, PARTNER_ROLES } from "../../core/partner-users/index.ts";
import { API_KEY_PREFIX } from "../../core/partners/index.ts";
import { PAYOUT_METHODS, RUN_STATES } from "../../core/payout/index.ts";
import { PRICE_CSV_COLUMNS } from "../../core/pricing-admin/index.ts";
import { STAFF_ROLES } from "../../core/staff/index.ts";
import { createStaffUser } from "../../core/staff/index.server.ts";
import { TRADE_STATES } from "../../core/trade/index.ts";
import { TRADE_ACTOR_KINDS } from "../../core/trade/index.server.ts";
import { openDatabase } from "../../db/client.server.ts";
import { staffUsers } from "../../db/schema/index.ts";
import { freePort } from "../../scripts/free-port.ts";
import { linksIn, readMails } from "../helpers/mails.ts";
import { reviewLinksTo, tokenOf } from "../helpers/reviews.ts";
import { apiOffer, firstAnswers, placeApiTrade, TEST_ADDRESS, TEST_IBAN, type ApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, test, uiMessages } from "./fixtures.ts";
import { seededDataDir } from "./seeded-data-dir.ts";
import { stopProcess, untilHealthy } from "./server-process.ts";
import { DEMO_AGAN_PARTNER, PASSWORD, SELLER_ID_NUMBER } from "./portal-steps.ts";

// ── what counts as raw (decision 0091) ───────────────────────────────────────────────────────

/** Every UI message key (en and all parts): none may show as such. */
const MESSAGE_KEYS = new Set(Object.keys(uiMessages("en")));

/**
 * Internal codes that are also plain words ("paid", "admin", "checkout"): raw when a whole text,
 * or a whole piece of one between separators ("DE · agan", "Roles: admin, support"), is the code
 * as stored. Labels start with a capital or are other words, so "Paid" passes and "paid" fails.
 */
const KNOWN_CODES = new Set<string>([
  ...TRADE_STATES,
  ...TRADE_ACTOR_KINDS,
  ...STAFF_ROLES,
  ...PARTNER_ROLES,
  ...SHOP_MODES,
  ...PAYOUT_METHODS,
  ...RUN_STATES,
  ...DOCUMENT_TYPES,
  // inspection outcomes (core/inspection/reprice.ts InspectionOutcome)
  "as_described",
  "worse",
  "no_offer",
  // the reasons trade events are stored with (core/trade, core/inspection, core/payout: changeTradeState calls)
  "checkout",
  "parcelReceived",
  "inspected",
  "asDescribed",
  "payoutRun",
  "payoutReturned",
  "voucherIssued",
  "noParcel",
  "declined",
  "store",
  // a partner user's state and a shipment's, as stored
  "invited",
  "active",
  "inactive",
]);

/**
 * camelCase words that are real product names, not codes: Apple's and a few others' own spelling
 * of what the catalog sells (a device name is data, and the catalog holds these). Kept short: a
 * word belongs here only when a page of this file shows it and it is a name a customer would write.
 */
const PRODUCT_WORDS = new Set(["iPhone", "iPad", "iPadOS", "iMac", "iPod", "iOS", "macOS", "watchOS", "eSIM", "iCloud"]);
/** A product word in the plural ("iPhones", a category's name). */
const isProductWord = (word: string) => PRODUCT_WORDS.has(word) || PRODUCT_WORDS.has(word.replace(/s$/, ""));

/** Words staff must type as they are: the price file's header row (core/pricing-admin/csv.ts), named in its hint. */
const FILE_FORMAT_WORDS = new Set<string>(PRICE_CSV_COLUMNS);

/** The last part of a host name or a file name: "shop.example", "payout-run-3.csv" are not codes. */
const NAME_ENDINGS = new Set([
  "de",
  "at",
  "es",
  "fr",
  "it",
  "com",
  "net",
  "org",
  "eu",
  "example",
  "test",
  "localhost",
  "csv",
  "xml",
  "pdf",
  "json",
  "html",
  "htm",
  "php",
]);

/** What in `texts` is shaped like a message key or an internal code. */
export function rawFindings(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    // e-mail addresses, URLs, a partner API key's public prefix (sbp_…) and the placeholders an editor
    // types in a page's text ({{company.name}}) are data
    const plain = text
      .replace(/\S+@\S+/g, " ")
      .replace(/\bhttps?:\/\/\S+/g, " ")
      .replace(new RegExp(`\\b${API_KEY_PREFIX}\\S+`, "g"), " ")
      .replace(/\{\{?[\w.]+\}\}?/g, " ");
    for (const raw of plain.match(/[A-Za-z0-9_.]+/g) ?? []) {
      const token = raw.replace(/^\.+|\.+$/g, "");
      if (!token || FILE_FORMAT_WORDS.has(token)) continue;
      if (MESSAGE_KEYS.has(token) && token !== "brand") found.add(token);
      else if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(token)) found.add(token);
      else if (/^[a-z][a-z0-9]+(?:\.[a-z][A-Za-z0-9_]*)+$/.test(token) && !NAME_ENDINGS.has(token.split(".").at(-1)!)) found.add(token);
      else if (/^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(token) && !isProductWord(token)) found.add(token);
    }
    for (const piece of text.split(/[,·|:;()/]/)) if (KNOWN_CODES.has(piece.trim())) found.add(piece.trim());
  }
  return [...found].sort();
}

/** Everything a page says: title, every text (hidden ones too), labels, placeholders, option texts, titles, alt texts. */
const pageTexts = (page: Page) =>
  page.evaluate(() => {
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // a form field's content is what staff are editing (a page's text with its {company.name} placeholders): data, not UI;
      // so is what a page marks translate="no": identifiers staff type or filter by (a catalog code, an audit action's name)
      if (node.parentElement?.closest('script,style,template,noscript,textarea,[translate="no"]')) continue;
      const text = node.nodeValue?.trim();
      if (text) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label],[placeholder],[title],[alt],[aria-roledescription]"))
      for (const name of ["aria-label", "placeholder", "title", "alt", "aria-roledescription"]) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    return out;
  });

/**
 * A message the client had no text for, as its console reports it (once it hydrated: whether that
 * happens before the page is read is a race, so such an entry below may or may not be seen in a run).
 */
const MISSING = "missing UI string: ";

/**
 * Findings on pages that other work of issue 29 is changing right now (their files are being
 * edited by others): listed here so this test is green meanwhile. Route id → the strings it still
 * shows. Remove an entry when its page is fixed; an entry no longer found fails the test too.
 */
const KNOWN_ELSEWHERE: Record<string, string[]> = {};

/**
 * Pages that still show codes, not fixed yet. Route id → the strings, or "whole page". (The audit
 * log and the support page's mail log name actions and mail kinds in words now, with the stored
 * name beside them marked translate="no" as data, like the catalog's codes.)
 */
const NOT_FIXED_YET: Record<string, string[] | "whole page"> = {};

// ── the server and its data ──────────────────────────────────────────────────────────────────

const BO = "backoffice.localhost";
const AGAN = "agan.de.localhost";
const DE_ADMIN = { email: "sweep-de@staff.example", password: "Sweep-Passwort-2026" };

let server: ChildProcess | null = null;
let dataDir = "";
let port = 0;
const url = (host: string, p = "/") => `http://${host}:${port}${p}`;
const mailsTo = (email: string) => readMails(path.join(dataDir, "mail"), email);

test.describe.configure({ mode: "serial" });
// the 404 pages answer 404 on purpose
test.use({ allowStatuses: [404] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await seededDataDir("sweep");
  port = await freePort();
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL")),
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: "warn",
    TRUST_PROXY: "127.0.0.1/8,::1",
    TEST_ID_OFFSETS: "1",
    // the review invitation at once (a review waiting for moderation is one of the states)
    REVIEW_INVITE_DELAY_DAYS: "0",
  };
  // The seeded database first: a German-speaking admin of this file's own (a staff user's language
  // is stored with the user).
  const database = await openDatabase({ dataDir });
  const { id } = await createStaffUser(
    database.db,
    { email: DE_ADMIN.email, displayName: "Sweep DE", roles: ["admin"], password: DE_ADMIN.password, mustChangePassword: false },
    { hashing: TEST_HASHING, now: new Date() },
  );
  await database.db.update(staffUsers).set({ language: "de" }).where(eq(staffUsers.id, id));
  await database.close();
  server = spawn(process.execPath, [`${process.env.BUILD_DIR ?? "build"}/server/index.js`], { env, stdio: "ignore" });
  await untilHealthy(server, port, "the no-raw-keys server", 100_000);
});

test.afterAll(async () => {
  // the folder goes once the server has stopped writing into it
  await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The back-office API as `email` (a bearer token). */
async function staffApi(request: APIRequestContext, email: string, password: string) {
  const call = (method: "get" | "post" | "put", p: string, data?: unknown, token?: string) =>
    request[method](`http://127.0.0.1:${port}${p}`, {
      headers: { host: `${BO}:${port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data,
    });
  const login = await call("post", "/api/backoffice/auth/login", { email, password });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async (method: "get" | "post" | "put", p: string, data?: unknown) => {
    const res = await call(method, `/api/backoffice${p}`, data, accessToken);
    expect(res.status(), `${method} ${p}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
}

type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** Received and every device inspected with the first answers (`worse`: the first question's second answer). */
async function inspect(api: StaffApi, trade: ApiTrade, worse: boolean) {
  await api("post", `/trades/${trade.tradeNumber}/receive`, { devicesFound: 1 });
  const answers = worse
    ? trade.device.questions.map((q, i) => ({ questionId: q.id, answerId: q.answers[i === 0 ? 1 : 0]!.id }))
    : firstAnswers(trade.device);
  const { items } = (await api("get", `/trades/${trade.tradeNumber}/inspection`)) as { items: { itemId: number }[] };
  for (const item of items)
    await api("post", `/trades/${trade.tradeNumber}/items/${item.itemId}/inspection`, {
      answers,
      serial: `SN${item.itemId}S`,
      ...(worse ? { notes: "Display gesprungen" } : {}),
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
  return (await api("post", `/trades/${trade.tradeNumber}/inspection/complete`, {})) as { state: string; clarificationId?: string };
}

/** The customer's answer to an open clarification (each device), through the shop's API. */
async function answerClarification(request: APIRequestContext, tradeNumber: string, clarificationId: string, answer: "accept" | "return") {
  const api = `http://127.0.0.1:${port}/api/clarifications/${clarificationId}/${tradeNumber}`;
  const headers = { host: `de.localhost:${port}` };
  const view = (await (await request.get(api, { headers })).json()) as {
    devices: { itemId: number; newOffer: { offerId: string } | null; oldOffer: { offerId: string } | null }[];
  };
  for (const d of view.devices) {
    const res = await request.post(api, { headers, data: { offerId: (d.newOffer ?? d.oldOffer)!.offerId, answer } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** A trade placed on the B2B widget's host (the partner's mode), as the widget's checkout does. */
async function widgetTrade(request: APIRequestContext): Promise<string> {
  const host = `b2bwidget.de.localhost:${port}`;
  const { offerId } = await apiOffer(request, { port });
  const res = await request.post(`http://127.0.0.1:${port}/api/trade/trades`, {
    headers: { host, "idempotency-key": crypto.randomUUID() },
    data: {
      offers: [{ offerId, quantity: 1 }],
      customer: { email: `widget-${crypto.randomUUID()}@example.com`, firstName: "Wanda", lastName: "Widget" },
      address: TEST_ADDRESS.de,
      payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Wanda Widget" },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { tradeNumber: string }).tradeNumber;
}

/** Signs a staff user in on the login page (a browser context of its own). */
async function staffSignIn(page: Page, email: string, password: string) {
  await page.goto(url(BO, "/login"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/(trades|dashboard)$/);
}

/** The back office's invite form; the link from the mail sets the password unless `accept` is false. */
async function invitePartnerUser(bo: Page, portal: Page, email: string, role: "store_staff" | "partner_manager", accept: boolean) {
  await bo.goto(url(BO, `/partners/${DEMO_AGAN_PARTNER}/users`));
  await bo.locator("#email").fill(email);
  await bo.locator("#displayName").fill(role === "store_staff" ? "Petra Filiale" : "Max Manager");
  await bo.locator("#role").selectOption(role);
  if (role === "store_staff") await bo.locator("#storeId").selectOption({ label: "Demo Handelskette Berlin-Mitte" });
  await bo.getByRole("button", { name: /^(Invite|Einladen)$/ }).click();
  await expect(bo.getByRole("status")).toContainText(email);
  if (!accept) return;
  await expect.poll(() => mailsTo(email).length, { message: "invitation mail" }).toBeGreaterThan(0);
  const link = linksIn(mailsTo(email).at(-1)!).find((l) => l.includes("/portal/passwort?token="))!;
  await portal.goto(link);
  await portal.locator("#password").fill(PASSWORD);
  await portal.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(portal.getByRole("status")).toContainText("Passwort ist gespeichert");
}

/**
 * A walk-in customer's trade-in at the store (the iPhone 15, first answers, the seller's ID card and
 * declaration): portal-steps.ts' tradeIn does the same by keyboard on the shared server's port.
 */
async function storeTradeIn(page: Page, email: string): Promise<string> {
  await page.goto(url(AGAN, `/portal/ankauf?q=${encodeURIComponent("iPhone 15")}`));
  await page
    .locator(".portal-hits a", { hasText: /iPhone 15/ })
    .first()
    .click();
  await expect(page.locator("fieldset.question").first()).toBeVisible();
  const questions = await page.locator("fieldset.question").count();
  for (let i = 0; i < questions; i++) await page.locator("fieldset.question").nth(i).locator('input[type="radio"]').first().check();
  await page.locator("[data-offer-submit]").click();
  await expect(page.locator(".portal-offer")).toBeVisible();
  await page.locator("#imei").fill("490154203237518");
  await page.locator("#firstName").fill("Tara");
  await page.locator("#lastName").fill("Laden");
  await page.locator("#email").fill(email);
  await page.locator("#documentType").selectOption("id_card");
  await page.locator("#documentNumber").fill(SELLER_ID_NUMBER);
  await page.locator("#declaration").check();
  await page.getByRole("button", { name: /Inzahlungnahme abschließen/ }).click();
  await expect(page).toHaveURL(/\/portal\/ankauf\/SB-\d{7}\?neu=1$/);
  return /SB-\d{7}/.exec(page.url())![0];
}

async function portalSignIn(page: Page, email: string) {
  await page.goto(url(AGAN, "/portal/anmelden"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.locator("#password").press("Enter");
  await expect(page).toHaveURL(/\/portal$/);
}

/** The first link on `listPath` whose path matches `pattern` (a real id for a detail page). */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(url(BO, listPath));
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.map((h) => h.split("?")[0]!).find((h) => pattern.test(h));
  expect(href, `a link like ${pattern} on ${listPath}`).toBeTruthy();
  return href!;
}

// ── the sweep ────────────────────────────────────────────────────────────────────────────────

interface Visit {
  /** The route id (app/routes/*\/paths.ts). */
  route: string;
  path: string;
}

/** Every finding, "route path [lang]" → strings, filled by the tests and checked by the last one. */
const findings = new Map<string, { route: string; strings: string[] }>();

async function sweep(page: Page, host: string, lang: string, visits: Visit[], axeOn: Set<string> = new Set()) {
  // a string the client had no message for (a scope missing from app/i18n/message-scopes.ts) shows raw after hydration
  const missing: string[] = [];
  const onConsole = (msg: { text: () => string }) => {
    const m = /missing UI string "([^"]+)"/.exec(msg.text());
    if (m) missing.push(`${MISSING}${m[1]!}`);
  };
  const onError = (err: Error) => missing.push(`page error: ${err.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  for (const { route, path: p } of visits) {
    missing.length = 0;
    const started = Date.now();
    const res = await page.goto(url(host, p));
    expect(res?.status(), `${p} [${lang}]`).toBeLessThan(route.endsWith("not-found") ? 500 : 400);
    await expect(page.locator("html"), p).toHaveAttribute("lang", lang);
    const strings = [...new Set([...rawFindings(await pageTexts(page)), ...missing])].sort();
    if (strings.length) findings.set(`${route} ${p} [${lang}]`, { route, strings });
    if (axeOn.has(route)) await expectAccessible(page, `sweep ${route}`);
    if (process.env.SWEEP_LOG)
      appendFileSync(process.env.SWEEP_LOG, `${Date.now() - started}ms ${route} ${p} [${lang}] ${strings.join(" | ")}\n`);
  }
  page.off("console", onConsole);
  page.off("pageerror", onError);
}

/**
 * A page for the sweep: the fixtures' guard would stop at the first page's console error, the sweep
 * records a missing UI string or a page error with the page it happened on (and fails at the end).
 */
async function sweepPage(browser: Browser, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders, viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

const data = {
  trades: {} as Record<string, string>,
  storeTrade: "",
  widgetTrade: "",
  openRun: 0,
  confirmedRun: 0,
  deviceId: 0,
  clerk: "",
  manager: "",
};

test("data in every state staff see", async ({ request, newPage }) => {
  test.setTimeout(180_000);
  const admin = await staffApi(request, "admin@staff.sellback.test", "dev-admin-password");
  const deAdmin = await staffApi(request, DE_ADMIN.email, DE_ADMIN.password);
  const place = (edition: "de" | "fr" = "de") => placeApiTrade(request, { port, edition });

  // paid: payout pending, then in a run the German admin confirms (four eyes)
  const paid = await place();
  expect((await inspect(admin, paid, false)).state).toBe("payout_pending");
  const confirmed = (await admin("post", "/payout-runs", { edition: "de", method: "sepa" })) as { runId: number };
  await deAdmin("post", `/payout-runs/${confirmed.runId}/confirm`, {});
  data.confirmedRun = confirmed.runId;
  // an open run: a French trade's
  const french = await place("fr");
  await inspect(admin, french, false);
  data.openRun = ((await admin("post", "/payout-runs", { edition: "fr", method: "sepa" })) as { runId: number }).runId;

  const created = await place();
  const received = await place();
  await admin("post", `/trades/${received.tradeNumber}/receive`, { devicesFound: 1 });
  const pending = await place();
  await inspect(admin, pending, false);
  const open = await place();
  const openClarification = await inspect(admin, open, true);
  expect(openClarification.state).toBe("clarification");
  const accepted = await place();
  await answerClarification(request, accepted.tradeNumber, (await inspect(admin, accepted, true)).clarificationId!, "accept");
  const returnRequested = await place();
  await answerClarification(request, returnRequested.tradeNumber, (await inspect(admin, returnRequested, true)).clarificationId!, "return");
  const returned = await place();
  await answerClarification(request, returned.tradeNumber, (await inspect(admin, returned, true)).clarificationId!, "return");
  const { returns } = (await admin("get", `/trades/${returned.tradeNumber}/returns`)) as { returns: { itemId: number }[] };
  for (const { itemId } of returns)
    await admin("post", `/trades/${returned.tradeNumber}/items/${itemId}/returned`, { trackingNumber: "00340434161234567890" });
  const cancelled = await place();
  const cancel = await request.post(
    `http://127.0.0.1:${port}/api/trade/trades/${cancelled.tradeNumber}/cancel?token=${cancelled.trackingToken}`,
    {
      headers: { host: `de.localhost:${port}` },
    },
  );
  expect(cancel.status(), await cancel.text()).toBe(200);
  data.trades = {
    created: created.tradeNumber,
    received: received.tradeNumber,
    payout_pending: pending.tradeNumber,
    paid: paid.tradeNumber,
    clarification: open.tradeNumber,
    accepted: accepted.tradeNumber,
    return_requested: returnRequested.tradeNumber,
    returned: returned.tradeNumber,
    cancelled: cancelled.tradeNumber,
  };
  data.widgetTrade = await widgetTrade(request);

  // a review waiting for moderation: the paid customer's invitation (sent at once here)
  await expect
    .poll(() => reviewLinksTo(path.join(dataDir, "mail"), paid.email).length, { message: "review invitation", timeout: 30_000 })
    .toBeGreaterThan(0);
  const review = await request.post(`http://127.0.0.1:${port}/api/reviews`, {
    // after the wait the kept-alive connection may be the one the server closes as this goes out
    // (its keep-alive time-out is 5 s): a reset before an answer is sent again, once
    maxRetries: 1,
    headers: { host: `de.localhost:${port}` },
    data: {
      token: tokenOf(reviewLinksTo(path.join(dataDir, "mail"), paid.email)[0]!),
      rating: 4,
      comment: "Schnell und fair, gerne wieder.",
    },
  });
  expect(review.status(), await review.text()).toBe(201);

  // a contact message in the inbox
  const contact = await request.post(`http://127.0.0.1:${port}/api/contact`, {
    headers: { host: `de.localhost:${port}` },
    data: {
      subject: "paymentQuestions",
      name: "Erika Muster",
      email: paid.email,
      tradeNumber: paid.tradeNumber,
      message: "Wann kommt meine Auszahlung an?",
    },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);

  // price history: a device's German price changed and back
  const { body } = await apiOffer(request, { port });
  data.deviceId = body.deviceId;
  const prices = (await admin("get", `/devices/${body.deviceId}/prices`)) as { prices: { edition: string; cents: number }[] };
  const before = prices.prices.find((p) => p.edition === "de")!.cents / 100;
  await admin("put", `/devices/${body.deviceId}/prices/de`, { price: Number((before + 1).toFixed(2)) });
  await admin("put", `/devices/${body.deviceId}/prices/de`, { price: before });

  // the partner: an API key, a user invited, a clerk and a manager active; a store trade and a shipment
  await admin("post", `/partners/${DEMO_AGAN_PARTNER}/api-keys`, {});
  const bo = await newPage();
  await staffSignIn(bo, "admin@staff.sellback.test", "dev-admin-password");
  const portal = await newPage();
  const id = crypto.randomUUID().slice(0, 8);
  await invitePartnerUser(bo, portal, `eingeladen-${id}@partner.example`, "store_staff", false);
  data.clerk = `filiale-${id}@partner.example`;
  data.manager = `manager-${id}@partner.example`;
  await invitePartnerUser(bo, portal, data.clerk, "store_staff", true);
  await invitePartnerUser(bo, portal, data.manager, "partner_manager", true);
  await portalSignIn(portal, data.clerk);
  data.storeTrade = await storeTradeIn(portal, `tara-${id}@example.com`);
  await portal.goto(url(AGAN, "/portal/versand"));
  await portal.getByRole("button", { name: "Neue Sendung" }).click();
  await expect(portal).toHaveURL(/\/portal\/versand\/\d+/);
});

/** Every back-office page (app/routes/backoffice/paths.ts, pages only: no downloads, redirects or posts), with real ids. */
async function backOfficePages(page: Page): Promise<Visit[]> {
  const t = data.trades;
  const visits: Visit[] = [
    { route: "bo-trades", path: "/trades" },
    { route: "bo-trades", path: "/trades?state=clarification" },
    { route: "bo-dashboard", path: "/dashboard" },
    ...[...Object.values(t), data.storeTrade, data.widgetTrade].map((n) => ({ route: "bo-trade", path: `/trades/${n}` })),
    { route: "bo-receive", path: "/receive" },
    { route: "bo-receive", path: `/receive?q=${t.created}` },
    { route: "bo-inspection", path: `/trades/${t.received}/inspection` },
    { route: "bo-returns", path: `/trades/${t.return_requested}/returns` },
    { route: "bo-returns", path: `/trades/${t.returned}/returns` },
    { route: "bo-payouts", path: "/payouts" },
    { route: "bo-payout-run", path: `/payouts/${data.openRun}` },
    { route: "bo-payout-run", path: `/payouts/${data.confirmedRun}` },
    { route: "bo-audit", path: "/audit" },
    { route: "bo-reviews", path: "/reviews" },
    { route: "bo-support", path: "/support" },
    { route: "bo-support", path: `/support?q=${t.paid}` },
    { route: "bo-support-guest", path: `/support/guests/${t.paid}` },
    { route: "bo-inbox", path: "/inbox" },
    { route: "bo-inbox-message", path: await firstLink(page, "/inbox", /^\/inbox\/[^/]+$/) },
    { route: "bo-campaigns", path: "/campaigns" },
    { route: "bo-campaign-new", path: "/campaigns/new" },
    { route: "bo-campaign", path: await firstLink(page, "/campaigns", /^\/campaigns\/(?!new$)[^/]+$/) },
    { route: "bo-security", path: "/security" },
    { route: "bo-password", path: "/password" },
    { route: "bo-pages", path: "/pages" },
    { route: "bo-page-edit", path: await firstLink(page, "/pages", /^\/pages\/[^/]+\/[^/]+$/) },
    { route: "bo-redirects", path: "/redirects" },
    { route: "bo-redirect-new", path: "/redirects/new" },
    { route: "bo-redirect", path: await firstLink(page, "/redirects", /^\/redirects\/(?!new$)[^/]+$/) },
    { route: "bo-vouchers", path: "/vouchers" },
    { route: "bo-voucher-new", path: "/vouchers/new" },
    { route: "bo-voucher", path: await firstLink(page, "/vouchers", /^\/vouchers\/[^/]+\/[^/]+$/) },
    { route: "bo-prices", path: "/prices" },
    { route: "bo-prices-bulk", path: "/prices/bulk" },
    { route: "bo-device-prices", path: `/prices/devices/${data.deviceId}` },
    { route: "bo-catalog", path: "/catalog" },
    { route: "bo-catalog-device-new", path: "/catalog/devices/new" },
    { route: "bo-catalog-device", path: `/catalog/devices/${data.deviceId}` },
    { route: "bo-catalog-category", path: await firstLink(page, "/catalog", /^\/catalog\/categories\/[^/]+$/) },
    { route: "bo-catalog-manufacturers", path: "/catalog/manufacturers" },
    { route: "bo-catalog-manufacturer-new", path: "/catalog/manufacturers/new" },
    {
      route: "bo-catalog-manufacturer",
      path: await firstLink(page, "/catalog/manufacturers", /^\/catalog\/manufacturers\/(?!new$)[^/]+$/),
    },
    { route: "bo-catalog-series-new", path: "/catalog/series/new" },
    { route: "bo-catalog-series", path: await firstLink(page, "/catalog", /^\/catalog\/series\/(?!new$)[^/]+$/) },
    { route: "bo-catalog-questions", path: "/catalog/questions" },
    { route: "bo-partners", path: "/partners" },
    { route: "bo-partner-new", path: "/partners/new" },
    ...(
      await page
        .goto(url(BO, "/partners"))
        .then(() => page.locator('a[href^="/partners/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))
    )
      .filter((h) => /^\/partners\/[0-9a-f-]{36}$/.test(h))
      .map((h) => ({ route: "bo-partner", path: h })),
    { route: "bo-partner-users", path: `/partners/${DEMO_AGAN_PARTNER}/users` },
    { route: "bo-not-found", path: "/no-such-page" },
  ];
  return visits;
}

const AXE_BO = new Set(["bo-payout-run", "bo-partner-users", "bo-inbox-message", "bo-voucher", "bo-audit"]);

for (const [lang, who] of [
  ["en", { email: "admin@staff.sellback.test", password: "dev-admin-password" }],
  ["de", DE_ADMIN],
] as const) {
  test(`every back-office page in ${lang === "en" ? "English" : "German"}`, async ({ browser, extraHTTPHeaders }) => {
    test.setTimeout(180_000);
    const page = await sweepPage(browser, extraHTTPHeaders);
    // signed out first: the login page in the language of the cookie
    await page.context().addCookies([{ name: "sb_staff_lang", value: lang, url: url(BO) }]);
    await sweep(page, BO, lang, [{ route: "bo-login", path: "/login" }]);
    await staffSignIn(page, who.email, who.password);
    await sweep(page, BO, lang, await backOfficePages(page), AXE_BO);
    await page.context().close();
  });
}

test("every portal page, as the store clerk and as the partner manager", async ({ browser, extraHTTPHeaders }) => {
  test.setTimeout(120_000);
  const page = await sweepPage(browser, extraHTTPHeaders);
  // the portal speaks German only (the agan edition's language)
  await sweep(page, AGAN, "de", [
    { route: "portal-login", path: "/portal/anmelden" },
    { route: "portal-forgot", path: "/portal/passwort-vergessen" },
  ]);
  const shipment = async () =>
    (await page.locator('a[href^="/portal/versand/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!))).filter((h) =>
      /^\/portal\/versand\/\d+$/.test(h),
    );
  for (const user of [data.clerk, data.manager]) {
    await portalSignIn(page, user);
    await page.goto(url(AGAN, "/portal/versand"));
    const shipments = await shipment();
    const clerk = user === data.clerk;
    await sweep(
      page,
      AGAN,
      "de",
      [
        { route: "portal-home", path: "/portal" },
        // the clerk's pages: trade-ins and shipments; the manager's: the month's report
        ...(clerk
          ? [
              { route: "portal-trade-new", path: "/portal/ankauf" },
              { route: "portal-trade-new", path: `/portal/ankauf?q=${encodeURIComponent("iPhone 15")}` },
              { route: "portal-trade", path: `/portal/ankauf/${data.storeTrade}` },
              { route: "portal-shipments", path: "/portal/versand" },
              ...shipments.map((p) => ({ route: "portal-shipment", path: p })),
            ]
          : [{ route: "portal-report", path: "/portal/auswertung" }]),
        { route: "portal-security", path: "/portal/sicherheit" },
        { route: "portal-not-found", path: "/portal/gibt-es-nicht" },
      ],
      new Set(["portal-shipment", "portal-report"]),
    );
    await page.context().clearCookies();
  }
  await page.context().close();
});

test("nothing raw on any page (but what KNOWN_ELSEWHERE and NOT_FIXED_YET list)", () => {
  const waived = (route: string): string[] | "whole page" => {
    const here = NOT_FIXED_YET[route];
    return here === "whole page" ? here : [...(KNOWN_ELSEWHERE[route] ?? []), ...(here ?? [])];
  };
  const left: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const [where, { route, strings }] of findings) {
    const known = waived(route);
    if (known === "whole page") continue;
    for (const s of strings) if (known.includes(s)) seen.add(`${route}: ${s}`);
    const rest = strings.filter((s) => !known.includes(s));
    if (rest.length) left[where] = rest;
  }
  expect(left, "raw message keys or internal codes (page [language]: strings)").toEqual({});
  const stale = Object.entries({ ...KNOWN_ELSEWHERE, ...NOT_FIXED_YET }).flatMap(([route, strings]) =>
    strings === "whole page"
      ? []
      : strings
          .filter((s) => !s.startsWith(MISSING))
          .map((s) => `${route}: ${s}`)
          .filter((entry) => !seen.has(entry)),
  );
  expect(stale, "listed strings no page shows any more: remove them").toEqual([]);
});
