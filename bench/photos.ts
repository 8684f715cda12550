/**
 * What an inspection photo costs the instance (issue 27 item 5, decision 0069): for each kind of
 * upload, `preparePhoto` (the content checks, then the decode into the two WebP renditions) run
 * one at a time and several at once. Each case runs in a fresh child process, so its peak RSS is
 * its own. Prints per case: the outcome, the slowest upload's time, the longest the event loop was
 * blocked (what every other request of the instance waits), and the process's peak RSS growth.
 *
 * Cases: `png16-49mp` is the file (7000×7000, 16-bit, ≈ 380 KB); `png16-24mp` the same at
 * an iPhone's default 24 MP (5712×4284); `jpeg-24mp`; `heic-12mp` the HEVC test fixture (4032×3024,
 * decoded by libheif in WebAssembly).
 * `--file PATH` measures that photo instead (its type from its extension).
 * Usage: npm run bench:photos [-- --uploads 1,3 --cases png16-49mp,heic-12mp] [-- --file IMG_0001.HEIC]
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { ProblemError } from "../core/shared/index.ts";
import { benchArgs } from "./args.ts";

const CASES = ["png16-49mp", "png16-24mp", "jpeg-24mp", "heic-12mp"] as const;
type Case = (typeof CASES)[number] | "file";
const TYPES: Record<string, string> = {
  heic: "image/heic",
  heif: "image/heif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

const args = benchArgs();
const folder = path.join(tmpdir(), "sellback-bench-photos");

/** The case's file, made once and kept in the temporary folder (the 16-bit PNGs take a while to compress). */
async function imageOf(name: Case): Promise<{ file: string; type: string }> {
  if (name === "file") {
    const file = path.resolve(args.text("file", ""));
    return { file, type: TYPES[path.extname(file).slice(1).toLowerCase()] ?? "application/octet-stream" };
  }
  if (name === "heic-12mp")
    return { file: path.join(import.meta.dirname, "../server/api/fixtures/gradient-12mp.heic"), type: "image/heic" };
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.${name.startsWith("png") ? "png" : "jpg"}`);
  if (!existsSync(file)) {
    const [width, height] = name === "png16-49mp" ? [7000, 7000] : [5712, 4284];
    const solid = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });
    const bytes = name.startsWith("png")
      ? await solid.toColourspace("rgb16").png({ compressionLevel: 9 }).toBuffer()
      : await solid.jpeg({ quality: 90 }).toBuffer();
    writeFileSync(file, bytes);
  }
  return { file, type: name.startsWith("png") ? "image/png" : "image/jpeg" };
}

/** One case in this (child) process: a small warm-up photo first (loads sharp and libheif, starts the decode pool), then `uploads` at once. */
async function child(name: Case, uploads: number): Promise<void> {
  const { preparePhoto } = await import("../core/inspection/index.server.ts");
  const { file, type } = await imageOf(name);
  const bytes = readFileSync(file);
  await preparePhoto(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer(),
    "image/jpeg",
  );
  if (type === "image/heic" || type === "image/heif")
    await preparePhoto(readFileSync(path.join(import.meta.dirname, "../server/api/fixtures/iphone-gps.heic")), "image/heic");
  const rssBefore = process.memoryUsage.rss();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: uploads }, async () => {
      try {
        const photo = await preparePhoto(bytes, type);
        return { ms: performance.now() - started, outcome: `ok ${photo.width}×${photo.height}` };
      } catch (err) {
        return {
          ms: performance.now() - started,
          outcome: err instanceof ProblemError ? `${err.status} ${err.errors?.[0]?.message ?? err.code}` : String(err),
        };
      }
    }),
  );
  loop.disable();
  const peakGrowthMb = Math.max(0, process.resourceUsage().maxRSS * 1024 - rssBefore) / 1024 / 1024;
  const summary = [...new Set(outcomes.map((o) => o.outcome))].join(", ");
  console.log(
    JSON.stringify({
      name,
      uploads,
      kb: Math.round(bytes.byteLength / 1024),
      slowestMs: Math.round(Math.max(...outcomes.map((o) => o.ms))),
      loopMaxMs: Math.round(loop.max / 1e6),
      peakGrowthMb: Math.round(peakGrowthMb),
      summary,
    }),
  );
  process.exit(0);
}

const childCase = args.text("child");
if (childCase) {
  await child(childCase as Case, args.number("uploads", 1));
} else {
  const cases: Case[] = args.text("file") ? ["file"] : args.list("cases", CASES);
  const counts = args.text("uploads", "1,3").split(",").map(Number);
  for (const name of cases) await imageOf(name);
  console.log("case          uploads   file KB   slowest ms   event loop blocked ms   peak RSS growth MB   outcome");
  for (const name of cases) {
    for (const uploads of counts) {
      const file = name === "file" ? ["--file", args.text("file", "")] : [];
      const run = spawnSync(
        process.execPath,
        [...process.execArgv, import.meta.filename, "--child", name, "--uploads", String(uploads), ...file],
        { encoding: "utf8" },
      );
      const line = run.stdout.trim().split("\n").pop() ?? "";
      if (run.status !== 0 || !line.startsWith("{")) {
        console.log(`${name} ×${uploads}: failed\n${run.stderr}`);
        continue;
      }
      const r = JSON.parse(line) as {
        name: string;
        uploads: number;
        kb: number;
        slowestMs: number;
        loopMaxMs: number;
        peakGrowthMb: number;
        summary: string;
      };
      console.log(
        `${r.name.padEnd(14)}${String(r.uploads).padStart(7)}${String(r.kb).padStart(10)}${String(r.slowestMs).padStart(13)}${String(r.loopMaxMs).padStart(24)}${String(r.peakGrowthMb).padStart(21)}   ${r.summary}`,
      );
    }
  }
}
