/**
 * Payout runs (issue 14, decision 0037). Pure: amounts in cents to the file's decimal string
 * (amount.ts), the SEPA character set (text.ts), file ids (ids.ts), the pain.001.001.09 builder
 * (sepa.ts), the PayPal mass-payout CSV (paypal.ts), the debtor settings (debtor.ts), filters and
 * limits (rules.ts), what a run's money action moves (steps.ts). Server only: runs (runs.server.ts),
 * mails and their jobs (mail.server.ts), corrected accounts after a returned transfer
 * (correction.server.ts).
 */
export * from "./amount.ts";
export * from "./text.ts";
export * from "./ids.ts";
export * from "./sepa.ts";
export * from "./paypal.ts";
export * from "./camt.ts";
export * from "./return-reasons.ts";
export * from "./debtor.ts";
export * from "./rules.ts";
export * from "./instant.ts";
export * from "./steps.ts";
export * from "./oldest-waiting.ts";
export * from "./next-slot.ts";
export * from "./calendar.ts";
export * from "./schedule.ts";
