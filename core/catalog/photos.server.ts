/**
 * Catalog photos (decision 0030): one upload becomes AVIF and WebP variants in fixed 4:3 widths
 * (the box the drawings use), so pages can offer `srcset` with fixed dimensions and no layout
 * shift. sharp re-encodes without metadata (EXIF, GPS) and never upscales. The operator tools
 * (issue 14) call `storeDevicePhoto`; `npm run catalog:photo` does the same from a shell.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { devicePhotos } from "../../db/schema/index.ts";
import type { FileStorage } from "../storage/index.server.ts";
import { PHOTO_WIDTHS, type StoredPhotoVariant } from "./picture-view.ts";

/** Height : width of every variant (the drawings' 240×180). */
export const PHOTO_ASPECT = 3 / 4;
/** Larger images are refused before their pixels are decoded. */
export const PHOTO_MAX_PIXELS = 50_000_000;

export interface PhotoVariant {
  format: "avif" | "webp";
  width: number;
  height: number;
  data: Buffer;
}

/**
 * The variants of one photo: each width of PHOTO_WIDTHS up to the photo's own width (at least the
 * smallest), fitted into 4:3 on a transparent background, as AVIF and as WebP. Throws on
 * anything sharp cannot read or on more than PHOTO_MAX_PIXELS.
 */
export async function photoVariants(input: Uint8Array): Promise<PhotoVariant[]> {
  const { default: sharp } = await import("sharp"); // loaded with the first photo, not at start (decision 0134)
  const source = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" }).rotate();
  const meta = await source.metadata();
  const ownWidth = meta.autoOrient?.width ?? meta.width ?? 0;
  if (!ownWidth) throw new Error("not an image");
  const widths = PHOTO_WIDTHS.filter((w, i) => i === 0 || w <= ownWidth);
  const out: PhotoVariant[] = [];
  for (const width of widths) {
    const height = Math.round(width * PHOTO_ASPECT);
    const resized = source
      .clone()
      .resize({ width, height, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: false });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 4 }).toBuffer(),
      resized.clone().webp({ quality: 80 }).toBuffer(),
    ]);
    out.push({ format: "avif", width, height, data: avif }, { format: "webp", width, height, data: webp });
  }
  return out;
}

const CONTENT_TYPE = { avif: "image/avif", webp: "image/webp" } as const;

/**
 * Makes the variants of a device's photo, stores them under `catalog/devices/{id}/{hash}-{width}.{ext}`
 * (the content hash makes every URL immutable) and records them in `device_photos`, replacing the
 * device's previous photo (whose files are deleted after the row changed).
 */
export async function storeDevicePhoto(db: Db, storage: FileStorage, deviceId: number, input: Uint8Array): Promise<StoredPhotoVariant[]> {
  const variants = await photoVariants(input);
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 16);
  const stored: StoredPhotoVariant[] = [];
  for (const v of variants) {
    const key = `catalog/devices/${deviceId}/${hash}-${v.width}.${v.format}`;
    await storage.put(key, v.data, CONTENT_TYPE[v.format]);
    stored.push({ key, format: v.format, width: v.width, height: v.height });
  }
  const [previous] = await db.select({ variants: devicePhotos.variants }).from(devicePhotos).where(eq(devicePhotos.deviceId, deviceId));
  await db
    .insert(devicePhotos)
    .values({ deviceId, variants: stored })
    .onConflictDoUpdate({ target: devicePhotos.deviceId, set: { variants: stored, updatedAt: new Date() } });
  const kept = new Set(stored.map((v) => v.key));
  for (const v of previous?.variants ?? []) if (!kept.has(v.key)) await storage.delete(v.key);
  return stored;
}

/** Removes a device's photo: the drawing shows again. */
export async function removeDevicePhoto(db: Db, storage: FileStorage, deviceId: number): Promise<void> {
  const [row] = await db.delete(devicePhotos).where(eq(devicePhotos.deviceId, deviceId)).returning({ variants: devicePhotos.variants });
  for (const v of row?.variants ?? []) await storage.delete(v.key);
}

/** Whether a storage key is a catalog photo (the only stored files served publicly). */
export const isCatalogPhotoKey = (key: string) => /^catalog\/devices\/[0-9]{1,10}\/[0-9a-f]{16}-[0-9]{2,4}\.(avif|webp)$/.test(key);
