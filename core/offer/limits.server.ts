/**
 * The offer limit (decision 0068): every offer request of a client address counts
 * (OFFER_LIMITS.perAddress), whether it comes through `POST /api/trade/offers` or the device
 * page's condition form, before the device is looked up; over it, 429 with Retry-After and
 * `offer.error.rateLimited`, and nothing is stored.
 */
import type { Db } from "../../db/client.server.ts";
import { enforceRateLimit } from "../rate-limit/index.server.ts";
import { ProblemError } from "../shared/index.ts";
import { OFFER_LIMITS } from "./types.ts";

export const OFFER_RATE_LIMITED = "offer.error.rateLimited";

/** Counts one offer request of `clientKey` (the request's client key); 429 over the limit. */
export async function countOfferRequest(db: Db, clientKey: string, now: Date): Promise<void> {
  try {
    await enforceRateLimit(db, `offer-address:${clientKey}`, OFFER_LIMITS.perAddress, now);
  } catch (err) {
    if (err instanceof ProblemError && err.status === 429)
      throw new ProblemError(429, "rate_limited", OFFER_RATE_LIMITED, undefined, err.extra);
    throw err;
  }
}
