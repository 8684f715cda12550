/** The model-facts module's browser-safe door (issue 34): a model's price history and open figures. */
export type { ModelFiguresView, PriceHistoryView } from "./types.ts";
export { PRICE_HISTORY_DAYS, priceRuns, seriesSummary, type PricePoint } from "./series.ts";
export { median } from "./figures.ts";
