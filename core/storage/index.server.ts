/** The storage module's server-only door (decision 0075): the file store behind photos, pictures and labels. */
export * from "./files.server.ts";
