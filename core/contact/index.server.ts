/** The contact module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./mails.ts";
export * from "./retention.server.ts";
export * from "./submit.server.ts";
