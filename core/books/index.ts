/**
 * The books (issue 32, decision 0114). Pure: the DATEV-Format "Buchungsstapel" writer, the period
 * rules and Windows-1252 bytes (datev.ts), the journal's settings (settings.ts). Server only: the
 * bookings of a period from the database and the audited export (journal.server.ts).
 */
export * from "./datev.ts";
export * from "./settings.ts";
export * from "./query.ts";
