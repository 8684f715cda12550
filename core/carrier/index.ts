/**
 * Carrier labels (issue 14, decision 0042).
 * Pure: types, trackingUrl. Server only: the DHL and UPS adapters, carrierAdapterFor (the
 * edition's adapter from the settings, or null = development label), shippingLabel / returnLabel
 * (made once, stored), shipmentsByTrade.
 */
export * from "./types.ts";
export { trackingUrl, isCarrierName } from "./tracking-url.ts";
export * from "./journey.ts";
export { INCLUDED_COVER_CENTS, CARRIER_INSURANCE_MAX_CENTS, INSURED_SHIPPING_MAX_CENTS, insuredAmountCents } from "./insurance.ts";
export { crossesCustomsBorder, customsGoods } from "./customs.ts";
export { LABEL_POLL_MS, MOVING_POLL_MS, GIVE_UP_DAYS, nextPollAt, callsPerRun } from "./tracking-schedule.ts";
