/** The catalog module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./picture.ts";
export * from "./picture-view.ts";
export * from "./types.ts";
export * from "./variant.ts";
