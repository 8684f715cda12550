/** The audit module's door (server only): append an entry, list and export the log. */
export * from "./audit.server.ts";
export { auditCsvName, auditQuerySchema } from "./query.ts";
