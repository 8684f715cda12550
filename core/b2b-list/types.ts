/** Device lists of business sellers (issue 33, decision 0117): the shapes shared by the browser and the server. */
import type { BusinessGrade } from "../editions/index.ts";

export const LIST_FIELDS = ["model", "storage", "colour", "condition", "quantity", "imei", "serial"] as const;
export type ListField = (typeof LIST_FIELDS)[number];
/** field → column index (0-based) in the table. */
export type ColumnMap = Partial<Record<ListField, number>>;
/** A read table: the header row and the data rows (header excluded), every cell as text. */
export interface ListTable {
  format: "csv" | "xlsx" | "ods" | "paste";
  headers: string[];
  rows: string[][];
}
export interface ListRow {
  /** 1 = the first data row. */
  row: number;
  input: Partial<Record<ListField, string>>;
  model: string;
  storage: string | null;
  colour: string | null;
  /** From the condition cell ("A", "wie neu", "like new", "defekt", …); null = not given or not understood. */
  grade: BusinessGrade | null;
  /** Default 1. */
  quantity: number;
  /** Normalized; null when not given or invalid (see identifierProblem). */
  imei: string | null;
  serial: string | null;
  identifierProblem: "imei_check_digit" | "imei_format" | "serial_format" | null;
}
/** A problem with one row (or the table when row is 0): e.g. quantity_invalid, model_missing. */
export interface ListProblem {
  row: number;
  field: ListField | null;
  code: string;
}
export interface RowCandidate {
  deviceId: number;
  name: string;
  confidence: number;
}
export interface RowMatch {
  status: "matched" | "ask" | "unpriced";
  deviceId: number | null;
  name: string | null;
  confidence: number | null;
  candidates: RowCandidate[];
}
