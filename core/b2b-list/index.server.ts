/** Device lists of business sellers (issue 33, decision 0117): server part. */
export * from "./index.ts";
export { parseListFile, parsePastedList } from "./parse.server.ts";
export { matchRows } from "./match.server.ts";
