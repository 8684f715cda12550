/** Device lists of business sellers (issue 33, decision 0117): reading a list and its columns; browser-safe part. */
export * from "./types.ts";
export { brandColumn, fieldOfHeader, guessColumns, recognizeColumns } from "./columns.ts";
export { gradeOf, LIST_MAX_CELL_LENGTH, LIST_MAX_QUANTITY_PER_ROW, quantityOf, readRows, storageGbOf, storageLabelOf } from "./rows.ts";
