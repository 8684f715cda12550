import type { ColumnMap } from "./types.ts";

/** Recognizes the columns of a list by their headers (en, de, es, fr, it, nl). */
export function recognizeColumns(headers: string[]): ColumnMap {
  void headers;
  throw new Error("not implemented");
}
