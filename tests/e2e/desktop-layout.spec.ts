/**
 * Issue 31 "Use the desktop" (decision 0103): at 1366 px the offer's guarantees and next steps, the
 * checkout's order summary and the account's trades at a glance sit in the right half (the summary
 * stays in view while the form scrolls); at 390 px no page is wider than the screen; the longest
 * condition-question title of the seed catalog stays inside its box; the settings pages' buttons
 * each say what they save; an address is not in italics. de and fr. SCREENSHOT_DIR=… keeps the
 * pages at 390 and 1366 px.
 */
import type { Locator, Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { categoryQuestions } from "../../db/seed/catalog-data/index.ts";
import { apiCustomer, apiOffer, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, test, uiMessages } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { answerQuestions } from "./sell-steps.ts";

const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 390, height: 844 };
const DEVICE = "apple-iphone-15-128gb";
const shoot = process.env.SCREENSHOT_DIR ? shooterFor(process.env.SCREENSHOT_DIR) : null;

/** The element's left edge is in the right half of the 1366 px window. */
async function inRightHalf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x, "left edge in the right half").toBeGreaterThanOrEqual(WIDE.width / 2);
}

/** At 390 px the document is no wider than the window; axe checks the narrow layout once too. */
async function fitsNarrow(page: Page) {
  await page.setViewportSize(NARROW);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "document width at 390 px").toBeLessThanOrEqual(NARROW.width);
  await expectAccessible(page, "390 px");
  await page.setViewportSize(WIDE);
}

/** The smartphone question whose title is longest in the language (the iPhone asks them all). */
function longestTitle(lang: "de" | "fr"): string {
  return categoryQuestions.smartphones.map((q) => q.question[lang]!).reduce((a, b) => (b.length > a.length ? b : a));
}

for (const edition of ["de", "fr"] as const) {
  const t = uiMessages(edition);
  const host = `${edition}.localhost`;

  test.describe(`${edition}: the width used (issue 31)`, () => {
    test.use({ viewport: WIDE });

    test(`${edition}: the offer's guarantees and next steps beside it; the longest question title inside its box`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { offerId } = await apiOffer(request, { edition });
      const pdp = pathFor(edition, "pdp", { pdp: DEVICE });
      await page.goto(hostUrl(host, `${pdp}?offer=${offerId}`));
      const offer = page.locator(`[data-offer="${offerId}"]`);
      await expect(offer.getByRole("heading", { name: t["offer.title"] })).toBeVisible();
      const side = page.locator(".offer-layout__side");
      await inRightHalf(side.getByTestId("guarantees"));
      await inRightHalf(page.getByTestId("offer-next-steps"));
      await expect(page.getByTestId("offer-next-steps").locator("li")).toHaveCount(3);
      expect((await offer.boundingBox())!.x, "the offer itself in the left half").toBeLessThan(WIDE.width / 2);
      // the guarantees once on the page, beside the offer
      await expect(page.getByTestId("guarantees")).toHaveCount(1);
      await expectAccessible(page, "offer");
      await shoot?.(page, `desktop-offer-${edition}`);
      await fitsNarrow(page);

      await page.setViewportSize(NARROW);
      // At 390 px the stepper's last question has the longest title (the activation lock): inside its box.
      await page.goto(hostUrl(host, pdp));
      await answerQuestions(page);
      const title = longestTitle(edition);
      const fieldset = page.locator("fieldset.question", { has: page.locator("legend", { hasText: title }) });
      await expect(fieldset).toBeVisible();
      const legend = fieldset.locator("legend");
      const box = (await fieldset.boundingBox())!;
      const inner = (await legend.boundingBox())!;
      const border = await fieldset.evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopWidth));
      expect(border, "the question has a visible border").toBeGreaterThan(0);
      expect(inner.y, "the title starts below the box's top border").toBeGreaterThanOrEqual(box.y + border);
      expect(inner.x).toBeGreaterThanOrEqual(box.x + border);
      expect(inner.x + inner.width, "the title ends inside the box").toBeLessThanOrEqual(box.x + box.width - border);
      expect(await legend.evaluate((el) => el.scrollWidth <= el.clientWidth), "no word sticks out of the title").toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
      await expectAccessible(page, "last question, 390 px");
    });

    test(`${edition}: the checkout's order summary beside the form, in view while it scrolls; above it at 390 px`, async ({
      page,
      request,
    }) => {
      const { offerId, body } = await apiOffer(request, { edition });
      await page.goto(hostUrl(host, `${pathFor(edition, "checkout")}?offer=${offerId}`));
      await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
      const summary = page.locator(".checkout__summary");
      await expect(summary).toContainText(body.device.name);
      await inRightHalf(summary);
      const form = page.locator("form.checkout-form");
      expect((await form.boundingBox())!.x, "the form in the left half").toBeLessThan(WIDE.width / 2);
      await expectAccessible(page, "cart read");
      await shoot?.(page, `desktop-checkout-${edition}`);

      // Halfway down the form (the payout account in view), the summary is still on screen, at its top.
      await form.locator("#checkout-iban").scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY), "the page has scrolled").toBeGreaterThan(300);
      const stuck = (await summary.boundingBox())!;
      expect(stuck.y, "the summary's top in the window").toBeGreaterThanOrEqual(0);
      expect(stuck.y).toBeLessThan(100);
      await expect(summary.locator(".cart__total")).toBeInViewport();

      await page.evaluate(() => window.scrollTo(0, 0));
      await fitsNarrow(page);
      await page.setViewportSize(NARROW);
      expect((await summary.boundingBox())!.y, "at 390 px the summary comes first").toBeLessThan((await form.boundingBox())!.y);
    });

    test(`${edition}: the account's trades at a glance on the right; settings buttons say what they save`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const password = "Verkauf-Sicher-2026";
      const { email, accessToken } = await apiCustomer(request, { edition, password });
      const { tradeNumber } = await placeApiTrade(request, { edition, email, accessToken });

      await page.goto(hostUrl(host, pathFor(edition, "account")));
      await page.locator("#login-username").fill(email);
      await page.locator("#login-password").fill(password);
      await page.getByRole("button", { name: t["accountUi.login.submit"] }).click();
      const glance = page.getByTestId("trades-glance");
      await expect(glance).toBeVisible();
      const card = glance.locator("li", { hasText: tradeNumber });
      await expect(card.locator(".badge")).toHaveText(t["tracking.state.created"]!);
      await expect(card).toContainText(t["accountUi.glance.next.send"]!);
      await inRightHalf(glance);
      expect((await page.locator(".account-overview__trades").boundingBox())!.x).toBeLessThan(WIDE.width / 2);
      // The card leads to the trade's full entry.
      await card.getByRole("link", { name: tradeNumber }).click();
      await expect(page.locator(`#trade-${tradeNumber}`)).toBeInViewport();
      await expect(page.getByTestId("address")).toHaveCSS("font-style", "normal");
      await expectAccessible(page, "signed in, trades at a glance");
      await shoot?.(page, `desktop-account-${edition}`);
      await fitsNarrow(page);

      // Settings: one button per section, each naming what it saves; none is a bare "Save".
      await page.goto(hostUrl(host, pathFor(edition, "accountManagement")));
      const labels = await page.locator("main form button[type=submit]").allTextContents();
      for (const key of ["personal", "phone", "birthdate", "email"]) expect(labels).toContain(t[`accountUi.save.${key}`]);
      expect(new Set(labels).size, "no two buttons say the same").toBe(labels.length);
      expect(labels).not.toContain(t["accountUi.save"]);
      await expectAccessible(page, "signed in");
      await shoot?.(page, `desktop-settings-${edition}`);
      await fitsNarrow(page);
      for (const [pageId, key] of [
        ["accountAddressChange", "accountUi.save.address"],
        ["accountPaymentChange", "accountUi.save.payment"],
      ] as const) {
        await page.goto(hostUrl(host, pathFor(edition, pageId)));
        await expect(page.locator("main form button[type=submit]")).toHaveText([t[key]!]);
      }
    });
  });
}
