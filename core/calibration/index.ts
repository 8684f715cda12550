/** Calibration (issue 34 §6, decision 0131): the browser-safe door (rules, filters, types). */
export * from "./rules.ts";
export * from "./query.ts";
