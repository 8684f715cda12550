/**
 * Click to the next page's first contentful paint, with the speculation rules (decision 0052) and
 * without (SPECULATION_RULES=off), in one run: two built servers side by side, Debian's Chromium
 * driven over the DevTools protocol through its tab target (tests/helpers/cdp-chromium.ts; under
 * Playwright Chromium would not prerender). Each click: load the list page afresh, move the mouse
 * onto a link, rest there for the dwell time (a visitor's hover before the click), click; the
 * figure is the next page's FCP (for a prerendered page the later of FCP and activation) minus the
 * click's time stamp, both on the browser's clock. Runs alternate between the two servers and each
 * picks another link, so the HTTP cache never answers for the page itself.
 * Usage: npm run bench:navigation [-- --clicks 15 --dwell 500]
 */
import { CdpChromium, paintOf } from "../tests/helpers/cdp-chromium.ts";
import { fmt, startServer, type RunningServer } from "./lib.ts";
import { execFileSync } from "node:child_process";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const clicks = args.number("clicks", 15);
const dwell = args.number("dwell", 500);
const warmup = 2;

interface Scenario {
  name: string;
  from: string;
  /** Links to click (the visible ones are used, one per click, in turn). */
  links: string;
}

const scenarios: Scenario[] = [
  {
    name: "sell category list → device page",
    from: "/verkaufen/smartphones",
    links: 'main a[href^="/produkte/"]:not([href*="/uebersicht-"])',
  },
  { name: "search results → device page", from: "/suche?q=apple", links: 'main a[href^="/produkte/"]:not([href*="/uebersicht-"])' },
  { name: "home → sell category", from: "/", links: 'main a[href^="/verkaufen/"]' },
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const servers: { label: string; server: RunningServer }[] = [];
let browser: CdpChromium | null = null;
const rows: string[] = [];
try {
  servers.push({ label: "speculation rules", server: await startServer({ port: 4151, env: { SPECULATION_RULES: "on" } }) });
  servers.push({ label: "none", server: await startServer({ port: 4152, env: { SPECULATION_RULES: "off" } }) });
  browser = await CdpChromium.launch({ debuggingPort: 4159 });
  const b = browser;

  for (const scenario of scenarios) {
    const results = new Map<string, { ms: number[]; prerendered: number; prefetched: number }>(
      servers.map((s) => [s.label, { ms: [], prerendered: 0, prefetched: 0 }]),
    );
    for (let i = 0; i < clicks + warmup; i++) {
      for (const { label, server } of i % 2 ? [...servers].reverse() : servers) {
        const origin = `http://de.localhost:${server.port}`;
        const step = (what: string) => process.stderr.write(`  ${label}: ${what}\n`);
        step(`load ${scenario.from}`);
        await b.navigate(origin + scenario.from);
        const hrefs = await b.evaluate<string[]>(
          `[...new Set([...document.querySelectorAll(${JSON.stringify(scenario.links)})].filter((a) => a.checkVisibility()).map((a) => a.getAttribute("href")))]`,
        );
        if (!hrefs.length) throw new Error(`no visible link on ${scenario.from}`);
        const href = hrefs[i % hrefs.length]!;
        await new Promise((r) => setTimeout(r, 200)); // the page settles (island script, rules file)
        step(`hover ${href}`);
        const at = await b.hover(`main a[href="${href}"]`);
        await new Promise((r) => setTimeout(r, dwell));
        step("click");
        const clickedAt = await b.click(at);
        const paint = await paintOf(b, origin + href);
        process.stderr.write(
          `${scenario.name} ${label} ${href}: ${fmt(paint.paintAt - clickedAt, 0)} ms${paint.prerendered ? " (prerendered)" : paint.prefetched ? " (prefetched)" : ""}\n`,
        );
        if (i < warmup) continue;
        const r = results.get(label)!;
        r.ms.push(paint.paintAt - clickedAt);
        if (paint.prerendered) r.prerendered++;
        if (paint.prefetched) r.prefetched++;
      }
    }
    for (const { label } of servers) {
      const r = results.get(label)!;
      rows.push(
        `| ${scenario.name} | ${label} | ${fmt(percentile(r.ms, 50), 0)} | ${fmt(percentile(r.ms, 90), 0)} | ${r.prerendered}/${r.ms.length} | ${r.prefetched}/${r.ms.length} |`,
      );
    }
  }
} finally {
  await browser?.close();
  for (const { server } of servers) await server.stop();
}

const load = execFileSync("uptime", { encoding: "utf8" }).trim();
console.log(
  `\nClick → first contentful paint of the next page (ms), de edition, ${clicks} clicks per row after ${warmup} warm-up, hover ${dwell} ms before each click, headless Chromium, loopback; ${load}\n`,
);
console.log("| navigation | speculation | median | p90 | prerendered | prefetched |\n|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
