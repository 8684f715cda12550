/** The audit module's door (server only): append an entry, list and export the log. */
export { auditCsvName, auditQuerySchema } from "./query.ts";
export { AUDIT_ACTIONS, auditActionKey, type AuditAction } from "./actions.ts";
