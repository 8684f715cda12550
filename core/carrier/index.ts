/**
 * Carrier labels (issue 14, decision 0042).
 * Pure: types, trackingUrl. Server only: the DHL and UPS adapters, carrierAdapterFor (the
 * edition's adapter from the settings, or null = development label), shippingLabel / returnLabel
 * (made once, stored), shipmentsByTrade.
 */
export * from "./types.ts";
export { trackingUrl, isCarrierName } from "./tracking-url.ts";
export * from "./journey.ts";
