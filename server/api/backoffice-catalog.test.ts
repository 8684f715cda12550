/**
 * The catalog editor's API (decision 0039) on PGlite and PostgreSQL: who may call it, a device's
 * per-edition name in the shop's search API, hiding and showing a device again, an answer
 * effect that changes new offers and not the ones made, creating series and devices, and bad
 * input as 4xx problem details. Every change leaves an audit entry with before and after.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { cachedCategories, categoryBySlug } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import { describeEachDatabase, type TestContext } from "../../tests/helpers/databases.ts";
import { bearer, BACKOFFICE, makeStaff, staffTokens } from "../../tests/helpers/staff.ts";

const SLUG = "apple-iphone-15-128gb";
const OTHER = "apple-iphone-15-256gb";
const API = "/api/backoffice/catalog";

type Device = {
  id: number;
  name: string;
  slug: string;
  hidden: boolean;
  seriesId: string;
  categoryId: string;
  searchTerms: string[];
  texts: Record<string, { name: string }>;
};
type Hit = {
  id: number;
  name: string;
  slug: string;
  questions?: { id: number; code: string; answers: { id: number; code: string; effect: { kind: string } }[] }[];
};

const shop = (ctx: TestContext, search: unknown, host = "de.localhost", resultSize = 20) =>
  ctx.request("/api/trade/searches", {
    host,
    json: { search, application: host.startsWith("de") ? "devices-de" : "devices-en", resultSize },
  });
async function bySlug(ctx: TestContext, slug: string, host = "de.localhost"): Promise<Hit | null> {
  const body = (await (await shop(ctx, { type: "deviceByUrl", url: slug }, host, 1)).json()) as { hits: Hit[] };
  return body.hits[0] ?? null;
}
async function searchText(ctx: TestContext, text: string, host = "de.localhost"): Promise<Hit[]> {
  const res = await shop(ctx, { type: "devicesText", text }, host);
  expect(res.status).toBe(200);
  return ((await res.json()) as { hits: Hit[] }).hits;
}

describeEachDatabase("catalog editor API", (ctx) => {
  let catalog: Record<string, string>;
  let admin: Record<string, string>;
  let payout: Record<string, string>;
  let device: Hit;
  let other: Hit;
  const call = (path: string, init: { method?: string; json?: unknown; auth?: Record<string, string> } = {}) =>
    ctx().request(`${API}${path}`, {
      host: BACKOFFICE,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      ...(init.json !== undefined ? { json: init.json } : {}),
      headers: init.auth ?? catalog,
    });

  beforeAll(async () => {
    catalog = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["catalog"]))).accessToken);
    admin = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["admin"]))).accessToken);
    payout = bearer((await staffTokens(ctx(), await makeStaff(ctx(), ["payout"]))).accessToken);
    device = (await bySlug(ctx(), SLUG))!;
    other = (await bySlug(ctx(), OTHER))!;
    expect(device && other).toBeTruthy();
  });

  it("answers catalog and admin users, 403 to a payout user, 401 without a token, 404 on a shop host", async () => {
    for (const path of [
      "/devices",
      `/devices/${device.id}`,
      "/categories",
      "/manufacturers",
      "/series?category=smartphones",
      "/questions?category=smartphones",
    ]) {
      expect((await call(path)).status, path).toBe(200);
      expect((await call(path, { auth: admin })).status, path).toBe(200);
      const denied = await call(path, { auth: payout });
      expect(denied.status, path).toBe(403);
      expect(denied.headers.get("content-type")).toMatch(/problem\+json/);
      expect((await call(path, { auth: {} })).status, path).toBe(401);
    }
    expect((await call(`/devices/${device.id}`, { method: "PATCH", json: { name: "X" }, auth: payout })).status).toBe(403);
    expect((await call(`/devices/${device.id}/hide`, { method: "POST", auth: {} })).status).toBe(401);
    expect((await ctx().request(`${API}/devices`, { host: "de.localhost", headers: catalog })).status).toBe(404);
  });

  it("lists and finds devices by words, id and filters, in pages", async () => {
    const found = (await (await call(`/devices?q=${encodeURIComponent("iphone 15 128")}`)).json()) as { items: Device[]; total: number };
    expect(found.items.map((d) => d.slug)).toContain(SLUG);
    const byId = (await (await call(`/devices?q=${device.id}`)).json()) as { items: Device[]; total: number };
    expect(byId.items.map((d) => d.id)).toEqual([device.id]);
    const page2 = (await (await call("/devices?category=smartphones&page=2")).json()) as {
      items: Device[];
      page: number;
      total: number;
      pageSize: number;
    };
    expect(page2.page).toBe(2);
    expect(page2.items.length).toBe(page2.pageSize);
    expect(page2.items.every((d) => d.categoryId === "smartphones")).toBe(true);
    expect((await call("/devices?hidden=maybe")).status).toBe(422);
  });

  it("changes a device's name for one edition: the shop's search API shows it there, and only there", async () => {
    const res = await call(`/devices/${device.id}`, {
      method: "PATCH",
      json: { texts: { de: { name: "Apple iPhone 15 Kirschblüte 128 GB" } } },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Device;
    expect(body.texts.de?.name).toBe("Apple iPhone 15 Kirschblüte 128 GB");
    expect((await bySlug(ctx(), SLUG))!.name).toBe("Apple iPhone 15 Kirschblüte 128 GB");
    expect((await bySlug(ctx(), SLUG, "localhost"))!.name).toBe(device.name);
    expect((await searchText(ctx(), "kirschblüte")).map((h) => h.slug)).toEqual([SLUG]);
    // the audit log has before and after
    const [entry] = await rows<{ before: Device; after: Device; staff_email: string }>(
      ctx().database.db,
      sql`select before, after, staff_email from audit_log where action = 'catalog.device.update' and target = ${String(device.id)} order by id desc limit 1`,
    );
    expect(entry!.before.texts.de).toBeUndefined();
    expect(entry!.after.texts.de).toEqual({ name: "Apple iPhone 15 Kirschblüte 128 GB" });
    // null shows the device's own name again
    await call(`/devices/${device.id}`, { method: "PATCH", json: { texts: { de: { name: null } } } });
    expect((await bySlug(ctx(), SLUG))!.name).toBe(device.name);
  });

  it("keeps the extra search terms and takes new ones", async () => {
    const before = (await (await call(`/devices/${device.id}`)).json()) as Device;
    expect(before.searchTerms.length).toBeGreaterThan(0);
    const res = await call(`/devices/${device.id}`, { method: "PATCH", json: { searchTerms: [...before.searchTerms, "Zauberphone"] } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Device).searchTerms).toEqual([...before.searchTerms, "zauberphone"]);
    expect((await searchText(ctx(), "zauberphone")).map((h) => h.slug)).toEqual([SLUG]);
  });

  it("hides a device: gone from search, series list, device lookup, counts and new offers; an offer made before keeps working; unhide brings it back", async () => {
    const answersOf = (h: Hit) => h.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id }));
    const made = await ctx().request("/api/trade/offers", {
      host: "de.localhost",
      json: { deviceId: other.id, answers: answersOf(other) },
    });
    expect(made.status).toBe(201);
    const offer = (await made.json()) as { offerId: string; price: number };
    expect(offer.price).toBeGreaterThan(0);
    const countBefore = (await cachedCategories(ctx().database.db, "de")).find((c) => c.id === "smartphones")!.deviceCount;

    const hidden = await call(`/devices/${other.id}/hide`, { method: "POST" });
    expect(hidden.status).toBe(200);
    expect(((await hidden.json()) as Device).hidden).toBe(true);

    expect(await bySlug(ctx(), OTHER)).toBeNull();
    expect((await searchText(ctx(), "iphone 15 256")).map((h) => h.slug)).not.toContain(OTHER);
    const series = (await (
      await shop(ctx(), { type: "devicesBySeries", seriesId: (other as unknown as Device).seriesId }, "de.localhost", 100)
    ).json()) as { hits: Hit[] };
    expect(series.hits.map((h) => h.slug)).toContain(SLUG);
    expect(series.hits.map((h) => h.slug)).not.toContain(OTHER);
    // the cached category counts were dropped by the change signal
    expect((await cachedCategories(ctx().database.db, "de")).find((c) => c.id === "smartphones")!.deviceCount).toBe(countBefore - 1);
    const refused = await ctx().request("/api/trade/offers", {
      host: "de.localhost",
      json: { deviceId: other.id, answers: answersOf(other) },
    });
    expect(refused.status).toBe(404);
    const kept = await ctx().request(`/api/trade/offers/${offer.offerId}`, { host: "de.localhost" });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { price: number }).price).toBe(offer.price);
    // the editor still finds it, and can filter on it
    const onlyHidden = (await (await call("/devices?hidden=only")).json()) as { items: Device[] };
    expect(onlyHidden.items.map((d) => d.id)).toContain(other.id);

    expect((await call(`/devices/${other.id}/unhide`, { method: "POST" })).status).toBe(200);
    expect((await bySlug(ctx(), OTHER))!.id).toBe(other.id);
    expect((await searchText(ctx(), "iphone 15 256")).map((h) => h.slug)).toContain(OTHER);
    expect((await cachedCategories(ctx().database.db, "de")).find((c) => c.id === "smartphones")!.deviceCount).toBe(countBefore);
    const actions = await rows<{ action: string }>(
      ctx().database.db,
      sql`select action from audit_log where target = ${String(other.id)} and action like 'catalog.device.%' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["catalog.device.hide", "catalog.device.unhide"]);
  });

  it("an answer effect change prices new offers and leaves offers already made alone", async () => {
    const q = device.questions!.find((x) => x.answers.length > 1)!;
    const worse = q.answers[1]!;
    const answersWith = (answerId: number) =>
      device.questions!.map((x) => ({ questionId: x.id, answerId: x.id === q.id ? answerId : x.answers[0]!.id }));
    type Offer = { offerId: string; price: number; breakdown: { basePriceCents: number } };
    const cents = (o: Offer) => Math.round(o.price * 100);
    const first = (await (
      await ctx().request("/api/trade/offers", { host: "de.localhost", json: { deviceId: device.id, answers: answersWith(worse.id) } })
    ).json()) as Offer;

    const res = await call(`/questions/${q.id}`, {
      method: "PATCH",
      json: { answers: [{ id: worse.id, effect: { kind: "deduction", cents: 1234 } }] },
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as { answers: { id: number; effect: unknown }[] };
    expect(changed.answers.find((a) => a.id === worse.id)!.effect).toEqual({ kind: "deduction", cents: 1234 });

    const second = (await (
      await ctx().request("/api/trade/offers", { host: "de.localhost", json: { deviceId: device.id, answers: answersWith(worse.id) } })
    ).json()) as Offer;
    expect(cents(second)).toBe(second.breakdown.basePriceCents - 1234);
    expect(cents(second)).not.toBe(cents(first));
    const old = (await (await ctx().request(`/api/trade/offers/${first.offerId}`, { host: "de.localhost" })).json()) as Offer;
    expect(cents(old)).toBe(cents(first));

    // a multiplier, then back: pricing reads exactly what the editor stored
    await call(`/questions/${q.id}`, {
      method: "PATCH",
      json: { answers: [{ id: worse.id, effect: { kind: "multiplier", value: 0.5 } }] },
    });
    const third = (await (
      await ctx().request("/api/trade/offers", { host: "de.localhost", json: { deviceId: device.id, answers: answersWith(worse.id) } })
    ).json()) as Offer;
    expect(cents(third)).toBe(Math.floor(third.breakdown.basePriceCents / 2));
  });

  it("creates a series and a device in it; the device is in the shop (it has no price until the price editor sets one)", async () => {
    const seriesOnPage = async () =>
      (await categoryBySlug(ctx().database.db, "de", "smartphones"))!.manufacturers.flatMap((m) => m.series.map((x) => x.id));
    const s = await call("/series", {
      json: {
        name: "Pixel Test",
        slug: "google-pixel-test",
        categoryId: "smartphones",
        manufacturerId: "google",
        texts: { de: { content: "Testserie" } },
      },
    });
    expect(s.status).toBe(201);
    // a series shows on the category page once it has a device the shop shows
    expect(await seriesOnPage()).not.toContain("google-pixel-test");
    const d = await call("/devices", {
      json: {
        name: "Google Pixel Test 128 GB",
        model: "Pixel Test 128 GB",
        slug: "google-pixel-test-128gb",
        seriesId: "google-pixel-test",
        releaseYear: 2026,
        releaseMonth: 10,
        searchTerms: ["gpt128"],
      },
    });
    expect(d.status).toBe(201);
    const created = (await d.json()) as Device;
    expect(created).toMatchObject({ categoryId: "smartphones", seriesId: "google-pixel-test", hidden: false, searchTerms: ["gpt128"] });
    expect((await searchText(ctx(), "gpt128")).map((h) => h.slug)).toEqual(["google-pixel-test-128gb"]);
    expect((await bySlug(ctx(), "google-pixel-test-128gb"))!.questions!.length).toBeGreaterThan(3);
    expect(await seriesOnPage()).toContain("google-pixel-test");
    await call(`/devices/${created.id}/hide`, { method: "POST" });
    expect(await seriesOnPage()).not.toContain("google-pixel-test");
    await call(`/devices/${created.id}/unhide`, { method: "POST" });
    // duplicate slugs: 409
    const again = await call("/devices", {
      json: {
        name: "Dup",
        model: "Dup",
        slug: "google-pixel-test-128gb",
        seriesId: "google-pixel-test",
        releaseYear: 2026,
        releaseMonth: 10,
      },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe("slug");
    expect((await call(`/devices/${device.id}`, { method: "PATCH", json: { slug: "google-pixel-test-128gb" } })).status).toBe(409);
    expect(
      (
        await call("/series", {
          json: { name: "Pixel Test", slug: "google-pixel-test", categoryId: "smartphones", manufacturerId: "google" },
        })
      ).status,
    ).toBe(409);
  });

  it("refuses bad input with 4xx problem details and changes nothing", async () => {
    const before = await rows<{ n: number }>(
      ctx().database.db,
      sql`select count(*)::int as n from audit_log where action like 'catalog.%'`,
    );
    const q = device.questions![0]!;
    const cases: [string, string, unknown, number][] = [
      [
        "POST",
        "/devices",
        { name: "A", model: "A", slug: "Not A Slug", seriesId: "apple-iphone-15", releaseYear: 2024, releaseMonth: 1 },
        422,
      ],
      ["POST", "/devices", { name: "A", model: "A", slug: "a--b", seriesId: "apple-iphone-15", releaseYear: 2024, releaseMonth: 1 }, 422],
      ["POST", "/devices", { name: "A", model: "A", slug: "new-one", seriesId: "no-such-series", releaseYear: 2024, releaseMonth: 1 }, 422],
      [
        "POST",
        "/devices",
        { name: "A", model: "A", slug: "new-one", seriesId: "apple-iphone-15", releaseYear: 2024, releaseMonth: 13 },
        422,
      ],
      ["POST", "/devices", { name: "", model: "A", slug: "new-one", seriesId: "apple-iphone-15", releaseYear: 1900, releaseMonth: 1 }, 422],
      ["PATCH", `/devices/${device.id}`, { texts: { xx: { name: "A" } } }, 422],
      ["PATCH", `/devices/${device.id}`, { searchTerms: ["bad term!"] }, 422],
      ["PATCH", `/devices/${device.id}`, { hidden: true }, 422],
      ["PATCH", "/devices/999999999", { name: "A" }, 404],
      ["POST", "/series", { name: "S", slug: "new-series", categoryId: "toasters", manufacturerId: "apple" }, 422],
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "multiplier", value: 1.5 } }] }, 422],
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "multiplier", value: 0.12345 } }] }, 422],
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "deduction", cents: -5 } }] }, 422],
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "deduction", cents: 10.5 } }] }, 422],
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "bonus", cents: 5 } }] }, 422],
      // a no-offer answer without a reason in every edition
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: q.answers[0]!.id, effect: { kind: "noOffer" } }] }, 422],
      // another question's answer
      ["PATCH", `/questions/${q.id}`, { answers: [{ id: device.questions![1]!.answers[0]!.id, sortOrder: 1 }] }, 422],
      ["POST", "/questions", { categoryId: "smartphones", code: "x", answers: [] }, 422],
      ["POST", "/questions", { categoryId: "smartphones", deviceId: device.id, code: "x", answers: [] }, 422],
      ["PATCH", "/categories/smartphones", { texts: { de: { slug: "tablets" } } }, 409],
      ["PATCH", "/categories/smartphones", { topManufacturers: ["nobody"] }, 422],
    ];
    for (const [method, path, json, status] of cases) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    const after = await rows<{ n: number }>(ctx().database.db, sql`select count(*)::int as n from audit_log where action like 'catalog.%'`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const still = (await (await call(`/questions/${q.id}`)).json()) as { answers: { effect: { kind: string } }[] };
    expect(still.answers[0]!.effect.kind).toBe(q.answers[0]!.effect.kind);
  });
});
