import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS } from "./picture-view.ts";
import { isCatalogPhotoKey, photoVariants } from "./photos.server.ts";

/** A real photo-like JPEG: a gradient with a shape, with EXIF (camera, GPS-like comment). */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1e6091"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${width * 0.35}" y="${height * 0.1}" width="${width * 0.3}" height="${height * 0.8}" rx="20" fill="#222"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "TestCam", Model: "Secret Location 52.5N 13.4E" } })
    .toBuffer();
}

describe("photoVariants", () => {
  it("turns a JPEG into AVIF and WebP at every width up to its own, 4:3, without metadata", async () => {
    const variants = await photoVariants(await jpeg(1200, 800));
    expect(variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual(
      PHOTO_WIDTHS.flatMap((w) => [`avif@${w}x${w * 0.75}`, `webp@${w}x${w * 0.75}`]),
    );
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe(v.format === "avif" ? "heif" : "webp");
      if (v.format === "avif") expect(meta.compression).toBe("av1");
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.exif).toBeUndefined();
      expect(v.data.includes(Buffer.from("Secret Location"))).toBe(false);
    }
  });

  it("never upscales beyond the photo's own width (keeps the smallest size)", async () => {
    const variants = await photoVariants(await jpeg(300, 300));
    expect([...new Set(variants.map((v) => v.width))]).toEqual([120, 240]);
    const tiny = await photoVariants(await jpeg(60, 40));
    expect([...new Set(tiny.map((v) => v.width))]).toEqual([120]);
  });

  it("refuses what is no image", async () => {
    await expect(photoVariants(Buffer.from("not an image at all"))).rejects.toThrow();
  });

  it("knows the storage keys it may serve: catalog photos only", () => {
    expect(isCatalogPhotoKey("catalog/devices/12/0123456789abcdef-240.avif")).toBe(true);
    expect(isCatalogPhotoKey("trades/12/photo-web.webp")).toBe(false);
    expect(isCatalogPhotoKey("catalog/devices/12/../../trades/x-240.avif")).toBe(false);
  });
});
