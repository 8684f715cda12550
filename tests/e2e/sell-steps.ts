/** Steps of the sell flow that several browser tests take on their way to something else. */
import type { Page } from "@playwright/test";
import { expect, hostUrl, whenIslandReady } from "./fixtures.ts";

export interface AnswerChoice {
  /** The answer (index among the question's answers) to pick for question `i`; default the first. */
  pick?: (i: number, answers: number) => number;
  /** Radio ids to pick where the question has one (e.g. "question-lock-lock_active"); wins over `pick`. */
  ids?: readonly string[];
}

/**
 * Answers every condition question of a device page as a person does (decision 0029): with
 * JavaScript one question at a time in the stepper, each click moving on to the next question
 * (an answer already chosen is kept with "Next"); without JavaScript in the one form. Ends on the
 * last question with "Get my offer" in view. Returns the number of questions.
 */
export async function answerQuestions(page: Page, { pick = () => 0, ids = [] }: AnswerChoice = {}): Promise<number> {
  // the stepper's class and hidden steps come with the island: after a click onto the page (not `goto`) it may still be loading
  await whenIslandReady(page);
  const questions = page.locator("form[data-offer-form] fieldset.question");
  const count = await questions.count();
  const stepper = (await page.locator("form.offer-form--stepper").count()) > 0;
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    await expect(question).toBeVisible();
    const radios = question.locator('input[type="radio"]');
    const radioIds = await radios.evaluateAll((rs) => rs.map((r) => r.id));
    const wanted = radioIds.findIndex((id) => ids.includes(id));
    const radio = radios.nth(wanted >= 0 ? wanted : pick(i, radioIds.length));
    if (!(await radio.isChecked())) await radio.check();
    else if (stepper && i < count - 1)
      await page.locator("form[data-offer-form] [data-offer-actions] button[type=button]:not(.secondary)").click();
    if (stepper && i < count - 1) await expect(questions.nth(i + 1)).toBeVisible();
  }
  return count;
}

/** On a German device page: the first answer to every condition question, the offer, "Add to cart" → the checkout. */
export async function firstAnswersIntoCart(page: Page, devicePath = "/produkte/apple-iphone-15-128gb") {
  await page.goto(hostUrl("de.localhost", devicePath));
  await answerQuestions(page);
  await page.getByRole("button", { name: "Mein Angebot erhalten" }).click();
  await page.getByRole("link", { name: "In den Warenkorb" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Fills the German checkout (SEPA) for a guest named Erika {lastName} at {email}; does not submit. */
export async function fillGermanCheckout(page: Page, email: string, lastName: string) {
  await page.locator("#checkout-firstName").fill("Erika");
  await page.locator("#checkout-lastName").fill(lastName);
  await page.locator("#checkout-email").fill(email);
  await page.locator("#checkout-street").fill("Hauptstraße");
  await page.locator("#checkout-houseNumber").fill("5a");
  await page.locator("#checkout-zip").fill("10115");
  await page.locator("#checkout-city").fill("Berlin");
  await page.locator("#checkout-iban").fill("DE89 3704 0044 0532 0130 00");
  await page.locator("#checkout-accountHolder").fill(`Erika ${lastName}`);
  await page.locator("#checkout-acceptTerms").check();
}

/** A guest trade on the German shop: the first answers into the cart, checkout, submit → its number from the thank-you page. */
export async function placeGermanTrade(page: Page, email: string, lastName: string): Promise<string> {
  await firstAnswersIntoCart(page);
  await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
  await fillGermanCheckout(page, email, lastName);
  await page.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
  await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);
  return (await page.getByTestId("trade-number").textContent())!.trim();
}
