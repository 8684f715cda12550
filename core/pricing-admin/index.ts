/** Base-price administration's door (decisions 0038, 0087): the pure CSV, diff and guard rules, and the server side. */
export * from "./csv.ts";
export * from "./diff.ts";
export * from "./guard.ts";
export * from "./bulk.ts";
