/**
 * Issue 12 (decision 0024): a customer places a trade, opens the tracking page, cancels it after a
 * confirmation step and sees the cancellation in the timeline (who, why, when) and the mail; the
 * same from the account's trade history in Italian; and without JavaScript.
 */
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";
import { apiCustomer, placeApiTrade } from "./api-trade.ts";
import { mailsTo } from "./mails.ts";
import { placeGermanTrade } from "./sell-steps.ts";

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("cancel a trade (issue 12)", () => {
  // The refused late cancel answers 409 (the page with its message).
  test.use({ allowStatuses: [409] });
  test("de: tracking page → cancel with confirmation → timeline says who and why, mail confirms", async ({ page }) => {
    const email = unique("storno-de");
    const tradeNumber = await placeGermanTrade(page, email, "Storno");
    await page
      .getByRole("link", { name: /verfolgen|Verkauf/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/trade/${tradeNumber}\\?token=`));
    const timeline = page.getByTestId("timeline");
    await expect(timeline.locator("li")).toHaveCount(1);
    await expect(timeline).toContainText("durch Sie");
    await expectAccessible(page, "created, with cancel");

    await page.getByRole("button", { name: `Verkauf ${tradeNumber} stornieren …` }).click();
    await expect(page.getByText(`Möchten Sie den Verkauf ${tradeNumber} wirklich stornieren?`)).toBeVisible();
    await expectAccessible(page, "cancel confirmation");
    // "No" keeps the trade.
    await page.getByRole("link", { name: "Nein, Verkauf behalten" }).click();
    await expect(page.getByTestId("trade-state")).not.toHaveText("Storniert");
    await expect(page.getByRole("button", { name: "Ja, Verkauf stornieren" })).toHaveCount(0);

    await page.getByRole("button", { name: `Verkauf ${tradeNumber} stornieren …` }).click();
    await page.getByRole("button", { name: "Ja, Verkauf stornieren" }).click();
    await expect(page.getByTestId("cancelled-notice")).toHaveText(
      `Verkauf ${tradeNumber} wurde storniert. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.`,
    );
    await expect(page.getByTestId("trade-state")).toHaveText("Storniert");
    await expect(timeline.locator("li")).toHaveCount(2);
    await expect(timeline.locator("li").nth(1)).toContainText(
      /\d\d\.\d\d\.\d\d \d\d:\d\d Storniert – Auf Ihren Wunsch storniert · durch Sie/,
    );
    await expect(page.getByRole("button", { name: /stornieren/ })).toHaveCount(0);
    await expectAccessible(page, "cancelled");
    await expect
      .poll(() => mailsTo(email).filter((m) => m.includes(`${tradeNumber}`) && m.includes("storniert")).length, { message: "cancel mail" })
      .toBe(1);
  });

  test("it: the account's trade history cancels with confirmation and shows the timeline", async ({ page, request }) => {
    const password = "Vendita-Sicura-2026";
    // Register, activate (the token from the mail) and sell through the API, as the account's owner.
    const { email, accessToken } = await apiCustomer(request, { edition: "it", password, firstName: "Maria", lastName: "Rossi" });
    const { tradeNumber } = await placeApiTrade(request, { edition: "it", email, firstName: "Maria", lastName: "Rossi", accessToken });
    expect(tradeNumber).toMatch(/^SB-\d+$/);

    await page.goto(hostUrl("it.localhost", "/account"));
    await page.locator("#login-username").fill(email);
    await page.locator("#login-password").fill(password);
    await page.locator("#login-password").press("Enter");
    const trade = page.locator(".account-trade", { hasText: tradeNumber });
    await expect(trade).toBeVisible();
    await expect(trade.getByTestId("timeline").locator("li")).toHaveCount(1);
    await expectAccessible(page, "signed in, trade created");
    await trade.getByRole("button", { name: `Annulla la vendita ${tradeNumber}…` }).click();
    await expect(page.getByText(`Vuoi davvero annullare la vendita ${tradeNumber}?`)).toBeVisible();
    await expectAccessible(page, "cancel confirmation");
    await page.getByRole("button", { name: "Sì, annulla la vendita" }).click();
    await expect(page.getByTestId("cancelled-notice")).toContainText(`La vendita ${tradeNumber} è stata annullata.`);
    const after = page.locator(".account-trade", { hasText: tradeNumber });
    await expect(after.getByTestId("timeline").locator("li").nth(1)).toContainText(
      /\d\d\/\d\d\/\d\d \d\d:\d\d Annullata – Annullata su tua richiesta · da te/,
    );
    await expect(after.getByRole("button", { name: /Annulla/ })).toHaveCount(0);
    await expectAccessible(page, "signed in, trade cancelled");
  });

  test("de without JavaScript: the confirmation and the cancel are plain form submissions", async ({ newPage, page }) => {
    const email = unique("storno-nojs");
    const tradeNumber = await placeGermanTrade(page, email, "Storno");
    const trackingPath = await page
      .getByRole("link", { name: /verfolgen|Verkauf/ })
      .first()
      .getAttribute("href");
    const noJs = await newPage({ javaScriptEnabled: false });
    // A second tab left on the confirmation: its late "Yes" is refused with a clear message.
    const stale = await newPage({ javaScriptEnabled: false });
    await stale.goto(hostUrl("de.localhost", `${trackingPath!}&cancel=${tradeNumber}`));
    await noJs.goto(hostUrl("de.localhost", trackingPath!));
    await noJs.getByRole("button", { name: `Verkauf ${tradeNumber} stornieren …` }).click();
    await noJs.getByRole("button", { name: "Ja, Verkauf stornieren" }).click();
    await expect(noJs.getByTestId("trade-state")).toHaveText("Storniert");
    await expect(noJs.getByTestId("timeline").locator("li")).toHaveCount(2);
    await stale.getByRole("button", { name: "Ja, Verkauf stornieren" }).click();
    await expect(stale.getByRole("alert")).toContainText(
      `Verkauf ${tradeNumber} ist jetzt „Storniert“ und kann nicht mehr zu „Storniert“ wechseln. Es wurde nichts geändert.`,
    );
    await expect(stale.getByTestId("timeline").locator("li")).toHaveCount(2);
  });
});
