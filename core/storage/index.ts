/** The storage module is server-only (files on disk or in the object store): use index.server.ts (decision 0075). */
export {};
