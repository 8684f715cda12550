/**
 * Reading an uploaded or pasted device list into a table of texts (decision 0117).
 *
 * - CSV: UTF-8 (a byte-order mark is ignored; a file that is not UTF-8 is read as Windows-1252, what
 *   spreadsheet programs write in Western Europe), the delimiter found in the first lines (comma,
 *   semicolon or tab, outside quotes, or Excel's "sep=;" line), RFC 4180 quoting (`csv-parse`).
 * - The header of a file is the first of its first rows that names a model column (a title above
 *   the table goes), else its first non-empty row.
 * - XLSX (`exceljs`): the first worksheet; every cell as
 *   text: rich text joined, numbers without exponent or lost digits (an IMEI stored as a number
 *   stays 15 digits), a formula's result, dates as YYYY-MM-DD, hyperlinks' texts.
 * - ODS, XLS (the old binary format) and anything else: refused with 415 `list_format_unsupported`
 *   (no maintained ODS reader is installed; exceljs reads XLSX only): save as XLSX or CSV.
 * - Pasted text: rows from a spreadsheet (tab-separated) or with semicolons or commas, with or
 *   without a header (then the columns are guessed from the content: `guessColumns`).
 *
 * Limits: LIST_MAX_BYTES (5 MB) per file, LIST_MAX_UNPACKED_BYTES unpacked for an XLSX, BUSINESS_LIST_MAX_ROWS
 * data rows, LIST_MAX_COLUMNS columns. Every failure is a ProblemError (422, or 415 for a format we
 * do not read) with a localized `problem.detail.*` text; nothing here stores anything.
 */
import { parse } from "csv-parse/sync";
import type ExcelJS from "exceljs";
import { BUSINESS_LIST_MAX_ROWS } from "../editions/index.ts";
import { ProblemError } from "../shared/index.ts";
import { recognizeColumns } from "./columns.ts";
import type { ListTable } from "./types.ts";
import { zipEntries } from "./zip.ts";

/** The largest list file: 5 MB (a 5,000-row XLSX with seven columns is about 200 KB). */
export const LIST_MAX_BYTES = 5 * 1024 * 1024;
/** What an XLSX may unpack to: 50 MB. */
export const LIST_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const LIST_MAX_ZIP_ENTRIES = 500;
/** Columns read per row; the rest are ignored (a device list has seven fields). */
export const LIST_MAX_COLUMNS = 50;
/** Pasted text: the same limit as a file. */
export const LIST_MAX_PASTE_CHARS = LIST_MAX_BYTES;

const unreadable = () => new ProblemError(422, "list_unreadable", "problem.detail.listUnreadable");
const empty = () => new ProblemError(422, "list_empty", "problem.detail.listEmpty");
const tooLong = () => new ProblemError(422, "list_too_long", "problem.detail.listTooLong", undefined, { maxRows: BUSINESS_LIST_MAX_ROWS });
const tooLarge = () =>
  new ProblemError(422, "list_too_large", "problem.detail.listTooLarge", undefined, { maxMegabytes: LIST_MAX_BYTES / 1024 / 1024 });
const unsupported = () => new ProblemError(415, "list_format_unsupported", "problem.detail.listFormatUnsupported");

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOle = (b: Uint8Array) => b.length >= 8 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;

/** Rows looked at for the header: a title or a date above the table is common in exports. */
const HEADER_SEARCH_ROWS = 10;

/**
 * Header + data rows from raw rows: empty rows go; the header is the first of the first
 * HEADER_SEARCH_ROWS rows that names a model column (the rows above it, a title, go), else the first row.
 */
function toTable(format: ListTable["format"], raw: string[][], headerless = false): ListTable {
  let rows = raw.map((r) => r.slice(0, LIST_MAX_COLUMNS).map((c) => (c ?? "").trim())).filter((r) => r.some((c) => c !== ""));
  if (rows.length === 0) throw empty();
  if (!headerless) {
    const at = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((r) => recognizeColumns(r).model !== undefined);
    if (at > 0) rows = rows.slice(at);
  }
  const headers = headerless ? Array.from({ length: Math.max(...rows.map((r) => r.length)) }, () => "") : rows.shift()!;
  if (rows.length === 0) throw empty();
  if (rows.length > BUSINESS_LIST_MAX_ROWS) throw tooLong();
  return { format, headers, rows };
}

function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

/** True for text a person or a spreadsheet wrote: no NUL and few other control characters. */
function looksLikeText(text: string): boolean {
  if (text.includes("\u0000")) return false;
  const sample = text.slice(0, 8192);
  const controls = sample.match(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g)?.length ?? 0;
  return controls <= sample.length / 100;
}

/** The delimiter of delimited text: the most frequent of tab, semicolon, comma outside quotes in the first lines. */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const counts = { "\t": 0, ";": 0, ",": 0 };
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && i < 65536 && lines < 20; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\t" || c === ";" || c === ",")) counts[c]++;
    else if (!quoted && c === "\n") lines++;
  }
  if (counts["\t"] > 0 && counts["\t"] >= counts[";"] && counts["\t"] >= counts[","]) return "\t";
  return counts[";"] > counts[","] ? ";" : ",";
}

function parseDelimited(input: string): string[][] {
  // Excel's "sep=;" first line names the delimiter
  const hint = /^sep=([,;\t])\r?\n/i.exec(input);
  const text = hint ? input.slice(hint[0].length) : input;
  const delimiter = (hint?.[1] as "," | ";" | "\t" | undefined) ?? detectDelimiter(text);
  try {
    return parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

function readCsv(bytes: Uint8Array): ListTable {
  const text = decodeText(bytes);
  if (!looksLikeText(text)) throw unreadable();
  if (text.trim() === "") throw empty();
  return toTable("csv", parseDelimited(text));
}

/** A number as a person sees it in the cell: integers in full (an IMEI keeps its 15 digits), never an exponent for them. */
function numberText(n: number): string {
  if (Number.isInteger(n)) return Math.abs(n) < 1e21 ? BigInt(n).toString() : String(n);
  return String(Number(n.toPrecision(15)));
}

const dateText = (d: Date) => (Number.isNaN(d.getTime()) ? "" : d.toISOString().slice(0, 10));

/** A cell's value as text (exceljs' value shapes). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text ?? "").join("");
    if ("formula" in value || "sharedFormula" in value) {
      const result = (value as { result?: unknown }).result;
      if (result === undefined || (typeof result === "object" && result !== null && "error" in result)) return "";
      return cellText(result as ExcelJS.CellValue);
    }
    if ("text" in value) return cellText((value as { text: ExcelJS.CellValue }).text);
    if ("error" in value) return "";
  }
  return "";
}

async function readXlsx(bytes: Uint8Array): Promise<ListTable> {
  const entries = zipEntries(bytes);
  if (!entries) throw unreadable();
  if (entries.some((e) => e.name === "mimetype") && !entries.some((e) => e.name === "[Content_Types].xml")) throw unsupported();
  if (!entries.some((e) => e.name === "[Content_Types].xml") || !entries.some((e) => e.name.startsWith("xl/"))) throw unreadable();
  if (entries.length > LIST_MAX_ZIP_ENTRIES) throw unreadable();
  if (entries.reduce((sum, e) => sum + e.unpackedBytes, 0) > LIST_MAX_UNPACKED_BYTES) throw unreadable();
  const { default: Excel } = await import("exceljs"); // loaded with the first spreadsheet, not at start (decision 0134)
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw empty();
  if (sheet.actualRowCount > BUSINESS_LIST_MAX_ROWS + 1) throw tooLong();
  const raw: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    const width = Math.min(row.cellCount, LIST_MAX_COLUMNS);
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value).trim());
    raw.push(cells);
  });
  return toTable("xlsx", raw);
}

/** Reads an uploaded list (CSV, XLSX). Throws ProblemError 422 list_unreadable / list_too_long / list_empty / list_too_large, 415 list_format_unsupported. */
export async function parseListFile(bytes: Uint8Array, filename: string, contentType?: string): Promise<ListTable> {
  if (bytes.length > LIST_MAX_BYTES) throw tooLarge();
  if (bytes.length === 0) throw empty();
  const name = filename.toLowerCase();
  const type = (contentType ?? "").toLowerCase();
  if (isOle(bytes) || name.endsWith(".xls") || name.endsWith(".numbers")) throw unsupported();
  if (name.endsWith(".ods") || type.includes("opendocument")) throw unsupported();
  if (isZip(bytes)) return readXlsx(bytes);
  if (name.endsWith(".xlsx") || type.includes("spreadsheetml")) throw unreadable();
  return readCsv(bytes);
}

/** Reads pasted rows (tab, semicolon or comma separated, with or without a header). */
export function parsePastedList(text: string): ListTable {
  if (text.length > LIST_MAX_PASTE_CHARS) throw tooLarge();
  const clean = text.replace(/^\ufeff/, "");
  if (clean.trim() === "") throw empty();
  if (!looksLikeText(clean)) throw unreadable();
  const raw =
    clean.includes("\t") || clean.includes(";") || clean.includes(",") ? parseDelimited(clean) : clean.split(/\r?\n/).map((l) => [l]);
  const first = raw.find((r) => r.some((c) => c.trim() !== ""));
  // a header names the model column; otherwise every line is a row
  const headerless = !first || recognizeColumns(first).model === undefined;
  return toTable("paste", raw, headerless);
}
