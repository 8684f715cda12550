/** The catalog module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./cached.server.ts";
export * from "./photos.server.ts";
export * from "./pictures.server.ts";
export * from "./queries.server.ts";
