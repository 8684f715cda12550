/** The credentials module's server-only door (decision 0075): `index.ts` plus hashing and tokens. */
export * from "./index.ts";
export * from "./hashing.server.ts";
export * from "./tokens.server.ts";
