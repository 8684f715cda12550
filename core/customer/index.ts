/**
 * The customer module's door: the bearer's own data (customer, address, payout accounts, phone
 * numbers, birthdate, trade history). Pure: the input schemas and `isValidBirthdate`.
 * Server-only: the queries (every one scoped to the bearer's customer id).
 */
export * from "./validation.ts";
