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

/** CSS widths are 120 (cards) and 240 (device page); these cover 1× to 4× (photoVariants makes each up to the photo's own width). */
export const PHOTO_WIDTHS = [120, 240, 480, 960] as const;

/** Catalog photos are served from this path + their storage key (server/http/device-images.server.ts). */
export const PHOTO_PATH = "/images/photos/";
export const photoUrl = (key: string) => `${PHOTO_PATH}${key}`;

const TYPES = { avif: "image/avif", webp: "image/webp" } as const;

/** A photo's fallback (`src`, DeviceView.image): the smallest WebP at least as wide as the drawing's box, else the largest; null without WebP. */
export function photoFallback(photo: StoredPhotoVariant[]): StoredPhotoVariant | null {
  const webp = photo.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return webp.find((v) => v.width >= PICTURE_WIDTH) ?? webp[webp.length - 1] ?? null;
}

export function pictureOf(slug: string, subject: PictureSubject, photo: StoredPhotoVariant[] | null | undefined): PictureView {
  const variants = (photo ?? []).filter((v) => v.format in TYPES);
  const webp = variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  if (webp.length === 0) {
    return { kind: "drawing", src: devicePictureUrl(slug, subject), width: PICTURE_WIDTH, height: PICTURE_HEIGHT, sources: [] };
  }
  const fallback = photoFallback(webp)!;
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

/** A photo's fallback WebP, as pictureOf makes `src`: `/images/photos/catalog/devices/{id}/{hash}-{width}.webp`. */
const PHOTO_IMAGE = /^(\/images\/photos\/catalog\/devices\/[0-9]{1,10}\/[0-9a-f]{16}-)([0-9]{2,4})\.webp$/;

/**
 * The picture behind a device's `image` URL (DeviceView.image, which offers, the cart in the browser
 * and the search suggestions carry): the drawing as it is, or a photo with its AVIF and WebP sources.
 * Every width of PHOTO_WIDTHS up to the fallback's exists in both types (photoVariants), so the
 * sources follow from the URL: enough for the small pictures of the cart and the suggestions.
 */
export function pictureFromImage(image: string): PictureView {
  const photo = PHOTO_IMAGE.exec(image);
  if (!photo) return { kind: "drawing", src: image, width: PICTURE_WIDTH, height: PICTURE_HEIGHT, sources: [] };
  const widths = PHOTO_WIDTHS.filter((w) => w <= Number(photo[2]));
  const sources = (["avif", "webp"] as const).map((format) => ({
    type: TYPES[format],
    srcset: widths.map((w) => `${photo[1]}${w}.${format} ${w}w`).join(", "),
  }));
  return { kind: "photo", src: image, width: PICTURE_WIDTH, height: PICTURE_HEIGHT, sources };
}
