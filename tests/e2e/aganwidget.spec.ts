/**
 * The agan store portal inside a chain's till page (issue 15, decision 0047): the demo page on
 * partner.localhost (`/dev/widget-demo?mode=agan`) loads /embed.js of the aganwidget host with the
 * agan demo partner's key; the frame opens the portal's login; a store user (invited in the back
 * office, password set through the mail's link) logs in inside the frame, where the session lives
 * in a partitioned cookie, and trades in a device for a customer. The frame's session is not the
 * agan host's. axe on every state; screenshots at 1280 and 390 px into /tmp/aganwidget-shots.
 */
import type { FrameLocator, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { linksIn, mailsTo } from "./mails.ts";
import { SELLER_ID_NUMBER } from "./portal-steps.ts";

const BO = "backoffice.localhost";
const DEMO = "/dev/widget-demo?mode=agan";
const FRAME = 'iframe[title="Sellback-Filialportal"]';
const DEMO_AGAN_PARTNER = "00000000-0000-4000-8000-00000000d002";
const SHOTS = "/tmp/aganwidget-shots";
const PASSWORD = "Filiale-Passwort-2026";

/** The address of the page inside the frame (cross-origin: Playwright knows it, the partner's page does not). */
const frameUrl = (page: Page) =>
  new URL(
    page
      .frames()
      .find((f) => f.url().includes("aganwidget.de.localhost"))!
      .url(),
  );

// the frame re-lays out and reports its new height to the partner's page first
const shoot = shooterFor(SHOTS, { desktop: 1280, settleMs: 800 });

/** The admin invites a store user of the demo chain; the mail's link sets the password (agan host, in `other`). */
async function storeUser(bo: Page, other: Page): Promise<string> {
  const email = `kasse-${crypto.randomUUID().slice(0, 8)}@partner.example`;
  await bo.goto(hostUrl(BO, "/login"));
  await bo.locator("#email").fill("admin@staff.sellback.test");
  await bo.locator("#password").fill("dev-admin-password");
  await bo.getByRole("button", { name: /log in|anmelden/i }).click();
  await bo.waitForURL(/\/(trades|dashboard)/);
  await bo.goto(hostUrl(BO, `/partners/${DEMO_AGAN_PARTNER}/users`));
  await bo.locator("#email").fill(email);
  await bo.locator("#displayName").fill("Karl Kasse");
  await bo.locator("#role").selectOption("store_staff");
  await bo.locator("#storeId").selectOption({ label: "Demo Handelskette Hamburg" });
  await bo.getByRole("button", { name: /^(Invite|Einladen)$/ }).click();
  await expect(bo.getByRole("status")).toContainText(email);
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const link = linksIn(mailsTo(email).at(-1)!).find((l) => l.includes("/portal/passwort?token="))!;
  await other.goto(link);
  await other.locator("#password").fill(PASSWORD);
  await other.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(other.getByRole("status")).toContainText("Passwort ist gespeichert");
  return email;
}

/** The store flow inside the frame up to the customer's form: device search, the questions, the offer. */
async function pickAndAnswer(frame: FrameLocator) {
  await frame.locator("#q").fill("iPhone 15");
  await frame.locator("#q").press("Enter");
  await expect(frame.locator(".portal-hits a").first()).toBeVisible();
  await frame
    .locator(".portal-hits a", { hasText: /iPhone 15/ })
    .first()
    .click();
  await expect(frame.locator("fieldset.question").first()).toBeVisible();
  const questions = await frame.locator("fieldset.question").count();
  // Space checks the focused radio button (as tests/e2e/agan-portal.spec.ts does)
  for (let i = 0; i < questions; i++) await frame.locator("fieldset.question").nth(i).locator('input[type="radio"]').first().press("Space");
  // by keyboard (as agan-portal.spec.ts does): Playwright's mouse click on this button inside the
  // frame did not submit in this headless run; not yet explained (decision 0047, not done)
  await frame.locator("[data-offer-submit]").press("Enter");
  await expect(frame.locator(".portal-offer")).toBeVisible();
}

test.describe("aganwidget: the store portal in the chain's page", () => {
  // the fixture's consent cookie would go into the cross-site frame too (see widget.spec.ts)
  test.use({ consent: null });

  test.describe("inside the frame", () => {
    // the wrong password's answer, on purpose
    test.use({ allowStatuses: [401] });

    test("store staff log in inside the frame and trade in a device", async ({ page, newPage }) => {
      test.setTimeout(150_000);
      const email = await storeUser(await newPage(), await newPage());

      await page.goto(hostUrl("partner.localhost", DEMO));
      const iframe = page.locator(FRAME);
      const partnerOrigin = hostUrl("partner.localhost", "").replace(/\/$/, "");
      expect(await iframe.getAttribute("src")).toBe(
        `${hostUrl("aganwidget.de.localhost", "/portal/anmelden")}?partner=demo-agan-partner&origin=${encodeURIComponent(partnerOrigin)}`,
      );
      const frame = page.frameLocator(FRAME);
      await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(iframe).toHaveAttribute("data-ready", "1");
      await expectAccessible(page, "aganwidget login");
      await shoot(page, "aganwidget-login");

      // a wrong password first: the login again, no session
      await frame.locator("#email").fill(email);
      await frame.locator("#password").fill("falsches-Passwort-1");
      await frame.getByRole("button", { name: "Anmelden" }).click();
      await expect(frame.getByRole("alert")).toBeVisible();
      await expect(frame.locator(".portal-header nav")).toHaveCount(0);
      // the refused login keeps the e-mail address (the frame posts as a full page load), not the password
      await expect(frame.locator("#email")).toHaveValue(email);
      await expect(frame.locator("#password")).toHaveValue("");

      await frame.locator("#password").fill(PASSWORD);
      await frame.getByRole("button", { name: "Anmelden" }).click();
      await expect(frame.locator(".portal-header")).toContainText("Demo Handelskette Hamburg");
      // every page of the frame keeps the partner key; the partner's page stays where it was
      expect(frameUrl(page).searchParams.get("partner")).toBe("demo-agan-partner");
      await expect(page).toHaveURL(hostUrl("partner.localhost", DEMO));
      await expectAccessible(page, "aganwidget home");
      await shoot(page, "aganwidget-home");

      // the cookie: SameSite=None, Secure, HttpOnly, on /portal (partitioned by the chain's page)
      const session = (await page.context().cookies()).find((c) => c.name === "sb_partner" && c.domain.includes("aganwidget"));
      expect(session).toBeTruthy();
      expect(session!.sameSite).toBe("None");
      expect(session!.secure).toBe(true);
      expect(session!.httpOnly).toBe(true);
      expect(session!.path).toBe("/portal");

      // the store flow inside the frame
      await frame.locator("#main").getByRole("link", { name: "Neue Inzahlungnahme" }).click();
      await expect(frame.locator("#q")).toBeVisible();
      await expectAccessible(page, "aganwidget search");
      await pickAndAnswer(frame);
      await expectAccessible(page, "aganwidget offer");
      await frame.locator("#imei").fill("490154203237518");
      await frame.locator("#firstName").fill("Kira");
      await frame.locator("#lastName").fill("Kassenkundin");
      await frame.locator("#email").fill(`kira-${crypto.randomUUID().slice(0, 6)}@example.com`);
      // the seller's ID and declaration (decision 0090)
      await frame.locator("#documentType").selectOption("id_card");
      await frame.locator("#documentNumber").fill(SELLER_ID_NUMBER);
      await frame.locator("#declaration").check();
      await shoot(page, "aganwidget-customer");
      // by keyboard, like the offer's submit above: a mouse click inside the frame once did not submit (CI, b362a7b)
      await frame.getByRole("button", { name: /Inzahlungnahme abschließen/ }).press("Enter");
      const code = frame.locator("[data-voucher-code]");
      await expect(code).toBeVisible({ timeout: 30_000 });
      expect((await code.textContent())!.trim()).toMatch(/^DH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
      expect(frameUrl(page).pathname).toMatch(/^\/portal\/ankauf\/SB-\d{7}$/);
      await expectAccessible(page, "aganwidget voucher");
      await shoot(page, "aganwidget-voucher");

      // the frame's session is not the agan host's: opened on its own, the portal asks for a login
      const agan = await newPage();
      await agan.goto(hostUrl("agan.de.localhost", "/portal"));
      await expect(agan).toHaveURL(/\/portal\/anmelden/);
    });
  });

  test.describe("outside the chain's page", () => {
    test.use({ allowStatuses: [404] });
    test("the portal on the aganwidget host needs the chain's key; a retail key is refused", async ({ page }) => {
      for (const path of ["/portal/anmelden", "/portal/anmelden?partner=demo-retail-partner", "/portal/anmelden?partner=no-such-partner"]) {
        const response = await page.goto(hostUrl("aganwidget.de.localhost", path));
        expect(response?.status(), path).toBe(404);
        expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      }
    });
  });
});
