/** The purchase record's door (browser-safe; decision 0115). Server-only parts: index.server.ts. */
export * from "./content.ts";
export * from "./paths.ts";
