import { describe, expect, it } from "vitest";
import { parseCookies, readCookie } from "./cookies.server.ts";

describe("parseCookies", () => {
  it.each<[string | null | undefined, Record<string, string>]>([
    [null, {}],
    [undefined, {}],
    ["", {}],
    ["a=1", { a: "1" }],
    ["a=1; b=2", { a: "1", b: "2" }],
    ["  a = 1 ;\tb=2\t", { a: "1", b: "2" }],
    ["a=x%20y%C3%A4", { a: "x yä" }],
    ['a="quoted"', { a: "quoted" }],
    ["a=1=2", { a: "1=2" }],
    ["a=", { a: "" }],
    // undecodable values are ignored, as if not sent; the others still count
    ["foo=%E0%A4%A", {}],
    ["foo=%E0%A4%A; sb_csrf=abc", { sb_csrf: "abc" }],
    ["foo=%; bar=%zz; baz=%C3", {}],
    ["foo=100%; x=1", { x: "1" }],
    // a duplicated name keeps the first occurrence (the most specific path comes first)
    ["a=first; a=second", { a: "first" }],
    ["a=%E0%A4%A; a=second", { a: "second" }],
    // junk pairs
    ["=novalue; ; justname; a=1", { a: "1" }],
    [";;;", {}],
  ])("%j → %j", (header, expected) => {
    expect(Object.fromEntries(parseCookies(header))).toEqual(expected);
  });

  it("readCookie picks one value or undefined", () => {
    expect(readCookie("a=1; b=%41", "b")).toBe("A");
    expect(readCookie("a=1; b=%4", "b")).toBeUndefined();
    expect(readCookie(null, "b")).toBeUndefined();
  });
});
