import type { OfferMailResult } from "./types.ts";

/** "Send me this offer" below a shown offer (issue 34): placeholder until built. */
export function OfferMailForm(_props: { offerId: string; action: string; result?: OfferMailResult | null }) {
  return null;
}
