/**
 * Inspection photos (decisions 0025 and 0069): JPEG, PNG, WebP or HEIC up to 10 MB and 25 MP,
 * recognized by their content (magic bytes, then sharp's metadata, which reads the header only),
 * never by the declared type, which must agree when given. Only then is the photo decoded, once, in
 * a photo worker thread (photo-decodes.server.ts, photo-renditions.server.ts), into a web size
 * (longest side 1600 px) and a thumbnail (320 px) as WebP without EXIF, GPS or any other metadata;
 * the original is not kept.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Metadata } from "sharp";
import type { Db } from "../../db/client.server.ts";
import { clarifications, tradeLines, tradePhotos, trades } from "../../db/schema/index.ts";
import { byStaff, recordAudit } from "../audit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import type { FileStorage } from "../storage/index.server.ts";
import type { StaffActor } from "../trade/index.server.ts";
import { sharedPhotoDecodes, type PhotoDecodes } from "./photo-decodes.server.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from "./photo-limits.ts";

export { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_THUMB_PX, PHOTO_WEB_PX } from "./photo-limits.ts";

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
  if (
    b.length >= 12 &&
    b.toString("latin1", 4, 8) === "ftyp" &&
    /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(b.toString("latin1", 8, 12))
  )
    return "heic";
  return null;
}

const refused = (message: string, status = 422) =>
  new ProblemError(status, status === 413 ? "payload_too_large" : "validation", message, [{ field: "photo", message }]);
const unsupported = (message: string, vars: Record<string, unknown> = {}) =>
  new ProblemError(415, "unsupported_image", message, [{ field: "photo", message }], vars);

/**
 * Checks an upload and makes the two WebP renditions; throws a 413/415/422 problem and stores
 * nothing when it is no acceptable image, and the 503 `photo_busy` problem (Retry-After) when the
 * instance's decodes and their line are full. Everything before the decode reads headers only.
 */
export async function preparePhoto(
  bytes: Uint8Array,
  declaredType: string | null,
  decodes: PhotoDecodes = sharedPhotoDecodes(),
): Promise<{ web: Uint8Array; thumb: Uint8Array; width: number; height: number }> {
  if (bytes.byteLength === 0) throw refused("backoffice.photo.missing");
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refused("backoffice.photo.size", 413);
  const kind = sniffImage(bytes);
  if (!kind) throw unsupported("backoffice.photo.type");
  const declared = (declaredType ?? "").split(";")[0]!.trim().toLowerCase();
  if (declared && declared !== "application/octet-stream" && DECLARED[declared] !== kind) {
    throw unsupported("backoffice.photo.mismatch", { declared });
  }
  let meta: Metadata;
  const { default: sharp } = await import("sharp"); // loaded with the first photo, not at start (decision 0134)
  try {
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw unsupported("backoffice.photo.type");
  }
  const format = meta.format === "heif" ? "heic" : meta.format;
  if (format !== kind || !meta.width || !meta.height) throw unsupported("backoffice.photo.type");
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw refused("backoffice.photo.pixels", 413);
  // sharp's prebuilt libvips reads HEIC's header but has no HEVC decoder: the worker decodes such
  // photos with libheif (WebAssembly); AVIF-coded HEIF stays with sharp.
  const photo = await decodes.decode({ bytes, hevc: kind === "heic" && meta.compression === "hevc" });
  if ("refused" in photo) throw photo.refused === "pixels" ? refused("backoffice.photo.pixels", 413) : unsupported("backoffice.photo.type");
  return photo;
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
  /** Where the photo is decoded; unset = this process's photo workers. */
  decodes?: PhotoDecodes;
}): Promise<{ photoId: number; width: number; height: number }> {
  const { db, staff, now } = args;
  const [line] = await db
    .select({ tradeId: trades.id, lineId: tradeLines.id })
    .from(tradeLines)
    .innerJoin(trades, eq(trades.id, tradeLines.tradeId))
    .where(and(eq(trades.tradeNumber, args.tradeNumber), eq(tradeLines.id, args.itemId)));
  if (!line) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const photo = await preparePhoto(args.bytes, args.declaredType, args.decodes);
  const base = `trades/${line.tradeId}/${line.lineId}/${randomBytes(12).toString("hex")}`;
  const webKey = `${base}-web.webp`;
  const thumbKey = `${base}-thumb.webp`;
  await args.storage.put(webKey, photo.web, "image/webp");
  await args.storage.put(thumbKey, photo.thumb, "image/webp");
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tradePhotos)
        .values({
          tradeId: line.tradeId,
          tradeLineId: line.lineId,
          webKey,
          thumbKey,
          contentType: "image/webp",
          width: photo.width,
          height: photo.height,
          staffId: staff.id,
          createdAt: now,
        })
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
export async function readPhoto(
  db: Db,
  storage: FileStorage,
  tradeId: number,
  photoId: number,
  size: "web" | "thumb",
): Promise<Uint8Array | null> {
  if (!Number.isSafeInteger(photoId)) return null;
  const [row] = await db
    .select()
    .from(tradePhotos)
    .where(and(eq(tradePhotos.id, photoId), eq(tradePhotos.tradeId, tradeId)));
  if (!row) return null;
  return storage.get(size === "thumb" ? row.thumbKey : row.webKey);
}

/**
 * Whether a trade's photos may still be deleted (issue 29, decision 0089): only while the trade is
 * being inspected (`received`) and no clarification has been sent for it; once the customer has
 * been asked, the photos are part of what they were shown.
 */
export function photosDeletable(trade: { state: string }, clarificationSent: boolean): boolean {
  return trade.state === "received" && !clarificationSent;
}

/** The trade's photo if it may be deleted now: 404 when the trade has no such photo, the 409 `photo_locked` problem when not photosDeletable. */
async function deletablePhoto(db: Db, tradeNumber: string, photoId: number, lock: boolean) {
  if (!Number.isSafeInteger(photoId)) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const query = db.select({ id: trades.id, state: trades.state }).from(trades).where(eq(trades.tradeNumber, tradeNumber));
  const [trade] = lock ? await query.for("update") : await query;
  if (!trade) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const [photo] = await db
    .select()
    .from(tradePhotos)
    .where(and(eq(tradePhotos.id, photoId), eq(tradePhotos.tradeId, trade.id)));
  if (!photo) throw new ProblemError(404, "not_found", "problem.detail.noTrade");
  const [sent] = await db.select({ id: clarifications.id }).from(clarifications).where(eq(clarifications.tradeId, trade.id));
  if (!photosDeletable(trade, Boolean(sent)))
    throw new ProblemError(409, "photo_locked", "backoffice.photo.locked", [{ field: "photo", message: "backoffice.photo.locked" }], {
      state: trade.state,
    });
  return photo;
}

/** Throws as deletePhoto would (404, 409 `photo_locked`) without deleting: a replacement checks before it stores the new photo. */
export async function assertPhotoDeletable(db: Db, tradeNumber: string, photoId: number): Promise<void> {
  await deletablePhoto(db, tradeNumber, photoId, false);
}

/**
 * Deletes one photo of the trade while photosDeletable (else the 409 `photo_locked` problem; 404
 * for a photo the trade does not have): the row and its audit row (`trade.photo_delete`) in one
 * transaction under the trade's row lock, then the stored files (core/storage).
 */
export async function deletePhoto(args: {
  db: Db;
  storage: FileStorage;
  tradeNumber: string;
  photoId: number;
  staff: StaffActor;
  now: Date;
}): Promise<{ photoId: number; itemId: number }> {
  const { db, staff, now } = args;
  const removed = await db.transaction(async (tx) => {
    const photo = await deletablePhoto(tx as unknown as Db, args.tradeNumber, args.photoId, true);
    await tx.delete(tradePhotos).where(eq(tradePhotos.id, photo.id));
    await recordAudit(tx as unknown as Db, {
      ...byStaff(staff, now),
      action: "trade.photo_delete",
      target: `trade:${args.tradeNumber}:item:${photo.tradeLineId}`,
      before: { photoId: photo.id, width: photo.width, height: photo.height },
      after: null,
    });
    return photo;
  });
  // After the commit: a failed delete leaves an unreferenced file behind, never a row without its file.
  await args.storage.delete(removed.webKey);
  await args.storage.delete(removed.thumbKey);
  return { photoId: removed.id, itemId: removed.tradeLineId };
}
