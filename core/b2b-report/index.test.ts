import { describe, expect, it } from "vitest";
import { overlaps, shownItems } from "../../tests/helpers/pdf-text.ts";
import { berlinYearBounds, CO2_FACTORS, CO2_SOURCES, parseReportScope, reportFigures, type ReportUnit } from "./index.ts";
import { sustainabilityReportPdf, type SustainabilityReport } from "./report.server.ts";

const NOW = new Date("2027-06-15T10:00:00Z");
const unit = (categoryId: string, quantity = 1, n = 1): ReportUnit => ({
  tradeNumber: "SB-1000001",
  itemId: n,
  deviceName: `Device ${n}`,
  categoryId,
  quantity,
  boughtAt: NOW,
});

describe("report scopes", () => {
  it("reads a year from 2026 to this Berlin year, or a quote; nothing else", () => {
    expect(parseReportScope("2026", NOW)).toEqual({ kind: "year", year: 2026 });
    expect(parseReportScope("2027", NOW)).toEqual({ kind: "year", year: 2027 });
    expect(parseReportScope("2028", NOW)).toBeNull();
    expect(parseReportScope("2025", NOW)).toBeNull();
    // 1 January 2028, 00:30 in Berlin: 2028 has begun there
    expect(parseReportScope("2028", new Date("2027-12-31T23:30:00Z"))).toEqual({ kind: "year", year: 2028 });
    expect(parseReportScope("quote-AbC_123-xyz", NOW)).toEqual({ kind: "quote", quoteId: "AbC_123-xyz" });
    for (const bad of ["quote-", "quote-a b", "quote-../x", "26", "02026", "year-2026", ""])
      expect(parseReportScope(bad, NOW), bad).toBeNull();
  });

  it("a year runs from midnight to midnight in Berlin (UTC+1 in winter)", () => {
    expect(berlinYearBounds(2027)).toEqual({ from: new Date("2026-12-31T23:00:00Z"), to: new Date("2027-12-31T23:00:00Z") });
  });
});

describe("CO₂e factors", () => {
  it("every factor names a published source with a URL; categories without one are null, never a guess", () => {
    for (const [category, factor] of Object.entries(CO2_FACTORS)) {
      if (!factor) continue;
      const source = CO2_SOURCES[factor.sourceId];
      expect(source, category).toBeDefined();
      expect(source!.url, category).toMatch(/^https:\/\//);
      expect(Number.isInteger(factor.gramsPerYear) && factor.gramsPerYear > 0, category).toBe(true);
    }
    expect(CO2_FACTORS.lenses).toBeNull();
  });

  it("sums per category and in total are the units' sums; categories without a figure count units only", () => {
    const figures = reportFigures(
      [unit("smartphones", 1, 1), unit("smartphones", 2, 2), unit("laptops", 1, 3), unit("lenses", 1, 4)],
      new Map([
        ["smartphones", "Smartphones"],
        ["laptops", "Laptops"],
        ["lenses", "Lenses"],
      ]),
    );
    expect(figures.categories.map((c) => [c.categoryId, c.units, c.grams])).toEqual([
      ["smartphones", 3, 3 * CO2_FACTORS.smartphones!.gramsPerYear],
      ["laptops", 1, CO2_FACTORS.laptops!.gramsPerYear],
      ["lenses", 1, null],
    ]);
    expect(figures.units).toBe(5);
    expect(figures.unitsWithoutFigure).toBe(1);
    expect(figures.grams).toBe(3 * CO2_FACTORS.smartphones!.gramsPerYear + CO2_FACTORS.laptops!.gramsPerYear);
  });
});

describe("sustainabilityReportPdf", () => {
  const report = (edition: "en" | "de"): SustainabilityReport => ({
    ...reportFigures([unit("smartphones", 2), unit("cameras")], new Map()),
    company: { id: 1, name: "Ørsted & Søn ApS", edition },
    scope: { kind: "year", year: 2027 },
    unitList: [],
  });

  it("is in the company's language, cites the source and marks categories without a figure, with no overlapping lines", async () => {
    const en = await shownItems(await sustainabilityReportPdf(report("en"), NOW, { compress: false }));
    const text = en.map((i) => i.str).join(" ");
    expect(text).toContain("Sustainability report");
    expect(text).toContain("Ørsted & Søn ApS");
    expect(text).toMatch(/no published\s+figure/);
    expect(text).toContain("ADEME");
    expect(text).toContain("49.2");
    expect(overlaps(en)).toEqual([]);
    const de = (await shownItems(await sustainabilityReportPdf(report("de"), NOW, { compress: false }))).map((i) => i.str).join(" ");
    expect(de).toContain("Nachhaltigkeitsbericht");
    expect(de).toContain("49,2");
  });
});
