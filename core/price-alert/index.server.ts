/** The price alert module's server-only door (decision 0128): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./job.server.ts";
export * from "./mails.ts";
export * from "./service.server.ts";
export { hashAlertToken, unsubscribeTokenFor } from "./tokens.server.ts";
