/**
 * The built islands' sizes (decisions 0006 and 0014; issue 34 asks for the self-test's): each
 * `island-*.js` of the client build, raw and gzip (level 9, about what the server's compression
 * sends). The self-test island is not part of the device page's JavaScript: the page's island
 * imports it only when the seller starts the test, so Lighthouse's page figure does not count it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface IslandSize {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export function islandSizes(buildDir: string): IslandSize[] {
  const assets = path.join(buildDir, "client", "assets");
  return readdirSync(assets)
    .filter((file) => /^island-.+\.js$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(assets, file));
      // island-self-test-DGXxxWio.js → self-test
      return {
        name: file.replace(/^island-/, "").replace(/-[A-Za-z0-9_-]{8}\.js$/, ""),
        bytes: source.length,
        gzipBytes: gzipSync(source, { level: 9 }).length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The islands as a Markdown table (KB with one decimal). */
export function islandSizeTable(buildDir: string): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = islandSizes(buildDir).map(
    (s) => `| ${s.name}${s.name === "self-test" ? " (loaded on Start only)" : ""} | ${kb(s.bytes)} | ${kb(s.gzipBytes)} |`,
  );
  return ["| island | KB | gzip KB |", "|---|---|---|", ...rows].join("\n");
}
