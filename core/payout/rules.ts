/**
 * What a payout run takes (decision 0037), pure: the filters of a new run, the reason of a
 * returned transfer, the limits. Shared by the API and the back-office page.
 */
import { EDITIONS } from "../editions/index.ts";
import { requiredText, z } from "../shared/index.ts";

export const PAYOUT_METHODS = ["sepa", "paypal"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** At most this many trades per run (a SEPA file takes more; the bench builds 10,000 in well under the target). */
export const MAX_RUN_TRADES = 10_000;
/** PayPal's Payouts web takes at most 5,000 rows per file: further PayPal trades wait for the next run. */
export const MAX_RUN_PAYPAL = 5_000;

export const payoutRunFilterSchema = z
  .object({
    edition: z.enum(EDITIONS, { error: "backoffice.payouts.error.edition" }).optional(),
    method: z.enum(PAYOUT_METHODS, { error: "backoffice.payouts.error.method" }).optional(),
    /** Only trades waiting for their payout at least this many days. */
    olderThanDays: z
      .number({ error: "backoffice.payouts.error.days" })
      .int("backoffice.payouts.error.days")
      .min(0, "backoffice.payouts.error.days")
      .max(365, "backoffice.payouts.error.days")
      .optional(),
  })
  .strict();
export type PayoutRunFilter = z.infer<typeof payoutRunFilterSchema>;

export const returnedTransferSchema = z.object({ reason: requiredText(200, "backoffice.payouts.error.reason") }).strict();

export const RUN_STATES = ["proposed", "open", "confirmed"] as const;
export type PayoutRunState = (typeof RUN_STATES)[number];
export type PayoutItemState = "included" | "paid" | "returned";

/** The run id of a path segment ("42"), or null. */
export function runIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
