/**
 * Lighthouse (mobile preset) on the form, cart, checkout and account pages in de, fr and it
 * (issue 16, decision 0051): content pages, the privacy page with its cookie settings, contact,
 * the checkout with an empty cart and with one line, the thank-you page, the account's login,
 * registration, password-forgot and password-reset pages (decision 0057) and a logged-in
 * customer's overview. Each page RUNS times (default 3); prints the median of each
 * category and the JavaScript transferred (gzip). Usage: npx tsx bench/lighthouse-forms.ts
 * (BUILD_DIR picks the build folder, LH_PORT the server port, LH_EDITIONS e.g. "de", LH_PAGES a
 * comma-separated list of page names, RUNS the runs per page).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_SLUGS, pathFor } from "../core/editions/index.ts";
import { root, startServer } from "./lib.ts";
import { prepare, type Edition } from "./lighthouse-forms-pages.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const editions = (process.env.LH_EDITIONS ?? "de,fr,it").split(",") as Edition[];
const only = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(",")) : null;

interface Page {
  name: string;
  path: string;
  cookie?: () => Promise<string>;
}

const server = await startServer({ port: Number(process.env.LH_PORT ?? 4141), env: { PAGE_CACHE_MB: process.env.PAGE_CACHE_MB ?? "64" } });
const out = mkdtempSync(path.join(tmpdir(), "sellback-lh-forms-"));
const rows: string[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function lighthouse(url: string, file: string, cookie: string | undefined) {
  const r = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${file}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** One retry: on a loaded machine Chromium now and then fails to start in time. */
function lighthouseRetried(url: string, file: string, cookie: string | undefined) {
  try {
    return lighthouse(url, file, cookie);
  } catch {
    return lighthouse(url, file, cookie);
  }
}

try {
  for (const edition of editions) {
    const prepared = await prepare(server.port, server.dataDir, edition);
    const slugs = CONTENT_SLUGS[edition];
    const pages: Page[] = [
      { name: "imprint", path: pathFor(edition, "content", { slug: slugs.imprint }) },
      { name: "terms", path: pathFor(edition, "content", { slug: slugs.terms }) },
      { name: "faq", path: pathFor(edition, "content", { slug: slugs.faq }) },
      { name: "cookie settings", path: `${pathFor(edition, "content", { slug: slugs.privacy })}#cookie-settings` },
      { name: "contact", path: pathFor(edition, "contact") },
      { name: "cart (empty)", path: pathFor(edition, "checkout") },
      { name: "checkout (one line)", path: prepared.checkoutWithLine },
      { name: "thank-you", path: prepared.thankYou },
      { name: "account login", path: pathFor(edition, "account") },
      { name: "account register", path: pathFor(edition, "accountRegister") },
      { name: "password forgot", path: pathFor(edition, "passwordForgot") },
      // a link from the reset mail (the token is checked only when the form is sent)
      { name: "password reset", path: `${pathFor(edition, "passwordReset")}?token=bench-token` },
      { name: "account overview", path: pathFor(edition, "account"), cookie: prepared.loginCookie },
    ];
    for (const page of pages.filter((p) => !only || only.has(p.name))) {
      const url = `http://${edition}.localhost:${server.port}${page.path}`;
      const scores: Record<string, number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
      const js: number[] = [];
      const lcp: number[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const lhr = lighthouseRetried(
          url,
          path.join(out, `${edition}-${page.name.replace(/\W+/g, "-")}-${run}.json`),
          await page.cookie?.(),
        );
        for (const id of Object.keys(scores)) scores[id]!.push(Math.round((lhr.categories[id]?.score ?? 0) * 100));
        const requests = lhr.audits["network-requests"].details.items as { url: string; resourceType: string; transferSize: number }[];
        js.push(requests.filter((q) => q.resourceType === "Script").reduce((sum, q) => sum + q.transferSize, 0));
        lcp.push(lhr.audits["largest-contentful-paint"].numericValue);
        for (const a of Object.values(
          lhr.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }>,
        ))
          if (
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual" &&
            a.scoreDisplayMode !== "notApplicable"
          )
            failing.add(`${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
      }
      const row = `| ${edition} | ${page.name} | ${median(scores.performance!)} | ${median(scores.accessibility!)} | ${median(scores["best-practices"]!)} | ${median(scores.seo!)} | ${(median(js) / 1024).toFixed(1)} | ${Math.round(median(lcp))} |`;
      console.log(row + (failing.size ? `  not perfect: ${[...failing].slice(0, 10).join("; ")}` : ""));
      rows.push(row);
    }
  }
} finally {
  await server.stop();
}
console.log(`\nLighthouse, mobile preset, median of ${RUNS} runs; load ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores\n`);
console.log(
  "| edition | page | performance | accessibility | best practices | SEO | JS KB (gzip) | LCP ms |\n|---|---|---|---|---|---|---|---|",
);
for (const row of rows) console.log(row);
