/**
 * The search box's suggestions (decision 0104): each suggested device carries its picture (the
 * catalog photo where there is one, else the drawing) and its "up to" price, and nothing else; the
 * answer is public and cacheable (catalog data only, no cookie); bad input is a 422 problem.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { removeDevicePhoto, storeDevicePhoto } from "../../core/catalog/index.server.ts";
import { suggestionsAnswer } from "../../core/search/index.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

type Device = { id: number; slug: string; name: string; url: string; basePrice: number; image: string };

describeEachDatabase("search suggestions API", (ctx) => {
  const suggest = (q: string | null, host = "de.localhost") =>
    ctx().request(`/api/trade/suggestions${q === null ? "" : `?${new URLSearchParams({ q })}`}`, { host });
  const device = async (slug: string): Promise<Device> =>
    (
      await (
        await ctx().request("/api/trade/searches", {
          host: "de.localhost",
          json: { search: { type: "deviceByUrl", url: slug }, application: "devices-de", resultSize: 1 },
        })
      ).json()
    ).hits[0];

  beforeAll(() => {
    ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-suggestions-")));
  });

  it("each suggestion carries id, name, url, picture and the 'up to' price, nothing more; public and cacheable", async () => {
    const res = await suggest("iphone 14");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("vary") ?? "").toMatch(/\bHost\b/);
    const body = await res.json();
    expect(suggestionsAnswer.strict().parse(body)).toEqual(body);
    expect(body.hits.length).toBeGreaterThan(1);
    expect(body.hits.length).toBeLessThanOrEqual(8);
    for (const hit of body.hits) expect(Object.keys(hit).sort()).toEqual(["id", "image", "name", "upTo", "url"]);
    const first = body.hits[0];
    const full = await device(first.url.replace(/^.*\//, ""));
    const cents = Math.round(full.basePrice * 100);
    expect(cents).toBeGreaterThan(0);
    // the result cards' "up to" text, by the one price rule: the seed's running campaign as a named part
    const euros = (c: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(c / 100);
    expect(first).toEqual({ id: full.id, name: full.name, url: full.url, image: full.image, upTo: expect.any(Object) });
    expect(first.upTo.priceCents).toBe(cents);
    expect(first.upTo.totalCents).toBeGreaterThan(cents);
    expect(first.upTo.text).toBe(`bis zu ${euros(cents)} + ${euros(first.upTo.totalCents - cents)} Herbstbonus`);
    expect(first.image).toMatch(/^\/images\/devices\/[a-z0-9-]+\.[0-9a-z]+\.svg$/);
    // small: eight suggestions in well under 2 KB
    expect(JSON.stringify(body).length).toBeLessThan(2000);
  });

  it("a device with a catalog photo is suggested with the photo's WebP; without it, the drawing again", async () => {
    const target = await device("apple-iphone-14-128gb");
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#aa3366" } })
      .jpeg()
      .toBuffer();
    const stored = await storeDevicePhoto(ctx().database.db, ctx().deps.storage!, target.id, photo);
    const hit = async () => (await (await suggest("iphone 14")).json()).hits.find((h: { id: number }) => h.id === target.id);
    const withPhoto = await hit();
    const webp240 = stored.find((v) => v.format === "webp" && v.width === 240)!;
    expect(withPhoto.image).toBe(`/images/photos/${webp240.key}`);
    const served = await ctx().request(withPhoto.image, { host: "de.localhost" });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    await removeDevicePhoto(ctx().database.db, ctx().deps.storage!, target.id);
    expect((await hit()).image).toMatch(/^\/images\/devices\/apple-iphone-14-128gb\.[0-9a-z]+\.svg$/);
  });

  it("prices and names follow the Host's edition", async () => {
    const fr = (await (await suggest("iphone 14", "fr.localhost")).json()).hits[0];
    expect(fr.url).toMatch(/^\/[a-z-]+\//);
    expect(fr.url).not.toMatch(/^\/produkte\//);
    expect(fr.name).toMatch(/Go\b/);
    expect(fr.upTo.text).toMatch(/^jusqu’à \d[\d\u202f]*,\d\d\u00a0€ \+ \d+,\d\d\u00a0€ \(.+\)$/);
  });

  it("a missing, too short or too long text is a 422 problem, never a 5xx", async () => {
    for (const q of [null, "", " a ", "x".repeat(101)]) {
      const res = await suggest(q);
      expect(res.status, String(q)).toBe(422);
      expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
    }
  });

  it("the back office host has no shop API: 404", async () => {
    expect((await suggest("iphone", "backoffice.localhost")).status).toBe(404);
  });
});
