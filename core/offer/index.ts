/**
 * The offer module's door. Pure rules and types: `priceOffer`, `checkAnswers`, `conditionOf`,
 * `offerInputSchema`, `OFFER_VALIDITY_DAYS`, `OfferView`, `OfferLine`. Server-only queries
 * (database): `createOffer`, `getOffer`, `offersByIds`.
 * Browser code (app/features) imports only types from here (`import type`), or values from
 * `core/offer/pricing.ts`, `types.ts`, `validation.ts`, so no server module enters the bundle.
 */
export * from "./types.ts";
export * from "./pricing.ts";
export * from "./validation.ts";
export { createOffer, getOffer, offersByIds, newOfferId } from "./queries.server.ts";
