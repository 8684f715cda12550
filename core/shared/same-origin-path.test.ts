import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path.ts";

const FALLBACK = "/trades";

/** What a browser would do with the answer as a Location header on https://backoffice.example. */
const landsOn = (location: string) => new URL(location, "https://backoffice.example/login").origin;

describe("sameOriginPath", () => {
  it.each([
    ["/trades", "/trades"],
    ["/trades/SB-1234567?tab=items#photos", "/trades/SB-1234567?tab=items#photos"],
    ["/support?q=m%C3%BCller", "/support?q=m%C3%BCller"],
    ["/a/../b", "/b"],
    ["/a/./b", "/a/b"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/trades?next=//evil.example", "/trades?next=//evil.example"],
    ["/ü", "/%C3%BC"],
  ])("keeps the same-origin path %j as %j", (input, expected) => {
    expect(sameOriginPath(input, FALLBACK)).toBe(expected);
    expect(landsOn(sameOriginPath(input, FALLBACK))).toBe("https://backoffice.example");
  });

  it.each([
    // the cases: a tab or a line break the parser drops, leaving //evil.example
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\n",
    "/trades\nSet-Cookie: x=1",
    "/\u0000",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    "/\u2028/evil.example",
    // other hosts and schemes
    "//evil.example",
    "//evil.example/trades",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/trades\\..\\..\\evil",
    "https://evil.example",
    "http://backoffice.localhost/trades",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    " /trades",
    "\t/trades",
    "trades",
    "?next=/trades",
    "#/trades",
    // a path that resolves to //host
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    // not a string, empty, absurdly long
    "",
    "/" + "a".repeat(3000),
  ])("refuses %j", (input) => {
    expect(sameOriginPath(input, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 1, ["/trades"], { toString: () => "/trades" }, new Blob(["/trades"])])
      expect(sameOriginPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("within a prefix: the prefix itself or below it, never a sibling", () => {
    expect(sameOriginPath("/portal", "/portal", "/portal")).toBe("/portal");
    expect(sameOriginPath("/portal/ankauf/SB-1?x=1", "/portal", "/portal")).toBe("/portal/ankauf/SB-1?x=1");
    expect(sameOriginPath("/portal?x=1", "/portal", "/portal")).toBe("/portal?x=1");
    for (const bad of [
      "/portalx",
      "/portal/../trades",
      "/portal/%2e%2e/trades",
      "/trades",
      "/portal\t/../x",
      "//portal",
      "/portal/..//evil.example",
    ])
      expect(sameOriginPath(bad, "/portal", "/portal"), bad).toBe("/portal");
  });
});
