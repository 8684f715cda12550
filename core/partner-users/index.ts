/** The partner-users module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./report-csv.ts";
export * from "./rules.ts";
export * from "./schemas.ts";
export * from "./seller-id.ts";
