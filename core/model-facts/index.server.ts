/** The model-facts module's server door (issue 34). */
export * from "./index.ts";
export { deviceFacts, modelFiguresForPage, priceHistoryForPage } from "./queries.server.ts";
export { computeModelFigures, MODEL_FIGURES_JOB, modelFiguresJobHandlers, readModelFigures, scheduleModelFigures } from "./job.server.ts";
