/**
 * Builds the islands: small framework-free scripts for pages that are served without React on the
 * client (device page and sell category, decisions 0006 and 0017). Each island is bundled by esbuild into one
 * self-contained file and emitted as a hashed asset of React Router's client build (same
 * `/assets/` folder and cache headers, decision 0014); the server learns its URL from the virtual
 * module `virtual:sellback/islands`, which the server build (built after the client) reads from
 * what the client build emitted. In `vite dev` the source path is served as is.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import type { Plugin } from "vite";

/** Island name → entry module, relative to the project root. */
export const ISLAND_ENTRIES = {
  "product-page": "app/islands/product-page.ts",
  // issue 34: loaded by the device page's island only when the seller starts the self-test
  "self-test": "app/islands/self-test.ts",
  "catalog-page": "app/islands/catalog-page.ts", // sell category, overviews, search results (decisions 0017, 0050)
  "home-page": "app/islands/home-page.ts", // decision 0050
  "content-page": "app/islands/content-page.ts", // content pages and contact (decision 0051), account pages before login (decision 0057)
  "thank-you-page": "app/islands/thank-you-page.ts", // decision 0057
  "checkout-page": "app/islands/checkout-page.ts", // decision 0132
  // classic scripts (IIFE, ES2019) for the partner's page and the widget's frame (decision 0045)
  "widget-embed": "app/widget/embed.ts",
  "widget-frame": "app/widget/frame.ts",
} as const;

/**
 * The islands loaded as classic scripts (an IIFE leaks nothing into a partner's page), emitted at a
 * fixed URL instead of a hashed one: partners link `/embed.js` for good (served with an hour's cache).
 */
export const CLASSIC_SCRIPTS: Readonly<Record<string, string>> = { "widget-embed": "embed.js", "widget-frame": "widget-frame.js" };

export type IslandName = keyof typeof ISLAND_ENTRIES;

/**
 * The browser gets ICU messages parsed by the server (decision 0033), so its intl-messageformat
 * runs without the message parser (about 7 KB gzip less): the parser's package is replaced by its
 * `no-parser` entry in the islands and in the client build of the hydrated pages.
 */
export const ICU_PARSER = "@formatjs/icu-messageformat-parser";
export const ICU_NO_PARSER = "@formatjs/icu-messageformat-parser/no-parser.js";

/** The client build's half of the replacement above (the islands' esbuild gets an alias). */
export function icuWithoutParser(): Plugin {
  return {
    name: "sellback:icu-without-parser",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (id !== ICU_PARSER || this.environment?.name !== "client") return undefined;
      return this.resolve(ICU_NO_PARSER, importer, { ...options, skipSelf: true });
    },
  };
}

const VIRTUAL_ID = "virtual:sellback/islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface IslandAsset {
  /** URL of the entry chunk. */
  src: string;
}

export function islands(): Plugin {
  let root = process.cwd();
  let base = "/";
  let command: "build" | "serve" = "build";
  let minify = true;
  const built = new Map<string, IslandAsset>();
  const absolute = (file: string) => path.resolve(root, file);
  return {
    name: "sellback:islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
      minify = config.build.minify !== false;
    },
    async generateBundle() {
      if (command !== "build" || this.environment?.name !== "client") return;
      for (const [name, file] of Object.entries(ISLAND_ENTRIES)) {
        // One self-contained file per island: one request, and the hydrated pages' chunks can be
        // grouped freely without pulling React into the island (decision 0014).
        const result = await esbuild.build({
          entryPoints: [absolute(file)],
          bundle: true,
          format: CLASSIC_SCRIPTS[name] ? "iife" : "esm",
          target: CLASSIC_SCRIPTS[name] ? "es2019" : "es2022",
          minify,
          write: false,
          legalComments: "none",
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          alias: { [ICU_PARSER]: ICU_NO_PARSER },
          metafile: true,
        });
        // what ends up in the file: esbuild also parses files whose exports the island never uses
        // (a module door re-exports many; decision 0075) and drops them, so the inputs alone overstate it
        const bundled = Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)
          .filter(([, input]) => input.bytesInOutput > 0)
          .map(([input]) => input);
        // an island that pulled in React, the router or zod would defeat its purpose (and its budget)
        const heavy = bundled.filter((input) => /node_modules\/(react|react-dom|react-router|scheduler|zod)\//.test(input));
        if (heavy.length) this.error(`island "${name}" must not import ${heavy[0]}`);
        // the ICU parser stays on the server (decision 0033): islands format parsed messages only
        if (bundled.some((input) => /icu-messageformat-parser\/(index|parser)\.js$/.test(input))) {
          this.error(`island "${name}" bundles the ICU message parser: import intl-messageformat only through core/shared/icu.ts`);
        }
        const source = result.outputFiles[0]!.text;
        const fixed = CLASSIC_SCRIPTS[name];
        const ref = fixed
          ? this.emitFile({ type: "asset", fileName: fixed, source })
          : this.emitFile({ type: "asset", name: `island-${name}.js`, source });
        built.set(name, { src: base + this.getFileName(ref) });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const assets: Record<string, IslandAsset> = {};
      for (const [name, file] of Object.entries(ISLAND_ENTRIES)) {
        const asset = command === "serve" ? { src: `${base}${file}` } : built.get(name);
        if (!asset) this.error(`island "${name}" was not built: the client build must run before the server build`);
        assets[name] = asset;
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
