/**
 * An existing content store gets the seed's current texts on start (decision 0034): a page of an
 * older seed (placeholder company data) is replaced, an up-to-date one is left alone.
 */
import { eq, and, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { contentPages } from "../schema/index.ts";
import { seedIfEmpty } from "./index.server.ts";
import { refreshSeededContent } from "./content.server.ts";

describeEachDatabase("content refresh", (ctx) => {
  it("replaces a page of an older seed and leaves current ones alone", async () => {
    const db = ctx().database.db;
    expect(await refreshSeededContent(db)).toBe(0);
    const where = and(eq(contentPages.edition, "de"), eq(contentPages.key, "imprint"));
    await db
      .update(contentPages)
      .set({ markdown: "**Sellback GmbH**, Musterstraße 1, 10115 Berlin", updatedAt: sql`now() - interval '1 year'` })
      .where(where);
    expect(await seedIfEmpty(db)).toEqual(["content refreshed"]);
    const [page] = await db.select({ markdown: contentPages.markdown }).from(contentPages).where(where);
    expect(page!.markdown).toContain("{{company.registerNumber}}");
    expect(page!.markdown).not.toContain("Musterstraße");
    expect(await seedIfEmpty(db)).toEqual([]);
  });
});
