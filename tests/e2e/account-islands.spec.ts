/**
 * The thank-you page and the account pages before login without hydration (decision 0057): only
 * their island (thank-you-page, content-page), no React or router chunk, in de, fr and it, axe on
 * each; a refused login comes back localized with the e-mail kept and the password neither in the
 * field nor in the page, and is posted once however often it is submitted; the thank-you page
 * empties the cart (keeping the trade's transactionId), pushes `purchase` and sends
 * `trade_created` once, also after a reload. (The logged-in account is an island page too:
 * decision 0133, tests/e2e/page-js-budget.spec.ts; a client navigation to an island page:
 * app/lib/navigation-rules.test.ts.)
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { pathFor, type EditionId } from "../../core/editions/index.ts";
import { dataLayerEvents, expect, expectAccessible, hostUrl, scriptsOf, test, uiMessages } from "./fixtures.ts";
import { placeApiTrade, type ShopEdition } from "./api-trade.ts";

/** Chunks of the hydrated pages (React, router, shared modules, route modules): never on an island page. */
const HYDRATION_CHUNK =
  /\/assets\/(entry\.client|react|shared|components|jsx-runtime|root|account|password|thank-you|manifest|rolldown-runtime)[-.]/;
const ISLAND = /\/assets\/island-[\w-]+\.js$/;

async function expectIsland(page: Page, scripts: string[], island: string, what: string) {
  await page.waitForLoadState("networkidle");
  expect(
    scripts.filter((s) => ISLAND.test(s)),
    what,
  ).toEqual([expect.stringMatching(new RegExp(`/island-${island}-`))]);
  expect(
    scripts.filter((s) => HYDRATION_CHUNK.test(s)),
    what,
  ).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterDataRouter" in window), what).toBe(false);
}

/** A guest trade through the shop's API on `edition`; its thank-you path and trade number. */
async function placeTrade(request: APIRequestContext, edition: ShopEdition): Promise<{ path: string; tradeNumber: string }> {
  const placed = await placeApiTrade(request, { edition, lastName: "Insel", email: `island-${crypto.randomUUID()}@example.com` });
  return {
    path: `${pathFor(edition, "thankYou")}?${new URLSearchParams({ trade: placed.tradeNumber, token: placed.trackingToken })}`,
    tradeNumber: placed.tradeNumber,
  };
}

const editions = ["de", "fr", "it"] as const satisfies readonly EditionId[];

test.describe("thank-you and account pages before login without hydration (decision 0057)", () => {
  // the refused login answers 401 on purpose
  test.use({ allowStatuses: [401] });

  for (const edition of editions) {
    test(`${edition}: login, registration, password forgot and reset load only the content-page island; a refused login keeps the e-mail, never the password`, async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      for (const path of [
        pathFor(edition, "accountRegister"),
        pathFor(edition, "passwordForgot"),
        `${pathFor(edition, "passwordReset")}?token=island-test`,
        pathFor(edition, "account"),
      ]) {
        scripts.length = 0;
        await page.goto(hostUrl(`${edition}.localhost`, path));
        await expectIsland(page, scripts, "content-page", path);
        await expect(page.locator("h1")).toHaveCount(1);
        await expectAccessible(page);
      }

      // on the login page (the last one): a wrong password, submitted twice in one task, is posted once
      const messages = uiMessages(edition);
      const email = `nobody-${crypto.randomUUID()}@example.com`;
      const secret = "Falsches-Passwort-123";
      let posts = 0;
      page.on("request", (req) => {
        if (req.method() === "POST" && req.resourceType() === "document") posts++;
      });
      await page.locator("#login-username").fill(email);
      await page.locator("#login-password").fill(secret);
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>("form[data-submit-once]")!;
        form.requestSubmit();
        form.requestSubmit();
      });
      expect((await answer).status()).toBe(401);
      await expect(page.locator(".notice.error[role=alert]")).toHaveText(messages["problem.invalid_credentials"]!);
      await expect(page.locator("#login-username")).toHaveValue(email);
      await expect(page.locator("#login-password")).toHaveValue("");
      expect(await page.content()).not.toContain(secret);
      expect(posts).toBe(1);
      // the answer is the island page again (its script may come from the browser's cache)
      await expect(page.locator("script[data-island-route]")).toHaveAttribute("src", /\/island-content-page-/);
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      await expectAccessible(page, "login refused");
    });
  }

  test.describe("with analytics consent", () => {
    test.use({ consent: "true" });

    for (const edition of editions) {
      test(`${edition}: the thank-you page empties the cart, pushes purchase and sends trade_created once, without React`, async ({
        page,
        request,
      }) => {
        const { path, tradeNumber } = await placeTrade(request, edition);
        const controlling: Record<string, unknown>[] = [];
        page.on("request", (r) => {
          if (r.method() === "POST" && r.url().endsWith("/api/controlling/controlling"))
            controlling.push(r.postDataJSON() as Record<string, unknown>);
        });
        // a cart with a line and a transaction id that is no trade's
        await page.goto(hostUrl(`${edition}.localhost`, pathFor(edition, "contact")));
        const line = {
          offerId: "x",
          deviceId: "1",
          deviceName: "Apple iPhone 15 128 GB",
          deviceUrl: "apple-iphone-15-128gb",
          price: 10,
          quantity: 1,
          validUntil: "2099-01-01T00:00:00.000Z",
          answers: [],
        };
        await page.evaluate((cart) => localStorage.setItem("sellback.cart", JSON.stringify(cart)), {
          cart: [line],
          transactionId: 999_999_999,
          voucher: "X",
        });
        const scripts = scriptsOf(page);
        await page.goto(hostUrl(`${edition}.localhost`, path));
        await expect(page.getByTestId("trade-number")).toHaveText(tradeNumber);
        await expectIsland(page, scripts, "thank-you-page", path);

        await expect.poll(async () => (await dataLayerEvents(page)).filter((e) => e === "purchase").length).toBe(1);
        const purchase = await page.evaluate(
          () =>
            (window.dataLayer ?? []).find((e) => (e as { event?: string }).event === "purchase") as { ecommerce: Record<string, unknown> },
        );
        expect(purchase.ecommerce).toMatchObject({ transaction_id: tradeNumber, currency: "EUR", tax: 0, shipping: 0 });
        expect(purchase.ecommerce.items).toEqual([
          expect.objectContaining({ item_name: expect.stringMatching(/^Apple iPhone 15 128 G/), quantity: 1 }),
        ]);
        await expect.poll(() => controlling.filter((c) => c.eventName === "trade_created").length).toBe(1);
        expect(controlling.find((c) => c.eventName === "trade_created")).toMatchObject({
          tradeId: tradeNumber,
          currency: "EUR",
          productName: expect.stringMatching(/^Apple iPhone 15 128 G/),
        });
        const stored = await page.evaluate(
          () => JSON.parse(localStorage.getItem("sellback.cart") ?? "{}") as { cart: unknown[]; transactionId: number; voucher: unknown },
        );
        expect(stored.cart).toEqual([]);
        expect(stored.voucher).toBeNull();
        expect(stored.transactionId).toBeGreaterThan(0);
        expect(stored.transactionId).not.toBe(999_999_999);
        // the header's cart count follows at once
        await expect(page.locator("header [data-cart-count]")).toBeHidden();
        // the label is a plain download of the trade's PDF
        const label = page.locator(`a[download="${tradeNumber}.pdf"]`);
        expect(
          await page.evaluate((href) => fetch(href!).then((r) => r.headers.get("content-type")), await label.getAttribute("href")),
        ).toBe("application/pdf");
        await expectAccessible(page, "thank-you");

        // a reload sends nothing again and keeps the transaction id
        await page.reload();
        await page.waitForLoadState("networkidle");
        expect((await dataLayerEvents(page)).filter((e) => e === "purchase")).toHaveLength(0);
        expect(controlling.filter((c) => c.eventName === "trade_created")).toHaveLength(1);
        expect(
          (await page.evaluate(() => JSON.parse(localStorage.getItem("sellback.cart") ?? "{}") as { transactionId: number })).transactionId,
        ).toBe(stored.transactionId);
      });
    }
  });

  test("a password typed before the island loads stays in its field", async ({ page }) => {
    // Hold the page's scripts until the fields are filled, as on a slow phone connection.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(hostUrl("de.localhost", "/account"), { waitUntil: "commit" });
    await page.locator("#login-username").fill("early@example.com");
    await page.locator("#login-password").fill("Frueh-Getippt-2026");
    release();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("script[data-island-route]")).toHaveCount(1);
    await expect(page.locator("#login-username")).toHaveValue("early@example.com");
    await expect(page.locator("#login-password")).toHaveValue("Frueh-Getippt-2026");
  });
});
