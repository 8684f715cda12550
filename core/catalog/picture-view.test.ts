import { describe, expect, it } from "vitest";
import { PHOTO_WIDTHS, photoFallback, pictureFromImage, pictureOf, type StoredPhotoVariant } from "./picture-view.ts";

const subject = { categoryId: "smartphones", manufacturerId: "apple", manufacturer: "Apple", model: "iPhone 13", releaseYear: 2021 };
/** The variants photoVariants makes of a photo `own` px wide: each width up to its own (at least the smallest), in both types. */
const variantsOf = (own: number): StoredPhotoVariant[] =>
  PHOTO_WIDTHS.filter((w, i) => i === 0 || w <= own).flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      key: `catalog/devices/7/0123456789abcdef-${width}.${format}`,
      format,
      width,
      height: width * 0.75,
    })),
  );

describe("device pictures from the device's image URL (decision 0104)", () => {
  it("a drawing stays a plain picture without sources", () => {
    const drawing = pictureOf("apple-iphone-13-128gb", subject, null);
    expect(drawing.kind).toBe("drawing");
    expect(pictureFromImage(drawing.src)).toEqual(drawing);
  });

  it("a photo's fallback WebP gives AVIF and WebP sources of every width up to the fallback's, each one stored", () => {
    for (const own of [100, 240, 700, 4000]) {
      const stored = variantsOf(own);
      const full = pictureOf("apple-iphone-13-128gb", subject, stored);
      const small = pictureFromImage(full.src);
      expect(small.kind).toBe("photo");
      expect(small.src).toBe(full.src);
      expect(small.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      const urls = small.sources.flatMap((s) => s.srcset.split(", ").map((c) => c.split(" ")[0]!));
      expect(urls.length).toBeGreaterThan(1);
      const storedUrls = new Set(stored.map((v) => `/images/photos/${v.key}`));
      for (const url of urls) expect(storedUrls.has(url), url).toBe(true);
      // the 120 px variant (cards, cart, suggestions) is always offered
      expect(small.sources[0]!.srcset).toMatch(/-120\.avif 120w/);
    }
  });

  it("the fallback is the smallest WebP at least 240 px wide, else the largest", () => {
    expect(photoFallback(variantsOf(4000))!.key).toMatch(/-240\.webp$/);
    expect(photoFallback(variantsOf(100))!.key).toMatch(/-120\.webp$/);
    expect(photoFallback([])).toBeNull();
  });

  it("anything that is not a catalog photo's WebP stays as it is", () => {
    for (const url of [
      "/images/photos/trades/1/0123456789abcdef-240.webp",
      "/images/photos/catalog/devices/7/0123456789abcdef-240.avif",
      "https://x.test/a.webp",
    ]) {
      expect(pictureFromImage(url)).toMatchObject({ kind: "drawing", src: url, sources: [] });
    }
  });
});
