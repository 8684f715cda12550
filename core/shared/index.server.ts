/** The shared module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./messages.server.ts";
export * from "./paths.server.ts";
export * from "./private-files.server.ts";
export * from "./sql.server.ts";
export * from "./worker-threads.server.ts";
