/**
 * Matching list rows to the seed catalog (decision 0117), on PGlite and PostgreSQL: exact names,
 * storage in its column or in the text ("128", "128GB", "128 GB"), missing brands, abbreviations,
 * typos; an unclear row asks with up to three candidates, a row that is no device of the catalog is
 * unpriced; hidden devices and devices without a price in the edition are never offered; one
 * statement per call, whatever the number of rows; 1,000 rows well within the time budget.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { rows as queryRows } from "../shared/index.server.ts";
import { ASK_CANDIDATES, listCatalog, MATCH_MIN_SCORE, matchRows, type RowMatch } from "./index.server.ts";

const row = (model: string, storage: string | null = null) => ({ model, storage, colour: null, imei: null, serial: null });

describeEachDatabase("matching device lists", (ctx) => {
  const db = () => ctx().database.db;
  const idOf = async (slug: string) => {
    const [r] = await queryRows<{ id: number }>(db(), sql`select id from devices where slug = ${slug}`);
    expect(r, slug).toBeDefined();
    return Number(r!.id);
  };
  const expectMatched = async (match: RowMatch, slug: string) => {
    expect(match, slug).toMatchObject({ status: "matched", deviceId: await idOf(slug) });
    expect(match.confidence).toBeGreaterThanOrEqual(MATCH_MIN_SCORE);
  };

  it("matches exact names, with the storage in its column or in the text in every spelling", async () => {
    const matches = await matchRows(db(), "de", [
      row("Apple iPhone 13 128 GB"),
      row("iPhone 13", "128"),
      row("iPhone 13", "128 GB"),
      row("iPhone 13 128GB"),
      row("iPhone 13 128"),
      row("apple-iphone-13-128gb"),
      row("Galaxy S23", "256GB"),
      row("Sony PlayStation 5 Slim"),
    ]);
    for (const m of matches.slice(0, 6)) await expectMatched(m, "apple-iphone-13-128gb");
    expect(matches[0]!.confidence).toBe(1);
    expect(matches[0]!.name).toBe("Apple iPhone 13 128 GB");
    await expectMatched(matches[6]!, "samsung-galaxy-s23-256gb");
    expect(matches[7]!.status).toBe("matched");
  });

  it("matches missing brands, abbreviations, typos and noise", async () => {
    const matches = await matchRows(db(), "de", [
      row("IP13 128GB"),
      row("iphone13pro 256gb"),
      row("SGS23 Ultra 512GB"),
      row("Samsng Galaxy S23 Ultra", "512"),
      row("  GALAXY   s23 ULTRA 512 gb  "),
      row("iPhone 13 128GB Midnight Dual SIM"),
      row("MBA 13 (M2, 2022) 8GB/256GB"),
      row("Galaxy S21 Ultra 256GB"),
    ]);
    await expectMatched(matches[0]!, "apple-iphone-13-128gb");
    await expectMatched(matches[1]!, "apple-iphone-13-pro-256gb");
    for (const m of matches.slice(2, 5)) await expectMatched(m, "samsung-galaxy-s23-ultra-512gb");
    await expectMatched(matches[5]!, "apple-iphone-13-128gb");
    await expectMatched(matches[6]!, "apple-macbook-air-13-m2-2022-8gb-256gb");
    // "5G" in the catalog's name does not have to be typed
    await expectMatched(matches[7]!, "samsung-galaxy-s21-ultra-5g-256gb");
  });

  it("asks with at most three candidates when the storage or the model is unclear, never guessing", async () => {
    const [noStorage, otherStorage, family, series] = await matchRows(db(), "de", [
      row("iPhone 13"),
      row("iPhone 13", "2 TB"),
      row("iPhone 13 P 128GB"),
      row("Galaxy S2"),
    ]);
    expect(noStorage).toMatchObject({ status: "ask", deviceId: null, name: null });
    expect(noStorage!.candidates.length).toBeGreaterThan(1);
    expect(noStorage!.candidates.length).toBeLessThanOrEqual(ASK_CANDIDATES);
    expect(noStorage!.candidates.every((c) => c.name.startsWith("Apple iPhone 13 "))).toBe(true);
    expect(noStorage!.candidates.map((c) => c.deviceId)).toContain(await idOf("apple-iphone-13-128gb"));
    expect(otherStorage!.status).toBe("ask");
    expect(family!.status).toBe("ask");
    expect(family!.candidates.map((c) => c.deviceId)).toContain(await idOf("apple-iphone-13-pro-128gb"));
    for (const m of [noStorage!, otherStorage!, family!]) {
      for (const c of m.candidates) expect(c.confidence).toBeGreaterThan(0);
      expect([...m.candidates].sort((a, b) => b.confidence - a.confidence)).toEqual(m.candidates);
    }
    expect(series!.status).not.toBe("matched");
    // a word the best family cannot place is asked about ("Qwz" is not "Galaxy S25"), as is a model we do not have;
    // a slip in a short word is still placed ("Ede" → "Edge")
    const [unplaced, old, edge] = await matchRows(db(), "de", [
      row("Galaxy S25 Qwz 256 GB"),
      row("iPhone 3GS"),
      row("Galaxy S25 Ede 256 GB"),
    ]);
    expect(unplaced!.status).toBe("ask");
    expect(unplaced!.candidates.map((c) => c.deviceId)).toContain(await idOf("samsung-galaxy-s25-256gb"));
    expect(old!.status).not.toBe("matched");
    await expectMatched(edge!, "samsung-galaxy-s25-edge-256gb");
  });

  it("leaves rows that are no device of the catalog unpriced", async () => {
    const matches = await matchRows(db(), "de", [row("Nokia 3310"), row("Kaffeemaschine Deluxe"), row("USB-C Kabel 2m"), row("???")]);
    for (const m of matches) expect(m, JSON.stringify(m)).toMatchObject({ status: "unpriced", deviceId: null, candidates: [] });
  });

  it("offers only shown devices with a price in the edition, with the edition's name", async () => {
    const hidden = await idOf("apple-iphone-13-256gb");
    const unpricedId = await idOf("apple-iphone-13-512gb");
    const renamed = await idOf("apple-iphone-13-128gb");
    await db().execute(sql`update devices set hidden = true where id = ${hidden}`);
    await db().execute(sql`delete from device_prices where device_id = ${unpricedId} and edition = 'en'`);
    await db().execute(sql`insert into device_texts (device_id, edition, name) values (${renamed}, 'en', 'Apple iPhone 13 (128 GB)')`);
    try {
      const catalog = await listCatalog(db(), "en");
      expect(catalog.some((d) => d.id === hidden || d.id === unpricedId)).toBe(false);
      const [h, u, r] = await matchRows(db(), "en", [row("iPhone 13", "256"), row("iPhone 13", "512"), row("iPhone 13", "128")]);
      expect(h!.status).toBe("ask");
      expect(h!.candidates.map((c) => c.deviceId)).not.toContain(hidden);
      expect(u!.candidates.map((c) => c.deviceId)).not.toContain(unpricedId);
      expect(r).toMatchObject({ status: "matched", deviceId: renamed, name: "Apple iPhone 13 (128 GB)" });
      // the other edition still has them
      const [de] = await matchRows(db(), "de", [row("iPhone 13", "512")]);
      expect(de).toMatchObject({ status: "matched", deviceId: unpricedId });
    } finally {
      await db().execute(sql`update devices set hidden = false where id = ${hidden}`);
      await db().execute(sql`insert into device_prices (device_id, edition, base_price_cents)
        select device_id, 'en', base_price_cents from device_prices where device_id = ${unpricedId} and edition = 'de'`);
      await db().execute(sql`delete from device_texts where device_id = ${renamed} and edition = 'en'`);
    }
  });

  it("reads the catalog with one statement for 1,000 rows, in well under the budget", async () => {
    const names = await queryRows<{ name: string }>(db(), sql`select name from devices where not generated order by id limit 200`);
    const list = Array.from({ length: 1000 }, (_, i) => row(names[i % names.length]!.name.toUpperCase()));
    const statements: string[] = [];
    const original = db().execute.bind(db());
    const spy = Object.assign(db(), {
      execute: (q: Parameters<typeof original>[0]) => {
        statements.push("execute");
        return original(q);
      },
    });
    const started = performance.now();
    let matches: RowMatch[];
    try {
      matches = await matchRows(spy, "de", list);
    } finally {
      Object.assign(db(), { execute: original });
    }
    const ms = performance.now() - started;
    expect(statements).toHaveLength(1);
    expect(matches).toHaveLength(1000);
    expect(matches.filter((m) => m.status === "matched").length).toBeGreaterThan(950);
    // the budget is 2 s p95 for parsing, matching and pricing; matching alone stays far below
    expect(ms).toBeLessThan(2000);
  });
});
