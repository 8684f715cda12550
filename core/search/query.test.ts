import { describe, expect, it } from "vitest";
import { normalizeSearchText, prefixTsQuery, tokens } from "./query.ts";

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
  it("builds a prefix query", () => {
    expect(prefixTsQuery(["galaxy", "s2"])).toBe("galaxy:* & s2:*");
  });
});
