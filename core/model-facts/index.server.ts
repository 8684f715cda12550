/** The model-facts module's server door (issue 34). */
export * from "./index.ts";
export { modelFiguresForPage, priceHistoryForPage } from "./queries.server.ts";
