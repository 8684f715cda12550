/** The offer module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export { createOffer, getOffer, offersByIds, newOfferId, SELF_TEST_REFUSED } from "./queries.server.ts";
export { countOfferRequest, OFFER_RATE_LIMITED } from "./limits.server.ts";
export { deleteStaleOffers, offerJobHandlers, OFFER_CLEANUP_JOB, scheduleOfferCleanup, staleOfferCutoff } from "./cleanup.server.ts";
