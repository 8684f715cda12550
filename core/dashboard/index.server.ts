/** The dashboard module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./queries.server.ts";
export * from "./late-parcels.server.ts";
