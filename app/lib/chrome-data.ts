/**
 * What the chrome layout's loader (app/routes/shop/layout.tsx) hands to every shop page: the
 * edition's guarantees from its configured company facts and the review seal's real figures
 * (decision 0034). Read with useChromeData() by the footer, the home page and the guarantees box;
 * the browser never reads the configuration itself.
 */
import { useRouteLoaderData } from "react-router";
import type { ReviewSummary } from "../../core/reviews/index.ts";

export interface Guarantees {
  /** Days an offer's price is held (core/offer OFFER_VALIDITY_DAYS). */
  priceHoldDays: number;
  /** Each parcel with our label is insured up to this amount (company facts). */
  insuredShippingCents: number;
  /** Working days from a passed inspection to the payout (company facts). */
  payoutDays: number;
}

export interface ChromeData {
  guarantees: Guarantees;
  /** The review seal's figures where the edition shows it (de), else null; count 0 = no reviews yet. */
  reviews: ReviewSummary | null;
}

/** The chrome layout's data (null outside the shop chrome, e.g. on the back office's pages). */
export function useChromeData(): ChromeData | null {
  return useRouteLoaderData<ChromeData>("chrome") ?? null;
}
