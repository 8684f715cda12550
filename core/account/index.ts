/**
 * The account module's door for any code (browser-safe, decision 0075): the input schemas
 * (`registerSchema`, `loginSchema`, …) and `readActivateResult`. The server-only part (the account
 * service, its rate limits and mail links) is in `index.server.ts`; the password rule, hashing and
 * tokens are the credentials module's (core/credentials).
 */
export * from "./validation.ts";
export * from "./activation.ts";
export * from "./guest-trades.ts";
