/**
 * Addresses in each country's order (decision 0108): the French checkout asks for the house number
 * before the street, the German one after it; the thank-you page and the confirmation mail print
 * the label's sender as the country writes it ("12 rue de Rivoli", "Musterstraße 12").
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, hostUrl, test, uiMessages } from "./fixtures.ts";
import { mailsTo } from "./mails.ts";
import { answerQuestions } from "./sell-steps.ts";

const cases = [
  {
    edition: "fr" as const,
    devicePath: "/produits/apple-iphone-15-128gb",
    customer: { firstName: "Camille", lastName: "Martin", street: "rue de Rivoli", houseNumber: "12", zip: "75001", city: "Paris" },
    iban: "FR76 3000 6000 0112 3456 7890 189",
    numberFirst: true,
    printed: ["Camille Martin", "12 rue de Rivoli", "75001 Paris", "France"],
    notPrinted: "Rivoli 12",
  },
  {
    edition: "de" as const,
    devicePath: "/produkte/apple-iphone-15-128gb",
    customer: { firstName: "Erika", lastName: "Muster", street: "Musterstraße", houseNumber: "12", zip: "10115", city: "Berlin" },
    iban: "DE89 3704 0044 0532 0130 00",
    numberFirst: false,
    printed: ["Erika Muster", "Musterstraße 12", "10115 Berlin", "Deutschland"],
    notPrinted: "12 Musterstraße",
  },
];

/** The ids of the address fieldset's inputs in document (and tab) order, and their labels' texts. */
const addressFields = (page: Page) =>
  page
    .locator("fieldset", { has: page.locator("#checkout-street") })
    .locator("input, select")
    .evaluateAll((els) =>
      els.map((el) => ({ id: el.id, label: (el as HTMLInputElement).labels?.[0]?.textContent?.replace("*", "").trim() })),
    );

for (const c of cases) {
  test(`${c.edition}: the checkout asks in the country's order, the thank-you page and the mail print "${c.printed[1]}"`, async ({
    page,
  }) => {
    const m = uiMessages(c.edition);
    await page.goto(hostUrl(`${c.edition}.localhost`, c.devicePath));
    await answerQuestions(page);
    await page.getByRole("button", { name: m["offer.submit"] }).click();
    await page.getByRole("link", { name: m["offer.addToCart"] }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });

    // house number and street in the country's order, in the DOM (so for the keyboard and screen readers too)
    const fields = await addressFields(page);
    const ids = fields.map((f) => f.id);
    const pair = c.numberFirst ? ["checkout-houseNumber", "checkout-street"] : ["checkout-street", "checkout-houseNumber"];
    expect(ids.indexOf(pair[0]!)).toBe(ids.indexOf(pair[1]!) - 1);
    expect(fields.find((f) => f.id === "checkout-houseNumber")?.label).toBe(m["checkout.field.houseNumber"]);
    expect(fields.find((f) => f.id === "checkout-street")?.label).toBe(m["checkout.field.street"]);
    await expectAccessible(page);

    const email = `address-${c.edition}-${crypto.randomUUID()}@example.com`;
    for (const [name, value] of Object.entries({
      ...c.customer,
      email,
      iban: c.iban,
      accountHolder: `${c.customer.firstName} ${c.customer.lastName}`,
    }))
      await page.locator(`#checkout-${name}`).fill(value);
    await page.locator("#checkout-acceptTerms").check();
    await page.getByRole("button", { name: m["checkout.submit"] }).click();
    await expect(page).toHaveURL(/\/thankYou\?trade=SB-\d+&token=/);

    const sender = page.getByTestId("sender-address");
    await expect(sender).toBeVisible();
    expect((await sender.innerText()).split("\n").map((l) => l.trim())).toEqual(c.printed);
    await expect(page.getByText(m["thankYou.senderAddress"]!)).toBeVisible();
    await expectAccessible(page);

    const tradeNumber = (await page.getByTestId("trade-number").textContent())!.trim();
    await expect.poll(() => mailsTo(email).filter((mail) => mail.includes(tradeNumber)).length).toBeGreaterThan(0);
    const mail = mailsTo(email)
      .find((x) => x.includes(tradeNumber))!
      .replace(/\r\n/g, "\n");
    expect(mail).toContain(`${m["trade.mail.senderAddress"]}\n\n${c.printed.join("\n")}`);
    expect(mail).not.toContain(c.notPrinted);
  });
}
