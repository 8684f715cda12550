import { describe, expect, it } from "vitest";
import { facetCounts, orderCandidates, type SearchCandidate } from "./order.ts";
import { parseSearchParams } from "./params.ts";

let nextId = 1;
const c = (model: string, over: Partial<SearchCandidate> = {}): SearchCandidate => ({
  id: nextId++,
  model,
  generated: false,
  searchRank: 100,
  similarity: 0.5,
  categoryId: "smartphones",
  category: "Smartphones",
  manufacturerId: "apple",
  manufacturer: "Apple",
  releaseYear: 2021,
  releaseMonth: 9,
  priceCents: 10_000,
  ...over,
});

describe("search order", () => {
  it("relevance, then model family, then storage ascending", () => {
    const list = [
      c("iPhone 13 Pro 512 GB", { similarity: 0.7, searchRank: 900 }),
      c("iPhone 13 128 GB", { similarity: 1, searchRank: 800 }),
      c("iPhone 13 512 GB", { similarity: 1, searchRank: 700 }),
      c("iPhone 13 Pro 128 GB", { similarity: 0.7, searchRank: 850 }),
      c("iPhone 13 256 GB", { similarity: 1, searchRank: 900 }),
      c("iPhone 13 mini 1 TB", { similarity: 0.7, searchRank: 100 }),
      c("iPhone 13 mini 128 GB", { similarity: 0.7, searchRank: 100 }),
    ];
    expect(orderCandidates(list).map((x) => x.model)).toEqual([
      "iPhone 13 128 GB",
      "iPhone 13 256 GB",
      "iPhone 13 512 GB",
      // equal relevance: the family with the better static rank first
      "iPhone 13 Pro 128 GB",
      "iPhone 13 Pro 512 GB",
      "iPhone 13 mini 128 GB",
      "iPhone 13 mini 1 TB",
    ]);
  });

  it("real devices before generated ones of the same similarity; memory after storage", () => {
    const list = [
      c("Gen 1", { generated: true, similarity: 0.9 }),
      c("Real 1", { similarity: 0.8 }),
      c("Mac 16 GB / 256 GB"),
      c("Mac 8 GB / 256 GB"),
      c("Mac 8 GB / 128 GB"),
    ];
    const ordered = orderCandidates(list).map((x) => x.model);
    expect(ordered[0]).toBe("Real 1");
    expect(ordered.indexOf("Real 1")).toBeLessThan(ordered.indexOf("Gen 1"));
    expect(ordered.filter((m) => m.startsWith("Mac"))).toEqual(["Mac 8 GB / 128 GB", "Mac 8 GB / 256 GB", "Mac 16 GB / 256 GB"]);
  });

  it("newest first and highest price first, relevance breaking ties", () => {
    const list = [
      c("A 128 GB", { releaseYear: 2020, priceCents: 50_000 }),
      c("B 128 GB", { releaseYear: 2024, priceCents: 20_000 }),
      c("C 128 GB", { releaseYear: 2022, priceCents: 90_000 }),
    ];
    expect(orderCandidates(list, "newest").map((x) => x.model)).toEqual(["B 128 GB", "C 128 GB", "A 128 GB"]);
    expect(orderCandidates(list, "price").map((x) => x.model)).toEqual(["C 128 GB", "A 128 GB", "B 128 GB"]);
  });

  it("counts facets by name, applying the other filter", () => {
    const list = [c("a", { manufacturerId: "sony", manufacturer: "Sony", categoryId: "consoles", category: "Consoles" }), c("b"), c("c")];
    expect(facetCounts(list, "manufacturer", () => true)).toEqual([
      { id: "apple", name: "Apple", count: 2 },
      { id: "sony", name: "Sony", count: 1 },
    ]);
    expect(facetCounts(list, "category", (x) => x.manufacturerId === "apple")).toEqual([
      { id: "smartphones", name: "Smartphones", count: 2 },
    ]);
  });
});

describe("results page parameters", () => {
  it("takes known values and ignores unknown or malformed ones", () => {
    expect(parseSearchParams(new URLSearchParams("q=iphone&sort=price&category=smartphones&manufacturer=apple"))).toEqual({
      q: "iphone",
      sort: "price",
      category: "smartphones",
      manufacturer: "apple",
    });
    expect(parseSearchParams(new URLSearchParams("q=iphone&sort=cheapest&category=%27%3B--&manufacturer="))).toEqual({
      q: "iphone",
      sort: "relevance",
      category: null,
      manufacturer: null,
    });
    expect(parseSearchParams(new URLSearchParams(""))).toEqual({ q: "", sort: "relevance", category: null, manufacturer: null });
    expect(parseSearchParams(new URLSearchParams(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
    expect(parseSearchParams(new URLSearchParams("q=a%00b")).q).toBe("");
  });
});
