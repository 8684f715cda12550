import { describe, expect, it } from "vitest";
import { editionDay, priceRuns, seriesSummary, stepSeries, windowDays } from "./series.ts";

const days = windowDays("2026-03-10", 5); // 03-06 … 03-10

describe("the price history's window", () => {
  it("is the given number of calendar days ending today, across a month's end", () => {
    expect(days).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(windowDays("2026-03-01", 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(windowDays("2026-11-30")).toHaveLength(90);
  });

  it("counts days in the edition's time zone", () => {
    // 23:30 UTC on 9 March is already 10 March in Berlin, still 9 March in London
    const late = new Date("2026-03-09T23:30:00Z");
    expect(editionDay(late, "de")).toBe("2026-03-10");
    expect(editionDay(late, "en")).toBe("2026-03-09");
  });
});

describe("stepSeries: the price at each day's end", () => {
  it("holds the price of the last change before the window, then follows the changes of the window", () => {
    const series = stepSeries(
      [
        { day: "2026-01-02", oldCents: null, newCents: 30000 },
        { day: "2026-03-08", oldCents: 30000, newCents: 32000 },
        { day: "2026-03-08", oldCents: 32000, newCents: 31000 },
        { day: "2026-03-10", oldCents: 31000, newCents: 29000 },
      ],
      days,
      29000,
    );
    expect(series).toEqual([
      { day: "2026-03-06", cents: 30000 },
      { day: "2026-03-07", cents: 30000 },
      // two changes on one day: the day ends at the second
      { day: "2026-03-08", cents: 31000 },
      { day: "2026-03-09", cents: 31000 },
      { day: "2026-03-10", cents: 29000 },
    ]);
  });

  it("takes the price a change in the window replaced for the days before it", () => {
    const series = stepSeries([{ day: "2026-03-09", oldCents: 25000, newCents: 27000 }], days, 27000);
    expect(series?.map((p) => p.cents)).toEqual([25000, 25000, 25000, 27000, 27000]);
  });

  it("starts on the day a device first got its price, leaving the days before out", () => {
    const series = stepSeries([{ day: "2026-03-09", oldCents: null, newCents: 27000 }], days, 27000);
    expect(series).toEqual([
      { day: "2026-03-09", cents: 27000 },
      { day: "2026-03-10", cents: 27000 },
    ]);
  });

  it("without any recorded change: today's price for every day; null without a price", () => {
    expect(stepSeries([], days, 18000)?.map((p) => p.cents)).toEqual([18000, 18000, 18000, 18000, 18000]);
    expect(stepSeries([], days, null)).toBeNull();
    expect(stepSeries([], [], 18000)).toBeNull();
  });
});

describe("the chart's words", () => {
  const points = [
    { day: "2026-03-06", cents: 30000 },
    { day: "2026-03-07", cents: 30000 },
    { day: "2026-03-08", cents: 31000 },
    { day: "2026-03-09", cents: 28000 },
    { day: "2026-03-10", cents: 28000 },
  ];
  it("runs: one row per period of one price", () => {
    expect(priceRuns(points)).toEqual([
      { from: "2026-03-06", to: "2026-03-07", cents: 30000 },
      { from: "2026-03-08", to: "2026-03-08", cents: 31000 },
      { from: "2026-03-09", to: "2026-03-10", cents: 28000 },
    ]);
  });
  it("summary: lowest, highest and today", () => {
    expect(seriesSummary(points)).toEqual({ lowestCents: 28000, highestCents: 31000, todayCents: 28000 });
  });
});
