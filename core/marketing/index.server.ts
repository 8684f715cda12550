/** The marketing module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./store.server.ts";
