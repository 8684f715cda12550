/** The widget module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./html.ts";
export * from "./protocol.ts";
