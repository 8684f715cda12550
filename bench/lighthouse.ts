/**
 * Lighthouse (mobile preset, simulated throttling) on every page type of issue 16 against the built
 * server, with Debian's Chromium: home, sell category, overview, product page, search results, offer
 * (the product page showing an offer), cart (the checkout page with an empty cart), content, contact,
 * B2B landing (before checkout: performance 100), checkout (with an offer in the cart), thank-you
 * and account (after: performance ≥ 98); accessibility, best practices and SEO 100 everywhere, the
 * crawlability audit left out on the pages that are noindex on purpose.
 *
 * Each page runs `--runs` times (default 3) in a fresh browser state with an empty HTTP cache; the
 * table shows the median per category, the JavaScript the page transferred (gzip, as the browser
 * downloads it, response headers included; the 80 KB budget counts for every page, issue 35 §2;
 * every customer page kind's JavaScript is printed after the table, bench/island-sizes.ts), the
 * simulated first contentful paint, largest contentful paint, total blocking time and cumulative layout shift (medians), and pass/fail. Issue 35 wants a
 * margin before the checkout: a simulated LCP above 1.1 s fails those pages (marked ▲) even when
 * the score is 100 (decision 0137). Below the table: each page's LCP element (of its median run).
 *
 * Usage: npm run bench:lighthouse [-- --editions de,fr --pages home,offer --runs 1 --lhr-dir /tmp/lhr]
 * (`--lhr-dir` keeps every run's Lighthouse report as JSON; `--artifacts-dir` keeps every run's trace
 * and network log, which `npx tsx bench/lcp-path.ts <dir>` reads to show what the simulated LCP
 * waited for; `--verbose` prints every run.)
 * (BUILD_DIR picks the build folder, LH_PORT the server port, LH_DEBUG_PORT Chromium's.)
 * Pages that need state get it as a visitor would: an offer made through the shop API, the cart
 * filled by the offer page's own "Add to cart" in the browser, a trade placed through the API.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium, type BrowserContext } from "playwright";
import { contentSlug, hasPage, pathFor, type EditionId } from "../core/editions/index.ts";
import { categories } from "../db/seed/catalog-data/categories.ts";
import { startServer } from "./lib.ts";
import { CHECKOUT_EDITIONS, checkoutMisses, checkoutTable, lighthouseCheckout, type CheckoutRow } from "./lighthouse-checkout.ts";
import { customerPageSizes, customerPageTable, islandSizeTable, PAGE_JS_BUDGET, type PageJs } from "./island-sizes.ts";
import { benchArgs } from "./args.ts";

const PAGE_TYPES = [
  "home",
  "sell-category",
  "overview",
  "product",
  "search",
  "offer",
  "cart",
  "content",
  "contact",
  "b2b",
  "checkout",
  "thank-you",
  "account",
] as const;
type PageType = (typeof PAGE_TYPES)[number];

/** The checkout as a visitor reaches it, from the device page's "Add to cart" (issue 35 §1, bench/lighthouse-checkout.ts). */
const CHECKOUT_FROM_DEVICE = "checkout-from-device";
const PAGE_CHOICES: readonly string[] = [...PAGE_TYPES, CHECKOUT_FROM_DEVICE];

const args = benchArgs();
const editions = args
  .text("editions", "de,fr,it")
  .split(",")
  .map((e) => e.trim()) as EditionId[];
const wanted = args
  .text("pages", PAGE_CHOICES.join(","))
  .split(",")
  .map((p) => p.trim());
for (const p of wanted) if (!PAGE_CHOICES.includes(p)) throw new Error(`unknown page type ${p}; one of ${PAGE_CHOICES.join(", ")}`);
const runs = Math.max(1, args.number("runs", 3));
const verbose = args.flag("verbose");
const lhrDir = args.text("lhr-dir");
if (lhrDir) mkdirSync(lhrDir, { recursive: true });
const artifactsDir = args.text("artifacts-dir");

/** After the checkout starts: performance ≥ 98 is enough (issue 16). */
const AFTER_CHECKOUT: ReadonlySet<PageType> = new Set(["checkout", "thank-you", "account"]);
/** Pages that say noindex on purpose: their SEO score leaves out the crawlability audit. */
const NOINDEX: ReadonlySet<PageType> = new Set(["search", "cart", "checkout", "thank-you", "account"]);
const JS_BUDGET = 80 * 1024;
/** Issue 35 §0: the simulated mobile LCP of every page before the checkout (the account login too: a
 * visitor signs in before selling), so that 100 holds in any run. */
const LCP_MARGIN_MS = 1100;
const LCP_MARGIN_PAGES: ReadonlySet<PageType> = new Set(PAGE_TYPES.filter((p) => p !== "checkout" && p !== "thank-you"));
const DEVICE_SLUG = "apple-iphone-15-128gb";

const categorySlug = (edition: EditionId, key: string) => categories.find((c) => c.key === key)!.slug[edition === "at" ? "de" : edition];

const server = await startServer({ port: Number(process.env.LH_PORT ?? 3600) });
const originOf = (edition: EditionId) => `http://${edition === "en" ? "localhost" : `${edition}.localhost`}:${server.port}`;

/** The shop API from Node (127.0.0.1 with the edition's Host, which fetch would not send), as the browser tests use it. */
function api<T>(edition: EditionId, route: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.base}${route}`,
      {
        method: "POST",
        headers: {
          host: new URL(originOf(edition)).host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          if ((res.statusCode ?? 500) >= 300) reject(new Error(`${route} on ${edition}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

interface DeviceHit {
  id: string;
  questions: { id: number; answers: { id: number }[] }[];
}

/** A fresh offer for the sample device (first answer to every question). */
async function makeOffer(edition: EditionId): Promise<string> {
  const found = await api<{ hits: DeviceHit[] }>(edition, "/api/trade/searches", {
    search: { type: "deviceByUrl", url: DEVICE_SLUG },
    application: `devices-${edition}`,
    resultSize: 1,
  });
  const device = found.hits[0];
  if (!device) throw new Error(`no sample device in ${edition}`);
  const answers = device.questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
  return (await api<{ offerId: string }>(edition, "/api/trade/offers", { deviceId: device.id, answers })).offerId;
}

const ADDRESSES: Partial<Record<EditionId, { zip: string; city: string; country: string }>> = {
  de: { zip: "10115", city: "Berlin", country: "DE" },
  fr: { zip: "75001", city: "Paris", country: "FR" },
  it: { zip: "00184", city: "Roma", country: "IT" },
  es: { zip: "28001", city: "Madrid", country: "ES" },
  at: { zip: "1010", city: "Wien", country: "AT" },
  en: { zip: "10115", city: "Berlin", country: "DE" },
};

/** A guest trade through the API (PayPal payout); the thank-you page's URL with its token. */
async function thankYouPath(edition: EditionId): Promise<string> {
  const offerId = await makeOffer(edition);
  const placed = await api<{ tradeNumber: string; trackingToken: string }>(
    edition,
    "/api/trade/trades",
    {
      offers: [{ offerId, quantity: 1 }],
      customer: { email: `lighthouse-${crypto.randomUUID()}@example.com`, firstName: "Erika", lastName: "Muster" },
      address: { street: "Rue", houseNumber: "1", ...ADDRESSES[edition]! },
      payment: { paymentType: 2, paypalEmail: "lighthouse@example.com" },
    },
    { "idempotency-key": crypto.randomUUID() },
  );
  return `${pathFor(edition, "thankYou")}?${new URLSearchParams({ trade: placed.tradeNumber, token: placed.trackingToken })}`;
}

interface Target {
  path: string;
  /** Brings the browser into the page's state (cart in localStorage) before the measured load. */
  prepare?: (context: BrowserContext) => Promise<void>;
}

/** Fills the browser cart the way a visitor does: the offer page's "Add to cart" (it lands on the checkout). */
async function cartFromOffer(context: BrowserContext, edition: EditionId, offerPath: string) {
  const page = await context.newPage();
  await page.goto(originOf(edition) + offerPath);
  await page.locator("[data-offer-add]").click();
  await page.waitForURL((u) => u.pathname === pathFor(edition, "checkout"));
  await page.waitForFunction(() => (window.localStorage.getItem("sellback.cart") ?? "").includes("offerId"));
  await page.close();
}

async function targetFor(type: PageType, edition: EditionId): Promise<Target | null> {
  switch (type) {
    case "home":
      return { path: "/" };
    case "sell-category":
      return { path: pathFor(edition, "sellCategory", { category: categorySlug(edition, "smartphones") }) };
    case "overview":
      return { path: pathFor(edition, "overview", { overview: categorySlug(edition, "laptops") }) };
    case "product":
      return { path: pathFor(edition, "pdp", { pdp: DEVICE_SLUG }) };
    case "search":
      return { path: `${pathFor(edition, "search")}?q=iphone` };
    case "offer":
      return { path: `${pathFor(edition, "pdp", { pdp: DEVICE_SLUG })}?offer=${await makeOffer(edition)}` };
    case "cart":
      return { path: pathFor(edition, "checkout") };
    case "checkout": {
      const offerPath = `${pathFor(edition, "pdp", { pdp: DEVICE_SLUG })}?offer=${await makeOffer(edition)}`;
      return { path: pathFor(edition, "checkout"), prepare: (context) => cartFromOffer(context, edition, offerPath) };
    }
    case "thank-you":
      return { path: await thankYouPath(edition) };
    case "content":
      return { path: pathFor(edition, "content", { slug: contentSlug(edition, "howItWorks") }) };
    case "contact":
      return { path: pathFor(edition, "contact") };
    case "b2b":
      return hasPage(edition, "b2bLanding") ? { path: pathFor(edition, "b2bLanding") } : null;
    case "account":
      // the account page as a visitor without a session sees it: the login
      return { path: pathFor(edition, "account") };
  }
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's LCP element: its selector and the start of its markup. */
  lcpElement: string;
  failing: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** A category's score with some audits left out (weights as Lighthouse's). */
function scoreWithout(lhr: Lhr, id: string, leaveOut: readonly string[]): number {
  const category = lhr.categories[id];
  if (!category) return 0;
  let sum = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    if (leaveOut.includes(ref.id) || ref.weight === 0) continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    sum += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights ? Math.round((sum / weights) * 100) : Math.round((category.score ?? 0) * 100);
}

/** The LCP element as Lighthouse names it (its table nests the node in the first item). */
function lcpElementOf(lhr: Lhr): string {
  type Node = { type?: string; selector?: string; snippet?: string };
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: Node }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return "?";
  return `${node.selector ?? ""} ${(node.snippet ?? "").slice(0, 90)}`.trim();
}

async function measure(type: PageType, edition: EditionId, target: Target, debugPort: number): Promise<Run> {
  // A persistent context is Chromium's default one: the page Lighthouse opens shares its storage.
  const profile = mkdtempSync(path.join(tmpdir(), "sellback-lh-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    if (target.prepare) {
      await target.prepare(context);
      // the state stays, the HTTP cache goes: the measured load starts cold like the others
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.clearBrowserCache");
      await cdp.detach();
    }
    const result = await lighthouse(originOf(edition) + target.path, {
      port: debugPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // with prepared state Lighthouse must not wipe the origin's storage (the cache is cleared above)
      disableStorageReset: Boolean(target.prepare),
      // gather, save the trace and network log (for bench/lcp-path.ts), then audit as always
      ...(artifactsDir
        ? (() => {
            const dir = path.resolve(artifactsDir, `${edition}-${type}-${Date.now()}`);
            return { gatherMode: dir, auditMode: dir };
          })()
        : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${type} ${edition}`);
    const lhr = result.lhr;
    if (lhrDir) writeFileSync(path.join(lhrDir, `${edition}-${type}-${Date.now()}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${type} ${edition}: ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl);
    if (finalUrl.pathname !== new URL(originOf(edition) + target.path).pathname)
      throw new Error(`${type} ${edition}: ended on ${finalUrl.pathname}`);
    const requests =
      (lhr.audits["network-requests"]?.details as { items: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const leaveOut = NOINDEX.has(type) ? ["is-crawlable"] : [];
    const failing = Object.entries(lhr.audits)
      .filter(
        ([id, a]) =>
          a.score !== null &&
          a.score < 1 &&
          !leaveOut.includes(id) &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
    if (!NOINDEX.has(type) && lhr.audits["is-crawlable"]?.score === 0) failing.push("is-crawlable (an indexable page says noindex)");
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
      seo: scoreWithout(lhr, "seo", leaveOut),
      jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + r.transferSize, 0),
      fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? 0,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      lcpElement: lcpElementOf(lhr),
      failing,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

interface Row {
  type: PageType;
  edition: EditionId;
  path: string;
  runs: Run[];
}

const rows: Row[] = [];
const debugPort = Number(process.env.LH_DEBUG_PORT ?? 9333);
let pageJs: PageJs[] = [];
let checkoutRows: CheckoutRow[] = [];
try {
  for (const edition of editions) {
    for (const type of PAGE_TYPES.filter((p) => wanted.includes(p))) {
      const row: Row = { type, edition, path: "", runs: [] };
      for (let i = 0; i < runs; i++) {
        // a fresh target per run (an offer put into the cart, a trade): nothing carries over between runs
        const target = await targetFor(type, edition);
        if (!target) break;
        row.path = target.path;
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP): that run again, at most twice
        let run: Run | null = null;
        for (let attempt = 1; !run; attempt++) {
          try {
            run = await measure(type, edition, target, debugPort);
          } catch (err) {
            if (attempt >= 3 || !/runtimeError|NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(String(err))) throw err;
            console.warn(`${edition} ${type}: ${String(err)}; again`);
          }
        }
        row.runs.push(run);
        if (verbose)
          console.log(
            `${edition} ${type} run ${i + 1}: ${run.performance}/${run.accessibility}/${run.bestPractices}/${run.seo}, JS ${(run.jsBytes / 1024).toFixed(1)} KB, LCP ${Math.round(run.lcpMs)} ms`,
          );
      }
      if (row.runs.length) rows.push(row);
    }
  }
  if (wanted.includes(CHECKOUT_FROM_DEVICE))
    checkoutRows = await lighthouseCheckout({
      editions: editions.filter((e) => (CHECKOUT_EDITIONS as readonly EditionId[]).includes(e)),
      runs,
      origin: originOf,
      debugPort: debugPort + 1,
      log: verbose ? (line) => console.log(line) : undefined,
    });
  // every customer page kind's JavaScript from the same server (issue 35 §2, decision 0133)
  // a failure here must not cost the Lighthouse table: it is said, and the run fails
  pageJs = await customerPageSizes(server.base, process.env.BUILD_DIR ?? "build", server.dataDir).catch((err: unknown) => {
    console.error(`customer pages' JavaScript not measured: ${String(err)}`);
    process.exitCode = 1;
    return [];
  });
} finally {
  await server.stop();
}

const { loadavg } = await import("node:os");
console.log(
  `\nLighthouse ${lighthouseVersion()}, mobile preset (simulated throttling), median of ${runs} run(s) per page; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}\n`,
);
console.log(
  "| edition | page | performance | accessibility | best practices | SEO | JS gzip KB | FCP ms | LCP ms | TBT ms | CLS | result |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
let failures = 0;
for (const row of rows) {
  const m = (f: (r: Run) => number) => median(row.runs.map(f));
  const perf = m((r) => r.performance);
  const a11y = m((r) => r.accessibility);
  const bp = m((r) => r.bestPractices);
  const seo = m((r) => r.seo);
  const js = m((r) => r.jsBytes);
  const lcp = m((r) => r.lcpMs);
  const perfTarget = AFTER_CHECKOUT.has(row.type) ? 98 : 100;
  const lcpOver = LCP_MARGIN_PAGES.has(row.type) && lcp > LCP_MARGIN_MS;
  const problems = [
    perf < perfTarget ? `performance < ${perfTarget}` : "",
    a11y < 100 ? "accessibility" : "",
    bp < 100 ? "best practices" : "",
    seo < 100 ? "SEO" : "",
    // every customer page (issue 35 §2, decision 0133)
    js > JS_BUDGET ? "JS > 80 KB" : "",
    lcpOver ? "LCP > 1.1 s" : "",
  ].filter(Boolean);
  if (problems.length) failures++;
  const seoCell = NOINDEX.has(row.type) ? `${seo}*` : `${seo}`;
  console.log(
    `| ${row.edition} | ${row.type} | ${perf} | ${a11y} | ${bp} | ${seoCell} | ${(js / 1024).toFixed(1)} | ${Math.round(m((r) => r.fcpMs))} | ${Math.round(lcp)}${lcpOver ? " ▲" : ""} | ${Math.round(m((r) => r.tbtMs))} | ${m((r) => r.cls).toFixed(3)} | ${problems.length ? `FAIL: ${problems.join(", ")}` : "pass"} |`,
  );
}
console.log(
  "\n* noindex page: SEO without the crawlability audit. Targets: JS ≤ 80 KB gzip everywhere; performance 100 and simulated LCP ≤ 1.1 s (▲ above) before checkout and on the account login, performance ≥ 98 for checkout, thank-you, account; the rest 100.",
);
console.log("\nLCP element (median run):");
for (const row of rows) {
  const byLcp = [...row.runs].sort((a, b) => a.lcpMs - b.lcpMs);
  console.log(`${row.edition} ${row.type}: ${byLcp[Math.floor(byLcp.length / 2)]!.lcpElement}`);
}
for (const row of rows) {
  const failing = [...new Set(row.runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`${row.edition} ${row.type} (${row.path}): not perfect in some run: ${failing.slice(0, 12).join("; ")}`);
}
// the islands beside the pages (issue 34: the self-test's, which the device page loads only on Start)
console.log(
  `\nIslands of the build (the page figures above count only what a page loads):\n${islandSizeTable(process.env.BUILD_DIR ?? "build")}`,
);
if (checkoutRows.length) console.log(`\nThe checkout reached from the device page (issue 35 §1):\n${checkoutTable(checkoutRows)}`);
const checkoutFailures = checkoutRows.filter((row) => checkoutMisses(row).length).length;
console.log(`\nEvery customer page's JavaScript (issue 35 §2):\n${customerPageTable(pageJs)}`);
console.log(
  `\n${rows.length - failures} of ${rows.length} pages pass; the checkout from the device page: ${checkoutRows.length - checkoutFailures} of ${checkoutRows.length}.`,
);
process.exitCode = failures || checkoutFailures || !pageJs.length || pageJs.some((p) => p.gzipBytes > PAGE_JS_BUDGET) ? 1 : 0;

function lighthouseVersion(): string {
  return process.env.npm_package_devDependencies_lighthouse ?? "12";
}
