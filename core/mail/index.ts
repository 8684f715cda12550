/** The mail module's door (browser-safe; decision 0075). Server-only parts: index.server.ts. */
export * from "./template/content.ts";
export { MAIL_KINDS, mailKindKey, type MailKindName } from "./kinds.ts";
