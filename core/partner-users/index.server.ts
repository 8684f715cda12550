/** The partner-users module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./mail.server.ts";
export * from "./receipt.server.ts";
export * from "./service.server.ts";
export * from "./store.server.ts";
