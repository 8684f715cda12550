import { describe, expect, it } from "vitest";
import { matchPage } from "../editions/index.ts";
import { checkSource, checkTarget, MAX_REDIRECT_HOPS, redirectLoop } from "./validation.ts";

const rule = (sourcePath: string, target: string) => ({ sourcePath, target, status: 301 });
const dePage = (path: string) => matchPage("de", path) !== null;
const own = ["sellback.de", "test.sellback.de", "stage.sellback.de", "de.localhost"];

describe("redirectLoop", () => {
  it("finds a rule that points at itself, also by case and trailing slash", () => {
    expect(redirectLoop([], rule("/alt", "/alt"))).toEqual({ kind: "loop", chain: ["/alt", "/alt"] });
    expect(redirectLoop([], rule("/alt", "/ALT/?x=1"))?.kind).toBe("loop");
  });

  it("finds a two-rule loop and a longer one closed by the candidate", () => {
    expect(redirectLoop([rule("/b", "/a")], rule("/a", "/b"))).toEqual({ kind: "loop", chain: ["/a", "/b", "/a"] });
    const rules = [rule("/b", "/c"), rule("/c", "/a")];
    expect(redirectLoop(rules, rule("/a", "/b"))).toEqual({ kind: "loop", chain: ["/a", "/b", "/c", "/a"] });
  });

  it("finds a chain that runs into a loop further on", () => {
    // (a loop among existing rules cannot be stored, but an old database may hold one)
    const rules = [rule("/b", "/c"), rule("/c", "/b")];
    expect(redirectLoop(rules, rule("/a", "/b"))).toEqual({ kind: "loop", chain: ["/a", "/b", "/c", "/b"] });
  });

  it("replaces the rule with the candidate's source (an edit) instead of following the old one", () => {
    const rules = [rule("/a", "/b"), rule("/b", "/a")];
    expect(redirectLoop(rules, rule("/a", "/kontakt"), { isPage: dePage })).toBeNull();
  });

  it("stops at a page, at a path without a rule and at an external target", () => {
    expect(redirectLoop([rule("/kontakt", "/alt")], rule("/alt", "/kontakt"), { isPage: dePage })).toBeNull();
    expect(redirectLoop([rule("/b", "/nowhere")], rule("/a", "/b"))).toBeNull();
    expect(redirectLoop([rule("/b", "https://partner.example.com/a")], rule("/a", "/b"))).toBeNull();
  });

  it("follows the :hash pattern", () => {
    const rules = [rule("/neu/:hash", "/alt/:hash")];
    expect(redirectLoop(rules, rule("/alt/:hash", "/neu/:hash"))?.kind).toBe("loop");
    expect(redirectLoop(rules, rule("/alt/:hash", "/newsletter/unsubscribe/:hash"), { isPage: dePage })).toBeNull();
  });

  it("refuses chains longer than the hop limit, and allows one at the limit", () => {
    const chain = Array.from({ length: MAX_REDIRECT_HOPS }, (_, i) => rule(`/h${i + 1}`, `/h${i + 2}`));
    expect(redirectLoop(chain.slice(0, MAX_REDIRECT_HOPS - 1), rule("/h0", "/h1"))).toBeNull();
    const long = redirectLoop(chain, rule("/h0", "/h1"));
    expect(long?.kind).toBe("tooLong");
    expect(long?.chain.length).toBe(MAX_REDIRECT_HOPS + 2);
  });

  it("counts the rules that lead to the candidate's source too (a new rule at the end of a chain)", () => {
    const chain = Array.from({ length: MAX_REDIRECT_HOPS - 1 }, (_, i) => rule(`/h${i}`, `/h${i + 1}`));
    // h0 → … → h(n-1) exists; h(n-1) → h(n) makes it n hops: allowed; one more at the end is not
    expect(redirectLoop(chain, rule(`/h${MAX_REDIRECT_HOPS - 1}`, `/h${MAX_REDIRECT_HOPS}`))).toBeNull();
    const longer = [...chain, rule(`/h${MAX_REDIRECT_HOPS - 1}`, `/h${MAX_REDIRECT_HOPS}`)];
    const refused = redirectLoop(longer, rule(`/h${MAX_REDIRECT_HOPS}`, "/kontakt"), { isPage: dePage });
    expect(refused).toEqual({ kind: "tooLong", chain: [...Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, i) => `/h${i}`), "/kontakt"] });
    // the last hop counts also when it ends at a page or on another host
    expect(redirectLoop(chain, rule(`/h${MAX_REDIRECT_HOPS - 1}`, "https://partner.example.com/"))).toBeNull();
    expect(redirectLoop(longer, rule(`/h${MAX_REDIRECT_HOPS}`, "https://partner.example.com/"))?.kind).toBe("tooLong");
    // a rule in the middle of a chain counts the way in and the way on
    const split = [rule("/a", "/b"), rule("/c", "/d"), rule("/d", "/e")];
    expect(redirectLoop(split, rule("/b", "/c"))?.kind).toBe("tooLong");
    expect(redirectLoop(split.slice(0, 2), rule("/b", "/c"))).toBeNull();
  });
});

describe("checkSource", () => {
  it("stores lower case, percent-encoded, without a trailing slash", () => {
    expect(checkSource("/Alte-Seite/", dePage)).toEqual({ ok: true, source: "/alte-seite" });
    expect(checkSource("/über-uns", dePage)).toEqual({ ok: true, source: "/%c3%bcber-uns" });
    expect(checkSource("/newsletter/abmelden/:hash", dePage)).toEqual({ ok: true, source: "/newsletter/abmelden/:hash" });
  });

  it("refuses what is no plain path", () => {
    for (const bad of [
      "alt",
      "//evil.example",
      "/a\\b",
      "/a b",
      "/a?x=1",
      "/a#top",
      "/",
      "/a/../b",
      "/a//b",
      "/a:b",
      "/:hash/:hash",
      "/a\u0000",
    ])
      expect(checkSource(bad, dePage), bad).toEqual({ ok: false, error: "backoffice.redirects.error.sourceFormat" });
    expect(checkSource(`/${"a".repeat(400)}`, dePage)).toEqual({ ok: false, error: "validation.tooLong" });
  });

  it("refuses a page of the edition (it would never fire) and paths other handlers answer", () => {
    for (const page of ["/kontakt", "/content/agb", "/produkte/iphone-15", "/suche", "/checkout"])
      expect(checkSource(page, dePage), page).toEqual({ ok: false, error: "backoffice.redirects.error.sourceIsPage" });
    for (const reserved of ["/api/redirects", "/api", "/images/x.svg", "/assets/app.js", "/robots.txt", "/kontakt.data"])
      expect(checkSource(reserved, dePage), reserved).toEqual({ ok: false, error: "backoffice.redirects.error.sourceReserved" });
  });
});

describe("checkTarget (no open redirects)", () => {
  const internal = { external: false, sourceHasHash: false, ownHosts: own };
  const external = { ...internal, external: true };

  it("takes a path on the own host, with query and fragment", () => {
    expect(checkTarget("/content/agb?x=1#a", internal)).toEqual({ ok: true, target: "/content/agb?x=1#a" });
  });

  it("refuses other hosts, schemes and tricks unless marked external", () => {
    expect(checkTarget("https://partner.example.com/", internal)).toEqual({
      ok: false,
      error: "backoffice.redirects.error.externalNotMarked",
    });
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "mailto:a@b.c",
      "evil.example",
      "/a b",
      "/a\r\nLocation: x",
      "http:evil.example",
    ])
      expect(checkTarget(bad, internal).ok, bad).toBe(false);
  });

  it("takes an absolute https URL on another host only when external", () => {
    expect(checkTarget("https://partner.example.com/a?b=1", external)).toEqual({ ok: true, target: "https://partner.example.com/a?b=1" });
    expect(checkTarget("https://sellback.at/", external).ok).toBe(true);
    for (const bad of [
      "http://partner.example.com/",
      "https://user:pw@partner.example.com/",
      "https:/partner.example.com",
      "https://localhost/",
      "ftp://x.example/",
      "/content/agb",
    ])
      expect(checkTarget(bad, external), bad).toEqual({ ok: false, error: "backoffice.redirects.error.externalFormat" });
    expect(checkTarget("https://www.sellback.de/agb", external)).toEqual({
      ok: false,
      error: "backoffice.redirects.error.externalOwnHost",
    });
    expect(checkTarget("https://DE.localhost./x", external).ok).toBe(false);
  });

  it("carries :hash only from a source that has it", () => {
    expect(checkTarget("/n/:hash", internal)).toEqual({ ok: false, error: "backoffice.redirects.error.targetHash" });
    expect(checkTarget("/n/:hash", { ...internal, sourceHasHash: true }).ok).toBe(true);
  });
});
