/** The seller records' server-only door (decision 0097): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./records.server.ts";
