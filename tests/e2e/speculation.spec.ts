/**
 * Speculation rules (decision 0052): served, valid for Chromium, excluding what they must; a hover
 * on a device link of the sell category list prerenders the device page; the prerendered page
 * sends no event and changes no state before it is shown.
 *
 * Chromium refuses to prerender while Playwright is attached to the page
 * (`PrerenderingDisabledByDevTools`), so the prerendering test drives Chromium over the DevTools
 * protocol through the tab target (tests/helpers/cdp-chromium.ts); the rest uses Playwright.
 */
import type { APIRequestContext } from "@playwright/test";
import { CART_STORAGE_KEY } from "../../core/cart/index.ts";
import { SPECULATION_RULES_TYPE, type SpeculationRules } from "../../server/speculation/rules.ts";
import { CdpChromium } from "../helpers/cdp-chromium.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";

const SELL_CATEGORY = "/verkaufen/smartphones";
/** API-style requests go to the loopback address with the edition's Host (Node does not resolve *.localhost). */
const get = (request: APIRequestContext, host: string, path: string) =>
  request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { host } });
const DEVICE_LINK = 'main a[href^="/produkte/"]:not([href*="/uebersicht-"])';

test.describe("speculation rules (decision 0052)", () => {
  test("shop pages name the edition's rules; the rules are valid and leave out private pages", async ({ page, request }) => {
    const cdp = await page.context().newCDPSession(page);
    const ruleSets: { sourceText?: string; errorType?: string; errorMessage?: string; url?: string }[] = [];
    cdp.on("Preload.ruleSetUpdated", (e: { ruleSet: (typeof ruleSets)[number] }) => ruleSets.push(e.ruleSet));
    await cdp.send("Preload.enable");

    const response = await page.goto(hostUrl("de.localhost", SELL_CATEGORY));
    const header = response!.headers()["speculation-rules"];
    expect(header).toMatch(/^"\/speculation-rules\.json\?v=[\w-]+"$/);
    await expectAccessible(page);
    // Chromium fetched and parsed the rules without an error
    await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
    expect(ruleSets.map((r) => r.errorType ?? "none")).toEqual(ruleSets.map(() => "none"));

    const rulesResponse = await get(request, "de.localhost", JSON.parse(header!) as string);
    expect(rulesResponse.status()).toBe(200);
    expect(rulesResponse.headers()["content-type"]).toBe(SPECULATION_RULES_TYPE);
    expect(rulesResponse.headers()["cache-control"]).toContain("immutable");
    const rules = (await rulesResponse.json()) as SpeculationRules;
    const text = JSON.stringify(rules);
    expect(JSON.stringify(rules.prerender)).toContain('"/produkte/*{/}?"');
    for (const privatePath of ["/checkout{/}?", "/account{/}?", "/trade/*{/}?", "/newsletter/unsubscribe/*{/}?"])
      expect(text).toContain(JSON.stringify(privatePath));
    expect(text).toContain('a[href*=\\"?\\"]');

    // each edition its own paths
    const fr = (await (await get(request, "fr.localhost", "/speculation-rules.json")).json()) as SpeculationRules;
    expect(JSON.stringify(fr.prerender)).toContain('"/produits/*{/}?"');
  });

  test("no rules where nothing may be speculated: back office, widget host, the rules file itself", async ({ request }) => {
    const backoffice = await get(request, "backoffice.localhost", "/speculation-rules.json");
    expect(backoffice.status()).toBe(404);
    const widget = await get(request, "b2bwidget.de.localhost", "/speculation-rules.json");
    expect(widget.status()).toBe(404);
    const shopPage = await get(request, "de.localhost", "/");
    expect(shopPage.headers()["speculation-rules"]).toBeTruthy();
    const rulesFile = await get(request, "de.localhost", "/speculation-rules.json");
    expect(rulesFile.headers()["speculation-rules"]).toBeUndefined();
  });

  test("a hover on a device link prerenders it; nothing counts before it is shown", async () => {
    const browser = await CdpChromium.launch();
    try {
      const list = hostUrl("de.localhost", SELL_CATEGORY);
      await browser.navigate(list);
      // consent given and a transaction id from an earlier order: both show what runs when
      await browser.evaluate(
        `localStorage.setItem("cookieConsent", "true"); localStorage.setItem(${JSON.stringify(CART_STORAGE_KEY)}, JSON.stringify({ lines: [], transactionId: 7 }))`,
      );
      await browser.navigate(list);
      // the island starts after the first paint (decision 0140), after the load event
      await browser.until(
        async () => (await browser.evaluate<boolean>(`document.documentElement.dataset.island === "ready"`)) === true,
        10_000,
        "the list page's island",
      );
      const transactionId = () =>
        browser.evaluate<number>(`JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})).transactionId`);
      expect(await transactionId()).toBe(0); // a page load of the list page resets it (spec §4)
      await browser.evaluate(`localStorage.setItem(${JSON.stringify(CART_STORAGE_KEY)}, JSON.stringify({ lines: [], transactionId: 7 }))`);

      const href = await browser.evaluate<string>(`document.querySelector(${JSON.stringify(DEVICE_LINK)}).getAttribute("href")`);
      const at = await browser.hover(`main a[href="${href}"]`);
      const prerenderStatus = (status: string) =>
        browser.events.some((e) => {
          const p = e.params as { status?: string; key?: { action?: string; url?: string } };
          return e.method === "Preload.prerenderStatusUpdated" && p.status === status && p.key?.url === hostUrl("de.localhost", href);
        });
      await browser.until(() => prerenderStatus("Ready") && browser.prerendered().length === 1, 20_000, "a prerendered page");
      const prerendered = browser.prerendered()[0]!;
      // the prerendered page has loaded and run its island script, in the background
      await browser.until(
        async () =>
          (await browser
            .evaluate<boolean>(
              `document.readyState === "complete" && performance.getEntriesByType("resource").some((r) => /island-product-page/.test(r.name))`,
              prerendered.sessionId,
            )
            .catch(() => false)) === true,
        15_000,
        "the prerendered page's load",
      );
      await new Promise((r) => setTimeout(r, 300));
      const before = await browser.evaluate<{ prerendering: boolean; events: string[]; api: string[] }>(
        `({ prerendering: document.prerendering, events: (window.dataLayer ?? []).map((e) => e.event), api: performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname).filter((p) => p.startsWith("/api/")) })`,
        prerendered.sessionId,
      );
      expect(before).toEqual({ prerendering: true, events: [], api: [] });
      expect(await transactionId()).toBe(7); // not yet a page load

      await browser.click(at);
      await browser.until(() => browser.current === prerendered.sessionId, 15_000, "activation");
      await browser.until(
        async () => (await browser.evaluate<string[]>(`(window.dataLayer ?? []).map((e) => e.event)`)).includes("view_item"),
        10_000,
        "view_item",
      );
      const after = await browser.evaluate<{ prerendering: boolean; activationStart: number; events: string[]; path: string }>(
        `({ prerendering: document.prerendering, activationStart: performance.getEntriesByType("navigation")[0].activationStart, events: window.dataLayer.map((e) => e.event), path: location.pathname })`,
      );
      expect(after.prerendering).toBe(false);
      expect(after.activationStart).toBeGreaterThan(0);
      expect(after.path).toBe(href);
      expect(after.events.filter((e) => e === "view_item")).toHaveLength(1);
      expect(await transactionId()).toBe(0);
      // the activation is reported as a prerender that was used
      await browser.until(() => prerenderStatus("Success"), 5_000, "the prerender reported as used");
    } finally {
      await browser.close();
    }
  });
});
