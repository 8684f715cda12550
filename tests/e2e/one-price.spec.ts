/**
 * One price rule (issue 31, decision 0101) in the browser: the device price and the campaign bonus
 * are two named parts on the search card, the device page's heading, the sell summary (with and
 * without JavaScript), the offer, the cart, the thank-you page and the confirmation mail, and they
 * add up (price + bonus = total); the answers' effects add up to the change of the running figure
 * beside them. Once while the seeded German campaign (Herbstbonus, 10 % on smartphones) runs, once
 * after its end. The campaign depends on the server's time, so this file starts a server of its own
 * whose clock it sets through CLOCK_FILE (as campaigns.spec.ts does).
 */
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { pathFor } from "../../core/editions/index.ts";
import { readMails } from "../helpers/mails.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { fillGermanCheckout } from "./sell-steps.ts";

const DURING = new Date("2026-12-15T10:00:00Z");
/** 1 January 2027 in Berlin: the de campaign (until 31 December) has ended. */
const AFTER = new Date("2026-12-31T23:30:00Z");
const DEVICE = "/produkte/apple-iphone-15-128gb";

let own: OwnServer;
const url = (p = "/") => own.url(p);
const setServerTime = (at: Date) => own.setTime(at);

test.describe.configure({ mode: "serial" });
test.use({ consent: "true" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnServer("one-price", { at: DURING, timeoutMs: 280_000 });
});

test.afterAll(() => own?.stop());

const money = (cents: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);
const cents = async (locator: Locator, attribute: string) => Number(await locator.getAttribute(attribute));
/** The amount an effect text names ("−10 % (−23,00 €)", "−40,00 €"), signed, in cents; 0 for "keine Änderung". */
function effectCents(text: string): number {
  const m = /([−+-])?\s*(\d{1,3}(?:\.\d{3})*,\d{2})\s*€(?!.*€)/.exec(text);
  if (!m) return 0;
  const value = Math.round(Number(m[2]!.replace(/\./g, "").replace(",", ".")) * 100);
  return m[1] === "−" || m[1] === "-" ? -value : value;
}

interface Shown {
  upTo: { price: number; total: number };
  mail: string;
}

/**
 * Search card and device page (heading, summary), every question answered with the running figure
 * checked after each answer, the offer, the cart, the checkout and the thank-you page; returns the
 * "up to" figure and the confirmation mail. `bonus` is the campaign's rule (null: none runs).
 */
async function sell(page: Page, email: string, bonus: ((priceCents: number) => number) | null): Promise<Shown> {
  const bonusOf = (price: number) => (bonus ? bonus(price) : 0);
  // the search card
  await page.goto(url(`${pathFor("de", "search")}?q=${encodeURIComponent("iPhone 15")}`));
  const card = page.locator(`a.device-card[href="${DEVICE}"] .device-card__price`);
  const upTo = { price: await cents(card, "data-price-cents"), total: await cents(card, "data-total-cents") };
  expect(upTo.price).toBeGreaterThan(0);
  expect(upTo.total).toBe(upTo.price + bonusOf(upTo.price));
  await expect(card).toHaveText(
    bonus ? `bis zu ${money(upTo.price)} + ${money(bonusOf(upTo.price))} Herbstbonus` : `bis zu ${money(upTo.price)}`,
  );

  // the device page: the heading names the same figure, the summary starts from it
  await page.goto(url(DEVICE));
  const heading = page.locator(".pdp__price");
  await expect(heading).toHaveText(
    bonus
      ? `Bis zu ${money(upTo.price)} für ein einwandfreies Gerät, dazu ${money(bonusOf(upTo.price))} Herbstbonus`
      : `Bis zu ${money(upTo.price)} für ein einwandfreies Gerät`,
  );
  const summary = page.locator("[data-offer-summary]");
  const running = summary.locator("[data-running-price]");
  const runningBonus = summary.locator("[data-running-bonus]");
  const runningTotal = summary.locator("[data-running-total]");
  await expect(running).toHaveAttribute("data-running-price", String(upTo.price));
  await expect(running).toHaveText(money(upTo.price));
  await expect(summary.locator("[data-running-label]")).toHaveText("Ihr Preis bisher");
  if (bonus) {
    await expect(runningBonus).toHaveText(`+${money(bonusOf(upTo.price))}`);
    await expect(runningTotal).toHaveText(money(upTo.total));
  } else {
    await expect(summary.locator("[data-campaign-line]")).toHaveCount(0);
    await expect(runningTotal).toHaveCount(0);
  }
  await expectAccessible(page, bonus ? "device page with campaign" : "device page");

  // each answer's effect is exactly the running figure's change; the bonus follows the figure
  const questions = page.locator("form[data-offer-form] fieldset.question");
  const count = await questions.count();
  let before = upTo.price;
  let changed = 0;
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    await expect(question).toBeVisible();
    const kinds = await question.locator("[data-effect]").evaluateAll((es) => es.map((e) => e.getAttribute("data-effect")));
    // a deduction on the first two questions where there is one that still allows an offer
    const pick = i < 2 && kinds.length > 1 && kinds[1] !== "noOffer" ? 1 : 0;
    await question.locator('input[type="radio"]').nth(pick).check();
    await expect(summary.locator("[data-running-answers] li")).toHaveCount(i + 1);
    const after = await cents(running, "data-running-price");
    const effect = effectCents((await summary.locator("[data-running-answers] li .sell-summary__effect").nth(i).textContent())!);
    expect(after - before, `question ${i + 1}`).toBe(effect);
    if (effect !== 0) changed++;
    await expect(running).toHaveText(money(after));
    if (bonus) {
      await expect(runningBonus).toHaveAttribute("data-running-bonus", String(bonusOf(after)));
      await expect(runningTotal).toHaveAttribute("data-running-total", String(after + bonusOf(after)));
      await expect(runningTotal).toHaveText(money(after + bonusOf(after)));
    }
    before = after;
    if (i < count - 1) await expect(questions.nth(i + 1)).toBeVisible();
  }
  expect(changed).toBeGreaterThan(0);
  const runningPrice = before;

  // the offer: the amount is the sum, its parts named under it; the breakdown adds up to the price
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await expect(page).toHaveURL(/\?offer=/);
  const amount = page.locator(".offer__amount");
  const price = await cents(amount, "data-offer-price");
  expect(price).toBe(runningPrice);
  const total = price + bonusOf(price);
  await expect(amount).toHaveText(money(total));
  const base = await cents(page.locator(".breakdown__base td"), "data-cents");
  const deltas = await page.locator(".breakdown__line td").evaluateAll((tds) => tds.map((td) => Number(td.getAttribute("data-cents"))));
  expect(base + deltas.reduce((a, b) => a + b, 0)).toBe(price);
  expect(await cents(page.locator(".breakdown__total td"), "data-cents")).toBe(total);
  if (bonus)
    await expect(page.locator(".offer__campaign")).toHaveText(
      `Das sind ${money(price)} Gerätepreis + ${money(bonusOf(price))} Herbstbonus`,
    );
  else await expect(page.locator("[data-campaign-line]")).toHaveCount(0);
  await expectAccessible(page, bonus ? "offer with campaign" : "offer");

  // the cart and the checkout
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("cart-total")).toHaveText(money(total));
  if (bonus) {
    const parts = page.getByTestId("cart-parts");
    await expect(parts).toHaveText(`Das sind ${money(price)} Gerätepreis + ${money(bonusOf(price))} Herbstbonus`);
    expect(await cents(parts, "data-price-cents")).toBe(price);
    expect(await cents(parts, "data-total-cents")).toBe(total);
  } else await expect(page.getByTestId("cart-parts")).toHaveCount(0);
  await expectAccessible(page, bonus ? "cart with campaign" : "cart");
  await fillGermanCheckout(page, email, "Preis");
  await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();

  // the thank-you page
  await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
  await expect(page.getByTestId("trade-total")).toHaveText(money(total));
  if (bonus)
    await expect(page.getByTestId("trade-parts")).toHaveText(`Das sind ${money(price)} Gerätepreis + ${money(bonusOf(price))} Herbstbonus`);
  else await expect(page.getByTestId("trade-parts")).toHaveCount(0);

  // the confirmation mail: the line names its parts and their sum
  await expect.poll(() => readMails(path.join(own.dataDir, "mail"), email).length).toBe(1);
  const [mail] = readMails(path.join(own.dataDir, "mail"), email);
  const line = bonus
    ? `1 × Apple iPhone 15 128 GB: ${money(price)} Gerätepreis + ${money(bonusOf(price))} Herbstbonus = ${money(total)}`
    : `1 × Apple iPhone 15 128 GB: ${money(total)}`;
  expect(mail).toContain(line);
  return { upTo, mail: mail! };
}

test("while a campaign runs: price and bonus are named parts that add up, from the card to the mail", async ({ page }) => {
  test.setTimeout(180_000);
  setServerTime(DURING);
  await page.clock.install({ time: DURING });
  const shown = await sell(page, `one-price-during-${Date.now()}@example.com`, (price) => Math.floor(price / 10));
  expect(shown.upTo.total).toBeGreaterThan(shown.upTo.price);
  expect(shown.mail).not.toContain("oben enthalten");
});

test("without JavaScript, while it runs: the summary's figures are the heading's, with the bonus and the sum beside them", async ({
  newPage,
}) => {
  setServerTime(DURING);
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(url(DEVICE));
  const heading = page.locator(".pdp__price");
  const price = await cents(heading, "data-price-cents");
  const total = await cents(heading, "data-total-cents");
  const bonus = Math.floor(price / 10);
  expect(total).toBe(price + bonus);
  const summary = page.locator("[data-offer-summary]");
  await expect(summary.locator("[data-running-label]")).toHaveText("Bis zu");
  await expect(summary.locator("[data-running-price]")).toHaveText(money(price));
  await expect(summary.locator("[data-running-bonus]")).toHaveText(`+${money(bonus)}`);
  await expect(summary.locator("[data-campaign-line]")).toContainText("Herbstbonus");
  await expect(summary.locator("[data-running-total]")).toHaveText(money(total));
  await expect(summary.locator(".sell-summary__total")).toHaveText(`Zusammen ${money(total)}`);
});

test("after its end: one figure, no bonus part anywhere", async ({ page }) => {
  test.setTimeout(180_000);
  setServerTime(AFTER);
  await page.clock.install({ time: AFTER });
  const shown = await sell(page, `one-price-after-${Date.now()}@example.com`, null);
  expect(shown.upTo.total).toBe(shown.upTo.price);
  expect(shown.mail).not.toContain("Herbstbonus");
  expect(shown.mail).not.toContain("Gerätepreis");
});
