/**
 * A bulk price change's input (issue 29, decision 0087), pure: one edition, a percentage and a
 * filter (category, manufacturer, release year). The back office's page (query of its GET form and
 * fields of its apply form) and `/api/backoffice/prices/bulk` read it with this one function.
 */
import { EDITIONS, type EditionId } from "../editions/index.ts";
import { parsePercent } from "./guard.ts";

export interface BulkFilter {
  edition: EditionId;
  category?: string | undefined;
  manufacturer?: string | undefined;
  releaseYear?: number | undefined;
}

export interface BulkInput {
  filter: BulkFilter;
  basisPoints: number;
}

/** A field's problem as a message key (`backoffice.prices.bulk.error.<code>`). */
export interface BulkInputError {
  field: "edition" | "percent" | "category" | "manufacturer" | "releaseYear";
  message: string;
}

const CATALOG_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
export const BULK_YEAR_MIN = 1990;
export const BULK_YEAR_MAX = 2100;

const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/**
 * Reads the edition, the percentage and the optional filter fields (empty = any). Every problem is
 * named by its field; nothing throws.
 */
export function parseBulkInput(raw: Record<string, unknown>): { ok: true; input: BulkInput } | { ok: false; errors: BulkInputError[] } {
  const errors: BulkInputError[] = [];
  const edition = text(raw.edition);
  if (!(EDITIONS as readonly string[]).includes(edition))
    errors.push({ field: "edition", message: "backoffice.prices.bulk.error.edition" });
  const percent = parsePercent(typeof raw.percent === "number" ? raw.percent : text(raw.percent));
  if (!percent.ok) errors.push({ field: "percent", message: `backoffice.prices.bulk.error.${percent.reason}` });
  const category = text(raw.category);
  if (category && !CATALOG_ID.test(category)) errors.push({ field: "category", message: "backoffice.prices.bulk.error.filter" });
  const manufacturer = text(raw.manufacturer);
  if (manufacturer && !CATALOG_ID.test(manufacturer))
    errors.push({ field: "manufacturer", message: "backoffice.prices.bulk.error.filter" });
  const yearText = text(raw.releaseYear);
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : Number.NaN;
  if (yearText && !(year >= BULK_YEAR_MIN && year <= BULK_YEAR_MAX))
    errors.push({ field: "releaseYear", message: "backoffice.prices.bulk.error.releaseYear" });
  if (errors.length || !percent.ok) return { ok: false, errors };
  return {
    ok: true,
    input: {
      filter: {
        edition: edition as EditionId,
        ...(category ? { category } : {}),
        ...(manufacturer ? { manufacturer } : {}),
        ...(yearText ? { releaseYear: year } : {}),
      },
      basisPoints: percent.basisPoints,
    },
  };
}

/** The percentage for display and the API: basis points as a number of percent (1050 → 10.5). */
export const percentOf = (basisPoints: number) => basisPoints / 100;
