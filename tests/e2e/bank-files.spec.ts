/**
 * Bank files back in (issue 32, decision 0113) in the browser, on a server of this file's own
 * (its clock set through CLOCK_FILE, its jobs polled so the mails go out): a German guest trade
 * is paid by a run one payout user made and the admin confirmed (through the API). The payout clerk
 * imports the bank's camt.054 on the bank files page: the run's batch debit (the run is executed)
 * and one return with AC04, and a credit of no one of ours. The result names the run, the trade
 * with the reason in words and that the customer was asked for a corrected account; the run page
 * says the same; the stray credit is resolved with a note; the same file again changes nothing; a
 * file that is no camt is refused. The customer opens the mail that asks for a corrected account,
 * follows its link (the tracking page) and corrects the IBAN. The corrected account waits out its
 * 24-hour hold (the server's clock moved, never slept); then the next run (made by the clerk,
 * confirmed by the admin) pays it, and the paid mail names the new account. Both days are a
 * weekend, so the payout schedule proposes no run of its own. axe on every page; screenshots at
 * 1366 and 390 px. A second test: a visitor is sent to the login, the catalog role gets 403 for
 * the page and its post, a post from another origin is refused, and nothing is imported. A third:
 * without JavaScript a camt.053 statement is imported, its entry resolved, the file twice is nothing.
 */
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { maskIban } from "../../core/shared/index.ts";
import { batchDebit, camtFile, returned, unknownCredit } from "../helpers/camt.ts";
import { linksIn, readMails } from "../helpers/mails.ts";
import { firstAnswers, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";

/** Saturday 5 December 2026, 09:00 in Berlin: no working day, so no run is proposed by the schedule. */
const SATURDAY = new Date("2026-12-05T08:00:00Z");
/** 25 hours later (Sunday): the corrected account's 24-hour hold is over. */
const SUNDAY = new Date(SATURDAY.getTime() + 25 * 3_600_000);

const BO = "backoffice.localhost";
const CLERK = { email: "payout@staff.sellback.test", password: "dev-payout-password" };
const ADMIN = { email: "admin@staff.sellback.test", password: "dev-admin-password" };
const NEW_IBAN = "DE75 5121 0800 1245 1261 99";
/** AC04 in the back office's words (messages/parts/bank-files). */
const AC04_WORDS = "AC04: Account closed";

// The refused files answer 413/422, the page beyond a role 403 and the foreign post 400, on purpose.
test.use({ allowStatuses: [400, 403, 413, 422] });
test.describe.configure({ mode: "serial" });

const shoot = shooterFor("test-results/bank-files");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("bank-files", { at: SATURDAY, env: { JOB_POLL_MS: "250" } });
});

test.afterAll(() => own?.stop());

const bo = (pathname: string) => own.url(pathname, BO);
const mails = (email: string) => readMails(path.join(own.dataDir, "mail"), email);
const pathAndQuery = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};

/** The back-office API as `who` (bearer token), on this file's server. */
async function staffApi(request: APIRequestContext, who: { email: string; password: string }) {
  const call = (method: "get" | "post", pathname: string, data?: unknown, token?: string) =>
    request[method](`http://127.0.0.1:${own.port}${pathname}`, {
      headers: { host: `${BO}:${own.port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data,
    });
  const login = await call("post", "/api/backoffice/auth/login", who);
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return (method: "get" | "post", pathname: string, data?: unknown) => call(method, pathname, data, accessToken);
}

/** A German guest trade of one iPhone, paid by SEPA, taken to payout_pending by the admin (received, inspected, completed). */
async function pendingTrade(request: APIRequestContext) {
  const trade = await placeApiTrade(request, {
    edition: "de",
    port: own.port,
    email: `bank-files-${crypto.randomUUID()}@example.com`,
    firstName: "Erika",
    lastName: "Mustermann",
  });
  const admin = await staffApi(request, ADMIN);
  expect((await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/receive`, { devicesFound: 1 })).status()).toBe(200);
  const { items } = await (await admin("get", `/api/backoffice/trades/${trade.tradeNumber}/inspection`)).json();
  for (const item of items as { itemId: number }[]) {
    const res = await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/items/${item.itemId}/inspection`, {
      answers: firstAnswers(trade.device),
      serial: `SN${item.itemId}B`,
      erasure: { method: "nist_clear", tool: "Blancco", result: "passed" },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const complete = await admin("post", `/api/backoffice/trades/${trade.tradeNumber}/inspection/complete`, {});
  expect(complete.status(), await complete.text()).toBe(200);
  expect((await complete.json()).state).toBe("payout_pending");
  return trade;
}

/** A run of the German SEPA trades made by the clerk and confirmed as sent by the admin, through the API. */
async function confirmedRun(request: APIRequestContext) {
  const clerk = await staffApi(request, CLERK);
  const made = await clerk("post", "/api/backoffice/payout-runs", { edition: "de", method: "sepa" });
  expect(made.status(), await made.text()).toBe(201);
  const { runId } = (await made.json()) as { runId: number };
  const admin = await staffApi(request, ADMIN);
  const confirmed = await admin("post", `/api/backoffice/payout-runs/${runId}/confirm`, {});
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { run, items } = (await (await clerk("get", `/api/backoffice/payout-runs/${runId}`)).json()) as {
    run: { sepaMessageId: string; totalCents: number; sepaCount: number };
    items: { tradeNumber: string; amountCents: number; endToEndId: string }[];
  };
  return { runId, run, items };
}

async function login(page: Page, who: { email: string; password: string }) {
  await page.goto(bo("/login"));
  await page.locator("#email").fill(who.email);
  await page.locator("#password").fill(who.password);
  await page.locator("#otp").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Chooses `xml` as the page's bank file and imports it. */
async function importFile(page: Page, name: string, xml: string | Buffer) {
  await page.getByLabel("Bank file (camt.053 or camt.054)").setInputFiles({
    name,
    mimeType: "application/xml",
    buffer: typeof xml === "string" ? Buffer.from(xml, "utf8") : xml,
  });
  await page.getByRole("button", { name: "Import file" }).click();
}

test("a camt.054 with one return: the clerk sees the trade waiting for the customer, the customer corrects the IBAN from the mail, the next run pays it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const trade = await pendingTrade(request);
  const { runId, run, items } = await confirmedRun(request);
  const item = items.find((i) => i.tradeNumber === trade.tradeNumber)!;
  expect(item.endToEndId).toBe(`PR${runId}-${trade.tradeNumber}`);
  await expect.poll(() => mails(trade.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs")).length).toBe(1);

  // The bank's notification: the run's batch booked, the transfer back with AC04, and a stranger's credit.
  const notification = camtFile({
    version: "001.08",
    kind: "054",
    entries: [
      batchDebit({ sepaMessageId: run.sepaMessageId, totalCents: run.totalCents, count: run.sepaCount }, { bookingDate: "2026-12-05" }),
      returned({
        endToEndId: item.endToEndId,
        amountCents: item.amountCents,
        code: "AC04",
        info: "Konto aufgeloest",
        bookingDate: "2026-12-05",
        creditorName: "Erika Mustermann",
      }),
      unknownCredit({ amountCents: 4_711, debtorName: "Max Muster", remittance: "Rechnung 4711", bookingDate: "2026-12-05" }),
    ],
  });

  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, CLERK);
  await page.goto(bo("/payouts"));
  await page.getByTestId("bank-files-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bank files");
  await expect(page.getByText("No bank file imported yet.")).toBeVisible();
  await expectAccessible(page, "bank files empty");
  await shoot(page, "bank-files-empty");

  // A file that is no camt: refused with its reason, nothing imported.
  await importFile(page, "statement.xml", "<Document><Nothing/></Document>");
  await expect(page.getByRole("alert")).toContainText("The file is not a camt.053 or camt.054 file we can read. Nothing was changed.");
  await expect(page.getByTestId("bank-file")).toHaveCount(0);
  await expectAccessible(page, "bank files malformed");
  await shoot(page, "bank-files-malformed");
  // One byte over the 10 MB a bank file may have: refused on the page, nothing imported.
  await importFile(page, "huge.xml", Buffer.alloc(10 * 1024 * 1024 + 1, 0x20));
  await expect(page.getByRole("alert")).toContainText("The file is too big for a bank file. Nothing was changed.");
  await expect(page.getByTestId("bank-file")).toHaveCount(0);

  // The notification: the result names the executed run and the returned trade, with the reason in words.
  await importFile(page, "camt054-2026-12-05.xml", notification);
  const result = page.getByTestId("bank-import-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Imported: camt054-2026-12-05.xml");
  await expect(result).toContainText("camt.054.001.08");
  await expect(result.getByTestId("bank-executed").getByRole("link", { name: `Payout run ${runId}` })).toBeVisible();
  const back = result.getByTestId("bank-returned").getByRole("listitem");
  await expect(back).toHaveCount(1);
  await expect(back.getByRole("link", { name: trade.tradeNumber })).toHaveAttribute("href", `/trades/${trade.tradeNumber}`);
  await expect(back).toContainText("AC04 – Account closed (Konto aufgeloest)");
  await expect(back).toContainText("the customer has been asked for a corrected account");
  await expect(result).toContainText("1 entry matched nothing");
  const stray = page.getByTestId("bank-open-entry");
  await expect(stray).toHaveCount(1);
  await expect(stray).toContainText("€47.11");
  await expect(stray).toContainText("Max Muster");
  await expect(page.getByTestId("bank-file")).toHaveCount(1);
  await expect(page.getByTestId("bank-file")).toContainText("payout@staff.sellback.test");
  await expectAccessible(page, "bank files imported");
  await shoot(page, "bank-files-imported");

  // The run page: executed by the bank, the transfer returned with its reason and who found it.
  await result.getByRole("link", { name: `Payout run ${runId}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Payout run ${runId}`);
  await expect(page.getByTestId("run-executed")).toHaveText(/^on 2026-12-05 09:\d\d CET$/);
  const row = page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber });
  await expect(row).toContainText("Returned");
  await expect(row).toContainText(AC04_WORDS);
  await expect(row).toContainText("Returned, read from a bank file");
  await expect(row).toContainText("Waiting for the customer’s corrected account");
  await expect(row.getByRole("button", { name: "Mark returned" })).toHaveCount(0);
  await expectAccessible(page, "payout run returned by the bank");
  await shoot(page, "payout-run-bank-return");

  // The stray credit: resolved with a note; the same file again changes nothing.
  await page.goto(bo("/payouts/bank-files"));
  await stray.getByLabel("What was done (note)").fill("Customer paid an invoice to the wrong account; refunded by hand.");
  await stray.getByRole("button", { name: "Mark resolved" }).click();
  await expect(page.getByRole("status")).toHaveText("Entry marked resolved.");
  await expect(page.getByTestId("bank-open-entry")).toHaveCount(0);
  await importFile(page, "camt054-again.xml", notification);
  await expect(page.getByTestId("bank-duplicate")).toHaveText("This file was already imported: nothing changed.");
  await expect(page.getByTestId("bank-file")).toHaveCount(1);
  await expect(page.getByTestId("bank-open-entry")).toHaveCount(0);
  await expectAccessible(page, "bank files duplicate");
  await shoot(page, "bank-files-duplicate");

  // The customer: the mail asks for a corrected account; its link opens the tracking page's form.
  await expect
    .poll(() => mails(trade.email).filter((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto")).length, {
      message: "returned mail",
      timeout: 30_000,
    })
    .toBe(1);
  const returnedMail = mails(trade.email).find((m) => m.includes("Bitte prüfen Sie Ihr Auszahlungskonto"))!;
  const link = linksIn(returnedMail).find((l) => l.includes(`/trade/${trade.tradeNumber}?token=`))!;
  expect(link).toBeTruthy();
  await page.goto(own.url(pathAndQuery(link), "de.localhost"));
  await expect(page.getByTestId("trade-state")).toHaveText("Auszahlung unterwegs");
  const correction = page.getByTestId("payout-correction");
  await expect(correction.getByRole("heading", { level: 2 })).toHaveText("Bitte korrigieren Sie Ihr Auszahlungskonto");
  await expectAccessible(page, "tracking payout correction");
  await shoot(page, "tracking-correction");
  await page.locator("#payout-accountHolder").fill("Erika Mustermann");
  await page.locator("#payout-iban").fill(NEW_IBAN);
  await correction.getByRole("button", { name: "Auszahlungskonto speichern" }).click();
  await expect(page.getByTestId("payout-corrected")).toHaveText("Vielen Dank. Wir zahlen den Betrag auf das neue Konto aus.");
  await expectAccessible(page, "tracking payout corrected");

  // Within the 24-hour hold no run takes it; the run page says the account was corrected.
  await page.goto(bo(`/payouts/${runId}`));
  await expect(row).toContainText("Corrected account given");
  await page.goto(bo("/payouts?preview=1&edition=de&method=sepa"));
  await expect(page.getByTestId("payout-preview")).toContainText("No trade to pay");
  await expect(page.getByTestId("payout-preview")).toContainText("Left out: 1 under the 24-hour hold");
  await logout(page);

  // A day later: the clerk makes the next run, the admin confirms it, the trade is paid to the new account.
  own.setTime(SUNDAY);
  await login(page, CLERK);
  await page.goto(bo("/payouts?preview=1&edition=de&method=sepa"));
  await expect(page.getByTestId("payout-preview")).toContainText("1 trade");
  await page.getByRole("button", { name: "Create payout run" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Payout run \d+$/);
  const nextRunId = /\/payouts\/(\d+)/.exec(page.url())![1]!;
  expect(Number(nextRunId)).not.toBe(runId);
  const nextRow = page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber });
  await expect(nextRow).toContainText(maskIban(NEW_IBAN));
  await logout(page);
  await login(page, ADMIN);
  await page.goto(bo(`/payouts/${nextRunId}`));
  await page.getByRole("button", { name: "Confirm run as sent" }).click();
  await page.getByRole("button", { name: "Yes, mark run as sent" }).click();
  await expect(page.getByTestId("run-state")).toHaveText("Confirmed as sent");
  await expect(nextRow).toContainText("Paid");
  await expectAccessible(page, "next run confirmed");

  await page.goto(own.url(pathAndQuery(link), "de.localhost"));
  await expect(page.getByTestId("trade-state")).toHaveText("Ausgezahlt");
  await expect
    .poll(() => mails(trade.email).filter((m) => m.includes("Ihre Auszahlung ist unterwegs")).length, {
      message: "paid mail",
      timeout: 30_000,
    })
    .toBe(2);
  const paid = mails(trade.email)
    .filter((m) => m.includes("Ihre Auszahlung ist unterwegs"))
    .at(-1)!;
  expect(paid).toContain(maskIban(NEW_IBAN));
  expect(paid).not.toContain(NEW_IBAN.replaceAll(" ", ""));
});

test("only the payout role (and admin) may use the bank files page: a visitor is sent to the login, another role and a post from elsewhere are refused, nothing imported", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await staffApi(request, ADMIN);
  const filesNow = async () => ((await (await admin("get", "/api/backoffice/bank-files")).json()) as { files: unknown[] }).files.length;
  const before = await filesNow();
  const xml = camtFile({ version: "001.02", kind: "054", entries: [unknownCredit({ amountCents: 1_234 })] });

  await page.goto(bo("/payouts/bank-files"));
  await expect(page).toHaveURL(/\/login\?next=%2Fpayouts%2Fbank-files$/);

  // A post from another site (another origin): refused before the action does anything (React Router's own
  // origin check answers 400, the back office's assertSameOrigin 403).
  const foreign = await request.post(`http://127.0.0.1:${own.port}/payouts/bank-files`, {
    headers: { host: `${BO}:${own.port}`, origin: "https://evil.example" },
    form: { intent: "resolve", entryId: "1", note: "from elsewhere" },
    maxRedirects: 0,
  });
  expect([400, 403], await foreign.text()).toContain(foreign.status());

  // The catalog role: no page, and its own form post from the back office is refused too.
  await login(page, { email: "catalog@staff.sellback.test", password: "dev-catalog-password" });
  expect((await page.goto(bo("/payouts/bank-files")))?.status()).toBe(403);
  const posted = await page.evaluate(async (text) => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([text], "x.xml", { type: "application/xml" }));
    const res = await fetch("/payouts/bank-files", { method: "POST", body: form, redirect: "manual" });
    return res.status;
  }, xml);
  expect(posted).toBe(403);
  expect(await filesNow()).toBe(before);
});

test("without JavaScript: a camt.053 statement is imported, its stranger's credit resolved with a note, and the same file again changes nothing", async ({
  newPage,
}) => {
  test.setTimeout(120_000);
  const plain = await newPage({ javaScriptEnabled: false });
  await plain.setViewportSize({ width: 1366, height: 900 });
  const statement = camtFile({
    version: "001.02",
    kind: "053",
    entries: [unknownCredit({ amountCents: 2_500, debtorName: "Hans Beispiel", remittance: "Spende", bookingDate: "2026-12-06" })],
  });
  await login(plain, CLERK);
  await plain.goto(bo("/payouts/bank-files"));
  await importFile(plain, "camt053-2026-12-06.xml", statement);
  const result = plain.getByTestId("bank-import-result");
  await expect(result.getByRole("heading", { level: 2 })).toHaveText("Imported: camt053-2026-12-06.xml");
  await expect(result).toContainText("camt.053.001.02");
  await expect(result).toContainText("No run’s batch was booked in this file.");
  await expect(result).toContainText("No returned payments in this file.");
  const entry = plain.getByTestId("bank-open-entry").filter({ hasText: "Hans Beispiel" });
  await expect(entry).toContainText("€25.00");
  await expect(entry).toContainText("2026-12-06");
  await entry.getByLabel("What was done (note)").fill("A donation, booked by hand.");
  await entry.getByRole("button", { name: "Mark resolved" }).click();
  await expect(plain.getByRole("status")).toHaveText("Entry marked resolved.");
  await expect(plain.getByTestId("bank-open-entry").filter({ hasText: "Hans Beispiel" })).toHaveCount(0);
  await importFile(plain, "camt053-2026-12-06.xml", statement);
  await expect(plain.getByTestId("bank-duplicate")).toHaveText("This file was already imported: nothing changed.");
  await expect(plain.getByTestId("bank-open-entry").filter({ hasText: "Hans Beispiel" })).toHaveCount(0);
  // (axe runs on the same page with JavaScript above: the server renders it alike)
});
