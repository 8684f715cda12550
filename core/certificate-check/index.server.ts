/** Issue 34: server door. */
export * from "./index.ts";
