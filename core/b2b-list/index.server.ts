/** Device lists of business sellers (issue 33, decision 0117): server part. */
export * from "./index.ts";
export {
  cellText,
  detectDelimiter,
  LIST_MAX_BYTES,
  LIST_MAX_COLUMNS,
  LIST_MAX_UNPACKED_BYTES,
  parseListFile,
  parsePastedList,
} from "./parse.server.ts";
export { matchRows } from "./match.server.ts";
