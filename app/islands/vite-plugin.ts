/**
 * Builds the islands: small framework-free entry modules for pages that are served without React
 * on the client (the device page, decision 0006). Each island is an extra entry of the client
 * build (same Vite/Rolldown run as React Router's client build, so it shares hashed `/assets/`
 * chunks and cache headers); the server learns its hashed URL, and the chunks it imports, from
 * the virtual module `virtual:sellback/islands`, which the server build (built after the client)
 * reads from what the client build emitted. In `vite dev` the source path is served as is.
 */
import path from "node:path";
import type { Plugin } from "vite";

/** Island name → entry module, relative to the project root. */
export const ISLAND_ENTRIES = {
  "product-page": "app/islands/product-page.ts",
} as const;

export type IslandName = keyof typeof ISLAND_ENTRIES;

const VIRTUAL_ID = "virtual:sellback/islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export interface IslandAsset {
  /** URL of the entry chunk. */
  src: string;
  /** URLs of the chunks it imports statically (modulepreload hints). */
  imports: string[];
}

export function islands(): Plugin {
  let root = process.cwd();
  let base = "/";
  let command: "build" | "serve" = "build";
  const built = new Map<string, IslandAsset>();
  const absolute = (file: string) => path.resolve(root, file);
  return {
    name: "sellback:islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment?.name !== "client") return;
      for (const [name, file] of Object.entries(ISLAND_ENTRIES)) {
        this.emitFile({ type: "chunk", id: absolute(file), name: `island-${name}`, preserveSignature: false });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const byModule = new Map(Object.entries(ISLAND_ENTRIES).map(([name, file]) => [absolute(file), name]));
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !chunk.facadeModuleId) continue;
        const name = byModule.get(chunk.facadeModuleId);
        if (!name) continue;
        // every chunk it imports, transitively: preloaded together instead of discovered one by one
        const imports = new Set<string>();
        const visit = (fileName: string) => {
          const dep = bundle[fileName];
          if (dep?.type !== "chunk") return;
          for (const f of dep.imports) {
            if (imports.has(f)) continue;
            imports.add(f);
            visit(f);
          }
        };
        visit(chunk.fileName);
        built.set(name, { src: base + chunk.fileName, imports: [...imports].map((f) => base + f) });
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const assets: Record<string, IslandAsset> = {};
      for (const [name, file] of Object.entries(ISLAND_ENTRIES)) {
        const asset = command === "serve" ? { src: `${base}${file}`, imports: [] } : built.get(name);
        if (!asset) this.error(`island "${name}" was not built: the client build must run before the server build`);
        assets[name] = asset;
      }
      return `export default ${JSON.stringify(assets)};`;
    },
  };
}
