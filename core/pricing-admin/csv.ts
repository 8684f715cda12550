/**
 * The price CSV (issue 14, decision 0038), pure: no database. One file per edition.
 *
 * Format (what `exportCsv` writes and `parsePriceCsv` reads): UTF-8 (a byte-order mark is
 * ignored), comma-separated, RFC 4180 quoting, a header row. Columns `device_id,slug,name,edition,
 * price_eur` in any order; `device_id`, `edition` and `price_eur` are required, `slug` is checked
 * against the device when given, `name` and any other column are ignored. A price is euros with a
 * dot and at most two decimals (`199`, `199.5`, `199.90`); a comma decimal (`"199,90"`, quoted
 * because of the separator) is accepted too. No thousands separators, no sign, no currency.
 * An empty price means "no price given": the row changes nothing (the export leaves it empty for
 * devices without a price in the edition).
 *
 * Limits: 2 MB and 20,000 data rows per file; a price above 50,000 EUR or at/below zero is refused.
 */
import { parse } from "csv-parse/sync";
import { csvDecimal } from "../shared/index.ts";

export const PRICE_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const PRICE_CSV_MAX_ROWS = 20_000;
/** The highest base price an import or edit accepts: 50,000.00 EUR. */
export const PRICE_MAX_CENTS = 5_000_000;
export const PRICE_CSV_COLUMNS = ["device_id", "slug", "name", "edition", "price_eur"] as const;
const REQUIRED = ["device_id", "edition", "price_eur"] as const;

/** Why a row is refused. Each is a message `backoffice.prices.reason.<reason>`. */
export type RejectReason =
  | "columns"
  | "deviceId"
  | "edition"
  | "price"
  | "negative"
  | "zero"
  | "decimals"
  | "tooHigh"
  | "duplicate"
  | "slugMismatch";

/** Why a whole file is refused (nothing is previewed). Each is `backoffice.prices.fileError.<code>`. */
export type FileErrorCode = "empty" | "tooLarge" | "tooManyRows" | "missingColumn" | "malformed" | "encoding";
export interface FileError {
  code: FileErrorCode;
  /** The missing column, or the line of the malformed quoting. */
  column?: string;
  line?: number;
}

/** One data row as read: its line in the file (header = line 1) and what it says. */
export interface CsvRow {
  line: number;
  /** The device id as written (kept for display even when invalid). */
  deviceIdText: string;
  deviceId: number | null;
  slug: string;
  name: string;
  edition: string;
  priceText: string;
  /** The price in cents, or null when the cell is empty. */
  priceCents: number | null;
  /** Set when the row itself is bad (before any device is looked at). */
  rejected?: RejectReason;
}

export type PriceParse = { ok: true; rows: CsvRow[] } | { ok: false; error: FileError };

export type PriceTextResult = { ok: true; cents: number } | { ok: false; reason: "price" | "negative" | "zero" | "decimals" | "tooHigh" };

/** A price in euros as text → cents, exactly (no float arithmetic). */
export function parsePriceText(raw: string): PriceTextResult {
  const text = raw.trim();
  const m = /^(-)?(\d{1,12})(?:[.,](\d+))?$/.exec(text);
  if (!m) return { ok: false, reason: "price" };
  const [, minus, whole, frac = ""] = m;
  if (frac.length > 2) return { ok: false, reason: "decimals" };
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, "0"));
  if (minus && cents > 0) return { ok: false, reason: "negative" };
  if (cents === 0) return { ok: false, reason: "zero" };
  if (cents > PRICE_MAX_CENTS) return { ok: false, reason: "tooHigh" };
  return { ok: true, cents };
}

/** Cents → the CSV's price text: "1234.50" (the export writes it as a number cell, csvDecimal). */
export const centsToCsv = (cents: number) => csvDecimal(cents).csvDecimal;

const DEVICE_ID = /^\d{1,9}$/;

/**
 * Reads a price CSV for `edition`. File-level problems (empty, too large, too many rows, a missing
 * required column, broken quoting) refuse the file; row-level ones mark the row rejected with a
 * reason, and every other row is still read, so the preview shows all of them at once.
 */
export function parsePriceCsv(input: string | Uint8Array, edition: string): PriceParse {
  const size = typeof input === "string" ? Buffer.byteLength(input, "utf8") : input.byteLength;
  if (size > PRICE_CSV_MAX_BYTES) return { ok: false, error: { code: "tooLarge" } };
  let text: string;
  if (typeof input === "string") text = input;
  else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(input);
    } catch {
      return { ok: false, error: { code: "encoding" } };
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === "") return { ok: false, error: { code: "empty" } };

  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // the header and one row more than allowed: enough to know the file is too long
      to: PRICE_CSV_MAX_ROWS + 2,
      info: false,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    return { ok: false, error: { code: "malformed", ...(typeof line === "number" ? { line } : {}) } };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, error: { code: "empty" } };
  if (data.length > PRICE_CSV_MAX_ROWS) return { ok: false, error: { code: "tooManyRows" } };
  const names = header.map((h) => h.trim().toLowerCase());
  for (const column of REQUIRED) if (!names.includes(column)) return { ok: false, error: { code: "missingColumn", column } };
  if (data.length === 0) return { ok: false, error: { code: "empty" } };
  const at = (column: string) => names.indexOf(column);
  const idx = { id: at("device_id"), slug: at("slug"), name: at("name"), edition: at("edition"), price: at("price_eur") };

  const lines = lineNumbers(text, data.length);
  const seen = new Map<number, number>();
  const rows: CsvRow[] = data.map((cells, i) => {
    const cell = (n: number) => (n >= 0 ? (cells[n] ?? "") : "");
    const row: CsvRow = {
      line: lines[i] ?? i + 2,
      deviceIdText: cell(idx.id).slice(0, 40),
      deviceId: DEVICE_ID.test(cell(idx.id)) ? Number(cell(idx.id)) : null,
      slug: cell(idx.slug).slice(0, 200),
      name: cell(idx.name).slice(0, 200),
      edition: cell(idx.edition).slice(0, 20),
      priceText: cell(idx.price).slice(0, 40),
      priceCents: null,
    };
    if (cells.length !== header.length) return { ...row, rejected: "columns" };
    if (row.deviceId === null || row.deviceId < 1) return { ...row, rejected: "deviceId" };
    if (row.edition.toLowerCase() !== edition) return { ...row, rejected: "edition" };
    if (row.priceText !== "") {
      const price = parsePriceText(row.priceText);
      if (!price.ok) return { ...row, rejected: price.reason };
      row.priceCents = price.cents;
    }
    if (seen.has(row.deviceId)) return { ...row, rejected: "duplicate" };
    seen.set(row.deviceId, row.line);
    return row;
  });
  return { ok: true, rows };
}

/**
 * The file line each data record starts on (header = 1), for messages people can find in their
 * spreadsheet: counts line breaks outside quotes, skipping blank lines as the parser does.
 */
function lineNumbers(text: string, count: number): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let recordStart = 1;
  let recordHasContent = false;
  let records = 0;
  for (let i = 0; i < text.length && starts.length < count; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    if (!inQuotes && (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n"))) {
      if (recordHasContent) {
        if (records > 0) starts.push(recordStart);
        records++;
      }
      line++;
      recordStart = line;
      recordHasContent = false;
      continue;
    }
    if (ch === "\n") line++;
    if (ch !== "\r" && ch !== " " && ch !== "\t") recordHasContent = true;
  }
  if (recordHasContent && records > 0 && starts.length < count) starts.push(recordStart);
  return starts;
}
