/** The partners module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./queries.server.ts";
export * from "./vouchers.server.ts";
export * from "./voucher-limits.server.ts";
export * from "./admin.server.ts";
