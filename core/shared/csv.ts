/**
 * The one CSV writer of every export (decision 0067): the price list, the audit log, the partner
 * portal's month report and the PayPal payout file. RFC 4180: a cell is quoted when it holds the
 * delimiter, a double quote, CR or LF (or always, with `quoteAll`), a double quote is doubled, and
 * every row ends with the line ending.
 *
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` (and, in some, a tab or CR
 * before one) as a formula: a device named `=HYPERLINK(…)` would become a link in the price list.
 * So every **string** cell that starts with one of them is written with a leading `'`, which
 * spreadsheets read as "text". A **number** is written as a number, sign included: amounts are
 * passed as numbers (`csvDecimal` for cents with a fixed decimal separator), never as strings, so a
 * negative amount stays a number. A string that looks like a negative number is still a string
 * and gets the quote: the writer cannot tell a figure from a name that starts with `-`.
 */

/** A decimal written from integer cents: a number cell, never neutralised (see csvDecimal). */
export interface CsvDecimal {
  readonly csvDecimal: string;
}

export type CsvCell = string | number | null | undefined | CsvDecimal;

export interface CsvOptions {
  /** `,` (default) or `;` (German spreadsheets). */
  delimiter?: "," | ";";
  /** `\n` (default) or `\r\n` (RFC 4180, PayPal, the audit export). */
  lineEnding?: "\n" | "\r\n";
  /** Quote every cell, not only those that need it. */
  quoteAll?: boolean;
  /** Start with a UTF-8 byte-order mark (spreadsheets then read the file as UTF-8). */
  bom?: boolean;
}

/** What a spreadsheet may run as a formula at the start of a cell. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would run `text` as a formula (the writer neutralises such a string cell). */
export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/** `text`, or `'text` when a spreadsheet would run it as a formula. */
export function neutraliseCell(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/**
 * Integer cents as a decimal number cell: 123456 → "1234.56" (or "1234,56"), -500 → "-5.00". Exact,
 * from the integer; throws on a value that is no safe integer.
 */
export function csvDecimal(cents: number, separator: "." | "," = "."): CsvDecimal {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const abs = Math.abs(cents);
  return { csvDecimal: `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}${separator}${String(abs % 100).padStart(2, "0")}` };
}

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new RangeError(`a CSV number must be finite, got ${cell}`);
    return String(cell);
  }
  if (typeof cell === "object") return cell.csvDecimal;
  return neutraliseCell(cell);
}

/** The rows as CSV text (a header is just the first row). */
export function writeCsv(rows: Iterable<readonly CsvCell[]>, options: CsvOptions = {}): string {
  const delimiter = options.delimiter ?? ",";
  const lineEnding = options.lineEnding ?? "\n";
  const needsQuotes = delimiter === "," ? /[",\r\n]/ : /[";\r\n]/;
  let out = options.bom ? "\ufeff" : "";
  for (const row of rows) {
    out +=
      row
        .map((cell) => {
          const text = cellText(cell);
          return options.quoteAll || needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(delimiter) + lineEnding;
  }
  return out;
}
