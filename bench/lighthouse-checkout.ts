/**
 * Lighthouse (mobile preset, simulated throttling) on the checkout as a visitor reaches it (issue 35
 * §1, decision 0132): on the device page the condition form is sent with every first answer, the
 * offer's own "Add to cart" stores the line (localStorage and its cookie mirror, decision 0061) and
 * opens the checkout; then, with the HTTP cache cleared and the storage kept, Lighthouse loads the
 * checkout. Per edition the median of `--runs` runs: the four categories, the JavaScript the page
 * transferred (gzip as sent, headers included), LCP, total blocking time and cumulative layout shift.
 * Target: performance 100, the rest 100, JS ≤ 80 KB gzip, CLS 0.
 *
 * Usage: npx tsx bench/lighthouse-checkout.ts [--editions de,fr,it] [--runs 3] [--port 3620]
 *   [--debug-port 9340] [--verbose]   (BUILD_DIR picks the build folder)
 * As a module: `lighthouseCheckout({ editions, runs, origin })` measures against a running server
 * and returns the rows; `checkoutTable(rows)` prints them (bench:lighthouse can add them to its table).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { chromium, type BrowserContext } from "playwright";
import { pathFor, type EditionId } from "../core/editions/index.ts";
import { benchArgs } from "./args.ts";
import { islandSizes } from "./island-sizes.ts";
import { startServer } from "./lib.ts";

export const CHECKOUT_EDITIONS = ["de", "fr", "it"] as const satisfies readonly EditionId[];
const DEVICE = "apple-iphone-15-128gb";
const JS_BUDGET_KB = 80;

export interface CheckoutRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Script bytes transferred (gzip as sent). */
  jsBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below 1 (ids with their display value). */
  notPerfect: string[];
}

export interface CheckoutRow {
  edition: EditionId;
  runs: CheckoutRun[];
}

export interface CheckoutBenchOptions {
  editions?: readonly EditionId[];
  runs?: number;
  /** `http://{edition}.localhost:{port}` of a running server. */
  origin: (edition: EditionId) => string;
  debugPort?: number;
  log?: (line: string) => void;
}

/** The visitor's way in: the device page's offer for every first answer, "Add to cart", the checkout. */
async function storeCartFromDevicePage(context: BrowserContext, origin: string, edition: EditionId): Promise<void> {
  const page = await context.newPage();
  await page.goto(origin + pathFor(edition, "pdp", { pdp: DEVICE }));
  // the condition form with the first answer to each question, sent as the page's own form; the answer shows the offer
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>("form[data-offer-form]")!;
    for (const question of form.querySelectorAll("fieldset.question"))
      question.querySelector<HTMLInputElement>("input[type=radio]")!.checked = true;
    form.submit();
  });
  await page.locator("[data-offer-add]").click();
  await page.waitForURL((u) => u.pathname === pathFor(edition, "checkout"));
  await page.locator('.cart[data-cart-read="true"]').waitFor();
  await page.close();
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function runOf(report: Report): CheckoutRun {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  // a noindex page on purpose: SEO weighed without the crawlability audit (Lighthouse's own weights otherwise)
  const seoRefs = (report.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== "is-crawlable" && ref.weight > 0);
  const seoScored = seoRefs.filter((ref) => report.audits[ref.id]?.score != null);
  const seoWeight = seoScored.reduce((sum, ref) => sum + ref.weight, 0);
  const seo = seoWeight
    ? Math.round((seoScored.reduce((sum, ref) => sum + (report.audits[ref.id]!.score ?? 0) * ref.weight, 0) / seoWeight) * 100)
    : 0;
  const numeric = (id: string) => report.audits[id]?.numericValue ?? 0;
  const requests = (
    report.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined
  )?.items;
  const notPerfect = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 1 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode))
    // a noindex page on purpose: the crawlability audit says so
    .filter((a) => a.id !== "is-crawlable")
    .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo,
    jsBytes: (requests ?? []).filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    notPerfect,
  };
}

async function measureOnce(origin: string, edition: EditionId, debugPort: number): Promise<CheckoutRun> {
  const profile = mkdtempSync(path.join(tmpdir(), "sellback-lh-checkout-"));
  // Chromium's default (persistent) context: the tab Lighthouse opens shares its storage and cookies
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
  });
  try {
    await storeCartFromDevicePage(context, origin, edition);
    const tab = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(tab);
    await session.send("Network.clearBrowserCache"); // a cold load, like every other page's
    await session.detach();
    const result = await lighthouse(origin + pathFor(edition, "checkout"), {
      port: debugPort,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      disableStorageReset: true, // the stored cart is the point
    });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${edition}: ${result?.lhr.runtimeError?.message ?? "no result"}`);
    return runOf(result.lhr);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Runs the scenario in each edition against a running server; a run Lighthouse loses (a busy machine) is tried again twice. */
export async function lighthouseCheckout(options: CheckoutBenchOptions): Promise<CheckoutRow[]> {
  const { editions = CHECKOUT_EDITIONS, runs = 3, origin, debugPort = 9340, log = () => undefined } = options;
  const rows: CheckoutRow[] = [];
  for (const edition of editions) {
    const row: CheckoutRow = { edition, runs: [] };
    for (let i = 0; i < runs; i++) {
      for (let attempt = 1; ; attempt++) {
        try {
          const run = await measureOnce(origin(edition), edition, debugPort);
          row.runs.push(run);
          log(
            `${edition} run ${i + 1}: ${run.performance}/${run.accessibility}/${run.bestPractices}/${run.seo}, JS ${(run.jsBytes / 1024).toFixed(1)} KB, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
          );
          break;
        } catch (err) {
          if (attempt >= 3) throw err;
          log(`${edition} run ${i + 1}: ${String(err)}; again`);
        }
      }
    }
    rows.push(row);
  }
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A row's medians over its runs. */
function checkoutMedians({ runs }: CheckoutRow) {
  const m = (pick: (r: CheckoutRun) => number) => median(runs.map(pick));
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    jsKb: m((r) => r.jsBytes) / 1024,
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls),
  };
}

/** What a row's medians miss of the targets (100 in every category, JS ≤ 80 KB, no layout shift); empty when it passes. */
export function checkoutMisses(row: CheckoutRow): string[] {
  const m = checkoutMedians(row);
  return [
    m.performance < 100 ? "performance" : "",
    m.accessibility < 100 || m.bestPractices < 100 || m.seo < 100 ? "a category < 100" : "",
    m.jsKb > JS_BUDGET_KB ? `JS > ${JS_BUDGET_KB} KB` : "",
    m.cls > 0 ? "layout shift" : "",
  ].filter(Boolean);
}

/** The rows as a Markdown table (medians), with pass/fail against the targets and what was not perfect. */
export function checkoutTable(rows: readonly CheckoutRow[]): string {
  const lines = [
    "| edition | page | performance | accessibility | best practices | SEO* | JS gzip KB | LCP ms | TBT ms | CLS | result |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  const notes: string[] = [];
  for (const row of rows) {
    const { edition, runs } = row;
    const m = checkoutMedians(row);
    const misses = checkoutMisses(row);
    lines.push(
      `| ${edition} | checkout from the device page | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.jsKb.toFixed(1)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${misses.length ? `FAIL: ${misses.join(", ")}` : "pass"} |`,
    );
    const audits = [...new Set(runs.flatMap((r) => r.notPerfect))];
    if (audits.length) notes.push(`${edition}: not perfect in some run: ${audits.slice(0, 12).join("; ")}`);
  }
  return [...lines, "", "* noindex page on purpose: SEO without the crawlability audit's verdict.", ...notes].join("\n");
}

// run on its own (npx tsx bench/lighthouse-checkout.ts), not when imported
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = benchArgs();
  const editions = args.list("editions", CHECKOUT_EDITIONS);
  const runs = Math.max(1, args.number("runs", 3));
  const server = await startServer({ port: args.number("port", 3620) });
  let rows: CheckoutRow[];
  try {
    rows = await lighthouseCheckout({
      editions,
      runs,
      origin: (edition) => `http://${edition}.localhost:${server.port}`,
      debugPort: args.number("debug-port", 9340),
      log: args.flag("verbose") ? (line) => console.log(line) : undefined,
    });
  } finally {
    await server.stop();
  }
  console.log(
    `\nLighthouse, mobile preset (simulated throttling): the checkout reached from the device page's "Add to cart", median of ${runs} run(s); load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n`,
  );
  console.log(checkoutTable(rows));
  const island = islandSizes(process.env.BUILD_DIR ?? "build").find((s) => s.name === "checkout-page");
  if (island)
    console.log(
      `\nThe checkout's island: ${(island.bytes / 1024).toFixed(1)} KB, ${(island.gzipBytes / 1024).toFixed(1)} KB gzip (level 9).`,
    );
  process.exitCode = rows.every((r) => checkoutTable([r]).includes("| pass |")) ? 0 : 1;
}
