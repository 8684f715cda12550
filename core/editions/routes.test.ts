import { describe, expect, it } from "vitest";
import { EDITIONS } from "./config.ts";
import { PAGES, PAGE_IDS, hasPage, matchPage, mountPatterns, pagesMatching, pathFor } from "./routes.ts";

/** The spec's §2 tables, written out again by hand so the route table is checked against them. */
const shared = [
  "/",
  "/content/{slug}",
  "/account/register",
  "/account/management",
  "/clarification/{id}/{trade}",
  "/clarificationQuickAnswer/{id}/{trade}/{offerid}",
  "/clarification/clarificationQuickAnswer/{id}/{trade}/{offerid}",
  "/browser/clarification/id/{id}/trade/{trade}",
  "/browser/clarificationQuickAnswer/id/{id}/trade/{trade}/offerid/{offerid}",
  "/newsletter/enrich",
  "/newsletter/enrich/{emailHash}",
  "/newsletter/unsubscribe/{emailHash}",
  "/newsletter/unsubscribe/success",
];
const nonEnglish = [
  "/account",
  "/account/address-change",
  "/account/payment-change",
  "/account/password-reset",
  "/account/password-forgot",
];
const english = [
  "/account/overview",
  "/account/addressChange",
  "/account/paymentChange",
  "/account/password/reset",
  "/account/password/forgot",
  "/b2b/landingpage",
];
const perEdition = {
  de: [
    "/produkte/uebersicht-{overview}",
    "/produkte/{pdp}",
    "/verkaufen/{category}",
    "/kontakt",
    "/b2b/ankaufsportal",
    "/checkout",
    "/thankYou",
  ],
  at: ["/produkte/uebersicht-{overview}", "/produkte/{pdp}", "/verkaufen/{category}", "/kontakt", "/checkout", "/thankYou"],
  es: ["/productos/todos-los-articulos-{overview}", "/productos/{pdp}", "/vender/{category}", "/contacto", "/checkout", "/thankYou"],
  fr: ["/produits/apercu-{overview}", "/produits/{pdp}", "/catalogue/{category}", "/contact", "/checkout", "/thankYou"],
  it: ["/prodotti/panoramica-{overview}", "/prodotti/{pdp}", "/catalogo/{category}", "/contatti", "/guardare", "/grazie"],
  en: ["/products/{overview}", "/products/{pdp}", "/sell/{category}", "/contact", "/checkout", "/thankYou"],
} as const;

const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, n: string) => `sample-${n}`);
const allTemplates = (edition: (typeof EDITIONS)[number]) => PAGE_IDS.flatMap((p) => [...PAGES[p][edition]]);

describe("route table", () => {
  for (const edition of EDITIONS) {
    const expected = [...shared, ...perEdition[edition], ...(edition === "en" ? english : nonEnglish)];
    it(`${edition}: every spec path is present and matches a page`, () => {
      const templates = allTemplates(edition);
      for (const path of expected) {
        expect(templates, path).toContain(path);
        expect(matchPage(edition, fill(path)), path).not.toBeNull();
      }
    });
  }

  it("Italy's checkout and thank-you paths are its own", () => {
    expect(pathFor("it", "checkout")).toBe("/guardare");
    expect(pathFor("it", "thankYou")).toBe("/grazie");
    expect(matchPage("it", "/checkout")).toBeNull();
    expect(matchPage("de", "/guardare")).toBeNull();
  });

  it("the trade tracking page has the same path in every edition", () => {
    for (const edition of EDITIONS) {
      expect(pathFor(edition, "tradeTracking", { tradeNumber: "SB-1000001" })).toBe("/trade/SB-1000001");
      expect(matchPage(edition, "/trade/SB-1000001")).toEqual({ page: "tradeTracking", params: { tradeNumber: "SB-1000001" } });
    }
    expect(matchPage("de", "/trade")).toBeNull();
    expect(mountPatterns()).toContainEqual({ pattern: "/trade/:tradeNumber", page: "tradeTracking" });
  });

  it("the B2B landing page exists only in de and the English set", () => {
    expect(EDITIONS.filter((e) => hasPage(e, "b2bLanding"))).toEqual(["en", "de"]);
    expect(pathFor("de", "b2bLanding")).toBe("/b2b/ankaufsportal");
    expect(pathFor("en", "b2bLanding")).toBe("/b2b/landingpage");
  });

  it("tells an overview from a product page by its prefix", () => {
    expect(matchPage("de", "/produkte/uebersicht-smartphones")).toEqual({ page: "overview", params: { overview: "smartphones" } });
    expect(matchPage("de", "/produkte/apple-iphone-15")).toEqual({ page: "pdp", params: { pdp: "apple-iphone-15" } });
    expect(matchPage("es", "/productos/todos-los-articulos-moviles")?.page).toBe("overview");
    expect(matchPage("fr", "/produits/apercu-consoles")?.params).toEqual({ overview: "consoles" });
  });

  it("lists every page a path can be: both for the English /products/{slug}, one elsewhere, none for junk", () => {
    expect(pagesMatching("en", "/products/apple-iphone-15-128gb").sort()).toEqual(["overview", "pdp"]);
    expect(pagesMatching("de", "/produkte/apple-iphone-15")).toEqual(["pdp"]);
    expect(pagesMatching("de", "/checkout")).toEqual(["checkout"]);
    expect(pagesMatching("it", "/checkout")).toEqual([]);
    expect(pagesMatching("de", "/%E0%A4%A")).toEqual([]);
  });

  it("prefers the static unsubscribe success page over the hash route", () => {
    expect(matchPage("de", "/newsletter/unsubscribe/success")?.page).toBe("newsletterUnsubscribeSuccess");
    expect(matchPage("de", "/newsletter/unsubscribe/abc123")).toEqual({ page: "newsletterUnsubscribe", params: { emailHash: "abc123" } });
  });

  it("builds localized paths with encoded parameters", () => {
    expect(pathFor("fr", "sellCategory", { category: "smartphones" })).toBe("/catalogue/smartphones");
    expect(pathFor("en", "account")).toBe("/account/overview");
    expect(pathFor("de", "content", { slug: "a b" })).toBe("/content/a%20b");
    expect(() => pathFor("de", "pdp")).toThrow(/pdp/);
    expect(() => pathFor("at", "b2bLanding")).toThrow(/does not exist/);
  });

  it("rejects unknown and malformed paths", () => {
    expect(matchPage("de", "/nope")).toBeNull();
    expect(matchPage("de", "/produkte/a/b")).toBeNull();
    expect(matchPage("de", "/%E0%A4%A")).toBeNull();
  });

  it("mounts each React Router pattern once, product pages on one slug route per edition", () => {
    const mounts = mountPatterns();
    const patterns = mounts.map((m) => m.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns).toContain("/produkte/:slug");
    expect(patterns).toContain("/guardare");
    expect(patterns).not.toContain("/produkte/uebersicht-:overview");
    expect(patterns.every((p) => !p.includes("{"))).toBe(true);
  });
});
