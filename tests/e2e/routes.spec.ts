import type { Page } from "@playwright/test";
import { editions, EDITIONS, layoutFor, type EditionId, type PageId, type ShopMode } from "../../core/editions/index.ts";
import { expect, expectAccessible, hostUrl, test, uiMessages } from "./fixtures.ts";
import { editionHost, everyPath } from "./sample-paths.ts";

/**
 * Sample parameters that name nothing in the seeded shop (a trade, a newsletter subscriber or
 * confirmation token) give the page's own 404, inside the page frame: what each one says, so a
 * page that lost its route (and fell to the generic "no such route" 404) fails here.
 */
function ownNotFound(edition: EditionId, page: PageId, path: string): ((tab: Page) => Promise<void>) | null {
  const m = uiMessages(edition);
  const newsletterUnknown = (text: string) => async (tab: Page) => {
    const unknown = tab.getByTestId("newsletter-unknown");
    await expect(unknown.locator("h1")).toHaveText(m["newsletter.unknown.heading"]!);
    await expect(unknown.locator(".lead")).toHaveText(text);
  };
  if (page === "tradeTracking") return (tab) => expectErrorPage(tab, edition, "notFound", `Page Not Found: ${path}`);
  // a business quote's id that names no quote (decision 0124)
  if (page === "businessQuote") return (tab) => expectErrorPage(tab, edition, "notFound", `Page Not Found: ${path}`);
  // An unknown clarification link: the expired-link variant (decision 0026).
  if (page === "clarification" || page === "clarificationQuickAnswer")
    return (tab) => expectErrorPage(tab, edition, "expired", `Page Not Found: ${path}`);
  if (page === "newsletterConfirm") return newsletterUnknown(m["newsletter.confirmUnknown.text"]!);
  // issue 34: a certificate code that names none (decisions 0130), a price alert's or an offer reminder's unknown link (0128, 0127)
  if (page === "verifyCertificate") return (tab) => expect(tab.getByTestId("certificate-check-unknown")).toBeVisible();
  if (page === "priceAlertConfirm" || page === "priceAlertUnsubscribe")
    return (tab) => expect(tab.getByTestId("price-alert-unknown")).toBeVisible();
  if (page === "offerReminderStop") return (tab) => expect(tab.getByTestId("offer-reminder-unknown")).toBeVisible();
  if ((page === "newsletterEnrich" || page === "newsletterUnsubscribe") && /\/[0-9a-f]{32}$/.test(path))
    return newsletterUnknown(m["newsletter.unknown.text"]!);
  return null;
}

/** The shop's error page (app/features/chrome/error-page.tsx): the variant's localized subtitle and the spec's status line. */
async function expectErrorPage(tab: Page, edition: EditionId, kind: "notFound" | "expired", statusMessage: string) {
  await expect(tab.locator(".error-page")).toHaveAttribute("data-error-kind", kind);
  await expect(tab.locator(".error-page .lead")).toHaveText(uiMessages(edition)[`error.${kind}.subtitle`]!);
  await expect(tab.locator(".status-message")).toHaveText(statusMessage);
}

/** Every UI string key with a dot ("nav.cart"): none may show raw in a page (a missing scope, decision 0016). */
const MESSAGE_KEYS = new Set(Object.keys(uiMessages("en")).filter((k) => k.includes(".")));

async function expectNoRawKeys(tab: Page) {
  const shown = await tab.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label],[placeholder],meta[name=description]")].map(
        (e) => e.getAttribute("aria-label") ?? e.getAttribute("placeholder") ?? e.getAttribute("content") ?? "",
      ),
    ].join("\n"),
  );
  // a key shows raw when a whole run of word characters and dots equals it
  expect(
    [...new Set(shown.match(/[\w.]+/g) ?? [])].filter((word) => MESSAGE_KEYS.has(word)),
    "raw message keys on the page",
  ).toEqual([]);
}

function checkPage(expectedStatus: number) {
  return async ({ page: tab }: { page: Page }, edition: EditionId, page: string, path: string) => {
    const response = await tab.goto(hostUrl(editionHost(edition), path));
    expect(response?.status(), "status").toBe(expectedStatus);
    await expect(tab.locator("html")).toHaveAttribute("lang", editions[edition].htmlLang);
    const body = tab.locator("body");
    await expect(body).toHaveAttribute("data-edition", edition);
    await expect(body).toHaveAttribute("data-layout", page === "home" ? "home" : "default");
    await expect(tab.locator("h1")).toHaveCount(1);
    await expect(tab).toHaveTitle(/Sellback/);
    if (expectedStatus === 200) await expect(tab.locator('link[rel="canonical"]')).toHaveCount(1);
    await expectNoRawKeys(tab);
    await expectAccessible(tab);
  };
}

test.describe("every route of every edition", () => {
  const ok = checkPage(200);
  for (const { edition, page, path } of everyPath().filter((p) => !ownNotFound(p.edition, p.page, p.path))) {
    test(`${edition} ${page} ${path}`, ({ visitorPage: tab }) => ok({ page: tab }, edition, page, path));
  }
});

test.describe("every route of every edition, with parameters that name nothing", () => {
  test.use({ allowStatuses: [404] });
  const notFound = checkPage(404);
  for (const { edition, page, path } of everyPath()) {
    const expectOwnPage = ownNotFound(edition, page, path);
    if (!expectOwnPage) continue;
    test(`${edition} ${page} ${path}`, async ({ visitorPage: tab }) => {
      await notFound({ page: tab }, edition, page, path);
      await expectOwnPage(tab);
    });
  }
});

test.describe("paths that match no route, in every edition", () => {
  test.use({ allowStatuses: [404] });
  const notFound = checkPage(404);
  for (const edition of EDITIONS) {
    test(`${edition}: "Page not found: {path}", and the expired-link variant for a clarification path`, async ({ visitorPage: tab }) => {
      await notFound({ page: tab }, edition, "noRoute", "/no-such-page/x");
      await expectErrorPage(tab, edition, "notFound", "Page not found: /no-such-page/x");
      await notFound({ page: tab }, edition, "noRoute", "/clarification/only-one-segment");
      await expectErrorPage(tab, edition, "expired", "Page not found: /clarification/only-one-segment");
    });
  }
});

const partnerHosts: { host: string; mode: ShopMode }[] = [
  { host: "b2bwidget.de.localhost", mode: "b2bWidget" },
  { host: "agan.de.localhost", mode: "agan" },
  { host: "aganwidget.de.localhost", mode: "aganwidget" },
];

test.describe("partner hosts", () => {
  for (const { host, mode } of partnerHosts) {
    for (const path of ["/", "/kontakt", "/checkout", "/account"]) {
      test(`${host}${path}`, async ({ visitorPage: page }) => {
        const response = await page.goto(hostUrl(host, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "de");
        await expect(page.locator("body")).toHaveAttribute("data-mode", mode);
        await expect(page.locator("body")).toHaveAttribute("data-layout", layoutFor(mode, path === "/"));
        await expectAccessible(page);
      });
    }
  }
});
