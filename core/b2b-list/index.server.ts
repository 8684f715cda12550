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
export { catalogIndex, listCatalog, matchRows, matchWithIndex } from "./match.server.ts";
export {
  ASK_CANDIDATES,
  buildCatalogIndex,
  CANDIDATE_MIN_SCORE,
  type CatalogDevice,
  type CatalogIndex,
  MATCH_MIN_MARGIN,
  MATCH_MIN_SCORE,
  matchOne,
  modelWords,
} from "./matcher.ts";
