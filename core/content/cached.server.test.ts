/** Content pages from memory (decision 0058): no statement when warm, a saved edit at once, unknown slugs not kept. */
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { countQueries } from "../../db/query-count.server.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { updateContentPage } from "./admin.server.ts";
import { CONTENT_CACHE_TTL_MS, cachedContentBySlug, clearContentCache } from "./cached.server.ts";
import { contentBySlug } from "./queries.server.ts";

describeEachDatabase("content pages from memory", (ctx) => {
  const db = () => ctx().database.db;
  const actor = { staffId: "00000000-0000-4000-8000-000000000001", staffEmail: "content@staff.example", clientKey: null };

  it("reads a page once, the same as read fresh; another edition and unknown slugs apart", async () => {
    clearContentCache();
    const now = Date.now();
    const cold = await countQueries(() => cachedContentBySlug(db(), "de", "agb", now));
    expect(cold.queries).toBe(2);
    expect(cold.result).toEqual(await contentBySlug(db(), "de", "agb"));
    const warm = await countQueries(() => cachedContentBySlug(db(), "de", "agb", now));
    expect(warm.queries).toBe(0);
    expect(warm.result).toEqual(cold.result);
    expect((await cachedContentBySlug(db(), "fr", "agb", now))?.url).not.toBe(cold.result!.url);
    // an unknown slug is asked again each time (nothing kept for it)
    expect(await cachedContentBySlug(db(), "de", "no-such-page", now)).toBeNull();
    expect((await countQueries(() => cachedContentBySlug(db(), "de", "no-such-page", now))).queries).toBe(1);
  });

  it("a saved edit shows at once; an edit by hand in SQL after a minute at most", async () => {
    const page = (await cachedContentBySlug(db(), "de", "agb"))!;
    await updateContentPage(
      db(),
      "de",
      page.key as never,
      { title: "AGB neu", description: page.description, markdown: "Neu gefasst." } as never,
      { ...actor, now: new Date() },
    );
    const after = (await cachedContentBySlug(db(), "de", "agb"))!;
    expect(after.title).toBe("AGB neu");
    expect(after.html).toContain("Neu gefasst.");
    const now = Date.now();
    await cachedContentBySlug(db(), "de", "agb", now);
    await db().execute(sql`update content_pages set title = 'Von Hand' where edition = 'de' and slug = 'agb'`);
    expect((await cachedContentBySlug(db(), "de", "agb", now + 1000))!.title).toBe("AGB neu");
    expect((await cachedContentBySlug(db(), "de", "agb", now + CONTENT_CACHE_TTL_MS + 1))!.title).toBe("Von Hand");
  });
});
