/** Base-price administration's door (decision 0038): the pure CSV and diff rules, and the server side. */
export * from "./csv.ts";
export * from "./diff.ts";
