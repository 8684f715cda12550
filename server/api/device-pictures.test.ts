import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { storeDevicePhoto } from "../../core/catalog/index.server.ts";
import { dispatchChange } from "../../core/changes/index.ts";
import { rows } from "../../core/shared/index.server.ts";
import { searchDevices } from "../../core/search/index.server.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

type Hit = {
  id: number;
  model: string;
  slug: string;
  manufacturerId: string;
  categoryId: string;
  basePrice: number;
  releaseYear: number;
  releaseMonth: number;
  image: string;
  picture: { kind: string; src: string; sources: { type: string; srcset: string }[] };
};

describeEachDatabase("device pictures and search order", (ctx) => {
  const devices = async (search: unknown, resultSize = 10): Promise<{ total: number; hits: Hit[] }> =>
    (await ctx().request("/api/trade/searches", { host: "de.localhost", json: { search, application: "devices-de", resultSize } })).json();
  const device = async (slug: string) => (await devices({ type: "deviceByUrl", url: slug }, 1)).hits[0]!;

  beforeAll(() => {
    ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-pictures-")));
  });

  it("every device has its model's drawing under a fingerprinted URL, cached for a year; two models differ", async () => {
    const a = await device("apple-iphone-13-128gb");
    const b = await device("apple-iphone-13-pro-128gb");
    expect(a.picture).toMatchObject({ kind: "drawing", width: 240, height: 180, sources: [] });
    expect(a.image).toBe(a.picture.src);
    expect(a.picture.src).not.toBe(b.picture.src);
    const res = await ctx().request(a.picture.src, { host: "de.localhost" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await res.text();
    expect(svg).toContain("<title>Apple iPhone 13</title>");
    const other = await (await ctx().request(b.picture.src, { host: "de.localhost" })).text();
    expect(other).not.toBe(svg);
    // the same model in another storage size: the same drawing
    expect(await (await ctx().request((await device("apple-iphone-13-256gb")).picture.src, { host: "de.localhost" })).text()).toBe(svg);
  });

  it("an outdated fingerprint gets today's drawing briefly cached; unknown devices and names are 404", async () => {
    const a = await device("apple-iphone-13-128gb");
    const stale = await ctx().request(a.picture.src.replace(/\.[0-9a-z]+\.svg$/, ".zzz.svg"), { host: "de.localhost" });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await ctx().request("/images/devices/no-such-device.abc.svg", { host: "de.localhost" })).status).toBe(404);
    expect((await ctx().request("/images/devices/..%2F..%2Fetc.abc.svg", { host: "de.localhost" })).status).toBe(404);
  });

  it("a catalog photo replaces the drawing with AVIF and WebP variants (srcset); only catalog photos are served", async () => {
    const target = await device("apple-iphone-14-128gb");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const stored = await storeDevicePhoto(ctx().database.db, ctx().deps.storage!, target.id, photo);
    expect(stored.map((v) => `${v.format}${v.width}`)).toEqual(["avif120", "webp120", "avif240", "webp240", "avif480", "webp480"]);
    const after = await device("apple-iphone-14-128gb");
    expect(after.picture.kind).toBe("photo");
    expect(after.picture.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(after.picture.sources[0]!.srcset).toMatch(
      /^\/images\/photos\/catalog\/devices\/\d+\/[0-9a-f]{16}-120\.avif 120w, .* 240w, .* 480w$/,
    );
    expect(after.picture.src).toMatch(/-240\.webp$/);
    const avif = await ctx().request(after.picture.sources[0]!.srcset.split(" ")[0]!, { host: "de.localhost" });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // another stored file (an inspection photo) is never served from this path
    await ctx().deps.storage!.put("trades/1/secret.webp", new Uint8Array([1, 2, 3]), "image/webp");
    expect((await ctx().request("/images/photos/trades/1/secret.webp", { host: "de.localhost" })).status).toBe(404);
    expect(
      (await ctx().request("/images/photos/catalog/devices/1/..%2F..%2F..%2Ftrades/1/secret.webp", { host: "de.localhost" })).status,
    ).toBe(404);
    // a new photo replaces the old files
    const second = await storeDevicePhoto(
      ctx().database.db,
      ctx().deps.storage!,
      target.id,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#aa3366" } })
        .jpeg()
        .toBuffer(),
    );
    expect(await ctx().deps.storage!.get(stored[0]!.key)).toBeNull();
    expect(await ctx().deps.storage!.get(second[0]!.key)).not.toBeNull();
    await ctx().database.db.execute(sql`delete from device_photos where device_id = ${target.id}`);
  });

  it("typeahead 'iPhone 13': the model itself first, its storage sizes ascending (128, 256, 512), then the other iPhone 13 models", async () => {
    const body = await devices({ type: "devicesText", text: "iPhone 13" }, 8);
    const models = body.hits.map((h) => h.model);
    expect(models.slice(0, 3)).toEqual(["iPhone 13 128 GB", "iPhone 13 256 GB", "iPhone 13 512 GB"]);
    // each family's sizes stay together and ascend
    const families = models.map((m) => m.replace(/ \d+ (GB|TB)$/, ""));
    const seen: string[] = [];
    for (const f of families) if (seen[seen.length - 1] !== f) seen.push(f);
    expect(new Set(seen).size).toBe(seen.length);
    const pro = body.hits.filter((h) => h.model.startsWith("iPhone 13 Pro ") && !h.model.includes("Max")).map((h) => h.model);
    expect(pro).toEqual(
      [...pro].sort(
        (a, b) =>
          Number.parseInt(a.slice(14)) * (a.endsWith("TB") ? 1024 : 1) - Number.parseInt(b.slice(14)) * (b.endsWith("TB") ? 1024 : 1),
      ),
    );
  });

  it("the results page's search sorts by newest and highest price and filters by category and brand", async () => {
    const db = ctx().database.db;
    const base = await searchDevices(db, "de", { text: "pro", sort: "relevance", limit: 48 });
    expect(base.total).toBeGreaterThan(20);
    expect(base.manufacturers.map((m) => m.id)).toContain("apple");
    expect(base.categories.length).toBeGreaterThan(1);

    const price = await searchDevices(db, "de", { text: "pro", sort: "price", limit: 48 });
    const prices = price.hits.map((h) => h.basePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(price.total).toBe(base.total);

    const newest = await searchDevices(db, "de", { text: "pro", sort: "newest", limit: 48 });
    const dates = newest.hits.map((h) => h.releaseYear * 100 + h.releaseMonth);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const apple = await searchDevices(db, "de", { text: "pro", sort: "price", manufacturer: "apple", limit: 48 });
    expect(apple.manufacturer).toBe("apple");
    expect(apple.hits.every((h) => h.manufacturerId === "apple")).toBe(true);
    expect(apple.total).toBe(base.manufacturers.find((m) => m.id === "apple")!.count);
    const tablets = await searchDevices(db, "de", {
      text: "pro",
      sort: "relevance",
      manufacturer: "apple",
      category: "tablets",
      limit: 48,
    });
    expect(tablets.hits.length).toBeGreaterThan(0);
    expect(tablets.hits.every((h) => h.manufacturerId === "apple" && h.categoryId === "tablets")).toBe(true);
    expect(tablets.manufacturers.every((m) => m.count <= base.manufacturers.find((b) => b.id === m.id)!.count)).toBe(true);

    // unknown values are ignored, not an error
    const unknown = await searchDevices(db, "de", {
      text: "pro",
      sort: "relevance",
      manufacturer: "no-such-brand",
      category: "nothing",
      limit: 48,
    });
    expect(unknown).toMatchObject({ manufacturer: null, category: null, total: base.total });
  });

  it("a catalog change announced by any instance drops the drawings this one keeps", async () => {
    const slug = "apple-iphone-13-pro-128gb";
    const before = await device(slug);
    expect(await (await ctx().request(before.picture.src, { host: "de.localhost" })).text()).not.toContain("Kept Drawing");
    const [{ model }] = (await rows<{ model: string }>(ctx().database.db, sql`select model from devices where slug = ${slug}`)) as [
      { model: string },
    ];
    await rows(ctx().database.db, sql`update devices set model = 'Kept Drawing' where slug = ${slug}`);
    try {
      // as another instance's notification arrives (core/changes)
      dispatchChange("catalog");
      const res = await ctx().request(before.picture.src, { host: "de.localhost" });
      expect(await res.text()).toContain("Kept Drawing");
      expect(res.headers.get("cache-control")).toBe("public, max-age=300"); // the page's fingerprint is now outdated
    } finally {
      await rows(ctx().database.db, sql`update devices set model = ${model} where slug = ${slug}`);
      dispatchChange("catalog");
    }
  });
});
