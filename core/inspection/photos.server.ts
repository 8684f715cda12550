/**
 * Inspection photos (decision 0025): JPEG, PNG, WebP or HEIC up to 10 MB, recognized by their
 * content (magic bytes, then sharp's metadata), never by the declared type, which must agree when
 * given. sharp re-encodes a web size (longest side 1600 px) and a thumbnail (320 px) as WebP,
 * which drops EXIF, GPS and every other metadata; the original is not kept. HEVC-coded HEIC, which
 * sharp's prebuilt libvips cannot decode, goes through libheif in WebAssembly (heic-decode) first.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import type { Db } from "../../db/client.server.ts";
import { tradeLines, tradePhotos, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.ts";
import { ProblemError } from "../shared/problem.ts";
import type { FileStorage } from "../storage/index.ts";
import type { StaffActor } from "../trade/receive.server.ts";

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_WEB_PX = 1600;
export const PHOTO_THUMB_PX = 320;
/** Larger images are refused before their pixels are decoded (a 48 MP iPhone photo passes). */
export const PHOTO_MAX_PIXELS = 50_000_000;

export type PhotoKind = "jpeg" | "png" | "webp" | "heic";
const DECLARED: Record<string, PhotoKind> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heic",
};

/** The image kind by its first bytes, or null: JPEG FF D8 FF, PNG's signature, RIFF….WEBP, ISO-BMFF `ftyp` with a HEIC/HEIF brand. */
export function sniffImage(bytes: Uint8Array): PhotoKind | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 32));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && b.toString("latin1", 4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(b.toString("latin1", 8, 12))) return "heic";
  return null;
}

/** HEVC-coded HEIC (an iPhone's photos) through libheif in WebAssembly, loaded on first use; the size is checked before the pixels are decoded. */
async function decodeHeic(bytes: Uint8Array): Promise<{ input: Buffer; options: SharpOptions }> {
  const { default: decode } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof decode.all>> | undefined;
  try {
    images = await decode.all({ buffer: bytes });
    const first = images[0];
    if (!first || !first.width || !first.height) throw unsupported("backoffice.photo.type");
    if (first.width * first.height > PHOTO_MAX_PIXELS) throw refused("backoffice.photo.pixels", 413);
    const { width, height, data } = await first.decode();
    return { input: Buffer.from(data.buffer, data.byteOffset, data.byteLength), options: { raw: { width, height, channels: 4 } } };
  } catch (err) {
    if (err instanceof ProblemError) throw err;
    throw unsupported("backoffice.photo.type");
  } finally {
    images?.dispose();
  }
}

const refused = (message: string, status = 422) => new ProblemError(status, status === 413 ? "payload_too_large" : "validation", message, [{ field: "photo", message }]);
const unsupported = (message: string, vars: Record<string, unknown> = {}) => new ProblemError(415, "unsupported_image", message, [{ field: "photo", message }], vars);

/** Checks an upload and makes the two WebP renditions; throws a 413/415/422 problem and stores nothing when it is no acceptable image. */
export async function preparePhoto(bytes: Uint8Array, declaredType: string | null): Promise<{ web: Buffer; thumb: Buffer; width: number; height: number }> {
  if (bytes.byteLength === 0) throw refused("backoffice.photo.missing");
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refused("backoffice.photo.size", 413);
  const kind = sniffImage(bytes);
  if (!kind) throw unsupported("backoffice.photo.type");
  const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
  if (declared && declared !== "application/octet-stream" && DECLARED[declared] !== kind) {
    throw unsupported("backoffice.photo.mismatch", { declared });
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: 100_000_000 }).metadata();
  } catch {
    throw unsupported("backoffice.photo.type");
  }
  const format = meta.format === "heif" ? "heic" : meta.format;
  if (format !== kind || !meta.width || !meta.height) throw unsupported("backoffice.photo.type");
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw refused("backoffice.photo.pixels", 413);
  // sharp's prebuilt libvips reads HEIC's header but has no HEVC decoder: such photos are decoded
  // to raw pixels in WebAssembly (libheif), which leaves EXIF and GPS behind; AVIF-coded HEIF stays with sharp.
  const source = kind === "heic" && meta.compression === "hevc" ? await decodeHeic(bytes) : { input: bytes, options: {} };
  try {
    // rotate() applies the EXIF orientation before the metadata goes; no withMetadata(): nothing is kept.
    const web = await sharp(source.input, source.options).rotate().resize({ width: PHOTO_WEB_PX, height: PHOTO_WEB_PX, fit: "inside", withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(source.input, source.options).rotate().resize({ width: PHOTO_THUMB_PX, height: PHOTO_THUMB_PX, fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { web: web.data, thumb, width: web.info.width, height: web.info.height };
  } catch {
    throw unsupported("backoffice.photo.type");
  }
}

/** Stores a device's photo (any trade state up to the outcome is fine: photos document the inspection). */
export async function addPhoto(args: {
  db: Db;
  storage: FileStorage;
  tradeNumber: string;
  itemId: number;
  bytes: Uint8Array;
  declaredType: string | null;
  staff: StaffActor;
  now: Date;
}): Promise<{ photoId: number; width: number; height: number }> {
  const { db, staff, now } = args;
  const [line] = await db
    .select({ tradeId: trades.id, lineId: tradeLines.id })
    .from(tradeLines)
    .innerJoin(trades, eq(trades.id, tradeLines.tradeId))
    .where(and(eq(trades.tradeNumber, args.tradeNumber), eq(tradeLines.id, args.itemId)));
  if (!line) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const photo = await preparePhoto(args.bytes, args.declaredType);
  const base = `trades/${line.tradeId}/${line.lineId}/${randomBytes(12).toString("hex")}`;
  const webKey = `${base}-web.webp`;
  const thumbKey = `${base}-thumb.webp`;
  await args.storage.put(webKey, photo.web, "image/webp");
  await args.storage.put(thumbKey, photo.thumb, "image/webp");
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tradePhotos)
        .values({ tradeId: line.tradeId, tradeLineId: line.lineId, webKey, thumbKey, contentType: "image/webp", width: photo.width, height: photo.height, staffId: staff.id, createdAt: now })
        .returning({ id: tradePhotos.id });
      await recordAudit(tx as unknown as Db, {
        ...byStaff(staff, now),
        action: "trade.photo_add",
        target: `trade:${args.tradeNumber}:item:${line.lineId}`,
        after: { photoId: row!.id, width: photo.width, height: photo.height },
      });
      return { photoId: row!.id, width: photo.width, height: photo.height };
    });
  } catch (err) {
    await args.storage.delete(webKey);
    await args.storage.delete(thumbKey);
    throw err;
  }
}

/** A photo of the trade (web size or thumbnail), or null. */
export async function readPhoto(db: Db, storage: FileStorage, tradeId: number, photoId: number, size: "web" | "thumb"): Promise<Uint8Array | null> {
  if (!Number.isSafeInteger(photoId)) return null;
  const [row] = await db.select().from(tradePhotos).where(and(eq(tradePhotos.id, photoId), eq(tradePhotos.tradeId, tradeId)));
  if (!row) return null;
  return storage.get(size === "thumb" ? row.thumbKey : row.webKey);
}
