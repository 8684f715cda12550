import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
} from "@playwright/test";
import { EDITIONS, matchPage, type EditionId } from "../../core/editions/index.ts";
import { axeViolations } from "./axe.ts";

/** The port of the server under test: playwright.config.ts picks a free one (E2E_PORT overrides). */
export const PORT = Number(process.env.E2E_PORT);

/** The browser URL of a host (editions are picked by host; *.localhost resolves to loopback). */
export const hostUrl = (host: string, path = "/") => `http://${host}:${PORT}${path}`;

const readMessages = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${file}`, import.meta.url), "utf8")) as Record<string, string>;
/** A language's main file and its parts (messages/catalogs.ts); de-AT has no parts. */
const messageFile = (name: string): Record<string, string> =>
  name === "de-AT"
    ? readMessages("de-AT.json")
    : Object.assign(
        readMessages(`${name}.json`),
        ...readdirSync(new URL("../../messages/parts/", import.meta.url)).map((part) => readMessages(`parts/${part}/${name}.json`)),
      );

/** An edition's UI strings as its pages show them (English below every language, de below de-AT). */
export function uiMessages(edition: EditionId): Record<string, string> {
  if (edition === "at") return { ...messageFile("en"), ...messageFile("de"), ...messageFile("de-AT") };
  return { ...messageFile("en"), ...messageFile(edition) };
}

const claimedHere = new Set<string>();

/**
 * Claims an axe check for `key` in this run: true the first time any worker asks. The claims are
 * files in the run's data folder (E2E_DATA_DIR: playwright.config.ts makes one per run); without
 * one, they are this worker's.
 */
function firstInRun(key: string): boolean {
  if (!process.env.E2E_DATA_DIR) {
    if (claimedHere.has(key)) return false;
    claimedHere.add(key);
    return true;
  }
  const dir = path.join(process.env.E2E_DATA_DIR, "axe-checked");
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, encodeURIComponent(key)), "", { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Fails on serious or critical axe violations, listing them. Runs once per page template and
 * edition in a run (decision 0022). The template is the route's page id (or "no route"), told
 * apart by what the page renders in <main> (the page itself, the error page and its variant, a
 * newsletter page's unknown-link answer) and the shop mode; pages outside the shop (the
 * development mailbox) count by path. A test that brings a page into another state worth checking
 * (form errors, a success notice, open suggestions, signed in) names that state, and each named
 * state is checked once too.
 */
export async function expectAccessible(page: Page, state = "") {
  const shown = await page.evaluate(() => ({
    edition: document.body.dataset.edition ?? null,
    mode: document.body.dataset.mode ?? "",
    rendered: document.querySelector("main > *")?.className ?? "",
    errorKind: document.querySelector("[data-error-kind]")?.getAttribute("data-error-kind") ?? "",
  }));
  const pathname = new URL(page.url()).pathname;
  const edition = EDITIONS.find((e) => e === shown.edition);
  const template = edition ? (matchPage(edition, pathname)?.page ?? "no route") : `path ${pathname}`;
  if (!firstInRun([shown.edition, shown.mode, template, shown.rendered, shown.errorKind, state].join("|"))) return;
  // colours checked halfway through a CSS transition (a button just clicked, still under the
  // pointer) are neither the old nor the new ones: let running transitions end first
  await page
    .waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"), null, {
      timeout: 2_000,
    })
    .catch(() => {});
  const bad = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `axe violations on ${page.url()}${state ? ` (${state})` : ""}`,
  ).toEqual([]);
}

/**
 * Watches a page for console errors, page errors, failed requests and error statuses other than
 * `allowStatuses`; the returned function fails the test with what it saw. With JavaScript off,
 * Chromium reports the scripts it refuses to run as failed requests: those are not errors.
 */
function guard(page: Page, allowStatuses: number[], javaScript: boolean): () => void {
  const errors: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    // Chromium logs every 4xx/5xx resource as a console error; statuses are checked below instead.
    if (/Failed to load resource: the server responded with a status of (\d+)/.test(text)) return;
    errors.push(`console.error: ${text}`);
  };
  const onPageError = (err: Error) => errors.push(`page error: ${err.message}`);
  const onRequestFailed = (req: Request) => {
    const failure = req.failure()?.errorText ?? "";
    if (failure.includes("ERR_ABORTED")) return;
    if (!javaScript && req.resourceType() === "script" && failure === "csp") return;
    errors.push(`request failed: ${req.url()} ${failure}`);
  };
  const onResponse = (res: Response) => {
    if (res.status() >= 400 && !allowStatuses.includes(res.status())) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  };
  page.on("console", onConsole).on("pageerror", onPageError).on("requestfailed", onRequestFailed).on("response", onResponse);
  return () => {
    page.off("console", onConsole).off("pageerror", onPageError).off("requestfailed", onRequestFailed).off("response", onResponse);
    expect(errors, "console errors or failed requests").toEqual([]);
  };
}

/**
 * Installs Playwright's clock in the page and pauses it: timers of the page (the consent banner's
 * second, debounces) run only when the test moves the clock (`page.clock.runFor`).
 */
export async function pauseClock(page: Page, at = new Date("2026-03-02T10:00:00Z")) {
  // installed, the clock runs on from `at` until paused: pause a minute later (no page is open yet)
  await page.clock.install({ time: at });
  await page.clock.pauseAt(at.getTime() + 60_000);
}

/** Moves a paused clock on by 100 ms and tells whether `done` holds: for expect.poll. */
export async function ranUntil(page: Page, done: () => Promise<boolean>): Promise<boolean> {
  await page.clock.runFor(100);
  return done();
}

/** The paths of the scripts the page requests from now on, filled as they are asked for. */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  return scripts;
}

/** The names of the events the page's analytics delivered (window.dataLayer). */
export const dataLayerEvents = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((e) => (e as { event?: string }).event));

type Consent = "true" | "false" | null;

/**
 * Each test is a customer of its own: its pages and API calls carry an X-Forwarded-For address of
 * their own (10.x.y.z from the test's id), which the server believes because playwright.config.ts
 * starts it behind a trusted local proxy (TRUST_PROXY=loopback, as behind nginx in production).
 * Without it, every test would share 127.0.0.1 and the per-address limits (trades 20 an hour,
 * logins, mails) would cut the suite short; the limits themselves are tested in the API suites.
 */
function customerAddress(testId: string): string {
  const [a, b, c] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${(c! % 254) + 1}`;
}

/** The pages whose `goto` waits for the island: the fixtures' pages with JavaScript. */
const islandPages = new WeakSet<Page>();

const islandReady = (page: Page) =>
  page.waitForFunction(() => !document.querySelector("script[data-island-loader]") || document.documentElement.dataset.island === "ready");

/**
 * After a navigation `goto` did not make (a link or button click): waits for the page's island as
 * `goto` does, on a fixture's page with JavaScript; at once on a page without.
 */
export async function whenIslandReady(page: Page): Promise<void> {
  if (islandPages.has(page)) await islandReady(page);
}

/**
 * An island page adds its island's script after its first paint (decision 0140), where a module
 * script in the markup ran before the `load` that `goto` waits for: `goto` (and `reload`) wait for
 * the island too, so a test acts on the page as a visitor would once it is ready.
 */
function waitForIslandOnGoto(page: Page): void {
  islandPages.add(page);
  const ready = () => islandReady(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await ready();
    return response;
  };
}

/**
 * Makes a new page a visitor's: the stored cookie decision before each load (null leaves it to the
 * test, and the banner shows) and, with JavaScript on, `goto` and `reload` waiting for the island.
 */
async function readyPage(page: Page, consent: Consent, javaScript: boolean): Promise<void> {
  if (consent !== null) await page.addInitScript((value) => window.localStorage.setItem("cookieConsent", value), consent);
  if (javaScript) waitForIslandOnGoto(page);
}

/** A worker's page for `visitorPage`, and what clears what it keeps between tests. */
interface VisitorPage {
  page: Page;
  /** Clears the cookies and each visited origin's web storage. */
  reset: () => Promise<void>;
}

async function openVisitorPage(browser: Browser, consent: Consent): Promise<VisitorPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await readyPage(page, consent, true);
  const cdp = await context.newCDPSession(page);
  const origins = new Set<string>();
  page.on("framenavigated", (frame) => {
    const { origin, protocol } = new URL(frame.url());
    if (protocol === "http:" || protocol === "https:") origins.add(origin);
  });
  const reset = async () => {
    // clearing local storage clears the origin's session storage too (measured, Chromium 156)
    for (const origin of origins)
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "local_storage,indexeddb,cache_storage,service_workers" });
    await context.clearCookies();
  };
  return { page, reset };
}

/**
 * `page` fails the test on console errors and failed requests; a test that expects an error
 * status (a 404 page) lists it in `allowStatuses`. `newPage(options)` opens a page in a browser
 * context of its own (JavaScript off, reduced motion…) under the same guard, closed at the end.
 * `visitorPage` is one page per consent setting that the worker's tests take turns on, under the
 * same guard, with the test's own client address, and without the cookies and web storage (local
 * and session storage, IndexedDB) of the tests before: for a test that visits pages with the
 * context's default options and changes nothing about the page itself (no clock, routes, init
 * scripts, viewport or emulated media of its own), it saves a browser context and a renderer
 * process per test (decision 0143: about 0.7 s of Chromium CPU on the AMD machine). The browser's
 * HTTP cache stays (the pages' own cache headers decide, as for a visitor). After a failed test
 * Playwright starts a new worker, so a broken page never reaches the next test.
 */
export const test = base.extend<
  {
    allowStatuses: number[];
    consent: Consent;
    newPage: (options?: BrowserContextOptions) => Promise<Page>;
    visitorPage: Page;
  },
  { workerVisitorPages: (consent: Consent) => Promise<VisitorPage> }
>({
  allowStatuses: [[], { option: true }],
  consent: ["false", { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": customerAddress(testInfo.testId) });
  },
  page: async ({ page, allowStatuses, consent }, use) => {
    await readyPage(page, consent, true);
    const check = guard(page, allowStatuses, true);
    await use(page);
    check();
  },
  workerVisitorPages: [
    async ({ browser }, use) => {
      const pages = new Map<Consent, Promise<VisitorPage>>();
      await use((consent) => {
        if (!pages.has(consent)) pages.set(consent, openVisitorPage(browser, consent));
        return pages.get(consent)!;
      });
      for (const opened of pages.values()) await (await opened).page.context().close();
    },
    { scope: "worker" },
  ],
  visitorPage: async ({ workerVisitorPages, consent, allowStatuses, extraHTTPHeaders }, use) => {
    const { page, reset } = await workerVisitorPages(consent);
    await reset();
    // on the context, as `page` and `newPage` have it: the page's `request` calls carry the address too
    await page.context().setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    const check = guard(page, allowStatuses, true);
    await use(page);
    check();
  },
  newPage: async ({ browser, allowStatuses, consent, extraHTTPHeaders }, use) => {
    const opened: { close: () => Promise<void>; check: () => void }[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ extraHTTPHeaders, ...options });
      const page = await context.newPage();
      const javaScript = options.javaScriptEnabled !== false;
      await readyPage(page, consent, javaScript);
      opened.push({ close: () => context.close(), check: guard(page, allowStatuses, javaScript) });
      return page;
    });
    for (const { close } of opened) await close();
    for (const { check } of opened) check();
  },
});

export { expect };
