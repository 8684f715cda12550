/** The price alert module's door (browser-safe; decision 0128). Server-only parts: index.server.ts. */
export * from "./rules.ts";
export * from "./validation.ts";
