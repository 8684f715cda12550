import { describe, expect, it } from "vitest";
import { normalizeSearchText, prefixTsQuery, tokens, typoDistance } from "./query.ts";

describe("search query", () => {
  it("keeps only letters and digits, lower-cased, without accents", () => {
    expect(normalizeSearchText("  iPhone 15 Pro-Max ")).toBe("iphone 15 pro max");
    expect(normalizeSearchText("Appareil Photo Reflex Canon EOS 5D Mark IV é")).toBe("appareil photo reflex canon eos 5d mark iv e");
    expect(normalizeSearchText("Galaxy S20+")).toBe("galaxy s20 plus");
  });
  it("turns SQL wildcards, quotes and tsquery syntax into nothing", () => {
    expect(normalizeSearchText("%' OR 1=1 --")).toBe("or 1 1");
    expect(normalizeSearchText("a & b | !c:* <-> 'd'")).toBe("a b c d");
    expect(normalizeSearchText("_%\\")).toBe("");
  });
  it("limits length and word count", () => {
    expect(normalizeSearchText("x".repeat(500)).length).toBe(100);
    expect(tokens("a b c d e f g h i j")).toHaveLength(8);
  });
  it("counts the slips between two words (a swap of neighbours is one)", () => {
    expect(typoDistance("iphnoe", "iphone")).toBe(1);
    expect(typoDistance("iphones", "iphone")).toBe(1);
    expect(typoDistance("macbok", "macbook")).toBe(1);
    expect(typoDistance("galxy", "galaxy")).toBe(1);
    expect(typoDistance("airpods", "air")).toBe(4);
    expect(typoDistance("airpods", "air0r7")).toBe(4);
    expect(typoDistance("", "abc")).toBe(3);
    expect(typoDistance("same", "same")).toBe(0);
  });
  it("builds a prefix query", () => {
    expect(prefixTsQuery(["galaxy", "s2"])).toBe("galaxy:* & s2:*");
  });
});
