/** The offer-mail module's door (browser-safe; decision 0127). Server-only parts: index.server.ts. */
export * from "./rules.ts";
export * from "./validation.ts";
