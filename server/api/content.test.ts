import { expect, it } from "vitest";
import { CONTENT_PAGE_KEYS, CONTENT_SLUGS, EDITIONS } from "../../core/editions/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";

const host = (e: string) => (e === "en" ? "localhost" : `${e}.localhost`);

describeEachDatabase("content API", (ctx) => {
  it("serves every content page of every edition, sanitized, with its sister pages", async () => {
    for (const edition of EDITIONS) {
      for (const key of CONTENT_PAGE_KEYS) {
        const slug = CONTENT_SLUGS[edition][key];
        const res = await ctx().request(`/api/content/${slug}`, { host: host(edition) });
        expect(res.status, `${edition} ${slug}`).toBe(200);
        const page = await res.json();
        expect(page.title.length).toBeGreaterThan(2);
        expect(page.html).toContain("<h2");
        expect(page.html).not.toMatch(/<script|javascript:/i);
        expect(Object.keys(page.alternates).sort()).toEqual([...EDITIONS].sort());
      }
    }
  });

  it("answers 404 for a slug of another edition and 422 for a malformed one", async () => {
    const other = await ctx().request("/api/content/agb", { host: "fr.localhost" });
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).toMatch(/problem\+json/);
    const bad = await ctx().request("/api/content/%3Cscript%3E", { host: "fr.localhost" });
    expect(bad.status).toBe(422);
  });
});
