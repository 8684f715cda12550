/** The search module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./search.server.ts";
export * from "./short-prefix-cache.server.ts";
