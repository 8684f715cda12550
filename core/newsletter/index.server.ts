/** The newsletter module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./mails.ts";
export * from "./service.server.ts";
export * from "./tokens.server.ts";
