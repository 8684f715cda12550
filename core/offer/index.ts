/**
 * The offer module's door. Pure rules and types: `priceOffer`, `checkAnswers`, `conditionOf`,
 * `offerInputSchema`, `OFFER_VALIDITY_DAYS`, `OFFER_LIMITS`, `STALE_OFFER_DAYS`, `OfferView`, `OfferLine`.
 * Server-only (database): `createOffer`, `getOffer`, `offersByIds`; `countOfferRequest` (the
 * per-address limit, decision 0068); `deleteStaleOffers` and the daily cleanup job.
 * Browser code (app/features) imports only types from here (`import type`), or values from
 * `core/offer/pricing.ts`, `types.ts`, `validation.ts`, so no server module enters the bundle.
 */
export * from "./types.ts";
export * from "./pricing.ts";
export * from "./validation.ts";
