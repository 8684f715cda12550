export * from "./index.ts";
export * from "./journal.server.ts";
