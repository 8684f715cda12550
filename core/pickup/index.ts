/** Collection by the carrier (issue 33, decision 0120): windows and request shapes; browser-safe. */
export * from "./types.ts";
export * from "./windows.ts";
