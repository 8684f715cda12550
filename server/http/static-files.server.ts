/**
 * The client build's files (build/client: hashed assets, favicon, robots.txt, pictures). The files
 * are listed once at start (decision 0058): a page path is not a file, so it goes on to the pages
 * without a `stat` of the disk (two failed `statSync` per page view before: the path, then the
 * directory's index.html). A path with `%` still asks the disk through serveStatic (it decodes).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../config/env.server.ts";

/** Every file under `dir` as the URL path that names it (`/assets/x.js`, `/favicon.svg`). */
export function listClientFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (sub: string) => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, sub), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const rel = `${sub}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.isFile()) out.add(rel.split(path.sep).join("/"));
    }
  };
  walk("");
  return out;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const HOURLY = "public, max-age=3600";

/** Serves the client build's files; everything else goes on (to the pages) untouched. */
export function staticFileRoutes(clientDir: string, files: ReadonlySet<string> = listClientFiles(clientDir)): Hono<AppEnv> {
  const serveFile = serveStatic({ root: clientDir });
  const serve: MiddlewareHandler<AppEnv> = async (c, next) => {
    const p = c.req.path;
    if (!files.has(p) && !p.includes("%")) return next();
    const res = await serveFile(c, next);
    // set on the answer itself: serveStatic's onFound writes to the context after the answer is made
    if (res instanceof Response && res.status < 300) res.headers.set("Cache-Control", p.startsWith("/assets/") ? IMMUTABLE : HOURLY);
    return res;
  };
  const app = new Hono<AppEnv>();
  app.use("*", serve);
  return app;
}
