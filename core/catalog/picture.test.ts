import { describe, expect, it } from "vitest";
import * as data from "../../db/seed/catalog-data/index.ts";
import {
  DRAWN_CATEGORIES,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
  devicePictureSvg,
  devicePictureUrl,
  lensFeatures,
  parsePictureFile,
  phoneFeatures,
  pictureHash,
  type PictureSubject,
} from "./picture.ts";
import { modelVariant } from "./variant.ts";

const phone = (model: string, year = 2021, manufacturerId = "apple", manufacturer = "Apple"): PictureSubject => ({
  categoryId: "smartphones",
  manufacturerId,
  manufacturer,
  model,
  releaseYear: year,
});

/** Every seed device as a picture subject. */
const seriesByKey = new Map(data.allSeries.map((s) => [s.key, s]));
const names = new Map(data.manufacturers.map((m) => [m.key, m.name]));
const subjects = data.allDevices.map((d) => {
  const s = seriesByKey.get(d.series)!;
  return {
    slug: d.slug,
    subject: {
      categoryId: s.category,
      manufacturerId: s.manufacturer,
      manufacturer: names.get(s.manufacturer)!,
      model: d.model,
      releaseYear: d.releaseYear,
    },
  };
});

describe("device drawings", () => {
  it("two different models give different pictures; the same model the same picture", () => {
    const a = devicePictureSvg(phone("iPhone 13 128 GB"));
    expect(devicePictureSvg(phone("iPhone 13 128 GB"))).toBe(a);
    expect(devicePictureSvg(phone("iPhone 13 Pro 128 GB"))).not.toBe(a);
    expect(devicePictureSvg(phone("Galaxy S21 128 GB", 2021, "samsung", "Samsung"))).not.toBe(a);
  });

  it("storage variants of one model share their picture, and its fingerprint", () => {
    expect(devicePictureSvg(phone("iPhone 13 256 GB"))).toBe(devicePictureSvg(phone("iPhone 13 128 GB")));
    expect(pictureHash(phone("iPhone 13 256 GB"))).toBe(pictureHash(phone("iPhone 13 128 GB")));
    expect(pictureHash(phone("iPhone 13 Pro 128 GB"))).not.toBe(pictureHash(phone("iPhone 13 128 GB")));
  });

  it("is a valid SVG with fixed width, height, viewBox and the model's name as title, for every category", () => {
    const seen = new Set<string>();
    for (const { subject } of subjects) {
      if (seen.has(subject.categoryId)) continue;
      seen.add(subject.categoryId);
      const svg = devicePictureSvg(subject);
      expect(svg).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}"`,
        ),
      );
      expect(svg).toContain(
        `<title>${subject.manufacturer} ${modelVariant(subject.model).family}`.replace(
          `${subject.manufacturer} ${subject.manufacturer}`,
          subject.manufacturer,
        ),
      );
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      // balanced: every opened element is closed
      const opened = (svg.match(/<[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
    expect([...seen].sort()).toEqual([...DRAWN_CATEGORIES].sort());
  });

  it("tells the models of the seed catalog apart: nearly every model family has a picture of its own", () => {
    const byFamily = new Map<string, string>();
    for (const { subject } of subjects)
      byFamily.set(`${subject.manufacturerId}|${modelVariant(subject.model).family}`, devicePictureSvg(subject));
    const distinct = new Set(byFamily.values());
    expect(distinct.size / byFamily.size).toBeGreaterThan(0.97);
    for (const svg of byFamily.values()) expect(svg).not.toMatch(/NaN|undefined/);
  });

  it("escapes the title", () => {
    expect(devicePictureSvg(phone('A<b>&"c'))).toContain("<title>Apple A&lt;b&gt;&amp;&quot;c</title>");
  });

  it("draws what the data says: notch, island, home button; camera layouts; lens length", () => {
    const rng = () => 0.5;
    expect(phoneFeatures(phone("iPhone 13 128 GB"), rng)).toMatchObject({ front: "notch", camera: "diagonal2" });
    expect(phoneFeatures(phone("iPhone 15 Pro 128 GB", 2023), rng)).toMatchObject({ front: "island", camera: "triangle3" });
    expect(phoneFeatures(phone("iPhone SE (3rd generation) 64 GB", 2022), rng)).toMatchObject({ front: "homeButton", camera: "single" });
    expect(phoneFeatures(phone("iPhone 13 mini 128 GB"), rng).size).toBe("mini");
    expect(phoneFeatures(phone("Pixel 8 Pro 128 GB", 2023, "google", "Google"), rng).camera).toBe("visor3");
    expect(lensFeatures("RF 70-200mm F2.8L IS USM")).toEqual({ focalMax: 200, zoom: true, aperture: 2.8 });
    expect(lensFeatures("RF 50mm F1.2L USM")).toEqual({ focalMax: 50, zoom: false, aperture: 1.2 });
  });

  it("serves under a fingerprinted URL that parses back", () => {
    const url = devicePictureUrl("apple-iphone-13-128gb", phone("iPhone 13 128 GB"));
    expect(url).toMatch(/^\/images\/devices\/apple-iphone-13-128gb\.[0-9a-z]+\.svg$/);
    expect(parsePictureFile(url.split("/").pop()!)).toEqual({
      slug: "apple-iphone-13-128gb",
      hash: pictureHash(phone("iPhone 13 128 GB")),
    });
    expect(parsePictureFile("../etc.passwd.svg")).toBeNull();
    expect(parsePictureFile("x.svg")).toBeNull();
  });
});

describe("model variants", () => {
  it("reads family, storage and memory from the model", () => {
    expect(modelVariant("iPhone 13 128 GB")).toEqual({ family: "iPhone 13", storageGb: 128, memoryGb: null });
    expect(modelVariant("iPhone 16 Pro 1 TB")).toEqual({ family: "iPhone 16 Pro", storageGb: 1024, memoryGb: null });
    expect(modelVariant("MacBook Air 13 (M2, 2022) 8 GB / 256 GB")).toEqual({
      family: "MacBook Air 13 (M2, 2022)",
      storageGb: 256,
      memoryGb: 8,
    });
    expect(modelVariant("EOS R5")).toEqual({ family: "EOS R5", storageGb: null, memoryGb: null });
  });
});
