/**
 * The catalog editor's device photo (decision 0104) on PGlite and PostgreSQL: catalog and admin
 * users set and remove it, anybody else is refused; the shop's APIs then carry the photo (search,
 * suggestions) and the drawing again after removal; what is not an image is a 415, never a 5xx;
 * both changes are audited.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { directoryStorage } from "../../core/storage/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

const SLUG = "apple-iphone-13-mini-128gb";

describeEachDatabase("catalog editor: device photo", (ctx) => {
  let catalog: Record<string, string>;
  let admin: Record<string, string>;
  let inspector: Record<string, string>;
  let deviceId: number;
  let jpeg: Buffer;

  const upload = (id: number | string, auth: Record<string, string>, bytes: Uint8Array = jpeg, host = BACKOFFICE) => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
    return ctx().request(`/api/backoffice/catalog/devices/${id}/photo`, { host, method: "PUT", body: form, headers: auth });
  };
  const remove = (id: number, auth: Record<string, string>) =>
    ctx().request(`/api/backoffice/catalog/devices/${id}/photo`, { host: BACKOFFICE, method: "DELETE", headers: auth });
  const suggested = async () =>
    (
      await (await ctx().request(`/api/trade/suggestions?q=${encodeURIComponent("iphone 13 mini")}`, { host: "de.localhost" })).json()
    ).hits.find((h: { id: number }) => h.id === deviceId);

  beforeAll(async () => {
    ctx().deps.storage = directoryStorage(mkdtempSync(path.join(tmpdir(), "sellback-catalog-photo-")));
    catalog = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken);
    admin = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken);
    inspector = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["inspector"]))).accessToken);
    const found = await ctx().request("/api/trade/searches", {
      host: "de.localhost",
      json: { search: { type: "deviceByUrl", url: SLUG }, application: "devices-de", resultSize: 1 },
    });
    deviceId = (await found.json()).hits[0].id;
    jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#225577" } })
      .jpeg()
      .toBuffer();
  });

  it("only catalog and admin users may set or remove it: 401 without a token, 403 for an inspector, 404 on a shop host", async () => {
    expect((await upload(deviceId, {})).status).toBe(401);
    expect((await upload(deviceId, inspector)).status).toBe(403);
    expect((await remove(deviceId, inspector)).status).toBe(403);
    expect((await upload(deviceId, catalog, jpeg, "de.localhost")).status).toBe(404);
    expect((await suggested()).image).toMatch(/^\/images\/devices\//);
  });

  it("a catalog user's photo is what the shop shows; removing it brings the drawing back; both audited", async () => {
    const res = await upload(deviceId, catalog);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deviceId).toBe(deviceId);
    expect(body.photo.map((v: { format: string; width: number }) => `${v.format}${v.width}`)).toEqual([
      "avif120",
      "webp120",
      "avif240",
      "webp240",
      "avif480",
      "webp480",
    ]);
    const image = (await suggested()).image;
    expect(image).toMatch(new RegExp(`^/images/photos/catalog/devices/${deviceId}/[0-9a-f]{16}-240\\.webp$`));
    expect((await ctx().request(image, { host: "de.localhost" })).status).toBe(200);
    expect((await remove(deviceId, admin)).status).toBe(200);
    expect((await suggested()).image).toMatch(/^\/images\/devices\//);
    expect((await ctx().request(image, { host: "de.localhost" })).status).toBe(404);
    const audit = await rows<{ action: string }>(
      ctx().database.db,
      sql`select action from audit_log where target = ${String(deviceId)} and action like 'catalog.device.photo%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["catalog.device.photo", "catalog.device.photoRemoved"]);
  });

  it("bad input is a 4xx problem: not an image 415, JSON 415, no photo part 422, unknown device 404, bad id 422", async () => {
    const notImage = await upload(deviceId, catalog, new TextEncoder().encode("not an image"));
    expect(notImage.status).toBe(415);
    expect(notImage.headers.get("content-type")).toMatch(/problem\+json/);
    const json = await ctx().request(`/api/backoffice/catalog/devices/${deviceId}/photo`, {
      host: BACKOFFICE,
      method: "PUT",
      json: {},
      headers: catalog,
    });
    expect(json.status).toBe(415);
    const empty = await ctx().request(`/api/backoffice/catalog/devices/${deviceId}/photo`, {
      host: BACKOFFICE,
      method: "PUT",
      body: new FormData(),
      headers: catalog,
    });
    expect(empty.status).toBe(422);
    expect((await upload(999_999_999, catalog)).status).toBe(404);
    expect((await upload("abc", catalog)).status).toBe(422);
  });
});
