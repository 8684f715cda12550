/** The contact module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./retention.ts";
export * from "./validation.ts";
