/** The search module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./category-words.ts";
export * from "./order.ts";
export * from "./params.ts";
export * from "./query.ts";
export * from "./suggestion.ts";
export { setSimilarity, trigrams, trigramSimilarity } from "./trigram.ts";
