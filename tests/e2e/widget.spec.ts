/**
 * The b2bWidget embedded on a partner's page (decision 0045): the demo partner page on
 * partner.localhost loads /embed.js of the widget host; a visitor sells a device inside the frame
 * (device, questions, offer, cart, checkout, thank you) while the frame takes its height from the
 * content; the partner's page hears `trade_created`; the trade carries the partner in the back
 * office. The same page on partner2.localhost (no partner registered it) gets no frame: the
 * browser refuses it (frame-ancestors).
 */
import type { FrameLocator, Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

const DEMO = "/dev/widget-demo";
const FRAME = 'iframe[title="Sellback: Gerät verkaufen"]';

const frameHeight = (page: Page) => page.locator(FRAME).evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height);

/** Every condition question in the frame's stepper, the first answer each time. */
async function answerAll(frame: FrameLocator) {
  // the island's stepper is set up (one question at a time) before the first answer
  await expect(frame.locator("form.offer-form--stepper")).toBeVisible();
  const questions = frame.locator("form[data-offer-form] fieldset.question");
  const count = await questions.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    await expect(question).toBeVisible();
    const radio = question.locator('input[type="radio"]').first();
    if (!(await radio.isChecked())) await radio.check();
    else if (i < count - 1) await frame.locator("form[data-offer-form] [data-offer-actions] button[type=button]:not(.secondary)").click();
    if (i < count - 1) await expect(questions.nth(i + 1)).toBeVisible();
  }
}

test.describe("b2bWidget on a partner's page", () => {
  // no stored cookie decision: the fixture's init script would run in the cross-site frame too,
  // where this Chromium denies storage (the widget itself copes without it)
  test.use({ consent: null });
  test("a visitor sells a device inside the frame; the frame grows with it; the trade shows the partner", async ({ page, newPage }) => {
    test.setTimeout(120_000);
    await page.goto(hostUrl("partner.localhost", DEMO));
    // the partner's page listens for the widget's event, as a partner could
    await page.evaluate(() => {
      document.addEventListener("sellback:trade_created", (e) => {
        (window as unknown as { traded: string }).traded = (e as CustomEvent<{ tradeNumber: string }>).detail.tradeNumber;
      });
    });
    const iframe = page.locator(FRAME);
    await expect(iframe).toHaveAttribute("loading", "lazy");
    expect(await iframe.getAttribute("src")).toBe(
      `${hostUrl("b2bwidget.de.localhost", "/")}?partner=demo-retail-partner&origin=${encodeURIComponent(hostUrl("partner.localhost", "").replace(/\/$/, ""))}`,
    );
    const frame = page.frameLocator(FRAME);
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(iframe).toHaveAttribute("data-ready", "1");
    // the frame is as tall as the widget's home page (no inner scrollbar), not the initial 640 px
    await expect.poll(() => frameHeight(page)).toBeGreaterThan(1000);
    const homeHeight = await frameHeight(page);
    const inner = await frame.locator("html").evaluate((html) => ({ scroll: html.scrollHeight, client: html.clientHeight }));
    expect(inner.scroll).toBeLessThanOrEqual(inner.client + 1);
    await expectAccessible(page, "demo page with the widget");

    // device page: links inside the frame keep the partner key
    await frame
      .getByRole("link", { name: /Apple iPhone 15 128 GB/ })
      .first()
      .click();
    await expect(frame.locator("form[data-offer-form]")).toBeVisible();
    await expect.poll(() => frameHeight(page)).not.toBe(homeHeight);
    const deviceHeight = await frameHeight(page);
    await answerAll(frame);
    await frame.getByRole("button", { name: "Mein Angebot erhalten" }).click();
    await expect(frame.getByRole("link", { name: "In den Warenkorb" })).toBeVisible();
    await expect.poll(() => frameHeight(page)).not.toBe(deviceHeight);
    await frame.getByRole("link", { name: "In den Warenkorb" }).click();

    // checkout inside the frame (no cookies; the cart from the link's offer or the frame's storage)
    await expect(frame.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(frame.locator(".cart-line")).toHaveCount(1);
    const email = `widget-${Date.now()}@example.com`;
    await frame.locator("#checkout-firstName").fill("Wanda");
    await frame.locator("#checkout-lastName").fill("Widget");
    await frame.locator("#checkout-email").fill(email);
    await frame.locator("#checkout-street").fill("Hauptstraße");
    await frame.locator("#checkout-houseNumber").fill("5a");
    await frame.locator("#checkout-zip").fill("10115");
    await frame.locator("#checkout-city").fill("Berlin");
    await frame.locator("#checkout-iban").fill("DE89 3704 0044 0532 0130 00");
    await frame.locator("#checkout-accountHolder").fill("Wanda Widget");
    await frame.locator("#checkout-acceptTerms").check();
    await expectAccessible(page, "checkout in the widget");
    await frame.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
    const numberCell = frame.getByTestId("trade-number");
    await expect(numberCell).toBeVisible({ timeout: 30_000 });
    const tradeNumber = (await numberCell.textContent())!.trim();
    expect(tradeNumber).toMatch(/^SB-\d+$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { traded?: string }).traded)).toBe(tradeNumber);
    await expect(page).toHaveURL(hostUrl("partner.localhost", DEMO));
    await expectAccessible(page, "thank-you page in the widget");

    // the back office shows the partner on the trade
    const staff = await newPage();
    await staff.goto(hostUrl("backoffice.localhost", "/login"));
    await staff.locator("#email").fill("admin@staff.sellback.test");
    await staff.locator("#password").fill("dev-admin-password");
    await staff.locator("#password").press("Enter");
    await staff.waitForURL(/\/trades/);
    await staff.goto(hostUrl("backoffice.localhost", `/trades/${tradeNumber}`));
    await expect(staff.getByText("Demo Elektromarkt")).toBeVisible();
    await expectAccessible(staff, "trade with partner");
    // the queue filters by partner, named
    await staff.goto(hostUrl("backoffice.localhost", "/trades"));
    await staff.getByLabel("Partner", { exact: true }).selectOption({ label: "Demo Elektromarkt" });
    await staff
      .locator("form", { has: staff.locator("#partner") })
      .locator('button[type="submit"]')
      .click();
    await expect(staff).toHaveURL(/partner=00000000-0000-4000-8000-00000000d001/);
    await expect(staff.getByRole("link", { name: tradeNumber })).toBeVisible();
    await expect(staff.locator("tbody tr").filter({ hasText: tradeNumber })).toContainText("Demo Elektromarkt");
  });

  test.describe("an unknown partner key", () => {
    test.use({ allowStatuses: [404] });
    test("gets a short explanation and no shop", async ({ page }) => {
      const response = await page.goto(hostUrl("b2bwidget.de.localhost", "/?partner=no-such-partner"));
      expect(response?.status()).toBe(404);
      expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Diese Seite kann hier nicht angezeigt werden");
      await expect(page.locator("a, form, script")).toHaveCount(0);
      await expectAccessible(page, "unknown partner");
    });
  });

  // Not the guarded `page`: the browser's refusal is a console error and a blocked request, on purpose.
  test("an origin no partner registered gets no frame: the browser refuses it", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on("console", (m) => {
      if (/frame-ancestors/.test(m.text())) refusals.push(m.text());
    });
    const blocked: string[] = [];
    page.on("requestfailed", (r) => {
      if (r.failure()?.errorText.includes("ERR_BLOCKED_BY_RESPONSE")) blocked.push(r.url());
    });
    await page.goto(hostUrl("partner2.localhost", DEMO));
    const iframe = page.locator(FRAME);
    await expect(iframe).toBeAttached();
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // the widget host names the one origin the demo partner registered; partner2 is not it
    expect(refusals[0]).toMatch(/frame-ancestors http:\/\/partner\.localhost:\d+"/);
    expect(blocked[0]).toMatch(/^http:\/\/b2bwidget\.de\.localhost:\d+\/\?partner=demo-retail-partner/);
    // nothing of the widget in the frame, and it never said ready
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(await frame!.locator("[data-mode]").count()).toBe(0);
    await expect(iframe).not.toHaveAttribute("data-ready", "1");
    await context.close();
  });
});
