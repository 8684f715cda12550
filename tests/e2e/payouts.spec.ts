/**
 * Payout runs in the back office (issue 14, decision 0037): a French trade is placed through the
 * shop's API and taken to payout_pending through the back office's API (received, inspected as
 * described, completed). The development payout user previews the French SEPA trades' count and
 * sum, makes the run, downloads its SEPA file (valid against the EPC schema) and cannot confirm
 * the run (four eyes); a second person (the development admin, who holds the payout role)
 * confirms it. The customer's tracking page shows "Payée" and the payout mail with the amount and
 * the masked IBAN is in the mail folder. A French edition's trade keeps other specs' German
 * payout_pending trades out of the run. axe on every page; screenshots at 1366 and 390 px.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatMoney } from "../../core/editions/index.ts";
import { xmllintErrors } from "../helpers/sepa.ts";
import { firstAnswers, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { mailsTo } from "./mails.ts";

const BO = "backoffice.localhost";
const SHOTS = "test-results/payouts";

// The refused IBAN on the tracking page answers 422 on purpose.
test.use({ allowStatuses: [422] });

const shoot = shooterFor(SHOTS);

/**
 * A French guest trade of one iPhone (paid out by SEPA, or PayPal to `paypalEmail`), taken to
 * payout_pending by the admin through the back-office API; `edition` "it": an Italian one (SEPA).
 */
async function pendingTrade(
  request: APIRequestContext,
  paypalEmail?: string,
  edition: "fr" | "it" = "fr",
): Promise<{ tradeNumber: string; trackingToken: string; email: string }> {
  const { tradeNumber, trackingToken, email, device } = await placeApiTrade(request, {
    edition,
    email: `payout-${crypto.randomUUID()}@example.com`,
    firstName: "Élodie",
    lastName: "Dupré",
    ...(edition === "fr" ? { iban: "FR14 2004 1010 0505 0001 3M02 606" } : {}),
    paypalEmail,
  });
  const best = firstAnswers(device);
  const bo = (method: "get" | "post", path: string, data?: unknown, token?: string) =>
    request[method](`http://127.0.0.1:${PORT}${path}`, {
      headers: { host: `${BO}:${PORT}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      data,
    });
  const login = await bo("post", "/api/backoffice/auth/login", { email: "admin@staff.sellback.test", password: "dev-admin-password" });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  expect((await bo("post", `/api/backoffice/trades/${tradeNumber}/receive`, { devicesFound: 1 }, accessToken)).status()).toBe(200);
  const { items } = await (await bo("get", `/api/backoffice/trades/${tradeNumber}/inspection`, undefined, accessToken)).json();
  for (const item of items as { itemId: number }[]) {
    const res = await bo(
      "post",
      `/api/backoffice/trades/${tradeNumber}/items/${item.itemId}/inspection`,
      { answers: best, serial: `SN${item.itemId}P`, erasure: { method: "nist_clear", tool: "Blancco", result: "passed" } },
      accessToken,
    );
    expect(res.status(), await res.text()).toBe(200);
  }
  const complete = await bo("post", `/api/backoffice/trades/${tradeNumber}/inspection/complete`, {}, accessToken);
  expect(complete.status(), await complete.text()).toBe(200);
  expect((await complete.json()).state).toBe("payout_pending");
  return { tradeNumber, trackingToken, email };
}

async function login(page: Page, email: string, password: string) {
  await page.goto(hostUrl(BO, "/login"));
  await page.locator("#email").fill(email);
  await page.locator("#password").fill(password);
  await page.locator("#otp").press("Enter");
  await expect(page).toHaveURL(/\/trades$/);
}

test("a payout run made by one person and confirmed by another pays the trade: the customer sees it paid and gets the mail", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const trade = await pendingTrade(request);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The payout user previews the French SEPA trades and makes the run.
  await login(page, "payout@staff.sellback.test", "dev-payout-password");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Payouts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payout runs");
  await expectAccessible(page, "payouts");
  await page.getByLabel("Edition").selectOption("fr");
  await page.getByLabel("Method").selectOption("sepa");
  await page.getByRole("button", { name: "Show count and sum" }).click();
  await expect(page.getByTestId("payout-preview")).toContainText(/\d+ trades? for .+: \d+ by SEPA, 0 by PayPal\./);
  await expectAccessible(page, "payouts preview");
  await shoot(page, "payouts-preview");
  await page.getByRole("button", { name: "Create payout run" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Payout run \d+$/);
  const runId = /\/payouts\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole("status")).toHaveText(`Payout run ${runId} created.`);
  const row = page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber });
  await expect(row).toContainText("FR14 •••• •••• •••• •••• •••• •06");
  await expect(row).toContainText("Elodie Dupre");
  await expect(row).toContainText(`PR${runId}-${trade.tradeNumber}`);
  // four eyes: the maker sees why there is no confirm button
  await expect(page.getByTestId("own-run")).toContainText("another person with the payout role confirms it");
  await expect(page.getByRole("button", { name: "Confirm run as sent" })).toHaveCount(0);
  await expectAccessible(page, "payout run open");
  await shoot(page, "payout-run-open");

  // The SEPA file, as the bank gets it: downloaded from the page's link.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^SEPA file \(pain\.001, \d+ transfers?\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`SELLBACK-PR${runId.padStart(6, "0")}.xml`);
  const xml = readFileSync((await download.path())!, "utf8");
  expect(xml).toContain(`<Ustrd>${trade.tradeNumber}</Ustrd>`);
  expect(xml).toContain("<IBAN>FR1420041010050500013M02606</IBAN>");
  expect(xml).toContain("<Nm>Elodie Dupre</Nm>");
  expect(xmllintErrors(xml)).toBe("");

  // A second person confirms the run as sent.
  await page.getByRole("button", { name: "Log out" }).click();
  // the log-out post must be answered before the next login page is opened (else the session is still there)
  await expect(page).toHaveURL(/\/login$/);
  await login(page, "admin@staff.sellback.test", "dev-admin-password");
  await page.goto(hostUrl(BO, `/payouts/${runId}`));
  await page.getByRole("button", { name: "Confirm run as sent" }).click();
  await page.getByRole("button", { name: "Yes, mark run as sent" }).click();
  await expect(page.getByRole("status")).toHaveText("Run confirmed: the trades are paid and the customers are being notified.");
  await expect(page.getByTestId("run-state")).toHaveText("Confirmed as sent");
  await expect(row).toContainText("Paid");
  await expect(row.getByRole("button", { name: "Mark returned" })).toBeVisible();
  await expectAccessible(page, "payout run confirmed");
  await shoot(page, "payout-run-confirmed");

  // The customer: the tracking page says paid, and the mail (a job) names the amount and the masked IBAN.
  await page.goto(`http://fr.localhost:${PORT}/trade/${trade.tradeNumber}?token=${encodeURIComponent(trade.trackingToken)}`);
  await expect(page.getByTestId("trade-state")).toHaveText("Payée");
  await expectAccessible(page, "tracking paid");
  await expect
    .poll(() => mailsTo(trade.email).filter((m) => m.includes("votre paiement est en route")).length, {
      message: "payout mail",
      timeout: 30_000,
    })
    .toBe(1);
  const mail = mailsTo(trade.email).find((m) => m.includes("votre paiement est en route"))!;
  expect(mail).toContain(trade.tradeNumber);
  expect(mail).toContain("FR14 •••• •••• •••• •••• •••• •06");
  expect(mail).not.toContain("FR1420041010050500013M02606");

  // The bank returns the transfer: the second person marks it, the trade waits for a corrected account.
  await page.goto(hostUrl(BO, `/payouts/${runId}`));
  await row.getByRole("button", { name: "Mark returned" }).click();
  await page.getByLabel("Reason for the return").fill("AC04 account closed");
  await page.getByRole("button", { name: "Yes, mark returned" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `Transfer for ${trade.tradeNumber} marked returned: the trade waits for a corrected account.`,
  );
  await expect(row).toContainText("Returned");
  await expect(row).toContainText("AC04 account closed");
  await expectAccessible(page, "payout run returned");

  // The guest corrects the account on the tracking page (the link of the mail that asks for it).
  await expect
    .poll(() => mailsTo(trade.email).filter((m) => m.includes("veuillez vérifier votre compte de paiement")).length, {
      message: "returned mail",
      timeout: 30_000,
    })
    .toBe(1);
  await page.goto(`http://fr.localhost:${PORT}/trade/${trade.tradeNumber}?token=${encodeURIComponent(trade.trackingToken)}`);
  await expect(page.getByTestId("trade-state")).toHaveText("Paiement en cours");
  const correction = page.getByTestId("payout-correction");
  await expect(correction.getByRole("heading", { level: 2 })).toHaveText("Veuillez corriger votre compte de paiement");
  await expectAccessible(page, "tracking payout correction");
  await shoot(page, "tracking-payout-correction");
  await page.locator("#payout-accountHolder").fill("Élodie Dupré");
  await page.locator("#payout-iban").fill("FR76 3000 6000 0112 3456 7890 18");
  await correction.getByRole("button", { name: "Enregistrer le compte de paiement" }).click();
  await expect(page.getByTestId("payout-iban-error").or(page.locator("#payout-iban-error"))).toBeVisible();
  await page.locator("#payout-iban").fill("FR76 3000 6000 0112 3456 7890 189");
  await page.getByTestId("payout-correction").getByRole("button", { name: "Enregistrer le compte de paiement" }).click();
  await expect(page.getByTestId("payout-corrected")).toHaveText("Merci. Nous enverrons le paiement sur le nouveau compte.");
  await expect(page.getByTestId("payout-correction")).toHaveCount(0);
  await expectAccessible(page, "tracking payout corrected");
});

test("a PayPal-only run's page links its PayPal file with the right count, and no SEPA file (issue 27 item 2)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const trade = await pendingTrade(request, `elodie.${crypto.randomUUID().slice(0, 8)}@paypal.example`);
  await login(page, "payout@staff.sellback.test", "dev-payout-password");
  await page.goto(hostUrl(BO, "/payouts?preview=1&edition=fr&method=paypal"));
  await expect(page.getByTestId("payout-preview")).toContainText(/\d+ trades? for .+: 0 by SEPA, \d+ by PayPal\./);
  await page.getByRole("button", { name: "Create payout run" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Payout run \d+$/);
  const runId = /\/payouts\/(\d+)/.exec(page.url())![1]!;
  const payouts = await page.getByTestId("payout-item").count();
  expect(payouts).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber })).toContainText("e***@paypal.example");

  const paypalLink = page.getByRole("link", { name: `PayPal file (CSV, ${payouts} ${payouts === 1 ? "payout" : "payouts"})` });
  await expect(paypalLink).toHaveAttribute("href", `/payouts/${runId}/paypal.csv`);
  await expect(page.getByRole("link", { name: /^SEPA file/ })).toHaveCount(0);
  await expect(page.getByText("No SEPA or PayPal payouts in this run.")).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), paypalLink.click()]);
  expect(download.suggestedFilename()).toBe(`payout-run-${runId}-paypal.csv`);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(payouts);
  expect(csv).toContain(`,EUR,${trade.tradeNumber},Sellback ${trade.tradeNumber},PAYPAL`);
});

/** The payout user's bearer token for the back-office API. */
async function payoutToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: { host: `${BO}:${PORT}` },
    data: { email: "payout@staff.sellback.test", password: "dev-payout-password" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).accessToken as string;
}

/** A run of the Italian SEPA trades made by the payout user through the API: its id, and each trade's amount as the API reads it. */
async function italianRun(request: APIRequestContext, token: string) {
  const api = (method: "get" | "post", path: string, data?: unknown) =>
    request[method](`http://127.0.0.1:${PORT}/api/backoffice/payout-runs${path}`, {
      headers: { host: `${BO}:${PORT}`, authorization: `Bearer ${token}` },
      data,
    });
  const made = await api("post", "", { edition: "it", method: "sepa" });
  expect(made.status(), await made.text()).toBe(201);
  const { runId } = (await made.json()) as { runId: number };
  const { items } = (await (await api("get", `/${runId}`)).json()) as { items: { tradeNumber: string; amountCents: number }[] };
  return { runId, items, totalCents: items.reduce((sum, i) => sum + i.amountCents, 0) };
}

const euros = (cents: number) => formatMoney(cents, "en");

test("each money action of a run goes through a step that restates its count and sum: by keyboard, cancelled once, a single post changes nothing, once without JavaScript", async ({
  page,
  request,
  newPage,
}) => {
  test.setTimeout(300_000);
  const trades = [await pendingTrade(request, undefined, "it"), await pendingTrade(request, undefined, "it")];
  const token = await payoutToken(request);
  const first = await italianRun(request, token);
  expect(first.items.map((i) => i.tradeNumber)).toEqual(expect.arrayContaining(trades.map((t) => t.tradeNumber)));
  const count = first.items.length;
  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, "admin@staff.sellback.test", "dev-admin-password");
  // a form post made by hand from the signed-in page (its cookie and origin), as a crafted request would be
  const singlePost = (runId: number, form: Record<string, string>) =>
    page.evaluate(
      async ([path, fields]) => {
        const res = await fetch(path, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
        return { status: res.status, text: await res.text() };
      },
      [`/payouts/${runId}`, form] as const,
    );
  const step = page.getByTestId("confirm-step");

  // Discard: the step says what goes back to the queue; Cancel leaves the run as it was.
  await page.goto(hostUrl(BO, `/payouts/${first.runId}`));
  await page.getByRole("button", { name: "Discard run" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: `Discard run ${first.runId}?` })).toBeFocused();
  await expect(step).toContainText(
    `Discard run ${first.runId}: ${count} trades with ${euros(first.totalCents)} return to the queue for a new run.`,
  );
  await expectAccessible(page, "discard step");
  await shoot(page, "discard-step");
  await step.getByRole("link", { name: "Cancel" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/payouts/${first.runId}$`));
  await expect(step).toHaveCount(0);
  await expect(page.getByTestId("run-state")).toHaveText("Open");

  // A single post without the step's confirmation changes nothing.
  const refused = await singlePost(first.runId, { intent: "discard" });
  expect(refused.status).toBe(422);
  expect(refused.text).toContain("Nothing was done: confirm it on the step that says what will happen.");
  await page.reload();
  await expect(page.getByTestId("run-state")).toHaveText("Open");
  await expect(page.getByTestId("payout-item")).toHaveCount(count);

  // Without JavaScript: the step comes from the server, and its button discards the run.
  const plain = await newPage({ javaScriptEnabled: false });
  await plain.setViewportSize({ width: 1366, height: 900 });
  await login(plain, "admin@staff.sellback.test", "dev-admin-password");
  await plain.goto(hostUrl(BO, `/payouts/${first.runId}`));
  await plain.getByRole("button", { name: "Discard run" }).click();
  await expect(plain.getByTestId("confirm-step")).toContainText(`${count} trades with ${euros(first.totalCents)} return to the queue`);
  // (axe runs on the same step with JavaScript above: the server renders it alike)
  await plain.getByRole("button", { name: "Yes, discard run" }).click();
  await expect(plain).toHaveURL(new RegExp(`/payouts\\?discarded=${first.runId}$`));
  await expect(plain.getByRole("status")).toHaveText(`Payout run ${first.runId} discarded: its trades are free for a new run.`);

  // Confirm as sent: the freed trades in a new run (made by the payout user, confirmed by the admin).
  const second = await italianRun(request, token);
  expect(second.items.map((i) => i.tradeNumber)).toEqual(expect.arrayContaining(trades.map((t) => t.tradeNumber)));
  await page.goto(hostUrl(BO, `/payouts/${second.runId}`));
  expect((await singlePost(second.runId, { intent: "confirm" })).status).toBe(422);
  await page.reload();
  await expect(page.getByTestId("run-state")).toHaveText("Open");
  await page.getByRole("button", { name: "Confirm run as sent" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: `Mark run ${second.runId} as sent?` })).toBeFocused();
  await expect(step).toContainText(
    `Mark run ${second.runId} as sent: ${second.items.length} payouts, ${euros(second.totalCents)} to be paid.`,
  );
  await expectAccessible(page, "confirm step");
  await shoot(page, "confirm-step");
  await step.getByRole("button", { name: "Yes, mark run as sent" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Run confirmed: the trades are paid and the customers are being notified.");
  await expect(page.getByTestId("run-state")).toHaveText("Confirmed as sent");

  // Mark returned: one transfer's amount goes back on hold; a single post and Cancel change nothing.
  const returned = second.items.find((i) => i.tradeNumber === trades[0]!.tradeNumber)!;
  const row = page.getByTestId("payout-item").filter({ hasText: returned.tradeNumber });
  const refusedReturn = await singlePost(second.runId, { intent: "returned", tradeNumber: returned.tradeNumber, reason: "AC04" });
  expect(refusedReturn.status).toBe(422);
  await row.getByRole("button", { name: "Mark returned" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: `Mark the payout of ${returned.tradeNumber} as returned?` })).toBeFocused();
  await expect(step).toContainText(
    `Mark the payout of trade ${returned.tradeNumber} as returned: ${euros(returned.amountCents)} goes back on hold until the customer gives a corrected account`,
  );
  await expectAccessible(page, "returned step");
  await step.getByRole("link", { name: "Cancel" }).press("Enter");
  await expect(step).toHaveCount(0);
  await expect(row).toContainText("Paid");
  await row.getByRole("button", { name: "Mark returned" }).press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: `Mark the payout of ${returned.tradeNumber} as returned?` })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(step.getByLabel("Reason for the return")).toBeFocused();
  await page.keyboard.type("AC04 account closed");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    `Transfer for ${returned.tradeNumber} marked returned: the trade waits for a corrected account.`,
  );
  await expect(row).toContainText("Returned");
  await expect(page.getByTestId("payout-item").filter({ hasText: trades[1]!.tradeNumber })).toContainText("Paid");
});
