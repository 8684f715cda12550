/** The seller records' door (browser-safe; decision 0097). Server-only parts: index.server.ts. */
export * from "./retention.ts";
