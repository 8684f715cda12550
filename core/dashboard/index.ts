/**
 * The back office's dashboard (issue 14, decision 0043). Pure (safe for the browser): the figure
 * functions of `figures.ts` (window and days in Europe/Berlin, day buckets, rate, median) and the
 * SVG chart builder of `chart.ts`. Server only: `dashboardFigures(db, {edition, now})` in
 * `queries.server.ts`, imported from there directly.
 */
export * from "./figures.ts";
export * from "./chart.ts";
export * from "./working-days.ts";
export { dashboardQuerySchema } from "./query.ts";
