/**
 * The agan store portal in a browser (issue 15, decision 0046): the admin invites a store user of
 * the seeded demo chain in the back office, the invite mail's link sets the password on the agan
 * host, the store user logs in and trades in a device for a walk-in customer by keyboard only,
 * opens the receipt (PDF checked for the code and a QR image), makes a second trade, puts both
 * into a shipment, closes it and prints its label and packing list; the voucher is then redeemed
 * by the chain's till through POST /api/partners/vouchers/{code}/redeem. axe on every page;
 * screenshots at 1280 and 390 px into /tmp/portal-shots.
 */
import { generate } from "otplib";
import { shownText } from "../helpers/pdf-text.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { mailsTo } from "./mails.ts";
import { AGAN, BO, DEMO_AGAN_PARTNER, fetchBytes, invite, PASSWORD, tradeIn } from "./portal-steps.ts";

const SHOTS = "/tmp/portal-shots";

const shoot = shooterFor(SHOTS, { desktop: 1280 });

/** A same-origin GET from the page (the browser resolves *.localhost; Node does not), with the page's cookie. */
// a store user opening the manager's report gets 403, the portal on the shop host 404, on purpose
test.use({ allowStatuses: [403, 404] });

test("agan store portal: invite, password, keyboard store flow, receipt, shipment with label, voucher redeemed by the till", async ({
  page,
  newPage,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `filiale-${crypto.randomUUID().slice(0, 8)}@partner.example`;

  // the admin: a bearer for the till's API key, the back-office page for the invite
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: { host: `${BO}:${PORT}` },
    data: { email: "admin@staff.sellback.test", password: "dev-admin-password" },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const keyRes = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/partners/${DEMO_AGAN_PARTNER}/api-keys`, {
    headers: { host: `${BO}:${PORT}`, authorization: `Bearer ${accessToken}` },
  });
  expect(keyRes.status()).toBe(201);
  const { secret } = await keyRes.json();

  const bo = await newPage();
  await bo.goto(hostUrl(BO, "/login"));
  await bo.locator("#email").fill("admin@staff.sellback.test");
  await bo.locator("#password").fill("dev-admin-password");
  await bo.getByRole("button", { name: /log in|anmelden/i }).click();
  await bo.waitForURL(/\/(trades|dashboard)/);
  await bo.goto(hostUrl(BO, `/partners/${DEMO_AGAN_PARTNER}/users`));
  await expectAccessible(bo, "bo-partner-users");

  // the invite, and the mail's one-time link on the agan host
  await invite(bo, page, email, "store_staff", "Demo Handelskette Berlin-Mitte");
  await expect(bo.locator("tbody tr", { hasText: email })).toBeVisible();
  await shoot(bo, "bo-partner-users");
  await expectAccessible(page, "portal-password-done");

  // "forgot password" answers the same for any address; the user's mail gets a reset link
  await page.goto(hostUrl(AGAN, "/portal/passwort-vergessen"));
  await page.locator("#email").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("status")).toContainText("Wenn es für diese Adresse ein Konto gibt");
  await expectAccessible(page, "portal-forgot");
  await expect.poll(() => mailsTo(email).length).toBe(2);

  // login by keyboard
  await page.goto(hostUrl(AGAN, "/portal"));
  await expect(page).toHaveURL(/\/portal\/anmelden/);
  await expectAccessible(page, "portal-login");
  await shoot(page, "portal-login");
  await page.locator("#email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.locator(".portal-header")).toContainText("Demo Handelskette Berlin-Mitte");

  const first = await tradeIn(
    page,
    { first: "Wanda", last: "Laufkundin", email: `wanda-${crypto.randomUUID().slice(0, 6)}@example.com` },
    true,
    shoot,
  );
  await expectAccessible(page, "portal-done");
  await shoot(page, "portal-done");
  for (const format of ["a4", "80mm"]) {
    const { status, type, bytes } = await fetchBytes(page, `/portal/ankauf/${first.tradeNumber}/beleg?format=${format}`);
    expect(status).toBe(200);
    expect(type).toBe("application/pdf");
    expect(await shownText(bytes)).toContain(first.code);
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype \/Image/);
  }
  const second = await tradeIn(
    page,
    { first: "Otto", last: "Laufkunde", email: `otto-${crypto.randomUUID().slice(0, 6)}@example.com` },
    false,
  );

  await page.goto(hostUrl(AGAN, "/portal"));
  await expect(page.locator("tbody")).toContainText(first.tradeNumber);
  await expectAccessible(page, "portal-trades");
  await shoot(page, "portal-trades");

  // one shipment with both trades, closed, its label and packing list
  await page.goto(hostUrl(AGAN, "/portal/versand"));
  await expectAccessible(page, "portal-shipments");
  await page.getByRole("button", { name: "Neue Sendung" }).click();
  await expect(page).toHaveURL(/\/portal\/versand\/\d+$/);
  for (const n of [first.tradeNumber, second.tradeNumber]) await page.getByLabel(new RegExp(n)).check();
  await page.getByRole("button", { name: "Zur Sendung hinzufügen" }).click();
  await expect(page.locator("#inside-title + ul")).toContainText(second.tradeNumber);
  await expectAccessible(page, "portal-shipment-open");
  await shoot(page, "portal-shipment");
  await page.getByRole("button", { name: "Sendung schließen" }).click();
  await expect(page.getByRole("link", { name: "Etikett drucken" })).toBeVisible();
  await expectAccessible(page, "portal-shipment-closed");
  const base = new URL(page.url()).pathname;
  const label = await fetchBytes(page, `${base}/etikett`);
  expect(label.status).toBe(200);
  expect(await shownText(label.bytes)).toContain("Demo Handelskette");
  const packing = await fetchBytes(page, `${base}/packliste`);
  const packed = await shownText(packing.bytes);
  expect(packed).toContain(first.tradeNumber);
  expect(packed).toContain(second.tradeNumber);

  // the chain's till redeems the first voucher once
  const redeem = (reference: string) =>
    request.post(`http://127.0.0.1:${PORT}/api/partners/vouchers/${first.code}/redeem`, {
      headers: { host: `${AGAN}:${PORT}`, authorization: `Bearer ${secret}` },
      data: { reference },
    });
  const redeemed = await redeem("KASSE-1");
  expect(redeemed.status()).toBe(200);
  expect((await redeemed.json()).code).toBe(first.code);
  expect((await redeem("KASSE-2")).status()).toBe(409);
  await page.goto(hostUrl(AGAN, `/portal/ankauf/${first.tradeNumber}`));
  await expect(page.locator(".portal-voucher")).toContainText("eingelöst");

  // the store user turns on the second factor (the code computed here from the key the page shows)
  await page.getByRole("link", { name: "Sicherheit" }).click();
  await expect(page).toHaveURL(/\/portal\/sicherheit$/);
  await page.getByRole("button", { name: "Einrichten" }).click();
  const key = (await page.locator("[data-totp-key]").textContent())!.trim();
  await expectAccessible(page, "portal-security");
  await shoot(page, "portal-security");
  await page.locator("#code").fill(await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByRole("status")).toContainText("eingeschaltet");

  // roles and hosts: the report is the manager's; the portal exists on the agan host only
  const forbidden = await page.goto(hostUrl(AGAN, "/portal/auswertung"));
  expect(forbidden?.status()).toBe(403);
  await expect(page.locator("h1")).toContainText("nicht freigegeben");
  expect((await page.goto(hostUrl("de.localhost", "/portal")))?.status()).toBe(404);

  // the chain's manager: the month's sums per store and the CSV
  const managerEmail = `manager-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  const manager = await newPage();
  await invite(bo, manager, managerEmail, "partner_manager", null);
  await manager.goto(hostUrl(AGAN, "/portal/anmelden"));
  await manager.locator("#email").fill(managerEmail);
  await manager.locator("#password").fill(PASSWORD);
  await manager.getByRole("button", { name: "Anmelden" }).click();
  await expect(manager).toHaveURL(/\/portal$/);
  await expect(manager.locator("tbody")).toContainText(first.tradeNumber);
  await manager.getByRole("link", { name: "Auswertung" }).click();
  await expect(manager).toHaveURL(/\/portal\/auswertung$/);
  await expect(manager.locator("caption")).toContainText("je Filiale");
  const row = manager.locator("tbody tr", { hasText: "Demo Handelskette Berlin-Mitte" });
  await expect(row).toBeVisible();
  expect(Number(await row.locator("td").first().textContent())).toBeGreaterThanOrEqual(2);
  await expectAccessible(manager, "portal-report");
  await shoot(manager, "portal-report");
  const month = new URL(
    await manager.getByRole("link", { name: "Als CSV herunterladen" }).evaluate((a) => (a as HTMLAnchorElement).href),
  ).searchParams.get("month")!;
  const csv = await fetchBytes(manager, `/portal/auswertung/export?month=${month}`);
  expect(csv.status).toBe(200);
  expect(new TextDecoder().decode(csv.bytes)).toContain("Demo Handelskette Berlin-Mitte");
});
