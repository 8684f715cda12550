/** The offer-mail module's server-only door (decision 0127): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./mails.server.ts";
export * from "./service.server.ts";
export * from "./jobs.server.ts";
