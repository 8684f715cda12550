/**
 * Device pictures (decision 0030), public and long-cached:
 * - `/images/devices/{slug}.{hash}.svg`: the drawing of the device's model, made on first request
 *   and kept in memory (bounded); a current hash is cached for a year (immutable), an outdated one
 *   (a page rendered before the drawing changed) gets today's drawing for five minutes.
 * - `/images/photos/catalog/devices/…`: catalog photo variants from the file storage; their keys
 *   carry a content hash. No other stored file (inspection photos) is ever served here.
 */
import { Hono } from "hono";
import { isCatalogPhotoKey, drawingBySlug } from "../../core/catalog/index.server.ts";
import { parsePictureFile } from "../../core/catalog/index.ts";
import { onChange } from "../../core/changes/index.ts";
import { uploadsStorage } from "../../core/storage/index.server.ts";
import type { AppEnv } from "../config/env.server.ts";

const YEAR = "public, max-age=31536000, immutable";
const MAX_CACHED = 5000;
const drawings = new Map<string, { svg: string; hash: string }>();
// A catalog edit on any instance (model, maker, year) changes drawings: every instance forgets its own (decision 0036).
onChange("catalog", () => drawings.clear());

export const deviceImages = new Hono<AppEnv>()
  .get("/devices/:file", async (c) => {
    const file = parsePictureFile(c.req.param("file"));
    if (!file) return c.notFound();
    let drawing = drawings.get(file.slug);
    if (!drawing) {
      const made = await drawingBySlug(c.get("deps").database.db, file.slug);
      if (!made) return c.notFound();
      if (drawings.size >= MAX_CACHED) drawings.delete(drawings.keys().next().value!);
      drawings.set(file.slug, (drawing = made));
    }
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", drawing.hash === file.hash ? YEAR : "public, max-age=300");
    return c.body(drawing.svg);
  })
  .get("/photos/*", async (c) => {
    const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/images\/photos\//, ""));
    if (!isCatalogPhotoKey(key)) return c.notFound();
    const deps = c.get("deps");
    const data = await (deps.storage ?? uploadsStorage(deps.config.DATA_DIR)).get(key);
    if (!data) return c.notFound();
    c.header("Content-Type", key.endsWith(".avif") ? "image/avif" : "image/webp");
    c.header("Cache-Control", YEAR);
    return c.body(data as Uint8Array<ArrayBuffer>);
  });
