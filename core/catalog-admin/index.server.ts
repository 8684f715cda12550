/** The catalog editor's server-only door (decision 0075): `index.ts` plus the editor's queries and writes. */
export * from "./index.ts";
export * from "./editor.server.ts";
export * from "./photo.server.ts";
