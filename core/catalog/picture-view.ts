/** A device's PictureView from its stored photo variants, else its drawing (decision 0030). Pure. */
import { PICTURE_HEIGHT, PICTURE_WIDTH, devicePictureUrl, type PictureSubject } from "./picture.ts";
import type { PictureView } from "./types.ts";

/** One stored size of a catalog photo (a row of `device_photos.variants`). */
export interface StoredPhotoVariant {
  key: string;
  format: "avif" | "webp";
  width: number;
  height: number;
}

/** Catalog photos are served from this path + their storage key (server/http/device-images.server.ts). */
export const PHOTO_PATH = "/images/photos/";
export const photoUrl = (key: string) => `${PHOTO_PATH}${key}`;

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

export function pictureOf(slug: string, subject: PictureSubject, photo: StoredPhotoVariant[] | null | undefined): PictureView {
  const variants = (photo ?? []).filter((v) => v.format in TYPES);
  const webp = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  if (webp.length === 0) {
    return { kind: "drawing", src: devicePictureUrl(slug, subject), width: PICTURE_WIDTH, height: PICTURE_HEIGHT, sources: [] };
  }
  // the fallback: the smallest WebP at least as wide as the drawing's box, else the largest
  const fallback = webp.find((v) => v.width >= PICTURE_WIDTH) ?? webp[webp.length - 1]!;
  const sources = (["avif", "webp"] as const)
    .map((format) => ({
      type: TYPES[format],
      srcset: variants
        .filter((v) => v.format === format)
        .sort((a, b) => a.width - b.width)
        .map((v) => `${photoUrl(v.key)} ${v.width}w`)
        .join(", "),
    }))
    .filter((s) => s.srcset !== "");
  return { kind: "photo", src: photoUrl(fallback.key), width: PICTURE_WIDTH, height: PICTURE_HEIGHT, sources };
}
