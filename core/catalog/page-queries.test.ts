/**
 * How many SQL statements the catalog pages' reads run (decision 0049), on PGlite and PostgreSQL:
 * the sell-category page, overviews and the device page cost a fixed number of statements,
 * whatever the number of manufacturers, series and devices (no statement per series). Also what
 * the sell-category page lists: each series' newest devices first, its picture from the newest,
 * hidden devices and empty series left out; the campaigns the pages keep in memory.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { countQueries } from "../../db/query-count.server.ts";
import { cachedRunningCampaigns, activeCampaigns, createCampaign } from "../campaign/index.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { announceChange } from "../changes/index.ts";
import {
  cachedCatalogNames,
  cachedCategories,
  cachedDeviceForPage,
  cachedManufacturerOverviews,
  cachedSellCategory,
  clearCatalogCaches,
} from "./cached.server.ts";
import { categoryBySlug, deviceById, deviceBySlug, overviewBySlug, SELL_CATEGORY_SERIES_DEVICES } from "./queries.server.ts";
import { searchDevices } from "../search/index.server.ts";
import { rows } from "../shared/index.server.ts";

describeEachDatabase("catalog page statements", (ctx) => {
  const db = () => ctx().database.db;

  /** Three more series of smartphones by Google with `perSeries` devices each; one hidden device, one empty series. */
  async function growCategory(perSeries: number) {
    for (const n of [1, 2, 3]) {
      const id = `render-test-${n}`;
      await db().execute(sql`insert into series (id, name, slug, category_id, manufacturer_id, thumbnail)
        values (${id}, ${`Render Test ${n}`}, ${id}, 'smartphones', 'google', '/images/categories/smartphones.svg')`);
      await db().execute(
        sql`insert into series_texts (series_id, edition, content, meta_description, meta_keywords) values (${id}, 'de', '', '', '')`,
      );
      await db().execute(sql`insert into devices (slug, name, model, category_id, manufacturer_id, series_id, release_year, release_month, image, thumbnail, search_text)
        select ${id} || '-' || g, 'Google Render Test ' || ${n} || ' Nr ' || g, 'Render Test ' || ${n} || ' Nr ' || g, 'smartphones', 'google', ${id},
          2000 + g, 1, '/images/categories/smartphones.svg', '/images/categories/smartphones.svg', 'render test'
        from generate_series(1, ${perSeries}) g`);
    }
    await db().execute(sql`update devices set hidden = true where slug = ${`render-test-1-${perSeries}`}`);
    await db().execute(sql`insert into series (id, name, slug, category_id, manufacturer_id, thumbnail)
      values ('render-test-empty', 'Render Test Empty', 'render-test-empty', 'smartphones', 'google', '/images/categories/smartphones.svg')`);
    await db().execute(
      sql`insert into series_texts (series_id, edition, content, meta_description, meta_keywords) values ('render-test-empty', 'de', '', '', '')`,
    );
    clearCatalogCaches();
  }

  it("the sell-category page: two statements however many series and devices it lists", async () => {
    const before = await countQueries(() => categoryBySlug(db(), "de", "smartphones"));
    const seriesBefore = before.result!.manufacturers.flatMap((m) => m.series).length;
    expect(seriesBefore).toBeGreaterThan(10);
    expect(before.queries).toBe(2);

    await growCategory(SELL_CATEGORY_SERIES_DEVICES + 5);
    const after = await countQueries(() => categoryBySlug(db(), "de", "smartphones"));
    const page = after.result!;
    const google = page.manufacturers.find((m) => m.id === "google")!;
    expect(after.queries).toBe(2);
    expect(page.manufacturers.flatMap((m) => m.series).length).toBe(seriesBefore + 3);
    // the empty series is left out; each listed one has its newest devices first, at most the page's limit
    expect(google.series.map((s) => s.id)).not.toContain("render-test-empty");
    const list = page.devices["render-test-1"]!;
    expect(list).toHaveLength(SELL_CATEGORY_SERIES_DEVICES);
    expect(list[0]!.name).toBe(`Render Test 1 Nr ${SELL_CATEGORY_SERIES_DEVICES + 4}`); // the newest shown one (the newest is hidden)
    expect(list.map((d) => d.url)).not.toContain(`/produkte/render-test-1-${SELL_CATEGORY_SERIES_DEVICES + 5}`);
    expect(page.devices["render-test-2"]![0]!.url).toBe(`/produkte/render-test-2-${SELL_CATEGORY_SERIES_DEVICES + 5}`);
    expect(page.pictures["render-test-2"]!.src).toContain(`render-test-2-${SELL_CATEGORY_SERIES_DEVICES + 5}`);
    expect(page.slugs).toMatchObject({ de: "smartphones" });
  });

  it("the sell-category page from memory: no statement when warm, unknown slugs not kept, a catalog change shows at once", async () => {
    clearCatalogCaches();
    const cold = await countQueries(() => cachedSellCategory(db(), "de", "smartphones"));
    expect(cold.queries).toBeGreaterThan(0);
    const warm = await countQueries(() => cachedSellCategory(db(), "de", "smartphones"));
    expect(warm.queries).toBe(0);
    expect(warm.result).toEqual(cold.result);
    expect(await cachedSellCategory(db(), "de", "no-such-category")).toBeNull();
    await db().transaction(async (tx) => {
      await tx.execute(sql`update series set name = 'Render Renamed' where id = 'render-test-2'`);
      await announceChange(tx as never, "catalog");
    });
    const after = await cachedSellCategory(db(), "de", "smartphones");
    expect(after!.manufacturers.flatMap((m) => m.series).find((s) => s.id === "render-test-2")!.name).toBe("Render Renamed");
  });

  it("overviews and the device page: a fixed number of statements", async () => {
    const categories = await cachedCategories(db(), "de");
    const category = await countQueries(() => overviewBySlug(db(), "de", "smartphones", { page: 1, sort: "newest", categories }));
    expect(category.result!.devices.length).toBeGreaterThan(0);
    expect(category.result!.total).toBe(categories.find((c) => c.slug === "smartphones")!.deviceCount);
    expect(category.queries).toBe(1);
    const brand = await countQueries(() => overviewBySlug(db(), "de", "smartphones-apple", { page: 2, sort: "name", categories }));
    expect(brand.result!.devices.length).toBeGreaterThan(0);
    expect(brand.queries).toBe(3);
    const device = await countQueries(() => deviceBySlug(db(), "de", "apple-iphone-15-128gb"));
    expect(device.result!.questions!.length).toBeGreaterThan(3);
    expect(device.queries).toBe(1);
  });

  it("the device page: one statement, names and its category's questions from memory, the same as read fresh (decision 0058)", async () => {
    clearCatalogCaches();
    const fresh = await deviceBySlug(db(), "de", "apple-iphone-15-128gb");
    const cold = await countQueries(() => cachedDeviceForPage(db(), "de", "apple-iphone-15-128gb"));
    // cold: the device, the edition's categories, the names, the category's questions
    expect(cold.queries).toBe(4);
    expect(cold.result).toEqual(fresh);
    const warm = await countQueries(() => cachedDeviceForPage(db(), "de", "apple-iphone-15-128gb"));
    expect(warm.queries).toBe(1);
    expect(warm.result).toEqual(fresh);
    // another edition has its own texts
    const fr = await cachedDeviceForPage(db(), "fr", "apple-iphone-15-128gb");
    expect(fr).toEqual(await deviceBySlug(db(), "fr", "apple-iphone-15-128gb"));
    expect(fr!.questions![0]!.question).not.toBe(fresh!.questions![0]!.question);
    expect(await cachedDeviceForPage(db(), "de", "no-such-device")).toBeNull();
  });

  it("the device page: a device's own questions instead of its category's; a catalog change shows at once", async () => {
    const slug = "apple-iphone-15-128gb";
    await cachedDeviceForPage(db(), "de", slug);
    const [q] = await rows<{ id: number }>(
      db(),
      sql`insert into questions (code, device_id, sort_order) select 'own_test', id, 0 from devices where slug = ${slug} returning id`,
    );
    await db().execute(
      sql`insert into question_texts (question_id, edition, question, description) values (${q!.id}, 'de', 'Eigene Frage?', '')`,
    );
    const [a] = await rows<{ id: number }>(
      db(),
      sql`insert into answers (question_id, code, sort_order, effect_kind, multiplier) values (${q!.id}, 'own_yes', 0, 'multiplier', 1) returning id`,
    );
    await db().execute(sql`insert into answer_texts (answer_id, edition, text, help) values (${a!.id}, 'de', 'Ja', '')`);
    // the device's own questions are read with it (never from the category's memory)
    const own = await countQueries(() => cachedDeviceForPage(db(), "de", slug));
    expect(own.queries).toBe(2);
    expect(own.result!.questions!.map((x) => x.question)).toEqual(["Eigene Frage?"]);
    expect(own.result).toEqual(await deviceBySlug(db(), "de", slug));
    await db().execute(sql`delete from questions where id = ${q!.id}`);
    // a series added after the names were remembered, without an announcement: read whole, still right
    await db().execute(sql`insert into series (id, name, slug, category_id, manufacturer_id, thumbnail)
      values ('page-test-series', 'Page Test Series', 'page-test-series', 'smartphones', 'apple', '/images/categories/smartphones.svg')`);
    await db().execute(sql`update devices set series_id = 'page-test-series' where slug = ${slug}`);
    expect((await cachedDeviceForPage(db(), "de", slug))!.series).toBe("Page Test Series");
    // a category question edited: the page shows it once the change is announced
    const other = await cachedDeviceForPage(db(), "de", "apple-iphone-15-pro-128gb");
    const first = other!.questions![0]!;
    await db().execute(sql`update question_texts set question = 'Geändert?' where question_id = ${first.id} and edition = 'de'`);
    await announceChange(db(), "catalog");
    expect((await cachedDeviceForPage(db(), "de", "apple-iphone-15-pro-128gb"))!.questions![0]!.question).toBe("Geändert?");
  });

  it("overviews with names, manufacturers and counts from memory: the same pages, one statement (decision 0058)", async () => {
    const categories = await cachedCategories(db(), "de");
    const names = await cachedCatalogNames(db());
    const manufacturerOverviews = await cachedManufacturerOverviews(db());
    for (const [slug, page, sort] of [
      ["smartphones", 1, "newest"],
      ["smartphones", 2, "name"],
      ["smartphones-apple", 1, "newest"],
      ["smartphones-apple", 2, "name"],
      ["smartphones-google", 1, "newest"],
    ] as const) {
      const fresh = await overviewBySlug(db(), "de", slug, { page, sort, categories });
      const fromMemory = await countQueries(() =>
        overviewBySlug(db(), "de", slug, { page, sort, categories, names, manufacturerOverviews }),
      );
      expect(fromMemory.result, `${slug} ${page} ${sort}`).toEqual(fresh);
      expect(fromMemory.result!.devices.length).toBeGreaterThan(0);
      // the list alone: the manufacturer and its count come from memory too
      expect(fromMemory.queries).toBe(1);
    }
    // a manufacturer overview not in memory (added since) is looked up as before; an unknown one is none
    const empty = new Map() as typeof manufacturerOverviews;
    expect(
      await overviewBySlug(db(), "de", "smartphones-apple", { page: 1, sort: "newest", categories, names, manufacturerOverviews: empty }),
    ).toEqual(await overviewBySlug(db(), "de", "smartphones-apple", { page: 1, sort: "newest", categories }));
    expect(
      await overviewBySlug(db(), "de", "smartphones-nobody", { page: 1, sort: "newest", categories, names, manufacturerOverviews }),
    ).toBeNull();
    // a name not in memory (a series added since): the page is read whole, still right
    const stale = { manufacturers: names.manufacturers, series: new Map<string, string>() };
    const whole = await countQueries(() =>
      overviewBySlug(db(), "de", "smartphones", { page: 1, sort: "newest", categories, names: stale }),
    );
    expect(whole.result).toEqual(await overviewBySlug(db(), "de", "smartphones", { page: 1, sort: "newest", categories }));
    expect(whole.queries).toBe(2);
  });

  it("the pages' campaigns: from memory, the running ones at each instant, a new campaign at once", async () => {
    const now = new Date();
    await cachedRunningCampaigns(db(), "de", now);
    const again = await countQueries(() => cachedRunningCampaigns(db(), "de", now));
    expect(again.queries).toBe(0);
    const made = await createCampaign(db(), {
      edition: "de",
      name: "Render Test",
      categoryIds: ["smartphones"],
      percent: 5,
      startsAt: new Date(now.getTime() - 3_600_000),
      endsAt: new Date(now.getTime() + 3_600_000),
    });
    const running = await cachedRunningCampaigns(db(), "de", now);
    expect(running.find((c) => c.id === made.id)).toMatchObject({ name: "Render Test", categoryNames: ["Handys & Smartphones"] });
    expect(running.map((c) => c.id)).toEqual((await activeCampaigns(db(), "de", now)).map((c) => c.id));
    expect((await cachedRunningCampaigns(db(), "de", new Date(now.getTime() + 7_200_000))).map((c) => c.id)).not.toContain(made.id);
    expect((await cachedRunningCampaigns(db(), "fr", now)).map((c) => c.id)).not.toContain(made.id);
  });

  it("the search results page: one statement with the names from memory, the same names as read whole; a series not in memory yet is read whole", async () => {
    const search = (text: string) => searchDevices(db(), "de", { text, sort: "relevance", limit: 24 });
    clearCatalogCaches();
    await search("iphone");
    const warm = await countQueries(() => search("iphone"));
    expect(warm.queries).toBe(1);
    expect(warm.result.hits.length).toBeGreaterThan(5);
    for (const hit of warm.result.hits.slice(0, 8)) {
      const whole = (await deviceById(db(), "de", hit.id))!;
      expect([hit.category, hit.manufacturer, hit.series, hit.name, hit.url]).toEqual([
        whole.category,
        whole.manufacturer,
        whole.series,
        whole.name,
        whole.url,
      ]);
    }
    expect(warm.result.categories.map((c) => c.name)).toContain(warm.result.hits[0]!.category);

    // added without a change signal: the names in memory do not know the series, so the page reads it whole
    await db().execute(sql`insert into series (id, name, slug, category_id, manufacturer_id, thumbnail)
      values ('search-names-test', 'Search Names Test', 'search-names-test', 'smartphones', 'google', '/images/categories/smartphones.svg')`);
    await db().execute(sql`insert into devices (slug, name, model, category_id, manufacturer_id, series_id, release_year, release_month, image, thumbnail, search_text)
      values ('zyxwort-1', 'Google Zyxwort 1', 'Zyxwort 1', 'smartphones', 'google', 'search-names-test', 2024, 1, '/images/categories/smartphones.svg', '/images/categories/smartphones.svg', 'google zyxwort 1')`);
    const fresh = await countQueries(() => search("zyxwort"));
    expect(fresh.result.hits.map((h) => [h.slug, h.series, h.manufacturer])).toEqual([["zyxwort-1", "Search Names Test", "Google"]]);
    expect(fresh.queries).toBe(2);
    clearCatalogCaches();
  });

  it("counts each caller's statements apart, also when they run at the same time", async () => {
    const [a, b] = await Promise.all([
      countQueries(async () => {
        await db().execute(sql`select 1`);
        await db().execute(sql`select 2`);
      }),
      countQueries(() => db().execute(sql`select 3`)),
    ]);
    expect([a.queries, b.queries]).toEqual([2, 1]);
    // outside a counted call nothing is counted (and nothing fails)
    await expect(db().execute(sql`select 4`)).resolves.toBeTruthy();
  });
});
