/** The mail module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./log.server.ts";
export * from "./mailer.server.ts";
export * from "./template/index.server.ts";
