import { describe, expect, it } from "vitest";
import { TRADE_STATES } from "../trade/index.ts";
import { axisTop, chartLegend, niceMax, STATE_COLOURS, ticks, tradesChartSvg, type ChartLabels } from "./chart.ts";
import { dashboardWindow, dayBuckets, dayKey, median, medianOfCounts, rate, type DayCounts } from "./figures.ts";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the two middle values of an even count", () => {
    expect(median([7, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([5])).toBe(5);
    expect(median([2, 2, 9, 9])).toBe(5.5);
  });
  it("is null for no values", () => {
    expect(median([])).toBeNull();
    expect(medianOfCounts([])).toBeNull();
    expect(medianOfCounts([{ value: 3, count: 0 }])).toBeNull();
  });
  // "9×1" is the value 9 counted once
  it.each([
    ["9×1, 1×3, 5×2", 3], // 1,1,1,5,5,9 → (1 + 5) / 2
    ["5×2, 1×3", 1], // 1,1,1,5,5 → 1
    ["0×1, 4×4, 100×1", 4], // the two middle values inside one group
    ["48×1, 120×1", 84],
  ])("reads values with their counts as the database groups them, in any order: %s", (groups, expected) => {
    const counts = groups.split(", ").map((group) => {
      const [value, count] = group.split("×").map(Number);
      return { value: value!, count: count! };
    });
    expect(medianOfCounts(counts)).toBe(expected);
  });
});

describe("rate", () => {
  it("is part over whole, and null (no rate, not 0 %) without a whole", () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 3)).toBe(0);
    expect(rate(0, 0)).toBeNull();
    expect(rate(2, 0)).toBeNull();
  });
});

describe("days in Europe/Berlin", () => {
  it("names the Berlin calendar day of an instant, not the UTC one", () => {
    expect(dayKey(new Date("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
    expect(dayKey(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(dayKey(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
  });

  it("makes a 30-day window from Berlin midnight to the midnight that starts tomorrow", () => {
    const w = dashboardWindow(new Date("2026-11-25T10:00:00Z"));
    expect(w.days).toHaveLength(30);
    expect(w.days[0]).toBe("2026-10-27");
    expect(w.days[29]).toBe("2026-11-25");
    expect(w.from.toISOString()).toBe("2026-10-26T23:00:00.000Z");
    expect(w.todayFrom.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(w.to.toISOString()).toBe("2026-11-25T23:00:00.000Z");
  });

  it("counts days, not 24-hour steps, across the change to summer time (a 23-hour day)", () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Berlin
    const w = dashboardWindow(new Date("2026-03-30T09:00:00Z"), 3);
    expect(w.days).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(w.from.toISOString()).toBe("2026-03-27T23:00:00.000Z"); // midnight CET
    expect(w.todayFrom.toISOString()).toBe("2026-03-29T22:00:00.000Z"); // midnight CEST
    expect(w.to.toISOString()).toBe("2026-03-30T22:00:00.000Z");
    expect(dayKey(new Date("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
    expect(dayKey(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
  });

  it("and across the change back (a 25-hour day)", () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00
    const w = dashboardWindow(new Date("2026-10-26T00:30:00Z"), 2);
    expect(w.days).toEqual(["2026-10-25", "2026-10-26"]);
    expect(w.from.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(w.todayFrom.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(w.todayFrom.getTime() - w.from.getTime()).toBe(25 * 3_600_000);
    expect(dayKey(new Date("2026-10-25T22:59:00Z"))).toBe("2026-10-25");
  });

  it("fills every day of the window, sums editions and states, and leaves out rows it does not know", () => {
    const days = ["2026-03-28", "2026-03-29", "2026-03-30"];
    const buckets = dayBuckets(
      [
        { day: "2026-03-29", state: "created", edition: "de", trades: 2 },
        { day: "2026-03-29", state: "created", edition: "fr", trades: 1 },
        { day: "2026-03-29", state: "paid", edition: "de", trades: 4 },
        { day: "2026-03-30", state: "received", edition: "at", trades: 1 },
        { day: "2026-03-01", state: "paid", edition: "de", trades: 9 },
        { day: "2026-03-30", state: "lost", edition: "de", trades: 9 },
        { day: "2026-03-30", state: "paid", edition: "xx", trades: 9 },
      ],
      days,
    );
    expect(buckets.map((b) => b.day)).toEqual(days);
    expect(buckets.map((b) => b.total)).toEqual([0, 7, 1]);
    expect(buckets[1]!.byState).toMatchObject({ created: 3, paid: 4, received: 0 });
    expect(buckets[1]!.byEdition).toMatchObject({ de: 6, fr: 1, at: 0 });
    expect(buckets[2]!.byEdition.at).toBe(1);
    expect(Object.keys(buckets[0]!.byState)).toEqual([...TRADE_STATES]);
  });
});

const labels: ChartLabels = {
  title: "Trades per day",
  desc: "Stacked bars <by state>",
  yAxis: "Trades",
  empty: "No trades in these 30 days",
  state: (s) => `S:${s}`,
  day: (d) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`,
};

function day(key: string, byState: Partial<Record<(typeof TRADE_STATES)[number], number>>): DayCounts {
  const counts = Object.fromEntries(TRADE_STATES.map((s) => [s, byState[s] ?? 0])) as DayCounts["byState"];
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { day: key, total, byState: counts, byEdition: { de: total, at: 0, es: 0, fr: 0, it: 0, en: 0 } };
}

const attr = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)![1]);

describe("the chart", () => {
  const days = Array.from({ length: 10 }, (_, i) => day(`2026-11-${String(16 + i).padStart(2, "0")}`, {}));
  days[2] = day("2026-11-18", { created: 4, paid: 6 });
  days[5] = day("2026-11-21", { received: 3 });
  days[9] = day("2026-11-25", { created: 1, clarification: 1, expired: 2 });

  it("is one accessible image with title and description, escaped", () => {
    const svg = tradesChartSvg(days, labels, { id: "c1" });
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="c1-title" aria-describedby="c1-desc"/);
    expect(svg).toContain('viewBox="0 0 640 320"');
    expect(svg).toContain('<title id="c1-title">Trades per day</title>');
    expect(svg).toContain('<desc id="c1-desc">Stacked bars &lt;by state&gt;</desc>');
    expect(svg).not.toContain("<script");
  });

  it("draws one bar per day with trades, its segments stacked, heights proportional to the counts", () => {
    const svg = tradesChartSvg(days, labels);
    const bars = [...svg.matchAll(/<g class="bar" data-day="([\d-]+)" data-total="(\d+)">(.*?)<\/g>/g)];
    expect(bars.map((b) => [b[1], Number(b[2])])).toEqual([
      ["2026-11-18", 10],
      ["2026-11-21", 3],
      ["2026-11-25", 4],
    ]);
    // the axis' top is 10 (the highest day): 10 trades fill the plot's 252 units, 1 trade is 25.2
    const rects = [...svg.matchAll(/<rect [^>]*>/g)].map((m) => m[0]);
    const height = (state: string, dayIndex: number) =>
      attr([...bars[dayIndex]![3]!.matchAll(/<rect [^>]*>/g)].find((m) => m[0].includes(`data-state="${state}"`))![0], "height");
    expect(rects).toHaveLength(2 + 1 + 3);
    expect(height("created", 0)).toBeCloseTo(4 * 25.2, 1);
    expect(height("paid", 0)).toBeCloseTo(6 * 25.2, 1);
    expect(height("received", 1)).toBeCloseTo(3 * 25.2, 1);
    expect(height("expired", 2) / height("created", 2)).toBeCloseTo(2, 2);
    // stacked: paid sits on created, which sits on the axis (y = 28 + 252)
    const created = rects.find((r) => r.includes('data-state="created"'))!;
    const paid = rects.find((r) => r.includes('data-state="paid"'))!;
    expect(attr(created, "y") + attr(created, "height")).toBeCloseTo(280, 1);
    expect(attr(paid, "y") + attr(paid, "height")).toBeCloseTo(attr(created, "y"), 1);
    expect(paid).toContain(`fill="${STATE_COLOURS.paid}"`);
    expect(svg).toContain('data-state="paid" data-count="6"><title>18.11.: S:paid 6</title></rect>');
  });

  it("names every fifth day counting back from today, and the y axis from 0 to its top", () => {
    const svg = tradesChartSvg(days, labels);
    const xLabels = [...svg.matchAll(/<text [^>]*text-anchor="middle">([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(xLabels).toEqual(["20.11.", "25.11."]);
    const yLabels = [...svg.matchAll(/<text [^>]*text-anchor="end">([^<]+)<\/text>/g)].map((m) => Number(m[1]));
    expect(yLabels).toEqual([0, 2, 4, 6, 8, 10]);
    expect(svg).toContain(">Trades</text>");
    expect(svg).not.toContain(labels.empty);
  });

  it("draws the same bars, narrower, for a phone's width", () => {
    const narrow = tradesChartSvg(days, labels, { id: "n", width: 360, className: "bo-chart bo-chart--narrow" });
    expect(narrow).toContain('viewBox="0 0 360 320"');
    // today's label ends inside the drawing
    const todayLabel = [...narrow.matchAll(/<text x="([\d.]+)"[^>]*text-anchor="middle">([^<]+)<\/text>/g)].at(-1)!;
    expect(Number(todayLabel[1]) + (todayLabel[2]!.length * 7) / 2).toBeLessThanOrEqual(360);
    // and touches no other label
    const xs = [...narrow.matchAll(/<text x="([\d.]+)"[^>]*text-anchor="middle">([^<]+)<\/text>/g)].map((m) => ({
      left: Number(m[1]) - (m[2]!.length * 7) / 2,
      right: Number(m[1]) + (m[2]!.length * 7) / 2,
    }));
    for (let k = 1; k < xs.length; k++) expect(xs[k]!.left).toBeGreaterThanOrEqual(xs[k - 1]!.right);
    expect(narrow).toContain('class="bo-chart bo-chart--narrow" id="n"');
    expect([...narrow.matchAll(/<g class="bar" data-day="([\d-]+)"/g)].map((m) => m[1])).toEqual([
      "2026-11-18",
      "2026-11-21",
      "2026-11-25",
    ]);
    // the last bar ends inside the plot's right edge (360 − 12)
    const last = [...narrow.matchAll(/<rect [^>]*>/g)].at(-1)![0];
    expect(attr(last, "x") + attr(last, "width")).toBeLessThanOrEqual(348);
  });

  it("draws no bar and says so when no day has a trade", () => {
    const empty = days.map((d) => day(d.day, {}));
    const svg = tradesChartSvg(empty, labels);
    expect(svg).not.toContain('class="bar"');
    expect(svg).toContain(labels.empty);
    expect(tradesChartSvg([], labels)).toContain(labels.empty);
  });

  it("picks round axis tops and whole-number ticks", () => {
    expect([0, 1, 3, 7, 10, 11, 26, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 1000]);
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(ticks(200)).toEqual([0, 50, 100, 150, 200]);
    expect([0, 1, 3, 10, 11, 26, 180, 501].map(axisTop)).toEqual([1, 1, 3, 10, 15, 30, 200, 600]);
    expect(ticks(15)).toEqual([0, 5, 10, 15]);
  });

  it("gives each state a colour of its own with at least 3:1 contrast against white", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const colours = TRADE_STATES.map((s) => STATE_COLOURS[s]);
    expect(new Set(colours).size).toBe(TRADE_STATES.length);
    for (const c of colours) expect(1.05 / (luminance(c) + 0.05), c).toBeGreaterThanOrEqual(3);
    expect(chartLegend(labels).map((l) => l.label)).toEqual(TRADE_STATES.map((s) => `S:${s}`));
  });
});
