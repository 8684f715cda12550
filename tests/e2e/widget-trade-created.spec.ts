/**
 * Issue 27 item 12 (decision 0071): the widget's thank-you page tells the partner's page
 * `trade_created` only for the trade its own checkout just created. On the demo partner page
 * (partner.localhost), a trade placed in the frame's checkout is announced; the thank-you page
 * opened in the same frame with another trade's number (bare, or with the first trade's proof)
 * announces nothing and shows nothing of that trade. Absence is read from the frame page's own
 * mark, `data-trade-created="none"` on its root, which the frame script sets where it decides not
 * to post; the partner's page then still holds only the first event.
 */
import type { FrameLocator, Page } from "@playwright/test";
import { apiOffer, placeApiTrade } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, test } from "./fixtures.ts";

const DEMO = "/dev/widget-demo";
const FRAME = 'iframe[title="Sellback: Gerät verkaufen"]';
const WIDGET_HOST = "b2bwidget.de.localhost";
const KEY = "demo-retail-partner";

/** Opens `path` of the widget host in the demo page's frame (as a link in the frame would). */
async function openInFrame(page: Page, path: string) {
  await page.locator(FRAME).evaluate((frame, src) => ((frame as HTMLIFrameElement).src = src), hostUrl(WIDGET_HOST, path));
}

/** The `sellback:trade_created` events the partner's page heard so far. */
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

/** The frame page's own mark of what it did with `trade_created` ("posted" or "none"), once it decided. */
const frameMark = (frame: FrameLocator) => frame.locator("html[data-trade-created]");

test.describe("the widget's thank-you page and trade_created", () => {
  // no stored cookie decision: the fixture's init script would run in the cross-site frame too,
  // where this Chromium denies storage (the widget itself copes without it)
  test.use({ consent: null });

  test("a trade placed in the widget is announced; another trade's number on the thank-you page announces and shows nothing", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const other = await placeApiTrade(request);
    const { offerId } = await apiOffer(request);

    await page.goto(hostUrl("partner.localhost", DEMO));
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      document.addEventListener("sellback:trade_created", (e) =>
        w.heard.push((e as CustomEvent<{ tradeNumber: string }>).detail.tradeNumber),
      );
    });
    const frame = page.frameLocator(FRAME);
    await expect(page.locator(FRAME)).toHaveAttribute("data-ready", "1");

    // a real widget trade: the checkout in the frame with the offer's line
    await openInFrame(page, `/checkout?offer=${encodeURIComponent(offerId)}&partner=${KEY}`);
    await expect(frame.locator('.cart[data-cart-read="true"]')).toBeVisible({ timeout: 30_000 });
    await expect(frame.locator(".cart-line")).toHaveCount(1);
    await frame.locator("#checkout-firstName").fill("Wanda");
    await frame.locator("#checkout-lastName").fill("Widget");
    await frame.locator("#checkout-email").fill(`widget-announce-${Date.now()}@example.com`);
    await frame.locator("#checkout-street").fill("Hauptstraße");
    await frame.locator("#checkout-houseNumber").fill("5a");
    await frame.locator("#checkout-zip").fill("10115");
    await frame.locator("#checkout-city").fill("Berlin");
    await frame.locator("#checkout-iban").fill("DE89 3704 0044 0532 0130 00");
    await frame.locator("#checkout-accountHolder").fill("Wanda Widget");
    await frame.locator("#checkout-acceptTerms").check();
    await frame.getByRole("button", { name: "Jetzt kostenlos verkaufen" }).click();
    await expect(frame.getByTestId("trade-number")).toBeVisible({ timeout: 30_000 });
    const tradeNumber = (await frame.getByTestId("trade-number").textContent())!.trim();
    expect(tradeNumber).toMatch(/^SB-\d+$/);
    await expect(frameMark(frame)).toHaveAttribute("data-trade-created", "posted");
    await expect.poll(() => heard(page)).toEqual([tradeNumber]);
    const realUrl = new URL(
      page
        .frames()
        .find((f) => f.url().includes("/thankYou"))!
        .url(),
    );
    expect(realUrl.searchParams.get("created")).toMatch(/^\d+\.[\w-]{43}$/);

    // another trade's number alone
    await openInFrame(page, `/thankYou?trade=${other.tradeNumber}&partner=${KEY}`);
    await expect(frameMark(frame)).toHaveAttribute("data-trade-created", "none");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Wir konnten diesen Verkauf nicht finden");
    await expect(frame.getByTestId("trade-number")).toHaveCount(0);
    expect(await frame.locator("body").textContent()).not.toContain(other.tradeNumber);
    expect(await heard(page)).toEqual([tradeNumber]);
    await expectAccessible(page, "thank-you page in the widget with another trade's number");

    // the real trade's address (its proof and token) with the other trade's number
    const swapped = new URLSearchParams(realUrl.search);
    swapped.set("trade", other.tradeNumber);
    await openInFrame(page, `/thankYou?${swapped}`);
    await expect(frameMark(frame)).toHaveAttribute("data-trade-created", "none");
    await expect(frame.getByTestId("trade-number")).toHaveCount(0);
    expect(await frame.locator("body").textContent()).not.toContain(other.tradeNumber);
    expect(await heard(page)).toEqual([tradeNumber]);
  });
});
