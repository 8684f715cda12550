/**
 * The typeahead's candidates (decision 0059), on PGlite and PostgreSQL with a few thousand
 * generated devices: whichever way a query is answered (one word: the planner's rank walk or the
 * full-text index; several words: the bounded rank walk, else the anchor word's index with the
 * whole query checked per row), the candidates are exactly the best ones by the static order,
 * ties by id, hidden devices never; a typo costs three statements; short queries are answered from
 * memory per edition and forgotten when the catalog changes.
 */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { countQueries } from "../../db/query-count.server.ts";
import { generateDevices } from "../../db/seed/generate.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { announceChange, dispatchChange } from "../changes/index.ts";
import { rows } from "../shared/index.server.ts";
import { prefixTsQuery, normalizeSearchText, tokens } from "./query.ts";
import { anchorWord, RANK_WALK, searchDevicesText } from "./search.server.ts";
import { clearShortPrefixCache, setShortPrefixClock, SHORT_PREFIX_TTL_MS } from "./short-prefix-cache.server.ts";

/**
 * Common and rare, one and several words, one-letter last words, a typo, nothing at all; some
 * ("neo", "prime a") match almost only generated devices, whose static ranks tie by the dozen,
 * so the window's edge falls inside a tie.
 */
const QUERIES = [
  "pl",
  "ip",
  "ga",
  "iph",
  "neo",
  "ne",
  "prime",
  "edge",
  "galaxy",
  "galaxy s",
  "galaxy neo",
  "neo 1",
  "prime a",
  "lite 12",
  "galaxy s2",
  "iphone 1",
  "iphone 15 p",
  "macbook air m",
  "sony a7 i",
  "pro max",
  "max pro 1",
  "thinkpad x1",
  "galaxy zz",
  "canon rf 24 7",
  "mini 12 a",
];

describeEachDatabase("typeahead candidates", (ctx) => {
  const db = () => ctx().database.db;
  let grown = false;
  async function grow() {
    if (grown) return;
    // more generated devices than the rank walk reads, so that both of its outcomes occur
    await generateDevices(db(), RANK_WALK * 3);
    grown = true;
    clearShortPrefixCache();
  }

  /** The obvious answer: every shown device matching all prefixes, best static rank first, ties by id. */
  async function expected(text: string, window: number): Promise<number[]> {
    const words = tokens(normalizeSearchText(text));
    const list = await rows<{ id: number }>(
      db(),
      sql`select d.id from devices d where not d.hidden and d.search_vector @@ to_tsquery('simple', ${prefixTsQuery(words)})
        order by d.search_rank desc, d.id limit ${window}`,
    );
    return list.map((r) => Number(r.id)).sort((a, b) => a - b);
  }
  const found = async (text: string, limit = 100) =>
    (await searchDevicesText(db(), "de", text, limit)).hits.map((h) => h.id).sort((a, b) => a - b);

  it("finds exactly the best candidates by the static order, whichever way the query is answered", async () => {
    await grow();
    let walked = 0;
    for (const text of QUERIES) {
      clearShortPrefixCache();
      const want = await expected(text, 100);
      expect(await found(text), text).toEqual(want);
      if (want.length === 100) walked++;
    }
    expect(walked, "some queries fill the window").toBeGreaterThan(3);
  });

  it("never offers a hidden device, in the rank walk or from the index", async () => {
    await grow();
    for (const text of ["galaxy s", "thinkpad x1", "pl"]) {
      clearShortPrefixCache();
      const top = (await searchDevicesText(db(), "de", text, 1)).hits[0]!;
      await db().execute(sql`update devices set hidden = true where id = ${top.id}`);
      clearShortPrefixCache();
      const after = await found(text);
      expect(after, text).not.toContain(top.id);
      expect(after, text).toEqual(await expected(text, 100));
      await db().execute(sql`update devices set hidden = false where id = ${top.id}`);
    }
  });

  it("corrects a typo in one statement: three in all", async () => {
    clearShortPrefixCache();
    const { result, queries } = await countQueries(() => searchDevicesText(db(), "de", "iphnoe 15", 5));
    expect(result.hits[0]!.model).toMatch(/iPhone 15/);
    expect(queries).toBe(3);
    // a known word that matches nothing with the others is left alone: nothing is found
    expect((await searchDevicesText(db(), "de", "iphone zzzz", 5)).hits).toEqual([]);
  });

  it("answers short queries from memory, per edition, until the catalog changes or a minute passes", async () => {
    let t = 1_000_000;
    setShortPrefixClock(() => t);
    clearShortPrefixCache();
    const first = await countQueries(() => searchDevicesText(db(), "de", "iph", 8));
    expect(first.queries).toBe(1);
    const again = await countQueries(() => searchDevicesText(db(), "de", "IPH ", 8));
    expect(again.queries).toBe(0);
    expect(again.result).toEqual(first.result);
    // another edition, another answer (its own paths)
    const fr = await countQueries(() => searchDevicesText(db(), "fr", "iph", 8));
    expect(fr.queries).toBe(1);
    expect(fr.result.hits[0]!.url).not.toBe(first.result.hits[0]!.url);
    // longer queries always ask the database
    await searchDevicesText(db(), "de", "ipho", 8);
    expect((await countQueries(() => searchDevicesText(db(), "de", "ipho", 8))).queries).toBe(1);

    // a change: hidden at once, and only the database's answer counts
    const top = first.result.hits[0]!;
    await db().transaction(async (tx) => {
      await tx.execute(sql`update devices set hidden = true where id = ${top.id}`);
      await announceChange(tx as never, "catalog");
    });
    dispatchChange("catalog", "notified"); // what the listener does when the commit's notification arrives
    const hidden = await countQueries(() => searchDevicesText(db(), "de", "iph", 8));
    expect(hidden.queries).toBe(1);
    expect(hidden.result.hits.map((h) => h.id)).not.toContain(top.id);
    await db().execute(sql`update devices set hidden = false where id = ${top.id}`);
    // not announced: the remembered answer stays, until its minute is over
    expect((await countQueries(() => searchDevicesText(db(), "de", "iph", 8))).queries).toBe(0);
    t += SHORT_PREFIX_TTL_MS;
    const later = await countQueries(() => searchDevicesText(db(), "de", "iph", 8));
    expect(later.queries).toBe(1);
    expect(later.result.hits.map((h) => h.id)).toContain(top.id);
    setShortPrefixClock(null);
    clearShortPrefixCache();
  });

  it("stores nothing while this instance's change is not committed", async () => {
    setShortPrefixClock(() => 2_000_000);
    clearShortPrefixCache();
    dispatchChange("prices", "local"); // announced inside a transaction that has not committed yet
    await searchDevicesText(db(), "de", "ga", 8);
    expect((await countQueries(() => searchDevicesText(db(), "de", "ga", 8))).queries).toBe(1);
    dispatchChange("prices", "notified"); // committed
    await searchDevicesText(db(), "de", "ga", 8);
    expect((await countQueries(() => searchDevicesText(db(), "de", "ga", 8))).queries).toBe(0);
    setShortPrefixClock(null);
  });

  it("a change an earlier suite of the worker left uncommitted does not hold off storing under a test clock set back", async () => {
    // another file in the same worker (decision 0142) announced a change whose notification never came, on the real clock
    dispatchChange("catalog", "local");
    setShortPrefixClock(() => 3_000_000);
    clearShortPrefixCache();
    await searchDevicesText(db(), "de", "pix", 8);
    expect((await countQueries(() => searchDevicesText(db(), "de", "pix", 8))).queries).toBe(0);
    setShortPrefixClock(null);
  });
});

it("the anchor word is the longest, the first of equals", () => {
  expect(anchorWord(["macbook", "air", "m"])).toBe("macbook");
  expect(anchorWord(["sony", "a7", "iv"])).toBe("sony");
  expect(anchorWord(["a7", "iv"])).toBe("a7");
});
