/** Business accounts (issue 33, decision 0116): companies, their users and invitations; browser-safe part. */
export * from "./types.ts";
export * from "./vat-id.ts";
export * from "./validation.ts";
