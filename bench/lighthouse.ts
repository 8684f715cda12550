/**
 * Lighthouse (mobile preset) on the de home, sell-category and product page against the built
 * server with Debian's Chromium; prints the four category scores per page, and the product
 * page's JavaScript (gzip) as the browser downloads it. Usage: npm run bench:lighthouse
 * (BUILD_DIR picks the build folder, LH_PORT the server port).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, startServer } from "./lib.ts";

const server = await startServer({ port: Number(process.env.LH_PORT ?? 3600) });
const pages = [
  { name: "home", path: "/" },
  { name: "sell category", path: "/verkaufen/smartphones" },
  { name: "product page", path: "/produkte/apple-iphone-15-128gb" },
];
const out = mkdtempSync(path.join(tmpdir(), "sellback-lh-"));
const rows: string[] = [];
let productJs = 0;
try {
  for (const page of pages) {
    const file = path.join(out, `${page.name.replace(/ /g, "-")}.json`);
    const url = `http://de.localhost:${server.port}${page.path}`;
    const r = spawnSync(
      process.execPath,
      [
        path.join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (r.status !== 0) throw new Error(`lighthouse failed on ${url}`);
    const lhr = JSON.parse(readFileSync(file, "utf8"));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push(`| ${page.name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} |`);
    const failing = Object.values(lhr.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
      .map((a) => a.title);
    if (failing.length) console.log(`${page.name}: not perfect: ${failing.slice(0, 12).join("; ")}`);
    if (page.name === "product page") {
      const requests = lhr.audits["network-requests"].details.items as { url: string; resourceType: string; transferSize: number }[];
      productJs = requests.filter((q) => q.resourceType === "Script").reduce((sum, q) => sum + q.transferSize, 0);
    }
  }
} finally {
  await server.stop();
}
console.log("\nLighthouse 13, mobile preset, de edition\n\n| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log(`\nProduct page JavaScript transferred (gzip): ${(productJs / 1024).toFixed(1)} KB (budget 80 KB)`);
