/** The B2B pipeline (issue 33, decision 0123): server part (queries and audited actions). */
export * from "./index.ts";
export * from "./pipeline.server.ts";
