/**
 * SEPA Instant runs (issue 32, decision 0111), pure: what a new run's request may say beside its
 * filters, and which trades an instant run may take. An instant run pays SEPA only (PayPal has no
 * instant scheme) and only transfers up to the per-transfer limit (`SEPA_INSTANT_LIMIT_EUR`): the
 * SCT Inst scheme itself has no maximum since the Instant Payments Regulation (EU) 2024/886, but
 * the debtor's bank may set one; trades above it wait for a normal run.
 */
import { z } from "../shared/index.ts";
import { payoutRunFilterSchema, type PayoutRunFilter } from "./rules.ts";

/** The SCT Inst scheme's former per-transfer maximum (EUR 100,000): the default of SEPA_INSTANT_LIMIT_EUR. */
export const DEFAULT_INSTANT_LIMIT_EUR = 100_000;

/**
 * A new run's request: its filters (stored as the run's filters) and `instant`. An instant run is
 * SEPA only, so `instant` with `method: "paypal"` is refused (422, field `method`).
 */
export const payoutRunRequestSchema = payoutRunFilterSchema
  .extend({ instant: z.boolean({ error: "backoffice.payoutInstant.error.instant" }).optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.instant && body.method === "paypal")
      ctx.addIssue({ code: "custom", path: ["method"], message: "backoffice.payoutInstant.error.paypal" });
  });
export type PayoutRunRequest = z.infer<typeof payoutRunRequestSchema>;

/** The request split into the run's filters and whether it is instant. */
export function runRequestParts(body: PayoutRunRequest): { filter: PayoutRunFilter; instant: boolean } {
  const { instant, ...filter } = body;
  return { filter, instant: instant === true };
}

/** The filters an instant run selects with: SEPA only (null when they ask for PayPal, which is never instant). */
export function instantFilter(filter: PayoutRunFilter): PayoutRunFilter | null {
  if (filter.method === "paypal") return null;
  return { ...filter, method: "sepa" };
}

/** Whether a transfer of this many cents may go into an instant run under the limit (cents). */
export function fitsInstantLimit(amountCents: number, limitCents: number): boolean {
  return amountCents <= limitCents;
}

/** The setting in whole euros as the limit in cents. */
export const instantLimitCents = (limitEur: number): number => limitEur * 100;
