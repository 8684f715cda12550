/**
 * Business quotes (issue 33, decision 0118), browser-safe door: grades and their definitions,
 * the volume rule (`volumePercent`, `parseVolumeTiers`), the quote's types.
 * Server-only (database, PDF): index.server.ts.
 */
export * from "./types.ts";
export * from "./grades.ts";
export * from "./volume.ts";
