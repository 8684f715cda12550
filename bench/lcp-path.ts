/**
 * What Lighthouse's simulated LCP waited for (decision 0137): reads the traces and network logs that
 * `npm run bench:lighthouse -- --artifacts-dir <dir>` keeps (one folder per run) and runs Lighthouse's
 * own Lantern simulation on them (mobile preset: 150 ms round trip, 1.6 Mbit/s, CPU × 4), printing for
 * the optimistic and the pessimistic graph (LCP is their mean) every request in the graph with its
 * simulated start and end, and the main-thread work, largest first.
 *
 * Lantern puts into the LCP graph every request that ended before the LCP in the real (fast) load,
 * except low-priority images in the optimistic one; the estimate is the end of the last of them. So a
 * request finished early but not needed for the paint (an image preload, the web font) still counts.
 *
 * Usage: npx tsx bench/lcp-path.ts <artifacts dir or one run's folder> [--top 8]
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { loadArtifacts } from "lighthouse/core/lib/asset-saver.js";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { benchArgs } from "./args.ts";

const args = benchArgs();
const root = process.argv.slice(2).find((a) => !a.startsWith("--") && existsSync(a));
if (!root) throw new Error("usage: npx tsx bench/lcp-path.ts <artifacts dir> [--top 8]");
const top = args.number("top", 8);

interface SimNode {
  type: "network" | "cpu";
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  duration?: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, { startTime: number; endTime: number; duration: number }>;
}

const runDirs = existsSync(path.join(root, "artifacts.json"))
  ? [root]
  : readdirSync(root)
      .map((d) => path.join(root, d))
      .filter((d) => existsSync(path.join(d, "artifacts.json")))
      .sort();

const short = (url: string) => {
  const u = new URL(url);
  return (u.pathname + u.search).replace(/^(.{0,60}).*$/, "$1");
};

function describe(label: string, estimate: Estimate) {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  const network = rows.filter(([n]) => n.type === "network");
  const cpu = rows.filter(([n]) => n.type === "cpu").sort((a, b) => b[1].duration - a[1].duration);
  const cpuTotal = cpu.reduce((s, [, t]) => s + t.duration, 0);
  console.log(
    `  ${label} ${Math.round(estimate.timeInMs)} ms: ${network.length} requests, main thread ${Math.round(cpuTotal)} ms in ${cpu.length} tasks`,
  );
  for (const [node, t] of network)
    console.log(
      `    ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${node.request!.priority.padEnd(8)} ${(node.request!.resourceType ?? "").padEnd(10)} ${(node.request!.transferSize / 1024).toFixed(1).padStart(5)} KB ${short(node.request!.url)}`,
    );
  for (const [, t] of cpu.slice(0, top))
    console.log(
      `    cpu ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ${Math.round(t.duration)} ms`,
    );
}

for (const dir of runDirs) {
  const artifacts = await loadArtifacts(dir);
  const settings = { ...defaultSettings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps ?? [],
  };
  const context = { computedCache: new Map(), settings };
  // both computed artifacts take the same data; the cast keeps Lighthouse's internal types out of here
  const fcp = (await LanternFirstContentfulPaint.request(data as never, context as never)) as unknown as { timing: number };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, context as never)) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  console.log(`${path.basename(dir)}: simulated FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms`);
  describe("optimistic", lcp.optimisticEstimate);
  describe("pessimistic", lcp.pessimisticEstimate);
}
