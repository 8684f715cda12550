import { describe, expect, it } from "vitest";
import { setSimilarity, trigramSimilarity, trigrams } from "./trigram.ts";

describe("pg_trgm's similarity in plain code", () => {
  it("makes the trigrams pg_trgm's show_trgm lists", () => {
    // PostgreSQL's documentation: show_trgm('cat') = {"  c"," ca","at ","cat"}
    expect([...trigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    // words split at anything but letters and digits, lower-cased, each padded on its own
    expect([...trigrams("Fold5 – S")].sort()).toEqual(["  f", "  s", " fo", " s ", "d5 ", "fol", "ld5", "old"]);
    expect([...trigrams("É-a")].sort()).toEqual(["  a", "  é", " a ", " é "]);
    expect(trigrams("  -- ").size).toBe(0);
  });

  it("divides the shared trigrams by the union, as the documentation's examples give", () => {
    // similarity('word', 'two words') = 0.36363637 (4 shared of 11)
    expect(trigramSimilarity("word", "two words")).toBeCloseTo(4 / 11, 7);
    expect(trigramSimilarity("iPhone 15", "iphone 15")).toBe(1);
    expect(trigramSimilarity("iPhone 15", "galaxy")).toBe(0);
  });

  it("is 0 when either side has no trigram, and symmetric", () => {
    expect(trigramSimilarity("", "iphone")).toBe(0);
    expect(trigramSimilarity("iphone", "...")).toBe(0);
    const a = trigrams("Galaxy S24 Ultra");
    const b = trigrams("galaxy s2");
    expect(setSimilarity(a, b)).toBe(setSimilarity(b, a));
    expect(setSimilarity(a, b)).toBeGreaterThan(0);
    expect(setSimilarity(a, b)).toBeLessThan(1);
  });
});
