import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { icuWithoutParser, islands } from "./app/islands/vite-plugin.ts";

/** Does the module import zod, directly or through other modules (static imports only)? */
const zodUsers = new Map<string, boolean>();
function usesZod(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  const known = zodUsers.get(id);
  if (known !== undefined) return known;
  if (/node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (/node_modules[\\/]/.test(id) || seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  const result = !!info && info.importedIds.some((dep) => usesZod(dep, ctx, seen));
  // a cycle may answer false too early for a module still on the stack: cache only definite answers
  if (result || seen.size === 1) zodUsers.set(id, result);
  return result;
}

/**
 * The photo worker thread's entry (decision 0069) beside the server build's index.js, as
 * `photo-worker.js`, where core/inspection/photo-decodes.server.ts looks for it; the build fails
 * when that module lands in another folder than index.js, so the worker is never missing at run time.
 */
function photoWorker(): Plugin {
  const entry = path.resolve(import.meta.dirname, "core/inspection/photo-worker.server.ts");
  const finder = path.resolve(import.meta.dirname, "core/inspection/photo-decodes.server.ts");
  return {
    name: "sellback:photo-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({ type: "chunk", id: entry, fileName: "photo-worker.js" });
    },
    generateBundle(_options, bundle) {
      const home = Object.values(bundle).find((file) => file.type === "chunk" && file.moduleIds.includes(finder));
      if (home && path.dirname(home.fileName) !== ".")
        this.error(`photo-decodes.server.ts is in ${home.fileName}; the photo worker is looked for beside it, as photo-worker.js`);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [icuWithoutParser(), reactRouter(), islands(), photoWorker()],
  environments: {
    ssr: {
      // React is bundled into the server build so it always renders with its production build,
      // whatever NODE_ENV the process has (NODE_ENV=production has a stricter meaning here).
      define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
      resolve: { noExternal: ["react", "react-dom", "scheduler", "react-router", "@react-router/node"] },
      build: {
        // The Hono server is bundled with the React Router build, so both share one
        // `createContext()` object (stack notes).
        rollupOptions: {
          input: "./server/main.server.ts",
          // Non-ASCII characters escaped: a script's source stays in V8's heap for its whole life
          // (lazy compilation), and one non-Latin-1 character ("–", "€") makes V8 keep all of it two
          // bytes a character, 9.2 MB for the 4.6 MB server bundle (decision 0148). JSDoc comments,
          // where most such characters were, are left out; legal and annotation comments stay.
          output: { charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } },
        },
      },
    },
  },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Fewer, larger client chunks: a page's first paint waits for every chunk it preloads, one
        // round trip per six requests on a slow connection (docs/decisions/0014). React and the
        // router in one chunk, the modules several pages share in another. The device-page island
        // is a file of its own (app/islands/vite-plugin.ts), so it loads none of them.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // zod and every shared module that imports it (directly or not) in a chunk of their own,
            // so pages without form validation in the browser (the checkout) do not load it (decision 0056)
            {
              name: (id, ctx) => (usesZod(id, ctx) ? "validation" : "shared"),
              test: /[\\/](app|core)[\\/]|node_modules[\\/]zod[\\/]/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
