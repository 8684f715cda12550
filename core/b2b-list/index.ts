/** Device lists of business sellers (issue 33, decision 0117): reading a list and its columns; browser-safe part. */
export * from "./types.ts";
export { recognizeColumns } from "./columns.ts";
export { readRows } from "./rows.ts";
