/** The payout module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export * from "./runs.server.ts";
export * from "./returns.server.ts";
export * from "./bank-files.server.ts";
export * from "./bank-folder.server.ts";
export * from "./mail.server.ts";
export * from "./correction.server.ts";
export * from "./paypal-api.server.ts";
export * from "./paypal-queue.server.ts";
export * from "./paypal-payouts.server.ts";
export * from "./paypal-status.ts";
export * from "./waiting.server.ts";
export * from "./proposals.server.ts";
