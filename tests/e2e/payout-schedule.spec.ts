/**
 * Runs that make themselves (issue 32, decision 0110) in the browser, on a server of this file's
 * own whose clock the test moves (CLOCK_FILE) and whose job worker polls every 250 ms. Two German
 * SEPA trades become ready for payout on Thursday morning; the payouts page shows them waiting
 * within the promise and the schedule's next slot. The clock moves past Monday's 15:00 slot: the
 * schedule's job proposes the run. The payout clerk finds it first on the payouts page, whose
 * waiting panel now marks the oldest trade over the promise (in words), as the dashboard does;
 * reviews it and releases it for payment; is offered no confirm button, and a forced confirm post
 * (a stale page's) shows the four-eyes problem. The admin confirms it: both trades are paid and
 * nothing waits. axe on every page; screenshots at 1366 and 390 px of the payouts page, the
 * proposed run and the dashboard.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, DEV_PAYOUT, pendingTradeOn, signInOn, signOut, staffApiOn, type StaffLogin } from "./staff-api.ts";

/** Thursday 3 December 2026, 09:00 in Berlin: before the day's first slot (10:00). */
const THURSDAY = new Date("2026-12-03T08:00:00Z");
/** Monday 7 December, 15:05 in Berlin: past the 15:00 slot; Thursday's trades have waited 15 + 24 + 15 working hours. */
const MONDAY = new Date("2026-12-07T14:05:00Z");

const BO = "backoffice.localhost";

// the forced confirm post of the releaser is refused with 403 on purpose
test.use({ allowStatuses: [403] });
test.describe.configure({ mode: "serial" });

const shoot = shooterFor("test-results/payout-schedule");
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer("payout-schedule", { at: THURSDAY, env: { JOB_POLL_MS: "250" } });
});

test.afterAll(() => own?.stop());

const bo = (pathname: string) => own.url(pathname, BO);

const login = (page: Page, who: StaffLogin) => signInOn(page, bo("/login"), who);

test("the schedule proposes the run, a payout clerk releases it, another person confirms it; the waiting panel and the dashboard mark the late trade", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const trades = [await pendingTradeOn(request, own.port, "schedule"), await pendingTradeOn(request, own.port, "schedule")];
  await page.setViewportSize({ width: 1366, height: 900 });

  // Thursday 09:00: the trades wait within the promise; the next proposal is today at 10:00
  await login(page, DEV_PAYOUT);
  await page.goto(bo("/payouts"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payout runs");
  const panel = page.getByTestId("payouts-waiting");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Waiting for payout");
  await expect(page.getByTestId("payouts-next")).toHaveText("Next proposal today at 10:00 CET (DE, AT, ES, FR, IT)");
  const row = page.getByTestId("waiting-de-sepa");
  await expect(row).toContainText("SEPA transfer");
  await expect(row).toContainText(/since 2026-12-03 09:0\d CET/);
  await expect(row).toContainText("Within the promise");
  await expect(page.getByTestId("payouts-over")).toHaveCount(0);
  await expect(page.getByTestId("payouts-proposed")).toHaveCount(0);
  await expectAccessible(page, "payouts waiting within the promise");

  // Monday 15:05: the schedule's job proposes the 15:00 slot's run; the clerk signs in again (Thursday's
  // session has ended) and reloads the page as a person would
  own.setTime(MONDAY);
  await login(page, DEV_PAYOUT);
  await page.goto(bo("/payouts"));
  const proposed = page.getByTestId("proposed-run");
  await expect(async () => {
    await page.reload();
    await expect(proposed).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(proposed).toContainText(/^Run \d+: 2 trades, .+, proposed 2026-12-07 15:0\d CET/);
  // the oldest trade, waiting since Thursday, is over the promise: said in words, not by colour alone
  await expect(row).toContainText(/since 2026-12-03 09:0\d CET/);
  await expect(row).toContainText(/5\d(\.\d)? working hours/);
  await expect(row.locator('[data-promise="over"]')).toHaveText("Over the promise");
  await expect(page.getByTestId("payouts-over")).toHaveText(
    "In 1 edition and method the oldest trade waits longer than customers are promised: release its run now.",
  );
  await expect(row).toContainText("2 in a run");
  // the runs table: the proposal first, its state and maker in words
  const firstRun = page.getByRole("table", { name: "Runs" }).locator("tbody tr").first();
  await expect(firstRun).toContainText("Proposed");
  await expect(firstRun).toContainText("Payout schedule");
  await expect(page.getByTestId("payouts-next")).toHaveText("Next proposal today at 16:00 CET (EN)");
  await expectAccessible(page, "payouts with a proposal");
  await shoot(page, "payouts");

  // the dashboard says the same: since when the oldest waits, its age against the promise, the mark
  await page.goto(bo("/dashboard"));
  const oldest = page.getByTestId("payouts-oldest");
  await expect(oldest).toContainText(/Oldest since 2026-12-03 09:0\d CET/);
  await expect(oldest).toContainText(/5\d(\.\d)? working hours of \d working days?/);
  await expect(oldest.locator('[data-promise="over"]')).toHaveText("Over the promise");
  await expect(page.getByTestId("tile-payouts").getByRole("link", { name: "Open the payouts" })).toHaveAttribute("href", "/payouts");
  await expectAccessible(page, "dashboard with a late payout");
  await shoot(page, "dashboard");

  // the clerk reviews the proposal: who made it, when; no confirm button before the release
  await page.goto(bo("/payouts"));
  const runId = /^Run (\d+):/.exec((await proposed.textContent()) ?? "")![1]!;
  await proposed.getByRole("link", { name: `Review run ${runId}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Payout run ${runId}`);
  await expect(page.getByTestId("run-state")).toHaveText("Proposed");
  await expect(page.getByTestId("run-proposed")).toHaveText(/^Proposed by the schedule at 2026-12-07 15:0\d CET\.$/);
  for (const trade of trades)
    await expect(page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber })).toContainText("In the run");
  await expect(page.getByRole("button", { name: "Confirm run as sent" })).toHaveCount(0);
  await expectAccessible(page, "proposed run");
  await shoot(page, "run-proposed");

  // released: the page says by whom, and that another person confirms it; the releaser gets no confirm button
  await page.getByRole("button", { name: "Release for payment" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Run released for payment. Another person with the payout role must now confirm it as sent.",
  );
  await expect(page.getByTestId("run-state")).toHaveText("Open");
  await expect(page.getByTestId("run-released")).toHaveText(
    /^Released for payment by payout@staff\.sellback\.test at 2026-12-07 15:\d\d CET\. Another person than payout@staff\.sellback\.test must confirm it as sent \(four-eyes rule\)\.$/,
  );
  await expect(page.getByTestId("own-run")).toHaveText(
    "You released this run: another person with the payout role confirms it (four-eyes rule).",
  );
  await expect(page.getByRole("button", { name: "Confirm run as sent" })).toHaveCount(0);
  await expectAccessible(page, "released run");
  await shoot(page, "run-released");

  // a stale page's confirm post (forced here): the server refuses it and the page says why
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    for (const [name, value] of [
      ["intent", "confirm"],
      ["confirm", "yes"],
    ]) {
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name!;
      input.value = value!;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("alert")).toContainText(
    "You created or released this payout run, so another person must confirm it (four-eyes rule).",
  );
  await expect(page.getByTestId("run-state")).toHaveText("Open");
  await expectAccessible(page, "four-eyes refusal");
  // the API refuses the releaser too
  const clerk = await staffApiOn(request, own.port, DEV_PAYOUT);
  const forced = await clerk("post", `/api/backoffice/payout-runs/${runId}/confirm`, {});
  expect(forced.status()).toBe(403);
  expect(((await forced.json()) as { type: string }).type).toMatch(/payout_four_eyes$/);

  // a second person confirms: the trades are paid, nothing waits any more
  await signOut(page);
  await login(page, DEV_ADMIN);
  await page.goto(bo(`/payouts/${runId}`));
  await expect(page.getByTestId("run-released")).toContainText("Released for payment by payout@staff.sellback.test");
  await page.getByRole("button", { name: "Confirm run as sent" }).click();
  await page.getByRole("button", { name: "Yes, mark run as sent" }).click();
  await expect(page.getByRole("status")).toHaveText("Run confirmed: the trades are paid and the customers are being notified.");
  await expect(page.getByTestId("run-state")).toHaveText("Confirmed as sent");
  for (const trade of trades) await expect(page.getByTestId("payout-item").filter({ hasText: trade.tradeNumber })).toContainText("Paid");
  await expectAccessible(page, "confirmed run");
  const admin = await staffApiOn(request, own.port, DEV_ADMIN);
  for (const trade of trades) {
    const res = await admin("get", `/api/backoffice/trades/${trade.tradeNumber}`);
    expect(((await res.json()) as { state: string }).state).toBe("paid");
  }
  await page.goto(bo("/payouts"));
  await expect(page.getByTestId("payouts-waiting")).toContainText("No trade is waiting for its payout.");
  await expect(page.getByTestId("payouts-proposed")).toHaveCount(0);
  await page.goto(bo("/dashboard"));
  await expect(page.getByTestId("payouts-oldest")).toHaveCount(0);
  await expectAccessible(page, "dashboard nothing waiting");
});
