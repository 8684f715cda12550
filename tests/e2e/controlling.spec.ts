/**
 * The browser controlling client and marketing capture against the real server, in Chromium.
 * Pages wire them in themselves (decision 0008); here the two modules are bundled with esbuild
 * and injected into an ordinary page, so the test covers cookies, sessionStorage, the consent
 * banner and fetch for real. CSP is bypassed only to allow that injected script.
 */
import { buildSync } from "esbuild";
import type { Page, Request } from "@playwright/test";
import { expect, hostUrl, test } from "./fixtures.ts";

const bundle = buildSync({
  stdin: {
    contents: `import { startMarketing } from "./app/lib/marketing.ts";
      import { sendControlling, getClientId } from "./app/lib/controlling.ts";
      window.__sb = { startMarketing, sendControlling, getClientId };`,
    resolveDir: process.cwd(),
    loader: "ts",
  },
  bundle: true,
  format: "iife",
  target: "es2022",
  write: false,
}).outputFiles[0]!.text;

interface Sb {
  startMarketing(w: Window): void;
  sendControlling(e: Record<string, unknown>): Promise<number | null>;
  getClientId(): Promise<string | null>;
}
declare global {
  interface Window {
    __sb: Sb;
  }
}

const inject = (page: Page) => page.addScriptTag({ content: bundle });
const controllingPosts = (page: Page) => {
  const posts: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/controlling/controlling")) posts.push(r);
  });
  return posts;
};

/** A statistics event (sent with or without consent) as a fence: once its answer is back, a post the page started before it has been seen. */
const FENCE = { eventName: "offer_generated", offerId: "fence", revenue: 1, currency: "EUR", deviceId: 7 } as const;
async function fence(page: Page) {
  expect(await page.evaluate((event) => window.__sb.sendControlling(event), FENCE)).toBeGreaterThan(0);
}
/** The event names of the posts seen so far, in order. */
const eventNames = (posts: Request[]) => posts.map((r) => (r.postDataJSON() as { eventName: string }).eventName);

test.use({ bypassCSP: true });

test.describe("marketing touchpoints and consent", () => {
  test.use({ consent: null });

  test("a landing URL's parameters wait for consent, then go out with a client id cookie", async ({ page }) => {
    const posts = controllingPosts(page);
    await page.goto(hostUrl("de.localhost", "/?gclid=G-123&utm_source=newsletter&ref=ignored"));
    await inject(page);
    await page.evaluate(() => window.__sb.startMarketing(window));
    expect(await page.evaluate(() => sessionStorage.getItem("sellback.touchpoints"))).toContain("G-123");
    await fence(page);
    // nothing but the fence went out
    expect(eventNames(posts)).toEqual([FENCE.eventName]);
    expect((await page.context().cookies()).some((c) => c.name === "clientId")).toBe(false);

    const response = page.waitForResponse((r) => r.url().endsWith("/api/controlling/controlling"));
    await page.getByRole("dialog").getByRole("button", { name: "Akzeptieren" }).click();
    expect((await response).status()).toBe(201);
    expect(eventNames(posts)).toEqual([FENCE.eventName, "marketing_touchpoint"]);
    const body = posts[1]!.postDataJSON() as Record<string, unknown>;
    const cookie = (await page.context().cookies()).find((c) => c.name === "clientId");
    expect(cookie?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    expect(body).toEqual({
      eventName: "marketing_touchpoint",
      url: hostUrl("de.localhost", "/?gclid=G-123&utm_source=newsletter&ref=ignored"),
      params: { gclid: "G-123", utm_source: "newsletter" },
      clientId: cookie!.value,
      applicationId: "sellback-de",
    });
    expect(await page.evaluate(() => sessionStorage.getItem("sellback.touchpoints"))).toBeNull();

    // the same landing page again in this tab: no second touchpoint
    await page.reload();
    await inject(page);
    await page.evaluate(() => window.__sb.startMarketing(window));
    await fence(page);
    expect(eventNames(posts)).toEqual([FENCE.eventName, "marketing_touchpoint", FENCE.eventName]);
  });

  test("a refusal sends nothing and keeps nothing", async ({ page }) => {
    const posts = controllingPosts(page);
    await page.goto(hostUrl("fr.localhost", "/?fbclid=F-9"));
    await inject(page);
    await page.evaluate(() => window.__sb.startMarketing(window));
    await page.getByRole("dialog").getByRole("button", { name: "Refuser" }).click();
    await fence(page);
    expect(eventNames(posts)).toEqual([FENCE.eventName]);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });
});

test.describe("controlling events", () => {
  test("without consent an event goes out without client id and no cookie is made", async ({ page }) => {
    const posts = controllingPosts(page);
    await page.goto(hostUrl("it.localhost", "/"));
    await inject(page);
    const id = await page.evaluate(() =>
      window.__sb.sendControlling({ eventName: "offer_generated", offerId: "o-1", revenue: 123.45, currency: "EUR", deviceId: 7 }),
    );
    expect(id).toBeGreaterThan(0);
    expect(posts[0]!.postDataJSON()).toMatchObject({
      eventName: "offer_generated",
      clientId: null,
      applicationId: "sellback-it",
      revenue: 123.45,
    });
    expect((await page.context().cookies()).some((c) => c.name === "clientId")).toBe(false);
  });

  test.describe("failures", () => {
    test.use({ consent: "true", allowStatuses: [503] });

    test("failed calls only warn with the spec's messages and resolve to null", async ({ page }) => {
      const warnings: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "warning") warnings.push(m.text());
      });
      await page.route("**/api/client-id", (r) => r.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" }));
      await page.route("**/api/controlling/controlling", (r) =>
        r.fulfill({ status: 503, contentType: "application/problem+json", body: "{}" }),
      );
      await page.goto(hostUrl("es.localhost", "/"));
      await inject(page);
      expect(await page.evaluate(() => window.__sb.sendControlling({ eventName: "trade_created", tradeId: "SB-1" }))).toBeNull();
      expect(warnings.some((w) => w.startsWith("error creating client id"))).toBe(true);
      expect(warnings.some((w) => w.startsWith("error creating controlling order"))).toBe(true);
    });
  });
});
