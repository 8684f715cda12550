/**
 * The two WebP renditions of an inspection photo, from one decode (decision 0069). Runs in the
 * photo worker threads (photo-worker.server.ts), never on the event loop: Node runs this file as it
 * is in the sources (types stripped), so it imports only packages and `.ts` files without runtime
 * TypeScript (no enums, no parameter properties) and answers plain values, not ProblemErrors.
 *
 * The photo is decoded once, with the EXIF orientation applied, straight to the web size (libvips
 * shrinks JPEG while decoding); the thumbnail is made from those web-size pixels. HEVC-coded HEIC,
 * which sharp's prebuilt libvips cannot decode, goes through libheif in WebAssembly (heic-decode)
 * first. No metadata is kept (no withMetadata()).
 */
import type { SharpOptions } from "sharp";
import { PHOTO_MAX_PIXELS, PHOTO_THUMB_PX, PHOTO_WEB_PX } from "./photo-limits.ts";

export interface PhotoJob {
  bytes: Uint8Array;
  /** HEVC-coded HEIC (sharp's metadata says so): decoded by libheif, not by libvips. */
  hevc: boolean;
  /**
   * Where the decode is, in shared memory the caller can read while the worker works:
   * PHOTO_STAGE_DECODING while the pixels are decoded, then PHOTO_STAGE_DECODED. Optional.
   */
  stage?: Int32Array;
}

export const PHOTO_STAGE_DECODING = 1;
export const PHOTO_STAGE_DECODED = 2;
const mark = (job: PhotoJob, stage: number) => {
  if (job.stage) Atomics.store(job.stage, 0, stage);
};

export type PhotoRenditions = { web: Uint8Array; thumb: Uint8Array; width: number; height: number };
/** Why a photo has no renditions: not decodable, or more pixels than the header said. */
export type PhotoRefusal = { refused: "type" | "pixels" };

/** HEVC-coded HEIC to raw RGBA through libheif (loaded on first use); the size is checked before the pixels are decoded. */
async function decodeHeic(job: PhotoJob): Promise<{ input: Buffer; options: SharpOptions } | PhotoRefusal> {
  const { default: decode } = await import("heic-decode");
  let images: Awaited<ReturnType<typeof decode.all>> | undefined;
  try {
    images = await decode.all({ buffer: job.bytes });
    const first = images[0];
    if (!first || !first.width || !first.height) return { refused: "type" };
    if (first.width * first.height > PHOTO_MAX_PIXELS) return { refused: "pixels" };
    // nothing waits between the mark and libheif's decode of the pixels (synchronous WebAssembly)
    mark(job, PHOTO_STAGE_DECODING);
    const { width, height, data } = await first.decode();
    mark(job, PHOTO_STAGE_DECODED);
    return { input: Buffer.from(data.buffer, data.byteOffset, data.byteLength), options: { raw: { width, height, channels: 4 } } };
  } catch {
    return { refused: "type" };
  } finally {
    images?.dispose();
  }
}

export async function photoRenditions(job: PhotoJob): Promise<PhotoRenditions | PhotoRefusal> {
  const source = job.hevc ? await decodeHeic(job) : { input: job.bytes, options: {} };
  if ("refused" in source) return source;
  const { default: sharp } = await import("sharp"); // loaded with the first photo, not at start (decision 0134)
  try {
    if (!job.hevc) mark(job, PHOTO_STAGE_DECODING);
    // one decode: orientation, then the web size, as 8-bit pixels (16-bit PNGs too)
    const { data, info } = await sharp(source.input, { ...source.options, failOn: "error", limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO_WEB_PX, height: PHOTO_WEB_PX, fit: "inside", withoutEnlargement: true })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (!job.hevc) mark(job, PHOTO_STAGE_DECODED);
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const web = await sharp(data, pixels).webp({ quality: 82 }).toBuffer();
    const thumb = await sharp(data, pixels)
      .resize({ width: PHOTO_THUMB_PX, height: PHOTO_THUMB_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { web, thumb, width: info.width, height: info.height };
  } catch (err) {
    return { refused: err instanceof Error && /pixel limit/i.test(err.message) ? "pixels" : "type" };
  }
}
