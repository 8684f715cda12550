/**
 * A business seller's certificates bundle and sustainability report (issue 33, decision 0122):
 * the browser-safe part (scopes, the report's sums, the CO₂e factors with their sources).
 */
import { zonedTime } from "../editions/index.ts";
import { CO2_SOURCES, co2FactorOf, type Co2Factor, type Co2Source } from "./co2-factors.ts";

export { CO2_FACTORS, CO2_SOURCES, co2FactorOf, type Co2Factor, type Co2Source } from "./co2-factors.ts";

/** A report's scope as the download's path names it: a calendar year ("2026") or one quote ("quote-{quoteId}"). */
export type ReportScopeParam = { kind: "year"; year: number } | { kind: "quote"; quoteId: string };

/** The years a report may cover (the first business trades are of 2026). */
export const REPORT_FIRST_YEAR = 2026;

/** "2026" → year, "quote-{publicId}" → quote; anything else null (the download answers 404). */
export function parseReportScope(param: string, now: Date): ReportScopeParam | null {
  if (/^\d{4}$/.test(param)) {
    const year = Number(param);
    const thisYear = berlinYear(now);
    return year >= REPORT_FIRST_YEAR && year <= thisYear ? { kind: "year", year } : null;
  }
  const quote = /^quote-([A-Za-z0-9_-]{8,64})$/.exec(param);
  return quote ? { kind: "quote", quoteId: quote[1]! } : null;
}

/** The calendar year of `at` in Berlin time (the business time zone). */
export function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", year: "numeric" }).format(at));
}

/** [from, to): the instants at which `year` starts and the next one starts, in Berlin time. */
export function berlinYearBounds(year: number): { from: Date; to: Date } {
  return {
    from: zonedTime({ year, month: 1, day: 1 }, 0, "Europe/Berlin"),
    to: zonedTime({ year: year + 1, month: 1, day: 1 }, 0, "Europe/Berlin"),
  };
}

/** One device the report counts: bought (inspected, kept, the trade's amount final) and not sent back. */
export interface ReportUnit {
  tradeNumber: string;
  itemId: number;
  deviceName: string;
  categoryId: string;
  quantity: number;
  /** When the trade's amount became final (its first payout_pending). */
  boughtAt: Date;
}

export interface ReportCategory {
  categoryId: string;
  name: string;
  units: number;
  /** Null: no published figure for the category (the units still count as reused). */
  factor: Co2Factor | null;
  /** Grams CO₂e avoided per year of use: factor × units; null without a factor. */
  grams: number | null;
}

export interface ReportFigures {
  categories: ReportCategory[];
  units: number;
  /** Units of categories with a published figure, and of those without one. */
  unitsWithFigure: number;
  unitsWithoutFigure: number;
  /** The sum of the categories' grams. */
  grams: number;
  sources: Co2Source[];
}

/** The report's figures from its units: per category (catalog order of `names`, then by id) and in total. */
export function reportFigures(units: readonly ReportUnit[], names: ReadonlyMap<string, string> = new Map()): ReportFigures {
  const byCategory = new Map<string, number>();
  for (const u of units) byCategory.set(u.categoryId, (byCategory.get(u.categoryId) ?? 0) + u.quantity);
  const order = [...names.keys()];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([categoryId, count]): ReportCategory => {
      const factor = co2FactorOf(categoryId);
      return {
        categoryId,
        name: names.get(categoryId) ?? categoryId,
        units: count,
        factor,
        grams: factor ? factor.gramsPerYear * count : null,
      };
    });
  const withFigure = categories.filter((c) => c.factor);
  const sourceIds = [...new Set(withFigure.map((c) => c.factor!.sourceId))];
  return {
    categories,
    units: categories.reduce((n, c) => n + c.units, 0),
    unitsWithFigure: withFigure.reduce((n, c) => n + c.units, 0),
    unitsWithoutFigure: categories.filter((c) => !c.factor).reduce((n, c) => n + c.units, 0),
    grams: withFigure.reduce((n, c) => n + c.grams!, 0),
    sources: sourceIds.map((id) => CO2_SOURCES[id]!).filter(Boolean),
  };
}

/** Report and certificate PDFs a company member may have rendered an hour (PDF rendering is CPU; decision 0122). */
export const REPORT_PDF_LIMIT = { perWindow: 30, windowSeconds: 60 * 60 } as const;
