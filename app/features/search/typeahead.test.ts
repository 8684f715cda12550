import { describe, expect, it } from "vitest";
import { mergeSuggestions, type Suggestion } from "./typeahead.ts";

const cat = (label: string): Suggestion => ({ kind: "category", id: label, label, url: `/c/${label}` });
const dev = (label: string): Suggestion => ({ kind: "device", id: label, label, url: `/d/${label}` });

describe("typeahead suggestions", () => {
  it("puts at most three matching categories (case-insensitive) before the devices", () => {
    const categories = ["Apple Smartphones", "Apple Tablets", "Apple Laptops", "Apple Watches", "Samsung Smartphones"].map(cat);
    const merged = mergeSuggestions("  APPLE ", [dev("Apple iPhone 15")], categories);
    expect(merged.map((s) => s.label)).toEqual(["Apple Smartphones", "Apple Tablets", "Apple Laptops", "Apple iPhone 15"]);
  });

  it("keeps the devices' order and shows only devices when no category matches", () => {
    expect(mergeSuggestions("iphon 15", [dev("iPhone 15"), dev("iPhone 15 Pro")], [cat("Smartphones")]).map((s) => s.kind)).toEqual([
      "device",
      "device",
    ]);
  });
});
