import { describe, expect, it } from "vitest";
import { EDITIONS, PAGES, PAGE_IDS, PRIVATE_PAGES, type EditionId, type PageId } from "../../core/editions/index.ts";
import {
  NEVER_SPECULATE_SELECTOR,
  PUBLIC_PAGES,
  speculationRules,
  templatePattern,
  type DocumentPredicate,
  type DocumentRule,
} from "./rules.ts";

const origin = "http://de.localhost:4150";

/**
 * Evaluates a rule's predicate for a link the way the browser does for the URL part (URLPattern
 * against the rules file's URL); a CSS selector predicate is true when the link carries one of
 * the `markers` it names (none by default: a plain `<a href>`).
 */
function matches(where: DocumentPredicate, href: string, markers: readonly string[] = []): boolean {
  if ("and" in where) return where.and.every((p) => matches(p, href, markers));
  if ("or" in where) return where.or.some((p) => matches(p, href, markers));
  if ("not" in where) return !matches(where.not, href, markers);
  if ("href_matches" in where)
    return where.href_matches.some((p) => new URLPattern(p, `${origin}/speculation-rules.json`).test(new URL(href, origin)));
  return markers.some((m) => where.selector_matches.includes(m));
}

const fill = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (name === "overview" ? "laptops" : `sample-${name}`));
const pathsOf = (edition: EditionId, page: PageId) => (PAGES[page][edition] as readonly string[]).map(fill);

const speculated = (rules: DocumentRule[], href: string, markers?: readonly string[]) => rules.some((r) => matches(r.where, href, markers));

describe("speculation rules", () => {
  it("turns route templates into URL patterns with an optional trailing slash", () => {
    expect(templatePattern("/")).toBe("/");
    expect(templatePattern("/produkte/{pdp}")).toBe("/produkte/*{/}?");
    expect(templatePattern("/produkte/uebersicht-{overview}")).toBe("/produkte/uebersicht-*{/}?");
    expect(() => templatePattern("/a:b")).toThrow(/URL pattern/);
    expect(() => templatePattern("/a(b)")).toThrow(/URL pattern/);
  });

  it("every route template of every edition is a valid pattern", () => {
    for (const page of PAGE_IDS)
      for (const edition of EDITIONS)
        for (const t of PAGES[page][edition]) expect(() => new URLPattern(templatePattern(t), origin)).not.toThrow();
  });

  for (const edition of EDITIONS) {
    describe(edition, () => {
      const rules = speculationRules(edition);

      it("never fetches a private page before a click", () => {
        for (const page of PRIVATE_PAGES)
          for (const path of pathsOf(edition, page)) {
            expect(speculated(rules.prefetch, path), `${page} ${path}`).toBe(false);
            expect(speculated(rules.prerender, path), `${page} ${path}`).toBe(false);
            expect(speculated(rules.prefetch, `${path}/`), `${page} ${path}/`).toBe(false);
          }
      });

      it("prerenders device pages and prefetches the other public pages", () => {
        for (const path of pathsOf(edition, "pdp")) {
          expect(speculated(rules.prerender, path)).toBe(true);
          expect(speculated(rules.prefetch, path)).toBe(false); // prerendered, not fetched twice
        }
        for (const page of PUBLIC_PAGES.filter((p) => p !== "pdp"))
          for (const path of pathsOf(edition, page)) {
            // in English, overviews share /products/{slug} with device pages and are prerendered too
            if (edition === "en" && page === "overview") expect(speculated(rules.prerender, path)).toBe(true);
            else {
              expect(speculated(rules.prefetch, path), `${page} ${path}`).toBe(true);
              expect(speculated(rules.prerender, path), `${page} ${path}`).toBe(false);
            }
          }
      });

      it("leaves out what is no shop page, other origins, query strings and marked links", () => {
        for (const href of [
          "/api/health",
          "/api/controlling/controlling",
          "/portal/login",
          "/account/data-export",
          "/build-manifest.json",
          "/speculation-rules.json",
          "https://example.com/",
          "http://fr.localhost:4150/",
        ]) {
          expect(speculated(rules.prefetch, href), href).toBe(false);
          expect(speculated(rules.prerender, href), href).toBe(false);
        }
        const device = pathsOf(edition, "pdp")[0]!;
        for (const marker of ['a[href*="?"]', "a[rel~=nofollow]", "a[download]", "a[data-no-speculation]"])
          expect(speculated(rules.prerender, device, [marker]), marker).toBe(false);
        // every shop page is an island page: a router link's markup is a plain link there (decision 0139)
        expect(speculated(rules.prerender, device, ["a[data-discover]"])).toBe(true);
        expect(speculated(rules.prefetch, "/", ["a[data-discover]"])).toBe(true);
        expect(JSON.stringify(rules)).not.toContain(":has(");
      });

      it("is a document of known keys only (a browser drops a rule with an unknown key)", () => {
        const json = JSON.parse(JSON.stringify(rules)) as Record<string, DocumentRule[]>;
        expect(Object.keys(json).sort()).toEqual(["prefetch", "prerender"]);
        for (const rule of [...json.prefetch!, ...json.prerender!]) {
          expect(Object.keys(rule).sort()).toEqual(["eagerness", "source", "tag", "where"]);
          expect(rule.eagerness).toBe("moderate");
        }
      });
    });
  }

  it("the never-selector names every marker a link can opt out with", () => {
    for (const marker of ['a[href*="?"]', "a[rel~=nofollow]", "a[download]", "a[data-no-speculation]"])
      expect(NEVER_SPECULATE_SELECTOR).toContain(marker);
  });
});
