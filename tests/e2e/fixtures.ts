import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** The browser URL of a host (editions are picked by host; *.localhost resolves to loopback). */
export const hostUrl = (host: string, path = "/") => `http://${host}:${PORT}${path}`;

/** Fails on serious or critical axe violations, listing them. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * `page` that fails the test on console errors and failed requests. A test that expects an error
 * status (a 404 page) lists it in `allowStatuses`.
 */
export const test = base.extend<{ allowStatuses: number[]; consent: "true" | "false" | null }>({
  allowStatuses: [[], { option: true }],
  /** The stored cookie decision before each page load; null leaves it to the test (the banner shows). */
  consent: ["false", { option: true }],
  page: async ({ page, allowStatuses, consent }, use) => {
    if (consent !== null) await page.addInitScript((value) => window.localStorage.setItem("cookieConsent", value), consent);
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      // Chromium logs every 4xx/5xx resource as a console error; statuses are checked below instead.
      if (/Failed to load resource: the server responded with a status of (\d+)/.test(text)) return;
      errors.push(`console.error: ${text}`);
    });
    page.on("pageerror", (err) => errors.push(`page error: ${err.message}`));
    page.on("requestfailed", (req) => {
      const failure = req.failure()?.errorText ?? "";
      if (failure.includes("ERR_ABORTED")) return;
      errors.push(`request failed: ${req.url()} ${failure}`);
    });
    page.on("response", (res) => {
      if (res.status() >= 400 && !allowStatuses.includes(res.status())) errors.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    await use(page);
    expect(errors, "console errors or failed requests").toEqual([]);
  },
});

export { expect };
