import type { ColumnMap, ListProblem, ListRow, ListTable } from "./types.ts";

/** Reads the data rows of a table with a column map (recognized or set by the seller). */
export function readRows(table: ListTable, columns: ColumnMap): { rows: ListRow[]; problems: ListProblem[] } {
  void table;
  void columns;
  throw new Error("not implemented");
}
