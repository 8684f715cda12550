import type { Page } from "@playwright/test";
import { pathFor, type EditionId } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test, uiMessages, whenIslandReady } from "./fixtures.ts";
import { editionHost } from "./sample-paths.ts";
import { answerQuestions } from "./sell-steps.ts";

/** The device page's condition questions, offer with breakdown, and "Add to cart" (decision 0012). */
const DEVICE = "apple-iphone-15-128gb";
const CART_KEY = "sellback.cart";
const messages = (edition: EditionId): Record<string, string> => uiMessages(edition);
const devicePage = (edition: EditionId, query = "") => hostUrl(editionHost(edition), `${pathFor(edition, "pdp", { pdp: DEVICE })}${query}`);
const dateFormat: Record<string, RegExp> = { de: /\d{2}\.\d{2}\.\d{2}/, fr: /\d{2}\/\d{2}\/\d{2}/, it: /\d{2}\/\d{2}\/\d{2}/ };

const questions = (page: Page) => page.locator("form[data-offer-form] fieldset");

/** Answers every question (in the stepper, one at a time) with its first answer, or the given answers (radio ids). */
const answerAll = (page: Page, ids: string[] = []) => answerQuestions(page, { ids });

/** Remembers every dataLayer push of the tab in sessionStorage (it survives the checkout load). */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...events: unknown[]) => {
      const saved = JSON.parse(window.sessionStorage.getItem("test.dataLayer") ?? "[]") as unknown[];
      window.sessionStorage.setItem("test.dataLayer", JSON.stringify([...saved, ...events]));
      return Array.prototype.push.apply(layer, events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

/** The breakdown's amounts (base + one per answer) and the price shown, in cents. */
async function breakdownCents(page: Page) {
  const base = Number(await page.locator(".breakdown__base td").getAttribute("data-cents"));
  const lines = (await page.locator(".breakdown__line td").evaluateAll((tds) => tds.map((td) => td.getAttribute("data-cents")))).map(
    Number,
  );
  const price = Number(await page.locator("[data-offer-price]").getAttribute("data-offer-price"));
  return { base, lines, price };
}

async function storedCart(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as Record<string, unknown> & { cart: Record<string, unknown>[] },
    CART_KEY,
  );
}

test.describe("offer on the device page", () => {
  test.use({ consent: "true" });

  for (const edition of ["de", "fr", "it"] as const) {
    test(`${edition}: answers → offer with a breakdown that adds up → add to cart → checkout`, async ({ page }) => {
      const m = messages(edition);
      await recordDataLayer(page);
      const controlling: { eventName: string; offerId?: string; revenue?: number }[] = [];
      page.on("request", (req) => {
        if (req.url().endsWith("/api/controlling/controlling")) controlling.push(req.postDataJSON() as (typeof controlling)[number]);
      });
      await page.goto(devicePage(edition));
      await expectAccessible(page);
      const count = await questions(page).count();
      expect(count).toBeGreaterThan(3);
      // every answer has its help text tied to it
      const radio = questions(page).first().locator('input[type="radio"]').first();
      await expect(radio).toHaveAccessibleDescription(/\S/);

      // the first question's second answer, a missing accessory, the rest the first answer
      await answerQuestions(page, { ids: ["question-accessories-accessories_missing"], pick: (i) => (i === 0 ? 1 : 0) });
      await page.getByRole("button", { name: m["offer.submit"] }).click();

      await expect(page).toHaveURL(/\?offer=[\w-]{22}#offer-title$/);
      await expect(page.getByRole("heading", { name: m["offer.title"] })).toBeVisible();
      await expectAccessible(page, "offer");
      const { base, lines, price } = await breakdownCents(page);
      expect(lines).toHaveLength(count);
      expect(base + lines.reduce((a, b) => a + b, 0)).toBe(price);
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThan(base);
      const shown = (await page.locator(".offer__amount").textContent())!;
      expect(shown).toContain("€");
      await expect(page.locator(".breakdown__total td")).toHaveText(shown);
      // a multiplier shows its percentage with the amount, a deduction its amount, the rest "no change"
      await expect(page.locator(".breakdown__line").first().locator("td")).toContainText(/[−-]\d+(,\d)?\s?% \(−.*€\)/);
      await expect(
        page
          .locator(".breakdown__line")
          .filter({ has: page.locator('td[data-cents^="-"]') })
          .filter({ hasNotText: "%" })
          .first(),
      ).toBeVisible();
      await expect(page.locator(".breakdown__line").filter({ hasText: m["offer.effect.noChange"] }).first()).toBeVisible();
      await expect(page.locator(".offer__valid")).toContainText(dateFormat[edition]!);

      const offerId = new URL(page.url()).searchParams.get("offer")!;
      const checkout = pathFor(edition, "checkout");
      await expect(page.getByRole("link", { name: m["offer.addToCart"] })).toHaveAttribute("href", `${checkout}?offer=${offerId}`);
      await page.getByRole("link", { name: m["offer.addToCart"] }).click();
      await expect(page).toHaveURL(new RegExp(`${checkout}$`));
      const cart = await storedCart(page);
      expect(cart.offerIds).toEqual([offerId]);
      for (const eventName of ["offer_generated", "offer_add_to_cart"])
        expect(controlling, eventName).toContainEqual(
          expect.objectContaining({ eventName, offerId, revenue: price / 100, deviceId: expect.any(String) }),
        );
      expect(cart.cart).toHaveLength(1);
      const line = cart.cart[0]!;
      expect(line).toMatchObject({ offerId, deviceId: expect.any(String), price: price / 100, quantity: 1 });
      expect((line.answers as unknown[]).length).toBe(count);
      expect(line.answers).toContainEqual({ questionCode: "accessories", answerCode: "accessories_missing" });
      expect(cart).toMatchObject({ transactionId: 0, voucher: null, B2BMode: false, paymentType: 0, isPayPalTransaction: false });
      expect(cart.cartExpiry).toBe(Date.parse(String(line.validUntil)));

      const pushed = await page.evaluate(
        () =>
          JSON.parse(window.sessionStorage.getItem("test.dataLayer") ?? "[]") as {
            event: string;
            ecommerce: { items: Record<string, unknown>[] };
          }[],
      );
      const add = pushed.find((e) => e.event === "add_to_cart");
      expect(add?.ecommerce.items[0]).toMatchObject({
        item_id: line.deviceId,
        item_brand: "Apple",
        item_name: line.deviceName,
        item_category2: expect.stringMatching(/^(excellent|good|fair|defective)$/),
        item_variant: expect.stringContaining("accessories:accessories_missing"),
        price: price / 100,
        quantity: 1,
      });
      expect(String(add?.ecommerce.items[0]?.item_variant).split("|")).toHaveLength(count);
    });
  }

  for (const edition of ["en", "es"] as const) {
    test(`${edition}: the form gives an offer with its breakdown`, async ({ visitorPage: page }) => {
      const m = messages(edition);
      await page.goto(devicePage(edition));
      const count = await answerAll(page, ["question-accessories-accessories_missing"]);
      await page.getByRole("button", { name: m["offer.submit"] }).click();
      await expect(page.getByRole("heading", { name: m["offer.title"] })).toBeVisible();
      const { base, lines, price } = await breakdownCents(page);
      expect(lines).toHaveLength(count);
      expect(base + lines.reduce((a, b) => a + b, 0)).toBe(price);
      await expect(page.locator(".offer__valid")).toContainText(/\d{2}\/\d{2}\/\d{2}/);
      await expectAccessible(page, "offer");
    });
  }

  test("de: an activation lock explains why there is no offer; the answers can be changed", async ({ visitorPage: page }) => {
    const m = messages("de");
    await page.goto(devicePage("de"));
    await answerAll(page, ["question-lock-lock_active"]);
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    await expect(page.getByRole("heading", { name: m["offer.noOffer.title"] })).toBeVisible();
    await expect(page.locator(".offer__reasons li")).toContainText(/Aktivierungssperre/);
    await expect(page.locator("[data-offer-price]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: m["offer.addToCart"] })).toHaveCount(0);
    await expectAccessible(page, "no offer");
    await page.getByRole("link", { name: m["offer.change"] }).click();
    await expect(page.locator("#question-lock-lock_active")).toBeChecked();
    await answerAll(page, ["question-lock-lock_removed"]);
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    await expect(page.locator("[data-offer-price]")).toBeVisible();
  });

  test("de: a visitor who tabs on before the result's island arrives keeps the focus", async ({ page }) => {
    const m = messages("de");
    await page.goto(devicePage("de"));
    await answerAll(page);
    // the result page's island waits until the visitor has moved on by keyboard (routing also turns
    // the browser's cache off, so the island is asked for again)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/island-product-page-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    const add = page.getByRole("link", { name: m["offer.addToCart"] });
    await expect(add).toBeVisible();
    for (let i = 0; i < 80 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(add).toBeFocused();
    release();
    await whenIslandReady(page);
    await expect(add).toBeFocused();
  });

  test.describe("missing answers", () => {
    test.use({ allowStatuses: [422] });
    test("it: error summary linking the questions, given answers kept", async ({ visitorPage: page }) => {
      const m = messages("it");
      await page.goto(devicePage("it"));
      const count = await questions(page).count();
      // two answers, then "Next" past the others to the last question's "Get my offer"
      await questions(page).nth(0).locator('input[type="radio"]').nth(1).check();
      await questions(page).nth(1).locator('input[type="radio"]').first().check();
      await expect(questions(page).nth(2)).toBeVisible();
      for (let i = 2; i < count - 1; i++) await page.getByRole("button", { name: m["offer.next"] }).click();
      await page.getByRole("button", { name: m["offer.submit"] }).click();
      const summary = page.locator("#offer-errors");
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("heading")).toHaveText(m["offer.errorSummary"]!);
      await expect(summary.locator("a")).toHaveCount(count - 2);
      await expect(questions(page).nth(0).locator('input[type="radio"]').nth(1)).toBeChecked();
      await expect(questions(page).nth(1).locator('input[type="radio"]').first()).toBeChecked();
      const third = questions(page).nth(2);
      await expect(third.locator('input[type="radio"]').first()).toHaveAttribute("aria-invalid", "true");
      await expect(third).toHaveAccessibleDescription(new RegExp(m["offer.error.missing"]!));
      await expect(questions(page).nth(0).locator('[aria-invalid="true"]')).toHaveCount(0);
      await expectAccessible(page, "form errors");
      // the stepper opens at the first missing question; a link of the summary opens its question
      await expect(third).toBeVisible();
      await summary.locator("a").nth(1).click();
      await expect(questions(page).nth(3)).toBeVisible();
      await expect(third).toBeHidden();
      await expect(questions(page).nth(3).locator('input[type="radio"]').first()).toBeFocused();
    });
  });

  test("an unknown or foreign offer id is ignored with a clear message", async ({ visitorPage: page }) => {
    const m = messages("fr");
    await page.goto(devicePage("fr", "?offer=AAAAAAAAAAAAAAAAAAAAAA"));
    await expect(page.getByRole("status").filter({ hasText: m["offer.notice.unknown"] })).toBeVisible();
    await expect(questions(page).first()).toBeVisible();
    await expectAccessible(page, "unknown offer");
    // an offer made for another device
    await page.goto(hostUrl(editionHost("fr"), pathFor("fr", "pdp", { pdp: "apple-iphone-13-128gb" })));
    await answerAll(page);
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    await expect(page).toHaveURL(/\?offer=/);
    const offerId = new URL(page.url()).searchParams.get("offer")!;
    await page.goto(devicePage("fr", `?offer=${offerId}`));
    await expect(page.getByRole("status").filter({ hasText: m["offer.notice.otherDevice"] })).toBeVisible();
    await expect(page.locator("[data-offer-price]")).toHaveCount(0);
  });

  test.describe("small screen", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("de: one question at a time, by keyboard only", async ({ page }) => {
      const m = messages("de");
      await page.goto(devicePage("de"));
      const count = await questions(page).count();
      const progress = page.locator("[data-offer-progress]");
      const step = (n: number) => m["offer.step"]!.replace("{n}", String(n)).replace("{count}", String(count));
      await expect(progress).toHaveText(step(1));
      await expect(questions(page).locator("visible=true")).toHaveCount(1);
      await expect(page.getByRole("button", { name: m["offer.submit"] })).toBeHidden();
      await expectAccessible(page, "one question at a time");
      // Tab into the first question
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => document.activeElement?.matches("form[data-offer-form] input[type=radio]"))) break;
      }
      await expect(questions(page).first().locator("input").first()).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Enter");
      await expect(progress).toHaveText(step(2));
      await expect(questions(page).nth(1)).toBeVisible();
      await expect(questions(page).nth(0)).toBeHidden();
      await expect(questions(page).nth(1).locator("input").first()).toBeFocused();
      // Back with the keyboard, then on again
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: m["offer.back"] })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(progress).toHaveText(step(1));
      await expect(questions(page).first().locator("input:checked")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(progress).toHaveText(step(2));
      for (let n = 2; n <= count; n++) {
        await expect(progress).toHaveText(step(n));
        await page.keyboard.press("Space");
        if (n < count) await page.keyboard.press("Enter");
      }
      await expectAccessible(page, "one question at a time, all answered");
      await page.keyboard.press("Enter"); // the last question's Enter submits
      await expect(page).toHaveURL(/\?offer=/);
      await expect(page.locator("#offer-title")).toBeFocused();
      await expect(page.locator(".breakdown__line")).toHaveCount(count);
      await expectAccessible(page, "offer");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: m["offer.addToCart"] })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout$/);
      expect((await storedCart(page)).cart).toHaveLength(1);
    });
  });

  // A page of its own with JavaScript off (the guard then lets Chromium's refused script loads pass);
  // axe cannot run there (the markup is the one checked above with all questions shown).
  test("fr without JavaScript: every question shown, the form gives an offer, add to cart links to the checkout", async ({ newPage }) => {
    const page = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const m = messages("fr");
    await page.goto(devicePage("fr"));
    const count = await questions(page).count();
    await expect(questions(page).locator("visible=true")).toHaveCount(count);
    await expect(page.getByRole("button", { name: m["offer.submit"] })).toBeVisible();
    await answerAll(page);
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    await expect(page).toHaveURL(/\?offer=[\w-]{22}#offer-title$/);
    const { base, lines, price } = await breakdownCents(page);
    expect(lines).toHaveLength(count);
    expect(base + lines.reduce((a, b) => a + b, 0)).toBe(price);
    const offerId = new URL(page.url()).searchParams.get("offer")!;
    await expect(page.getByRole("link", { name: m["offer.addToCart"] })).toHaveAttribute("href", `/checkout?offer=${offerId}`);
    // "Change answers" brings the form back, pre-filled
    await page.getByRole("link", { name: m["offer.change"] }).click();
    await expect(questions(page).first().locator("input:checked")).toHaveCount(1);
  });
});
